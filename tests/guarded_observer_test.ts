/**
 * A caller's observer behind its guard (observation/guarded_observer.ts): its first throw is
 * its failure, said once with the stack; it is told nothing more; its optional methods stay
 * as optional as they were.
 *
 * @module
 */

import assert from "node:assert/strict";
import { guardObserver, WrappedObserverError } from "../observation/guarded_observer.ts";
import type { Logger } from "../log/logger.ts";
import type { RingTap } from "../transport/ring_tap.ts";

function recording(): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  const at = (level: string) => (message: string) => void lines.push(`${level}: ${message}`);
  return {
    log: { error: at("error"), warn: at("warn"), info: at("info"), debug: at("debug") },
    lines,
  };
}

Deno.test("guarded observer: a throw on any method is the observer's failure, said once with its stack; after it nothing reaches the observer, and the guard never throws", () => {
  for (const method of ["bytes", "event", "missed", "ended", "cut", "share"] as const) {
    const calls: string[] = [];
    const observer = Object.fromEntries(
      ["bytes", "event", "missed", "ended", "cut", "share"].map((m) => [m, () => {
        calls.push(m);
        if (m === method) throw new Error(`boom in ${m}`);
        return m === "share" ? null : undefined;
      }]),
    ) as unknown as Parameters<typeof guardObserver>[0];
    const { log, lines } = recording();
    const guarded = guardObserver(observer, log);
    const g = guarded.observer as typeof guarded.observer & {
      share(from: string, to: string): RingTap | null;
    };
    const callAll = () => {
      g.bytes("Client", "Agent", new Uint8Array([0x0a]));
      g.event("agent_exit", { code: 0, signal: null });
      g.missed!("Client", "Agent", 1, false);
      g.ended!("Client", "Agent");
      g.cut!("Agent", "Client");
      assert.equal(g.share("Client", "Agent"), null);
    };
    callAll();
    callAll();
    assert.equal(guarded.failure()?.message, `boom in ${method}`);
    const order = ["bytes", "event", "missed", "ended", "cut", "share"];
    assert.deepEqual(calls, order.slice(0, order.indexOf(method) + 1), method);
    assert.equal(lines.length, 1, lines.join("\n"));
    assert.match(
      lines[0],
      new RegExp(`^error: the session's observer failed: Error: boom in ${method}\\n\\s+at `),
    );
  }
});

Deno.test("guarded observer: an observer without the optional methods is guarded without them (a session looks at which it has), and one that never throws has no failure", () => {
  const seen: string[] = [];
  const { log, lines } = recording();
  const guarded = guardObserver({ bytes: () => void seen.push("bytes"), event: () => {} }, log);
  const g = guarded.observer as unknown as Record<string, unknown>;
  for (const m of ["missed", "ended", "cut", "share"]) assert.equal(g[m], undefined, m);
  guarded.observer.bytes("Client", "Agent", new Uint8Array([0x0a]));
  assert.deepEqual(seen, ["bytes"]);
  assert.equal(guarded.failure(), null);
  assert.deepEqual(lines, []);
});

Deno.test("guarded observer: a WrappedObserverError (a wrapper whose caller's observer threw) is said once with the cause's stack, and the wrapper is kept: it is told the later calls; a logger that throws as it is said stops nothing", () => {
  const seen: string[] = [];
  const wrapper = {
    bytes: () => void seen.push("bytes"),
    event(type: string) {
      seen.push(type);
      if (type === "route") throw new WrappedObserverError(new Error("inner boom"));
    },
  };
  const { log, lines } = recording();
  const guarded = guardObserver(wrapper, log);
  guarded.observer.event("route", { requested: 1, selected: 1, rewritten: false, configured: [1] });
  guarded.observer.event("agent_exit", { code: 0, signal: null });
  guarded.observer.bytes("Client", "Agent", new Uint8Array([0x0a]));
  assert.deepEqual(seen, ["route", "agent_exit", "bytes"]);
  assert.equal(guarded.failure()?.message, "inner boom");
  assert.equal(lines.length, 1, lines.join("\n"));
  assert.match(lines[0], /^error: the session's observer failed: Error: inner boom\n\s+at /);
  const throwing = {
    error() {
      throw new Error("logger boom");
    },
    warn() {},
    info() {},
    debug() {},
  };
  const plain = guardObserver({
    bytes() {
      throw new Error("boom");
    },
    event() {},
  }, throwing);
  plain.observer.bytes("Client", "Agent", new Uint8Array([0x0a]));
  assert.equal(plain.failure()?.message, "boom");
});

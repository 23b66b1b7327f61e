/**
 * The routers' constructors refuse options that cannot work, with a `RouterConfigError`
 * naming the option, before anything starts: a limit that is not a whole number in its range
 * (NaN, negative, fractional), a conductor without an agent; `listenAcp` without a handler is
 * a `TypeError`.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  AgentRouter,
  ClientRouter,
  Conductor,
  type ConnectionFactory,
  listenAcp,
  ProxyRouter,
  RouterConfigError,
} from "../mod.ts";

const factory: ConnectionFactory = () => new TransformStream<Uint8Array, Uint8Array>();

const BUILDERS: [string, (limits: Record<string, number>) => unknown][] = [
  ["agent router", (limits) => new AgentRouter({ v1: factory, ...limits })],
  ["proxy router", (limits) => new ProxyRouter({ v1: factory, ...limits })],
  ["conductor", (limits) => new Conductor({ proxies: [], agent: factory, ...limits })],
  ["client router", (limits) => new ClientRouter({ v1Client: factory, agent: factory, ...limits })],
];

Deno.test("router options: a limit that is NaN, negative, fractional or too large is a RouterConfigError naming it, for every router", async (t) => {
  const bad: [string, number, string][] = [
    ["maxFrameBytes", -1, "1 to 1073741824"],
    ["maxFrameBytes", 0, "1 to 1073741824"],
    ["maxFrameBytes", 2 ** 31, "1 to 1073741824"],
    ["graceMs", Number.NaN, "0 to 2147483647"],
    ["graceMs", -5, "0 to 2147483647"],
    ["graceMs", 1.5, "0 to 2147483647"],
    ["initTimeoutMs", 0, "1 to 2147483647"],
  ];
  for (const [role, build] of BUILDERS) {
    await t.step(role, () => {
      for (const [key, value, range] of bad) {
        if (key === "initTimeoutMs" && role !== "client router") continue;
        assert.throws(
          () => build({ [key]: value }),
          (e: unknown) =>
            e instanceof RouterConfigError &&
            e.message ===
              `the ${role}'s ${key} must be a whole number from ${range} (got ${value})`,
          `${role} ${key}=${value}`,
        );
      }
      build({ maxFrameBytes: 1024, graceMs: 0 }); // in range: accepted
    });
  }
});

Deno.test("router options: a limit of another type (a symbol, a bigint, an array, an object without a prototype) is a RouterConfigError showing it as such, for every router (before, a symbol or a prototype-less object threw a bare TypeError from the check itself, and [5] or 10n read as 5 and 10)", async (t) => {
  const odd: [unknown, string][] = [
    [Symbol("x"), "Symbol(x)"],
    [10n, "10n"],
    [[5], "[5]"],
    [Object.create(null), "{}"],
    ["10", '"10"'],
  ];
  for (const [role, build] of BUILDERS) {
    await t.step(role, () => {
      for (const [value, shown] of odd) {
        assert.throws(
          () => build({ graceMs: value as number }),
          (e: unknown) =>
            e instanceof RouterConfigError &&
            e.message ===
              `the ${role}'s graceMs must be a whole number from 0 to 2147483647 (got ${shown})`,
          `${role} graceMs=${shown}`,
        );
      }
    });
  }
});

Deno.test("router options: a conductor without an agent (or with proxies that are not factories) is a RouterConfigError; listenAcp without a handler a TypeError", async () => {
  assert.throws(
    () => new Conductor({ proxies: [] } as unknown as ConstructorParameters<typeof Conductor>[0]),
    RouterConfigError,
  );
  assert.throws(
    () =>
      new Conductor(
        { proxies: [1], agent: factory } as unknown as ConstructorParameters<
          typeof Conductor
        >[0],
      ),
    RouterConfigError,
  );
  await assert.rejects(
    () => listenAcp({} as unknown as Parameters<typeof listenAcp>[0]),
    (e: unknown) => e instanceof TypeError && /listenAcp needs a handler/.test(e.message),
  );
});

Deno.test("router options: an implementation that is not a function (a command line given as a string) is a RouterConfigError at construction, for every router, not a failed start when a client comes", () => {
  const cases: [string, () => unknown, RegExp][] = [
    [
      "agent router v1",
      () => new AgentRouter({ v1: "my-agent --acp" as unknown as ConnectionFactory }),
      /^the agent router's v1 must be a connection factory, .* \(got "my-agent --acp"\)$/,
    ],
    [
      "proxy router v2",
      () => new ProxyRouter({ v2: { readable: 1 } as unknown as ConnectionFactory }),
      /^the proxy router's v2 must be a connection factory, .* \(got object\)$/,
    ],
    [
      "client router agent",
      () => new ClientRouter({ v1Client: factory, agent: "x" as unknown as ConnectionFactory }),
      /^the client router's agent must be a connection factory/,
    ],
    [
      "client router v2Client",
      () => new ClientRouter({ v2Client: 7 as unknown as ConnectionFactory, agent: factory }),
      /^the client router's v2Client must be a connection factory, .* \(got number\)$/,
    ],
  ];
  for (const [name, build, message] of cases) {
    assert.throws(
      build,
      (e: unknown) => e instanceof RouterConfigError && message.test(e.message),
      name,
    );
  }
  // Absent is absent: undefined (and null) leave the slot empty.
  new AgentRouter({ v1: factory, v2: undefined });
});

Deno.test("router options: a logger without error, warn, info and debug functions, and a limit given as a string, are RouterConfigErrors that say so, for every router", async (t) => {
  for (const [role, build] of BUILDERS) {
    await t.step(role, () => {
      assert.throws(
        () => build({ logger: {} } as unknown as Record<string, number>),
        (e: unknown) =>
          e instanceof RouterConfigError &&
          e.message === `the ${role}'s logger must have error, warn, info, debug functions`,
      );
      assert.throws(
        () => build({ graceMs: "5" } as unknown as Record<string, number>),
        (e: unknown) =>
          e instanceof RouterConfigError &&
          e.message ===
            `the ${role}'s graceMs must be a whole number from 0 to 2147483647 (got "5")`,
      );
    });
  }
});

Deno.test("router options: an option only another router reads (stdoutGuard for a conductor, agent for an agent router, v1 for a client router) is a RouterConfigError listing this router's options, not silently ignored; one that is undefined is let be", () => {
  const cases: [string, (extra: Record<string, unknown>) => unknown, string, unknown][] = [
    [
      "conductor",
      (x) => new Conductor({ proxies: [], agent: factory, ...x }),
      "stdoutGuard",
      "divert",
    ],
    [
      "conductor",
      (x) => new Conductor({ proxies: [], agent: factory, ...x }),
      "kernelPaths",
      false,
    ],
    ["agent router", (x) => new AgentRouter({ v1: factory, ...x }), "agent", factory],
    ["proxy router", (x) => new ProxyRouter({ v1: factory, ...x }), "maxQueuedBytes", 1024],
    [
      "client router",
      (x) => new ClientRouter({ v1Client: factory, agent: factory, ...x }),
      "v1",
      factory,
    ],
    [
      "client router",
      (x) => new ClientRouter({ v1Client: factory, agent: factory, ...x }),
      "stdoutGuard",
      "drop",
    ],
  ];
  for (const [role, build, key, value] of cases) {
    assert.throws(
      () => build({ [key]: value }),
      (e: unknown) =>
        e instanceof RouterConfigError &&
        e.message.startsWith(`the ${role} has no ${key} option; its options are `) &&
        !e.message.slice(e.message.indexOf(" are ") + 5).split(", ").includes(key),
      `${role} ${key}`,
    );
    build({ [key]: undefined }); // a key spread in as undefined says nothing: accepted
  }
  // Each router's own list names what it reads.
  assert.throws(
    () => new Conductor({ proxies: [], agent: factory, stdoutGuard: "drop" } as never),
    /its options are proxies, agent, proxyMethods, maxFrameBytes, graceMs, maxQueuedBytes, logger$/,
  );
});

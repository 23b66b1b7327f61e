/**
 * `transport/linux/flag_watched_output.ts`: only the first write goes through Deno's stdout
 * stream; every later one waits for `write(2)` to be loaded.
 *
 * @module
 */

import assert from "node:assert/strict";
import { flagWatchedOutput } from "../transport/linux/flag_watched_output.ts";

/** The descriptors this process has open now. */
function openFds(): Set<string> {
  return new Set([...Deno.readDirSync("/proc/self/fd")].map((e) => e.name));
}

Deno.test("flag-watched output: only the first write goes through Deno's stream; those that come while write(2) loads wait for it, so a flag set while they wait cannot fail them with EAGAIN (before: every write until the load finished went through Deno's stream, and a flag made non-blocking then ended the session, a clean-clone CI flake)", async () => {
  const devNull = await Deno.open("/dev/null", { write: true });
  try {
    // (The listing's own descriptor is gone by the time it is looked at.)
    const target = (name: string) => {
      try {
        return Deno.readLinkSync(`/proc/self/fd/${name}`);
      } catch {
        return undefined;
      }
    };
    // Any descriptor on /dev/null will do (the one just opened, or another the process has):
    // what write(2) sends there is dropped.
    const fd = [...openFds()].filter((name) => target(name) === "/dev/null").map(Number)
      .sort((a, b) => b - a)[0];
    assert.ok(fd !== undefined, "the descriptor of /dev/null");
    const throughDeno: number[] = [];
    let switched = false;
    const out = flagWatchedOutput({
      fd,
      write: (bytes) => {
        throughDeno.push(bytes.length);
        return Promise.resolve();
      },
      close: () => {},
      onSwitch: () => switched = true,
    });
    const writer = out.getWriter();
    const bytes = new TextEncoder().encode("{}\n");
    await writer.write(bytes); // the first answer
    await Promise.all([writer.write(bytes), writer.write(bytes), writer.write(bytes)]);
    assert.deepEqual(throughDeno, [3], "only the first write went through Deno's stream");
    assert.equal(switched, true);
    await writer.close();
  } finally {
    devNull.close();
  }
});

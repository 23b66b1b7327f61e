/**
 * The trace viewer's index of a growing transcript (observation/transcript_index.ts): after
 * any sequence of appends in any pieces, rewrites in place and replacements, its events and
 * skipped lines are exactly what reading the whole file gives (`parseTranscript`, a line over
 * the bound counting as skipped), a refresh reads only what was appended, and the events
 * stream out as the exact bytes of their lines.
 *
 * @module
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { TranscriptIndex } from "../observation/transcript_index.ts";
import { parseTranscript } from "../observation/trace_file.ts";
import { concat } from "./fixtures/support.ts";

const LF = 0x0a;
const encoder = new TextEncoder();

/** The events' texts and the skipped count of reading `bytes` whole, lines over `max` skipped. */
function model(bytes: Uint8Array, max: number): { texts: string[]; skipped: number } {
  const lines: Uint8Array[] = [];
  for (let start = 0; start < bytes.length;) {
    let end = bytes.indexOf(LF, start);
    const terminated = end >= 0;
    if (!terminated) end = bytes.length;
    const line = bytes.subarray(start, end);
    lines.push(line.length > max ? encoder.encode("x") : line);
    if (terminated) lines.push(new Uint8Array([LF]));
    start = end + 1;
  }
  const joined = new Uint8Array(lines.reduce((n, l) => n + l.length, 0));
  lines.reduce((at, l) => (joined.set(l, at), at + l.length), 0);
  const transcript = parseTranscript(joined);
  return { texts: transcript.events.map((e) => e.text), skipped: transcript.skipped };
}

/** What the index says now: every event's text (streamed from `since` 0) and the counts. */
async function indexed(index: TranscriptIndex) {
  const snapshot = await index.refresh();
  const body = await new Response(index.eventsArray(snapshot, 0)).text();
  return { snapshot, body };
}

/** How many descriptors of this process have `path` open (Linux /proc). */
function descriptorsOf(path: string): number {
  let count = 0;
  for (const entry of Deno.readDirSync("/proc/self/fd")) {
    try {
      if (Deno.readLinkSync(`/proc/self/fd/${entry.name}`) === path) count++;
    } catch {
      // closed meanwhile (the directory's own descriptor, for one)
    }
  }
  return count;
}

async function withTempFile(body: (path: string, dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "acp-index-" });
  try {
    await body(`${dir}/t.jsonl`, dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** Pieces of transcript text: events, broken lines, CRs, LFs, partial lines. */
const piece = fc.oneof(
  fc.constantFrom(
    `{"type":"request","id":1,"method":"m"}`,
    `{"id":12345678901234567890}`,
    `{"a":"${"long ".repeat(12)}"}`,
    "not json",
    "[1,2]",
    "{",
    "}",
    "\r",
    "\n",
    "\n",
    "  ",
    "\xff",
  ),
  fc.string({ maxLength: 8 }),
);

/** One step: append some text, rewrite the file in place, or replace it by a new file. */
const step = fc.oneof(
  { weight: 6, arbitrary: fc.array(piece, { maxLength: 6 }).map((p) => ({ append: p.join("") })) },
  { weight: 1, arbitrary: fc.array(piece, { maxLength: 6 }).map((p) => ({ rewrite: p.join("") })) },
  { weight: 1, arbitrary: fc.array(piece, { maxLength: 6 }).map((p) => ({ replace: p.join("") })) },
);

Deno.test("transcript index property: after any appends, rewrites and replacements, the events and skipped lines are those of the whole file", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(step, { minLength: 1, maxLength: 12 }),
      fc.constantFrom(20, 1 << 20),
      async (steps, max) => {
        await withTempFile(async (path, dir) => {
          await Deno.writeFile(path, new Uint8Array());
          const index = new TranscriptIndex(path, max);
          for (const s of steps) {
            if ("append" in s) await Deno.writeTextFile(path, s.append, { append: true });
            else if ("rewrite" in s) await Deno.writeTextFile(path, s.rewrite);
            else {
              await Deno.writeTextFile(`${dir}/new`, s.replace);
              await Deno.rename(`${dir}/new`, path);
            }
            const expected = model(await Deno.readFile(path), max);
            const { snapshot, body } = await indexed(index);
            assert.equal(body, "[" + expected.texts.join(",") + "]");
            assert.equal(snapshot.events, expected.texts.length);
            assert.equal(snapshot.skipped, expected.skipped);
          }
        });
      },
    ),
    { numRuns: 150 },
  );
});

Deno.test("transcript index: a refresh reads only the bytes appended since the last one", async () => {
  await withTempFile(async (path) => {
    const line = `{"type":"notification","method":"session/update","params":{"n":1}}\n`;
    await Deno.writeTextFile(path, line.repeat(10_000));
    const index = new TranscriptIndex(path);
    const first = await index.refresh();
    assert.equal(first.events, 10_000);
    assert.equal(first.readBytes, line.length * 10_000);
    const appended = `{"type":"request","id":7,"method":"m"}\n`;
    await Deno.writeTextFile(path, appended, { append: true });
    const second = await index.refresh();
    assert.equal(second.events, 10_001);
    assert.equal(second.readBytes, appended.length);
    assert.equal(
      await new Response(index.eventsArray(second, 10_000)).text(),
      `[${appended.trimEnd()}]`,
    );
    assert.equal((await index.refresh()).readBytes, 0, "nothing new, nothing read");
  });
});

Deno.test("transcript index: a last line still being written counts while it is whole JSON, and is read again until its LF comes", async () => {
  await withTempFile(async (path) => {
    await Deno.writeTextFile(path, `{"id":1}\n{"id":`);
    const index = new TranscriptIndex(path);
    let s = await index.refresh();
    assert.deepEqual([s.events, s.skipped], [1, 1], "a partial line is skipped while partial");
    await Deno.writeTextFile(path, `2}`, { append: true });
    s = await index.refresh();
    assert.deepEqual([s.events, s.skipped], [2, 0]);
    assert.equal(s.readBytes, `{"id":2}`.length, "only the unfinished line is read again");
    await Deno.writeTextFile(path, `\n`, { append: true });
    s = await index.refresh();
    assert.equal(await new Response(index.eventsArray(s, 0)).text(), `[{"id":1},{"id":2}]`);
  });
});

Deno.test("transcript index: an unfinished last line that does not change is not read again at every refresh (a large one left by a writer killed mid-frame cost 0.3-0.8 s and 545 MiB per poll); once it changes, it is", async () => {
  await withTempFile(async (path) => {
    const big = `{"type":"notification","method":"m","params":{"x":"${"a".repeat(1 << 20)}"}}`;
    await Deno.writeTextFile(path, `{"id":1}\n${big}`);
    const index = new TranscriptIndex(path);
    const first = await index.refresh();
    assert.deepEqual([first.events, first.skipped], [2, 0]);
    assert.equal(first.readBytes, `{"id":1}\n`.length + big.length);
    const again = await index.refresh();
    assert.deepEqual([again.events, again.skipped, again.readBytes], [2, 0, 0]);
    assert.equal(
      await new Response(index.eventsArray(again, 1)).text(),
      `[${big}]`,
      "the kept snapshot still streams the line",
    );
    await Deno.writeTextFile(path, `\n{"id":3}`, { append: true });
    const changed = await index.refresh();
    assert.deepEqual([changed.events, changed.skipped], [3, 0]);
    assert.equal(changed.readBytes, big.length + `\n{"id":3}`.length);
  });
});

Deno.test("transcript index: a file rewritten in place with other line lengths is read again", async () => {
  await withTempFile(async (path) => {
    await Deno.writeTextFile(path, `{"id":1}\n{"id":22}\n`);
    const index = new TranscriptIndex(path);
    assert.equal((await index.refresh()).events, 2);
    await Deno.writeTextFile(path, `{"id":11}\n{"id":2}\n{"id":3}\n`);
    const s = await index.refresh();
    assert.equal(
      await new Response(index.eventsArray(s, 0)).text(),
      `[{"id":11},{"id":2},{"id":3}]`,
    );
  });
});

Deno.test("transcript index: a file replaced by another (a new inode) is read again, even with the same first and last bytes", async () => {
  await withTempFile(async (path, dir) => {
    const head = `{"type":"route","pad":"${"h".repeat(80)}"}\n`;
    const tail = `{"type":"agent_exit","pad":"${"t".repeat(80)}"}\n`;
    await Deno.writeTextFile(path, head + `{"id":1}\n{"id":22}\n` + tail);
    const index = new TranscriptIndex(path);
    assert.equal((await index.refresh()).events, 4);
    await Deno.writeTextFile(`${dir}/new`, head + `{"id":11}\n{"id":2}\n` + tail);
    await Deno.rename(`${dir}/new`, path);
    const s = await index.refresh();
    const texts = JSON.parse(await new Response(index.eventsArray(s, 0)).text());
    assert.deepEqual(texts.slice(1, 3), [{ id: 11 }, { id: 2 }]);
  });
});

Deno.test("transcript index: a file gone is NotFound; one cut shorter while streaming ends the array early, still valid JSON, and the next refresh reads the file anew (it was an error, logged with a stack by the viewer)", async () => {
  await withTempFile(async (path) => {
    await Deno.writeTextFile(path, `{"id":1}\n`.repeat(100_000));
    const index = new TranscriptIndex(path);
    const s = await index.refresh();
    const reader = index.eventsArray(s, 0).getReader();
    const pieces: Uint8Array[] = [(await reader.read()).value!];
    await Deno.truncate(path, 10);
    assert.equal(descriptorsOf(path), 1, "the stream holds the file open");
    for (let r = await reader.read(); !r.done; r = await reader.read()) pieces.push(r.value);
    const events = JSON.parse(new TextDecoder().decode(concat(pieces)));
    assert.ok(events.length > 0 && events.length < 100_000, `${events.length} events`);
    assert.equal(descriptorsOf(path), 0, "the stream closed its file");
    assert.equal((await index.refresh()).events, 1, "read anew: one whole line is left");
    await Deno.remove(path);
    await assert.rejects(() => index.refresh(), Deno.errors.NotFound);
  });
});

Deno.test("transcript index: a file rewritten in place while it streams (the same size) ends the array before the first event that is no longer JSON", async () => {
  await withTempFile(async (path) => {
    await Deno.writeTextFile(path, `{"id":1}\n{"id":2}\n{"id":3}\n`);
    const index = new TranscriptIndex(path);
    const s = await index.refresh();
    await Deno.writeTextFile(path, `{"id":1}\n{"ty,":2\n{"id":3}\n`);
    const text = await new Response(index.eventsArray(s, 0)).text();
    assert.deepEqual(JSON.parse(text), [{ id: 1 }]);
    const again = await index.refresh();
    assert.equal(again.events, 2, "read anew: the damaged line is skipped");
  });
});

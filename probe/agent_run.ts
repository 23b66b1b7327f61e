/**
 * One run of the probed agent: started fresh in a process group of its own, its stdout read
 * line by line (JSON-RPC frames and anything else, with the time each arrived; every line
 * counted, a bounded part kept), requests written and their answers awaited with a bound,
 * and at the end the whole group and every descendant seen ended.
 *
 * @module
 */

import { type ChildProcessConnection, spawnChild } from "../process/child_process.ts";
import { exitCodeNote } from "../process/exit_code_note.ts";
import { settlesWithin } from "../async/settles_within.ts";
import { splitCommand } from "../process/split_command.ts";
import { FrameReader } from "../transport/frame_reader.ts";
import { viewMessage } from "../jsonrpc/message.ts";
import { isReaderGone } from "../transport/pipe_errors.ts";
import { nullBeside, WireTally } from "./wire_tally.ts";
import { clipped, safeJson } from "../log/logger.ts";
import {
  descendantsOf,
  killProcesses,
  type ProcessEntry,
  processesMarked,
  readProcessTable,
  type UnendedProcess,
} from "./processes.ts";

/**
 * How many times a run's stop reads its marked processes again after killing what it read:
 * each reading's kill ends the processes that could fork again, so a second reading finds
 * what forked meanwhile, and a third finds nothing.
 */
const MAX_KILL_ROUNDS = 5;

/** How the probed command starts. */
export interface RunTarget {
  /** The command line (split into words like a shell, no shell runs). */
  command: string;
  /** Variables added to the inherited environment. */
  env?: Record<string, string>;
  /** Working directory. */
  cwd?: string;
}

/** A line of the agent's stdout that parsed as a JSON object or array. */
export interface SeenFrame {
  /** Milliseconds since spawn. */
  at: number;
  /** The parsed frame. */
  message: unknown;
  /** The line as received (without its LF). */
  text: string;
  /** A response's id as its exact text (`1.0`, `"a"`), or null for other frames. */
  idText: string | null;
  /** Frames before it that were only counted, past what a run keeps (a flood). */
  unkeptBefore: number;
}

/** A line of the agent's stdout that is not a JSON-RPC frame. */
export interface SeenNoise {
  /** Milliseconds since spawn. */
  at: number;
  /** The line (without its LF), possibly cut. */
  text: string;
  /** Whether a frame came before it (else it came before the first frame). */
  afterFrame: boolean;
  /** Set for a line over {@linkcode MAX_LINE_BYTES}: not read, so not judged. */
  long?: boolean;
}

/** An answer to a request of the probe. */
export interface Answer {
  /** The response object. */
  message: Record<string, unknown>;
  /** Milliseconds from spawn to the answer. */
  at: number;
  /** Set when the response carried another id than the request's: that id as JSON. */
  wrongId?: string;
}

const MAX_LINE_SHOWN = 80;
/** The environment variable that marks every process of one run. */
const RUN_MARK = "ACP_PROXY_PROBE_RUN";
/** The longest stdout line read (the daemon's default largest frame); longer ones are noise. */
export const MAX_LINE_BYTES: number = 8 * 1024 * 1024;
/** Frames a run keeps, at most; later ones are only counted. */
export const MAX_FRAMES_KEPT = 10_000;
/** Bytes of frames a run keeps, at most; later frames are only counted. */
export const MAX_KEPT_BYTES: number = 32 * 1024 * 1024;
/** Responses kept past those bounds (each at most {@linkcode MAX_LATE_RESPONSE_BYTES}). */
const MAX_LATE_RESPONSES = 64;
/** The largest response kept past the bounds: 64 KiB. */
const MAX_LATE_RESPONSE_BYTES = 64 * 1024;
/** Non-frame lines a run keeps (cut to 80 characters), at most; later ones are counted. */
export const MAX_NOISE_KEPT = 5;
/** How long an agent whose output ended has to exit before a row says it only closed it. */
const EXIT_AFTER_OUTPUT_MS = 1_000;
/**
 * How long an answer is still waited for after the agent exited while a process it started
 * holds its output open (a launcher may hand over to a child that answers): then the row says
 * it exited, not that no answer came within the timeout.
 */
const OUTPUT_AFTER_EXIT_MS = 1_000;
/** The end of the agent's stderr a run keeps (the rest is read and dropped): 4 KiB. */
export const STDERR_TAIL_BYTES = 4 * 1024;
/**
 * How long a response under an id the probe never used waits for the request's own answer
 * before it is taken for that answer (under a wrong id), in ms: a response to no request
 * written just before the answer is read after the request went.
 */
const WRONG_ID_SETTLE_MS = 500;
/** The characters of the agent's last stderr line a row quotes. */
const STDERR_LINE_SHOWN = 200;

// A BOM stays: a line that starts with one is quoted with it (as \ufeff), not as clean JSON.
const utf8 = new TextDecoder("utf-8", { ignoreBOM: true });
const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
/** How long a row waits, after the agent exited, for the rest of its stderr. */
const STDERR_WAIT_MS = 200;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;

/** A running agent under probe. */
export class AgentRun {
  /** The first frames, in order, within {@linkcode MAX_FRAMES_KEPT} and the bytes bound. */
  readonly frames: SeenFrame[] = [];
  /** The first {@linkcode MAX_NOISE_KEPT} non-frame lines, in order. */
  readonly noise: SeenNoise[] = [];
  /** Every stdout line, counted. */
  readonly tally: WireTally = new WireTally();
  /** Milliseconds from spawn to the first stdout byte, or null before it. */
  firstByteAt: number | null = null;
  /** Responses whose id matched no request of the probe: `[seen id, expected id]`. */
  readonly idMismatches: [string, string][] = [];
  /** Ids of requests the agent answered more than once. */
  readonly duplicateIds: string[] = [];
  /**
   * Ids of responses that answered no request: under an id the probe had not used, they came
   * before the request the probe was waiting on was sent, or before that request's answer.
   */
  readonly strayIds: string[] = [];
  /** Ids of the probe's requests already answered. */
  readonly #answeredIds = new Set<number>();
  /** Ids the probe sent requests with. */
  readonly sentIds: number[] = [];
  /** Processes of the agent that {@linkcode stop} could not end. */
  readonly unended: UnendedProcess[] = [];
  readonly #child: ChildProcessConnection;
  readonly #t0: number;
  /** `NAME=VALUE` in the environment of every process of this run. */
  readonly #mark: string;
  readonly #writer: WritableStreamDefaultWriter<Uint8Array>;
  readonly #waiters = new Set<() => void>();
  /** Wakes a request's wait once a pending response under another id has settled. */
  #settleTimer: ReturnType<typeof setTimeout> | undefined;
  readonly #reading: Promise<void>;
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;
  #keptBytes = 0;
  #lateResponses = 0;
  #readError: unknown = undefined;
  readonly #seen = new Map<number, ProcessEntry>();
  /** Lines too long to read (each counted as noise). */
  #longLines = 0;
  /** The reader of the agent's stdout, once reading starts. */
  #lines: FrameReader | undefined;
  /** The first line that holds a response behind a prefix, as a missing answer's row shows it. */
  #prefixedAnswer: string | null = null;
  /** The ids of the responses that came inside a JSON array (a batch), noted as they came. */
  readonly #batchAnswers = new Set<unknown>();
  #claimed = 0;
  #exitAt: number | null = null;
  /** Set {@linkcode OUTPUT_AFTER_EXIT_MS} after the exit: waits for an answer end then. */
  #exitSettled = false;
  #exitSettling: ReturnType<typeof setTimeout> | undefined;
  /** Set once {@linkcode AgentRun.stop} runs: an exit then starts no timer. */
  #stopping = false;
  #inputClosed = false;
  #outputEnded = false;
  /** The last {@linkcode STDERR_TAIL_BYTES} of the agent's stderr, oldest first. */
  #stderrTail: Uint8Array = new Uint8Array(0);
  readonly #stderrReader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  readonly #stderrReading: Promise<void>;

  private constructor(child: ChildProcessConnection, t0: number, mark: string) {
    this.#child = child;
    this.#t0 = t0;
    this.#mark = mark;
    this.#writer = child.writable.getWriter();
    this.#writer.closed.catch(() => {});
    child.exited.then(() => {
      this.#exitAt = this.elapsed();
      this.#wake();
      if (this.#stopping) return; // nothing waits for an answer any more
      this.#exitSettling = setTimeout(() => {
        this.#exitSettled = true;
        this.#wake();
      }, OUTPUT_AFTER_EXIT_MS);
    });
    this.#reader = child.readable.getReader();
    this.#reading = this.#read();
    this.#stderrReader = child.stderr?.getReader();
    this.#stderrReading = this.#readStderr();
  }

  /**
   * Starts the agent.
   *
   * @param target The command, env and cwd.
   * @returns The run.
   * @throws {import("../process/child_process.ts").SpawnError} When it cannot start.
   */
  static start(target: RunTarget): AgentRun {
    const t0 = performance.now();
    // Every process the agent starts inherits this mark, even one that left its group and
    // its parent (setsid and a double fork): the probe finds and ends it by the mark.
    const mark = crypto.randomUUID();
    const child = spawnChild(splitCommand(target.command), {
      env: { ...target.env, [RUN_MARK]: mark },
      cwd: target.cwd,
      stderr: "piped",
    });
    return new AgentRun(child, t0, `${RUN_MARK}=${mark}`);
  }

  /** The agent's pid (also its process group id). */
  get pid(): number {
    return this.#child.pid;
  }

  /** Milliseconds since spawn. */
  elapsed(): number {
    return performance.now() - this.#t0;
  }

  /** Whether the agent's stdout has ended. */
  get outputEnded(): boolean {
    return this.#outputEnded;
  }

  /**
   * Whether no answer can be expected any more: stdout ended, or the agent exited
   * {@linkcode OUTPUT_AFTER_EXIT_MS} ago (a process it started may hold its stdout open).
   */
  get #ended(): boolean {
    return this.#outputEnded || this.#exitSettled;
  }

  /** Milliseconds from spawn to exit, or null while it runs. */
  get exitAt(): number | null {
    return this.#exitAt;
  }

  /** The exit code, once it exited. */
  get exited(): Promise<number> {
    return this.#child.exited;
  }

  /**
   * The exit code, once it exited, with what it says beyond its number (the signal that
   * killed it, the shell's 127 or 126: probe14), for a row.
   */
  async exitCodeText(): Promise<string> {
    const code = await this.#child.exited;
    return `${code}${exitCodeNote(code, await this.#child.exitSignal)}`;
  }

  /** The agent's stdout, noting when its first byte came. */
  #watchedOutput(): ReadableStream<Uint8Array> {
    return new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        const { done, value } = await this.#reader.read();
        if (done) return controller.close();
        if (value.length > 0 && this.firstByteAt === null) {
          this.firstByteAt = this.elapsed();
          this.#wake();
        }
        controller.enqueue(value);
      },
    }, { highWaterMark: 0 });
  }

  async #read(): Promise<void> {
    const lines = new FrameReader(this.#watchedOutput(), MAX_LINE_BYTES);
    this.#lines = lines;
    try {
      for (let r = await lines.next(); r.kind !== "eof"; r = await lines.next()) {
        if (r.kind === "frame") {
          this.#line(r.bytes);
        } else {
          this.#longLines++;
          this.tally.longLines++;
          this.#noiseLine(`[a line longer than ${MAX_LINE_BYTES} bytes]`, true);
          if (!await lines.discardLine()) break;
        }
        this.#wake();
      }
    } catch (e) {
      this.#readError = e; // reading a pipe has no expected failure: stop() throws it
    } finally {
      this.#outputEnded = true;
      this.#wake();
    }
  }

  /** Reads the agent's stderr to its end, keeping only its last bytes. */
  async #readStderr(): Promise<void> {
    const reader = this.#stderrReader;
    if (!reader) return;
    try {
      for (let r = await reader.read(); !r.done; r = await reader.read()) {
        const chunk = r.value.length > STDERR_TAIL_BYTES
          ? r.value.subarray(r.value.length - STDERR_TAIL_BYTES)
          : r.value;
        const keep = Math.min(this.#stderrTail.length, STDERR_TAIL_BYTES - chunk.length);
        const tail = new Uint8Array(keep + chunk.length);
        tail.set(this.#stderrTail.subarray(this.#stderrTail.length - keep));
        tail.set(chunk, keep);
        this.#stderrTail = tail;
      }
    } catch (e) {
      this.#readError ??= e; // as for stdout: a pipe has no expected read failure
    }
  }

  /**
   * The agent's last non-blank stderr line so far, cut to 200 characters, or null when it
   * wrote none: what a row quotes when the agent failed (its reason, often).
   */
  lastStderrLine(): string | null {
    const lines = utf8.decode(this.#stderrTail).split("\n").map((line) => line.trim());
    const at = lines.findLastIndex((line) => line !== "");
    if (at < 0) return null;
    // The kept bytes may start inside a line: such a line is quoted by its end, marked as cut.
    if (at === 0 && this.#stderrTail.length >= STDERR_TAIL_BYTES) {
      return `\u2026${[...lines[0]].slice(-STDERR_LINE_SHOWN).join("")}`;
    }
    return clipped(lines[at], STDERR_LINE_SHOWN);
  }

  /** `; its stderr ended with "..."`, for a row about a failure, or "" when it wrote none. */
  stderrNote(): string {
    const line = this.lastStderrLine();
    // Quoted with every character a terminal acts on escaped, bidirectional controls too: a
    // JSON report's reader (`jq -r`) shows the text as the table does.
    return line === null ? "" : `; its stderr ended with ${safeJson(JSON.stringify(line))}`;
  }

  /** {@linkcode stderrNote} once the exited agent's stderr ended (waited for a moment). */
  async finalStderrNote(): Promise<string> {
    await settlesWithin(this.#stderrReading, STDERR_WAIT_MS);
    return this.stderrNote();
  }

  #line(bytes: Uint8Array): void {
    let start = 0;
    while (start < bytes.length && isBlank(bytes[start])) start++;
    if (start === bytes.length) return;
    const json = bytes[start] === OPEN_BRACE || bytes[start] === OPEN_BRACKET;
    const line = bytes[bytes.length - 1] === 0x0d ? bytes.subarray(0, -1) : bytes;
    // A line that cannot be a frame is decoded only while noise lines are still kept.
    let text = "";
    let utf8Valid = true;
    if (json) {
      try {
        text = strictUtf8.decode(line);
      } catch {
        utf8Valid = false;
        text = utf8.decode(line);
      }
    } else if (this.noise.length < MAX_NOISE_KEPT) text = utf8.decode(line);
    let message: unknown;
    if (json) {
      try {
        message = JSON.parse(text);
      } catch {
        message = undefined; // not JSON: noise
      }
    }
    if (typeof message !== "object" || message === null) return this.#noiseLine(text);
    this.tally.frame(message, text);
    if (!utf8Valid) this.tally.notUtf8Frame(text);
    if (Array.isArray(message)) {
      for (const m of message) {
        if (typeof m === "object" && m !== null && !("method" in m)) this.#batchAnswers.add(m.id);
      }
    }
    const response = !Array.isArray(message) && "id" in message && !("method" in message);
    const within = this.frames.length < MAX_FRAMES_KEPT &&
      this.#keptBytes + bytes.length <= MAX_KEPT_BYTES;
    // Past the bounds (a flood of notifications), a small response is still kept: it may be
    // the answer a row waits for.
    const late = !within && response && this.#lateResponses < MAX_LATE_RESPONSES &&
      bytes.length <= MAX_LATE_RESPONSE_BYTES;
    if (within || late) {
      if (within) this.#keptBytes += bytes.length;
      else this.#lateResponses++;
      // A response's id as written: `1.0` parses as 1, but is not the text a client sent.
      const idText = response ? viewMessage(line).idText : null;
      this.frames.push({
        at: this.elapsed(),
        message,
        text,
        idText,
        unkeptBefore: this.tally.unkept,
      });
    } else {
      this.tally.unkept++;
    }
  }

  #noiseLine(text: string, long = false): void {
    this.tally.noise++;
    this.#prefixedAnswer ??= prefixedAnswer(text);
    if (this.noise.length >= MAX_NOISE_KEPT) return;
    const shown = text.length > MAX_LINE_SHOWN ? `${text.slice(0, MAX_LINE_SHOWN)}\u2026` : text;
    this.noise.push({
      at: this.elapsed(),
      text: shown,
      afterFrame: this.tally.frames > 0,
      ...long ? { long } : {},
    });
  }

  #wake(): void {
    for (const waiter of [...this.#waiters]) waiter();
  }

  /**
   * Waits until `check` returns a value, stdout ends (or the agent exited a moment ago), or `ms`
   * pass (then null).
   */
  #until<T>(
    check: () => T | null,
    ms: number,
    signal?: AbortSignal,
    endsWithOutput = true,
  ): Promise<T | null> {
    return new Promise((resolve) => {
      const done = (value: T | null) => {
        this.#waiters.delete(poll);
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        resolve(value);
      };
      const onAbort = () => done(null);
      const poll = () => {
        const value = check();
        if (value !== null || (endsWithOutput && this.#ended)) done(value);
      };
      this.#waiters.add(poll);
      const timer = setTimeout(() => done(null), ms);
      signal?.addEventListener("abort", onAbort);
      poll();
      // A stop that came before the wait (while its request was being written) fires no event.
      if (signal?.aborted) onAbort();
    });
  }

  /**
   * Writes one frame (a newline is added). A write to an agent that is gone is ignored.
   *
   * @param message The JSON-RPC message.
   */
  async send(message: unknown): Promise<void> {
    this.#snapshot();
    const bytes = new TextEncoder().encode(JSON.stringify(message) + "\n");
    try {
      await this.#writer.write(bytes);
    } catch (e) {
      // The agent closed its input or exited: the check notices the missing answer. Anything
      // else is a failure of the probe's own.
      if (!isReaderGone(e) && !this.#inputClosed) throw e;
    }
  }

  /**
   * Sends a request and waits for its answer: the response with its id, or else the first
   * response nobody claimed (then `wrongId` is set).
   *
   * @param id The request id.
   * @param method The method.
   * @param params The params.
   * @param ms How long to wait.
   * @param signal Stops the wait.
   * @returns The answer, or null when none came in time.
   */
  async request(
    id: number,
    method: string,
    params: unknown,
    ms: number,
    signal?: AbortSignal,
  ): Promise<Answer | null> {
    this.sentIds.push(id);
    // What came before the request was sent cannot answer it.
    const sentAt = this.frames.length;
    await this.send({ jsonrpc: "2.0", id, method, params });
    // An answer inside a batch ends the wait too: it is no answer (see `unanswered`).
    try {
      const got = await this.#until(
        () => this.#answer(id, sentAt, false) ?? (this.#answeredInBatch(id) ? "batch" : null),
        ms,
        signal,
      );
      if (got === "batch") return null;
      // The wait ended (its time, the agent's end) with a response under another id pending:
      // that was the answer.
      return got ?? this.#answer(id, sentAt, true);
    } finally {
      clearTimeout(this.#settleTimer);
      this.#settleTimer = undefined;
    }
  }

  /** Whether a JSON array (a batch) held a response with `id`. */
  #answeredInBatch(id: number): boolean {
    return this.#batchAnswers.has(id);
  }

  /**
   * Why request `id` got no answer, for its row: the agent exited, or closed its output,
   * without answering (its exit is waited for a moment); it answered inside a JSON array (a
   * batch, which ACP does not use); or the wait ran out (with a word on a line too long to
   * read, which may have held the answer).
   *
   * @param id The request's id.
   * @param what The request, as the row names it ("session/new").
   * @param ms How long the wait for it was.
   * @param signal Stops the wait for the exit.
   * @returns The row's detail.
   */
  async unanswered(id: number, what: string, ms: number, signal?: AbortSignal): Promise<string> {
    if (this.#answeredInBatch(id)) {
      return `answered ${what} inside a JSON array (a batch); an ACP answer is one JSON object`;
    }
    if (this.#ended) return await this.endNote(`without answering ${what}`, signal);
    // A line that holds a response behind a prefix (a BOM, a colour code) may be the answer.
    const prefixed = this.#prefixedAnswer;
    // Bytes with no LF after them yet: an answer written without its line's end (probe13).
    const waiting = this.#lines?.pendingBytes ?? 0;
    const notes = [
      ...this.#longLines > 0 ? [`a line longer than ${MAX_LINE_BYTES} bytes was not read`] : [],
      ...waiting > 0
        ? [
          `${waiting} bytes came with no LF after them: an answer must end its line (a client ` +
          `reads a message only at its LF)`,
        ]
        : [],
      ...prefixed
        ? [
          `a line held a response behind ${prefixed}: an answer must be alone on its line, ` +
          `with nothing before its "{" (see stdout-noise)`,
        ]
        : [],
      ...this.tally.unkept > 0
        ? [
          `${this.tally.unkept} frames past what the probe keeps (${MAX_FRAMES_KEPT} frames, ` +
          `${MAX_KEPT_BYTES / 1024 / 1024} MiB) were only counted; a large answer among them ` +
          `was not seen`,
        ]
        : [],
    ];
    return `no answer to ${what} within ${ms} ms` +
      (notes.length > 0 ? ` (${notes.join("; ")})` : "") + this.stderrNote();
  }

  /**
   * Waits a moment for the exit of an agent whose output ended (the end is often seen first).
   *
   * @param signal Stops the wait.
   */
  async settleExit(signal?: AbortSignal): Promise<void> {
    await this.waitExit(EXIT_AFTER_OUTPUT_MS, signal);
  }

  /**
   * How the agent ended, for a row about what it did: `exited with code N <what>` with its
   * last stderr line, or `closed its output <what>` when it has not exited a moment after its
   * output ended. Its exit is waited for: the end of its output is often seen first.
   *
   * @param what What it did not do, or after what it ended ("after a $/cancel_request").
   * @param signal Stops the wait for the exit.
   * @returns The row's detail.
   */
  async endNote(what: string, signal?: AbortSignal): Promise<string> {
    await this.waitExit(EXIT_AFTER_OUTPUT_MS, signal);
    if (this.#exitAt === null) return `closed its output ${what}${this.stderrNote()}`;
    const held = this.#outputEnded ? "" : " (a process it started still holds its stdout open)";
    const code = await this.exitCodeText();
    return `exited with code ${code} ${what}${held}${await this.finalStderrNote()}`;
  }

  /**
   * The answer to request `id` among the frames not yet claimed: its response, or else the
   * first response after it was sent under an id the probe never used (a wrong id).
   *
   * A response under an id the probe never used, after the request was sent, is taken for its
   * answer only once {@linkcode WRONG_ID_SETTLE_MS} have passed without the response with its
   * id (or `settled`): an agent that wrote a response to no request just before its answer
   * (a stray, read after the request went) has answered, and the stray is named as such.
   *
   * @param id The request's id.
   * @param sentAt How many frames had come when the request was sent: those before it are
   *   not its answer (one under an unused id answered no request: a stray).
   * @param settled The wait is over: a response under another id is the answer now.
   */
  #answer(id: number, sentAt: number, settled: boolean): Answer | null {
    // What came before the request went cannot be its answer: counted now.
    if (this.#claimed < sentAt) {
      this.#count(this.#claimed, sentAt, id);
      this.#claimed = sentAt;
    }
    let pending: number | null = null;
    for (let i = this.#claimed; i < this.frames.length; i++) {
      const frame = this.frames[i];
      const m = responseOf(frame);
      if (m === null) continue;
      if (m.id === id) {
        // The responses before it answered no request, or an earlier one again.
        this.#count(this.#claimed, i, id);
        this.#claimed = i + 1;
        this.#answeredIds.add(id);
        // The same number written another way (`1.0`, `1e0`): the answer, but a client that
        // matches ids by their text does not take it: response-id says so.
        if (frame.idText !== null && frame.idText !== String(id)) {
          this.idMismatches.push([frame.idText, String(id)]);
        }
        return { message: m, at: frame.at };
      }
      // Under an id the probe never used: this request's answer, unless its own follows. (A
      // late or second answer to another request of the probe is not this one's.)
      if (!(typeof m.id === "number" && this.sentIds.includes(m.id))) pending ??= i;
    }
    if (pending === null) return null;
    const frame = this.frames[pending];
    const waited = this.elapsed() - frame.at;
    if (!settled && !this.#ended && waited < WRONG_ID_SETTLE_MS) {
      // Looked at again once the settle time is over, if no frame comes meanwhile.
      this.#settleTimer ??= setTimeout(() => {
        this.#settleTimer = undefined;
        for (const waiter of [...this.#waiters]) waiter();
      }, WRONG_ID_SETTLE_MS - waited);
      return null;
    }
    this.#count(this.#claimed, pending, id);
    this.#claimed = pending + 1;
    const m = responseOf(frame)!;
    const wrongId = JSON.stringify(m.id);
    this.idMismatches.push([wrongId, String(id)]);
    return { message: m, at: frame.at, wrongId };
  }

  /**
   * Counts the responses of frames `from` to before `to`, none of them request `id`'s answer:
   * one under an id the probe never used (or `id` itself, come before the request went)
   * answered no request (a stray); a second answer to another request of the probe is a
   * duplicate; a late answer to one that timed out is skipped.
   */
  #count(from: number, to: number, id: number): void {
    for (let i = from; i < to; i++) {
      const frame = this.frames[i];
      const m = responseOf(frame);
      if (m === null) continue;
      if (typeof m.id === "number" && m.id !== id && this.sentIds.includes(m.id)) {
        if (this.#answeredIds.has(m.id)) this.duplicateIds.push(JSON.stringify(m.id));
      } else this.strayIds.push(frame.idText ?? JSON.stringify(m.id));
    }
  }

  /**
   * Waits `ms` and returns the frames that arrived meanwhile.
   *
   * @param ms The window.
   * @param signal Stops the wait.
   * @returns The frames.
   */
  async framesWithin(ms: number, signal?: AbortSignal): Promise<SeenFrame[]> {
    const before = this.frames.length;
    await this.#until(() => null, ms, signal);
    return this.frames.slice(before);
  }

  /**
   * Waits for the first stdout byte.
   *
   * @param ms How long to wait.
   * @param signal Stops the wait.
   * @returns Whether a byte came.
   */
  async firstByte(ms: number, signal?: AbortSignal): Promise<boolean> {
    return (await this.#until(() => this.firstByteAt === null ? null : true, ms, signal)) ??
      false;
  }

  /**
   * Closes the agent's stdin (EOF).
   */
  async closeInput(): Promise<void> {
    this.#snapshot();
    this.#inputClosed = true;
    try {
      await this.#writer.close();
    } catch {
      // already closed
    }
  }

  /**
   * Waits for the agent to exit.
   *
   * @param ms How long to wait.
   * @param signal Stops the wait.
   * @returns Milliseconds from the call to the exit, or null when it still runs.
   */
  async waitExit(ms: number, signal?: AbortSignal): Promise<number | null> {
    const from = this.elapsed();
    const at = await this.#until(() => this.#exitAt, ms, signal, false);
    return at === null ? null : Math.max(0, at - from);
  }

  /** The processes seen descending from the agent (recorded at each write and EOF). */
  seenDescendants(): ProcessEntry[] {
    this.#snapshot();
    this.#markedToo();
    return [...this.#seen.values()];
  }

  #snapshot(): void {
    if (this.#exitAt !== null) return;
    for (const p of descendantsOf(this.pid, readProcessTable())) this.#seen.set(p.pid, p);
  }

  /**
   * Adds the processes carrying this run's mark (read only when they are needed, at the
   * leftover check and the stop: a mark, unlike a parent, is not lost when the agent exits).
   */
  #markedToo(): void {
    for (const p of processesMarked(this.#mark)) if (p.pid !== this.pid) this.#seen.set(p.pid, p);
  }

  /**
   * Ends the run: the agent's group gets SIGTERM then SIGKILL, and every descendant seen
   * that still runs gets SIGKILL; what cannot be ended is left in {@linkcode unended}.
   * Throws when signalling fails for another reason than a gone or forbidden process, and
   * when reading the agent's stdout failed (a pipe has no expected read failure).
   */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#snapshot();
    this.#markedToo();
    if (!this.#inputClosed) await this.closeInput().catch(() => {});
    const left = [...this.#seen.values()];
    try {
      await this.#child.terminate(300);
    } catch (e) {
      if (!(e instanceof Deno.errors.PermissionDenied)) throw e;
      // The group may not be signalled: the agent itself is ended (or named) with the rest.
      left.push(...readProcessTable().filter((p) => p.pid === this.pid));
    }
    // A process of the run may fork between a reading and its kill (a daemon's double fork:
    // setsid, then a fork its parent does not wait for): after each kill what carries the
    // mark is read again, and the processes of a group a killed process led (a child still in
    // its exec has no environment to read), until a reading finds nothing new running, a few
    // times at most.
    const known = new Map(left.map((p) => [p.pid, p.start]));
    let ending = left;
    for (let round = 0; round < MAX_KILL_ROUNDS && ending.length > 0; round++) {
      this.unended.push(...await killProcesses(ending));
      const found = new Map<number, ProcessEntry>();
      for (const p of processesMarked(this.#mark)) found.set(p.pid, p);
      const table = readProcessTable();
      const starts = new Map(table.map((q) => [q.pid, q.start]));
      for (const p of table) if (inKilledGroup(p, known, starts)) found.set(p.pid, p);
      ending = [...found.values()].filter((p) => p.pid !== this.pid && !known.has(p.pid));
      for (const p of ending) {
        known.set(p.pid, p.start);
        this.#seen.set(p.pid, p);
      }
    }
    clearTimeout(this.#exitSettling);
    await settlesWithin(this.#reader.cancel(), 1_000);
    await settlesWithin(this.#reading, 1_000);
    await settlesWithin(this.#stderrReader?.cancel() ?? Promise.resolve(), 1_000);
    await settlesWithin(this.#stderrReading, 1_000);
    this.#laterResponses();
    if (this.#readError !== undefined) throw this.#readError;
  }

  /**
   * Counts the responses that came after the last one the run waited for (an agent that
   * answers again later, or a stray): no wait claimed them.
   */
  #laterResponses(): void {
    this.#count(this.#claimed, this.frames.length, NaN);
    this.#claimed = this.frames.length;
  }
}

/**
 * A frame's response, read as the daemon reads it (a null member beside the other is absent:
 * jsonrpc warns), or null when the frame is no single response.
 */
function responseOf(frame: SeenFrame): Record<string, unknown> | null {
  const m = frame.message as Record<string, unknown>;
  if (Array.isArray(m) || "method" in m || !("id" in m)) return null;
  const absent = nullBeside(m);
  return absent === null ? m : Object.fromEntries(Object.entries(m).filter(([k]) => k !== absent));
}

/** Whether `byte` is JSON whitespace. */
function isBlank(byte: number): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0d;
}

/**
 * Whether `p` is in the process group a killed process led, and started after it: a group's
 * id stays that process's while the group has a member (the kernel does not hand the id out
 * again meanwhile), unless its leader is gone and a new process took the id, which then
 * runs with another start time (that group is not the run's). `killed` and `running` map
 * process ids to start times.
 */
function inKilledGroup(
  p: ProcessEntry,
  killed: ReadonlyMap<number, number>,
  running: ReadonlyMap<number, number>,
): boolean {
  const leaderStart = killed.get(p.pgrp);
  if (leaderStart === undefined || p.start < leaderStart) return false;
  const leaderNow = running.get(p.pgrp);
  return leaderNow === undefined || leaderNow === leaderStart;
}

/** The longest prefix a missing answer's row shows. */
const PREFIX_SHOWN = 40;

/**
 * Whether `line` is a JSON-RPC response behind a prefix (a BOM, a colour code, a logger's
 * timestamp): the text from its first `{` is a response (the message layer's view) and names
 * `jsonrpc`. Returns the prefix as a row shows it (`the prefix "\u001b[0m"`), or null.
 */
function prefixedAnswer(line: string): string | null {
  const start = line.indexOf("{");
  if (start <= 0 || !line.includes('"jsonrpc"')) return null;
  if (viewMessage(new TextEncoder().encode(line.slice(start))).kind !== "response") return null;
  const prefix = line.slice(0, start);
  const shown = prefix.length > PREFIX_SHOWN ? `${prefix.slice(0, PREFIX_SHOWN)}\u2026` : prefix;
  return `the prefix ${JSON.stringify(shown)}`;
}

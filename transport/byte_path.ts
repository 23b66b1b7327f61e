/**
 * The one place that decides which byte path a session takes, and opens it.
 *
 * The copy path (`byte_pipes.ts`) is the reference behaviour and works everywhere. The
 * kernel path (`linux/kernel_pipes.ts`) is an optimisation for one setup only, where it has
 * been shown not to change what the client and the agent see, nor when they see it; a
 * direction whose bytes something must see (a transcript, the stdout guard) is copied:
 *
 * | endpoint of the daemon's stdin / stdout                | client -> agent | agent -> client |
 * | ------------------------------------------------------ | -------------- | -------------- |
 * | anonymous pipe or named FIFO                           | spliced        | handed over    |
 * | the same, recorded (a transcript, no stdout guard)     | spliced, teed  | spliced, teed  |
 * | Unix or TCP socket (inetd, systemd `Accept=yes`)       | copied         | copied         |
 * | regular file, terminal, `/dev/null`-like device, other | copied         | copied         |
 * | stdout the same object as stdin or stderr              | --              | copied         |
 *
 * A recorded direction stays on the kernel path only when its observer takes gaps and gives
 * a ring to record into ({@linkcode OpenBytePathOptions.gapUp},
 * {@linkcode OpenBytePathOptions.ringUp}): `tee(2)` duplicates the bytes without consuming
 * them, the splice worker copies them into the ring (`ring_tap.ts`), and what the recorder is
 * too far behind to take is reported as a gap, never waited for. Anything that must see every byte, or filter it, is copied. All of
 * this only when all of these hold: the router was asked for kernel paths, the client is this
 * process's stdin and
 * stdout (`fd_endpoint.ts`), the implementation is a command that can be started with an
 * inherited stdout (`child_spawn.ts`), and this is Linux with the FFI permission. Sockets
 * stay on the copy path: `splice(2)` from a blocking socket ignores `SPLICE_F_NONBLOCK`.
 *
 * On either path, a client that is this process's stdin (a pipe, FIFO or socket) is also
 * watched for its hang-up (`linux/hangup_watch.ts`, Linux with the FFI permission): the pipes'
 * `clientHungUp`, the client's end even while its bytes wait for a peer that does not read.
 *
 * @module
 */

import {
  type BytePipes,
  type ChunkTap,
  copyLead,
  copyPipes,
  type GapTap,
  outputLead,
  writePrefix,
} from "./byte_pipes.ts";
import { inheritedStdoutOffer } from "./child_spawn.ts";
import {
  checkedConnection,
  type Connection,
  type ConnectionFactory,
  type DuplexStream,
  type OpenOptions,
} from "./duplex.ts";
import { type EndpointKind, standardEndpoint } from "./endpoint_kind.ts";
import { type FdEndpoint, fdEndpointOf } from "./fd_endpoint.ts";
import { libcAllowed } from "./linux/libc.ts";
import type { RingTapSource } from "./ring_tap.ts";
import { nonBlocking, objectId } from "./linux/proc_fds.ts";
import { flagWatchedOutput } from "./linux/flag_watched_output.ts";
import { type Logger, silentLogger } from "../log/logger.ts";
import { settlesWithin } from "../async/settles_within.ts";
import { watchAbort } from "../async/when_aborted.ts";
import { stackOf } from "../log/error_text.ts";

/**
 * How long the kernel path's set-up waits for the first frame to be in the agent's input
 * (ms). The write takes one turn of the event loop when the pipe has room (~ 1-3 ms); only a
 * first frame bigger than the pipe, to an agent that does not read yet, waits this long.
 */
const FIRST_FRAME_WAIT_MS = 20;
/**
 * A first frame this small (bytes) always fits in the agent's new, empty input pipe (one page,
 * a pipe's least room): its write completes as soon as the event loop turns, however busy the
 * machine, and the set-up waits for it (bounded by {@linkcode FITTING_FRAME_WAIT_MS}).
 */
const PIPE_LEAST_ROOM = 4096;
/** How long the set-up waits for a first frame that fits in the pipe (ms): only a bound. */
const FITTING_FRAME_WAIT_MS = 1_000;

/** The facts the decision rests on. */
export interface BytePathFacts {
  /** The router was asked for kernel paths. */
  kernelPaths: boolean;
  /** Something must see every byte the client sends. */
  observedUp: boolean;
  /** Something must see every byte of the agent's, or filter them (a stdout guard). */
  observedDown: boolean;
  /** The client's bytes are recorded, gaps allowed (a transcript). */
  recordedUp: boolean;
  /** The agent's bytes are recorded, gaps allowed (a transcript). */
  recordedDown: boolean;
  /** Linux, with the FFI permission (for `splice`, `dup2`). */
  linux: boolean;
  /** The client is this process's stdin and stdout. */
  clientIsStdio: boolean;
  /** The implementation can be started with an inherited stdout. */
  spawnable: boolean;
  /** What stdin is. */
  stdin: EndpointKind;
  /** What stdout is. */
  stdout: EndpointKind;
  /** Whether stdout is the same object as stdin or stderr. */
  stdoutShared: boolean;
  /**
   * Whether stdout's open file (shared with whoever opened it) is non-blocking (`O_NONBLOCK`,
   * as a Node.js parent may leave it): an agent handed it would get EAGAIN, which programs
   * take as a write error.
   */
  stdoutNonBlocking: boolean;
}

/** Which path each direction takes. */
export interface BytePathChoice {
  /** Client -> agent (spliced, and teed when recorded). */
  upstream: "splice" | "copy";
  /** Agent -> client (`splice`: spliced and teed, when recorded). */
  downstream: "handover" | "splice" | "copy";
  /** Why, in words, for the debug log. */
  why: string;
}

/**
 * Decides the byte path from the facts (pure; the table in the module doc).
 *
 * @param facts What the endpoints are and what is allowed.
 * @returns The path of each direction.
 *
 * @example
 * ```ts
 * import { chooseBytePath } from "./byte_path.ts";
 * const choice = chooseBytePath({
 *   kernelPaths: true, observedUp: false, observedDown: false, recordedUp: false,
 *   recordedDown: false, linux: true, clientIsStdio: true, spawnable: true,
 *   stdin: "socket", stdout: "pipe", stdoutShared: false, stdoutNonBlocking: false,
 * });
 * console.log(choice.upstream, choice.downstream); // "copy" "handover"
 * ```
 */
export function chooseBytePath(facts: BytePathFacts): BytePathChoice {
  const copy = (why: string): BytePathChoice => ({ upstream: "copy", downstream: "copy", why });
  if (!facts.kernelPaths) return copy("kernel paths not asked for");
  if (!facts.linux) return copy("not Linux with the FFI permission");
  if (!facts.clientIsStdio) return copy("the client is not this process's stdio");
  if (!facts.spawnable) return copy("the implementation is not a command");
  const upstream = facts.stdin === "pipe" && !facts.observedUp ? "splice" : "copy";
  const downstream = facts.stdout !== "pipe" || facts.stdoutShared || facts.observedDown
    ? "copy"
    : facts.recordedDown
    ? "splice"
    : facts.stdoutNonBlocking
    ? "copy"
    : "handover";
  return {
    upstream,
    downstream,
    why: `stdin is a ${facts.stdin}, stdout a ${facts.stdout}` +
      // Said only where it decides (a pipe); a terminal's or socket's sharing is not known.
      (facts.stdout === "pipe" && facts.stdoutShared ? " shared with stdin or stderr" : "") +
      (facts.stdoutNonBlocking ? " (non-blocking)" : "") +
      (facts.observedUp ? ", the client's bytes are observed" : "") +
      (facts.observedDown ? ", the agent's bytes are observed" : "") +
      (facts.recordedUp ? ", the client's bytes are recorded" : "") +
      (facts.recordedDown ? ", the agent's bytes are recorded" : ""),
  };
}

/** Options for {@linkcode openBytePath}. */
export interface OpenBytePathOptions {
  /**
   * Take the kernel paths where the table allows.
   * @default false
   */
  kernelPaths?: boolean;
  /**
   * The client's output as {@linkcode clientOutput} made it for the same client, where the
   * router wrote its own answers through it before (whether stdout may be handed over is
   * still looked at now: its flag may have been set since).
   * @default clientOutput(client, logger)
   */
  output?: ClientOutput;
  /** Sees every chunk forwarded to the implementation (that direction is then copied). */
  tapUp?: ChunkTap;
  /**
   * Told when the client's input has ended, before the implementation's input is closed (a
   * recorder takes a last line without LF as a frame there, ahead of what answers it).
   */
  endUp?: () => void;
  /** Sees every chunk forwarded to the client (that direction is then copied). */
  tapDown?: ChunkTap;
  /**
   * With `tapUp`: takes the gaps of a recorded client -> agent direction, which may then stay
   * on the kernel path (`tapUp` sees what was recorded, in order with the gaps).
   */
  gapUp?: GapTap;
  /** With `tapDown`: the same for agent -> client. */
  gapDown?: GapTap;
  /**
   * With `tapUp` and `gapUp`: gives the ring that a splice worker records client -> agent
   * bytes into itself (null: not now, the direction is then copied).
   */
  ringUp?: RingTapSource;
  /** With `tapDown` and `gapDown`: the same for agent -> client. */
  ringDown?: RingTapSource;
  /** Stands between the implementation's output and the client (then copied). */
  downstreamFilter?: TransformStream<Uint8Array, Uint8Array>;
  /**
   * At the client's end of input, how long the agent's input may go without draining
   * before it is closed anyway (kernel path).
   * @default 2000
   */
  graceMs?: number;
  /** What the implementation is opened with (passed to the factory). */
  open?: OpenOptions;
  /** Told of the opened implementation before any byte moves (e.g. to record its start). */
  onOpened?: (peer: Connection) => void;
  /** Where the choice and the path's troubles are reported. */
  logger?: Logger;
}

/** An opened session: the peer and the pipes between it and the client. */
export interface OpenedPath {
  /** The started implementation. */
  peer: Connection;
  /** The running pipes. */
  pipes: BytePipes;
  /** The path taken. */
  choice: BytePathChoice;
}

/**
 * Opens the implementation and starts the session's pipes on the chosen path.
 *
 * @param client The client's streams (its own object, to see whether it is stdio).
 * @param rest The client's input still to forward (after the prefix).
 * @param factory Opens the implementation.
 * @param prefix Chunks for the implementation before `rest` (the first frame).
 * @param options Whether to take kernel paths, and what observes the bytes.
 * @returns The peer, the running pipes and the path taken.
 * @throws Whatever `factory` throws (the implementation could not start).
 *
 * @example
 * ```ts
 * import { openBytePath } from "./byte_path.ts";
 * const client = { readable: ReadableStream.from<Uint8Array>([]), writable: new WritableStream<Uint8Array>() };
 * const opened = await openBytePath(client, client.readable, () => new TransformStream(), []);
 * console.log(opened.choice.upstream); // "copy"
 * ```
 */
export async function openBytePath(
  client: DuplexStream,
  rest: ReadableStream<Uint8Array>,
  factory: ConnectionFactory,
  prefix: readonly Uint8Array[],
  options: OpenBytePathOptions = {},
): Promise<OpenedPath> {
  const log = options.logger ?? silentLogger;
  const fds = fdEndpointOf(client);
  // Whether stdout is non-blocking decides both how it is written and whether it may be
  // handed over: read now, also for an output made before (the flag may have been set since).
  const given = options.output;
  const { writable: output, stdoutNonBlocking } = given === undefined
    ? clientOutput(client, log)
    : {
      writable: given.writable,
      stdoutNonBlocking: given.stdoutNonBlocking || nonBlockingNow(client),
    };
  const offer = inheritedStdoutOffer(factory);
  const choice = chooseBytePath(
    facts(options, fds !== null, offer !== null, stdoutNonBlocking),
  );
  const observing = {
    tapUp: options.tapUp,
    endUp: options.endUp,
    tapDown: options.tapDown,
    gapUp: options.gapUp,
    gapDown: options.gapDown,
    ringUp: options.ringUp,
    ringDown: options.ringDown,
    downstreamFilter: options.downstreamFilter,
  };
  log.debug(
    `byte path: client \u2192 agent ${choice.upstream}, agent \u2192 client ${choice.downstream} ` +
      `(${choice.why})`,
  );
  if (choice.upstream === "copy" && choice.downstream === "copy") {
    const peer = checkedConnection(await factory(options.open));
    options.onOpened?.(peer);
    const reached = peer.reached;
    const pipes = copyPipes(
      {
        readable: rest,
        writable: output,
        reuseBuffers: fds !== null,
        ...observing,
        downstreamAfter: reached,
      },
      prefix,
      peer,
    );
    if (reached) await unlessUnreached(peer, reached, pipes, options);
    return { peer, pipes: watchingHangup(pipes, fds, log), choice };
  }
  const handover = choice.downstream === "handover";
  const child = offer!(handover ? "inherit" : "piped", options.open);
  // Which pipe the child writes to, taken before it can let its stdout go (a wrapper does).
  const stdoutId = choice.downstream === "splice" ? objectId(child.pid, 1) : null;
  options.onOpened?.(child);
  // The agent gets its first frame first; the kernel path's code loads after (only here: a
  // session on the copy path never pays for it).
  for (const chunk of prefix) options.tapUp?.(chunk);
  // Not swallowed: a failed first write rejects the client -> agent pipe, as on the copy path.
  const prefixSent = writePrefix(child.writable, prefix);
  prefixSent.catch(() => {}); // handled by the pipes, which may not be made if the import fails
  // Until the kernel path is ready (its code loaded, the splice's descriptors found: ~ 10-20
  // ms), what the client sends is copied, so that it reaches the agent as soon as on the copy
  // path (an agent that answers at once gets the next frame at once). Also when this
  // direction stays a copy (a socket's input, the agent's output handed over): nothing else
  // reads the client until the set-up is done (endpoints hunt: 15-20 ms against 0.8).
  const copying = copyLead(rest, child.writable, prefixSent, options.tapUp, options.endUp);
  // The same for the agent's recorded output, which the kernel path splices: an agent that
  // answers at once is not kept waiting while that code loads (trace3 hunt: 65-105 ms).
  const leadingDown = choice.downstream === "splice" && options.tapDown && options.gapDown &&
      options.ringDown
    ? outputLead(child.readable, output, options.tapDown)
    : null;
  // The write goes out only when the event loop next turns, and loading and setting up the
  // kernel path keeps it from turning for ~ 10-20 ms: so that the agent is not kept waiting
  // for its first frame, that comes after the write (or after FIRST_FRAME_WAIT_MS, when the
  // agent's pipe may have no room for the frame).
  const prefixBytes = prefix.reduce((n, chunk) => n + chunk.length, 0);
  await settlesWithin(
    prefixSent,
    prefixBytes <= PIPE_LEAST_ROOM ? FITTING_FRAME_WAIT_MS : FIRST_FRAME_WAIT_MS,
  );
  let kernelPipes: typeof import("./linux/kernel_pipes.ts").kernelPipes;
  try {
    ({ kernelPipes } = await import("./linux/kernel_pipes.ts"));
  } catch (e) {
    copying.stop(e);
    leadingDown?.stop(e);
    throw e;
  }
  const pipes = kernelPipes(
    { readable: rest, writable: output, fds: fds!, ...observing },
    prefixSent,
    child,
    { splice: choice.upstream === "splice", handover, spliceDown: choice.downstream === "splice" },
    { graceMs: options.graceMs ?? 2_000, log, stdoutId, copying, leadingDown },
  );
  return { peer: child, pipes: watchingHangup(pipes, fds, log), choice };
}

/** The stream for the client's bytes, and what stdout's open file was at the start. */
export interface ClientOutput {
  /** Where the client's bytes go. */
  writable: WritableStream<Uint8Array>;
  /**
   * Whether the client is this process's stdout and its open file was non-blocking at the
   * start (read once): such a stdout is never handed to an agent.
   */
  stdoutNonBlocking: boolean;
}

/**
 * The stream a session writes the client's bytes to. Where the client is this process's stdio
 * on Linux with the FFI permission, stdout's open file may be non-blocking (`O_NONBLOCK`), now
 * or later: the flag belongs to the open file, which the process shares with whoever opened it
 * (a Node.js parent sets it when it first uses its own stdout, and clears it at its exit).
 * Deno's stdout stream fails there with EAGAIN once the client's pipe is full, and cannot be
 * tried again without sending bytes twice. There the stream writes with `write(2)` once that is
 * loaded (after the first answer), looks at the flag before each write, and waits for
 * room with `poll(2)` while it is set, as a blocking write would wait
 * (`linux/flag_watched_output.ts`). Anywhere else: the client's own stream. The agent router's
 * sessions and the conductor's chains use it.
 *
 * @param client The client's streams (its own object, to see whether it is stdio).
 * @param log Where the choice is told (debug).
 * @returns The stream, and whether stdout was non-blocking at the start.
 *
 * @example
 * ```ts
 * import { clientOutput } from "./byte_path.ts";
 * import { silentLogger } from "../log/logger.ts";
 * const client = { readable: ReadableStream.from<Uint8Array>([]), writable: new WritableStream<Uint8Array>() };
 * const output = clientOutput(client, silentLogger);
 * console.log(output.writable === client.writable); // true: not this process's stdio
 * ```
 */
export function clientOutput(client: DuplexStream, log: Logger): ClientOutput {
  if (fdEndpointOf(client)?.writeFd !== 1 || !libcAllowed()) {
    return { writable: client.writable, stdoutNonBlocking: false };
  }
  const stdoutNonBlocking = nonBlocking("self", 1);
  const writable = flagWatchedOutput({
    fd: 1,
    write: async (bytes) => {
      const writer = Deno.stdout.writable.getWriter();
      try {
        await writer.write(bytes);
      } finally {
        writer.releaseLock();
      }
    },
    close: closeStdout,
    lookFirst: stdoutNonBlocking,
    onSwitch: () =>
      log.debug(
        stdoutNonBlocking
          ? "stdout is non-blocking: written with write(2), waiting for room with poll(2)"
          : "stdout is written with write(2) from now on (it may be made non-blocking later)",
      ),
  });
  return { writable, stdoutNonBlocking };
}

/**
 * Whether the client is this process's stdout and its open file is non-blocking now (Linux,
 * with the FFI permission; elsewhere nothing is handed over anyway).
 */
function nonBlockingNow(client: DuplexStream): boolean {
  return fdEndpointOf(client)?.writeFd === 1 && libcAllowed() && nonBlocking("self", 1);
}

/** Closes this process's stdout, as Deno's stream does at its end (once). */
function closeStdout(): void {
  try {
    Deno.stdout.close();
  } catch (e) {
    if (!(e instanceof Deno.errors.BadResource)) throw e; // closed already
  }
}

/**
 * How long after a session's pipes start the client's hang-up is first watched for (ms): the
 * watch's code and the C library load then, not while the first answers go.
 */
const HANGUP_WATCH_AFTER_MS = 1_000;

/**
 * `pipes` with {@linkcode BytePipes.clientHungUp} from a `poll(2)` on the client's input
 * (`linux/hangup_watch.ts`), on both paths, where the client is this process's stdin and that
 * is a pipe, FIFO or socket, on Linux with the FFI permission: the client's end of input is
 * then seen even when the peer stopped reading and a write to it waits (ROUTING §3.6: the
 * peer gets its grace period from the client's end, not never). The watch starts
 * {@linkcode HANGUP_WATCH_AFTER_MS} after the session does and ends with the client -> peer
 * pipe (its end, or its stop).
 */
function watchingHangup(pipes: BytePipes, fds: FdEndpoint | null, log: Logger): BytePipes {
  if (fds === null || !libcAllowed()) return pipes;
  const kind = standardEndpoint(0).kind;
  if (fds.readFd !== 0 || (kind !== "pipe" && kind !== "socket")) return pipes;
  const stop = new AbortController();
  // Its own signal, aborted when the pipe ends: the watch is never released, nor need be.
  const stopped = watchAbort(stop.signal, true).promise;
  pipes.upstream.catch(() => {}).finally(() => stop.abort());
  let watching: typeof import("./linux/hangup_watch.ts") | undefined;
  const watch = async (): Promise<boolean> => {
    if (watching === undefined) {
      if (await settlesWithin(stopped, HANGUP_WATCH_AFTER_MS)) return false;
      watching = await import("./linux/hangup_watch.ts");
    }
    return await watching.watchHangup(fds.readFd, stop.signal);
  };
  const never = new Promise<never>(() => {});
  // Opened at the first hang-up, closed with the watch.
  let sampler: import("./linux/hangup_watch.ts").HangupSampler | null | undefined;
  stop.signal.addEventListener("abort", () => sampler?.close(), { once: true });
  const clientHungUp = () =>
    watch().then((hungUp) => {
      if (!hungUp || stop.signal.aborted) return never;
      // What waits in the input now is what later looks compare with.
      sampler ??= watching!.hangupSampler(fds.readFd);
      sampler?.stillHungUp();
    }, (e: unknown) => {
      // A defect of ours (the module did not load, a symbol is misspelt): said, not
      // swallowed; the session goes on as it would without the watch.
      log.error(`watching the client's input for its end failed: ${(e as Error)?.stack ?? e}`);
      return never;
    });
  const clientStillHungUp = () => {
    if (stop.signal.aborted || watching === undefined) return false;
    sampler ??= watching.hangupSampler(fds.readFd);
    return sampler?.stillHungUp() ?? false;
  };
  // Everything else is the pipes' own (through the prototype: a member added to BytePipes
  // later is not lost here).
  const watched: BytePipes = Object.create(pipes);
  return Object.assign(watched, {
    clientHungUp,
    clientStillHungUp,
    stopUpstream: (reason?: unknown) => {
      stop.abort();
      pipes.stopUpstream(reason);
    },
  });
}

/**
 * Waits until a dialled peer was reached (its answer to the first frame, or its own end, is
 * on its output; the client's input flows meanwhile, so that its end is seen). When the peer
 * cannot be reached, the client's input stops, the peer is ended and the error thrown: the
 * implementation did not start (the client's output is still untouched, for that answer).
 */
async function unlessUnreached(
  peer: Connection,
  reached: Promise<void>,
  pipes: BytePipes,
  options: OpenBytePathOptions,
): Promise<void> {
  try {
    await reached;
  } catch (e) {
    pipes.stopUpstream(e);
    await pipes.upstream.catch(() => {}); // stopped: its end is this failure
    await peer.readable.cancel(e).catch(() => {}); // what it said instead is not forwarded
    await peer.terminate?.(options.graceMs ?? 2_000).catch((failure: unknown) => {
      (options.logger ?? silentLogger).error(
        `ending an unreachable peer failed: ${stackOf(failure)}`,
      );
    });
    throw e;
  }
}

/** Options of {@linkcode letSocketStdioGo}. */
export interface LetStdioGoOptions {
  /** The drain ends after this long without a byte from the client (ms). */
  idleMs: number;
  /** The drain ends after this long in all (ms). */
  maxMs: number;
  /** The drain ends at once when this aborts. */
  signal?: AbortSignal;
  /** Where what it does is said (debug). */
  logger?: Logger;
  /**
   * Writes out the log's queued lines: called before the sending side is shut down, since
   * stderr is often that socket too (inetd, systemd). Nothing is logged after that then.
   */
  flushLog?: () => Promise<unknown>;
  /**
   * Whether the log is written to stderr (not to a file of its own): only then is a stderr
   * that is the socket too the end of logging.
   * @default true
   */
  logsToStderr?: boolean;
}

/**
 * At the end of a daemon whose stdin and stdout are one socket (inetd, systemd `Accept=yes`,
 * a socketpair): shuts down its sending side and drains what the client still sends, so
 * that the exit's close resets nothing (`linux/socket_linger.ts`: a TCP reset would throw
 * away the agent's last output). Linux with the FFI permission only; nothing for any other
 * stdio.
 *
 * @param options The drain's bounds.
 *
 * @example
 * ```ts ignore
 * import { letSocketStdioGo } from "./byte_path.ts";
 * await letSocketStdioGo({ idleMs: 100, maxMs: 2_000 }); // before Deno.exit
 * ```
 */
export async function letSocketStdioGo(options: LetStdioGoOptions): Promise<void> {
  if (Deno.build.os !== "linux" || !libcAllowed()) return;
  const stdout = standardEndpoint(1);
  if (stdout.kind !== "socket" || stdout.id === null) return;
  // Separate sockets (a Node.js parent's stdio) reset nothing the client still reads: the
  // unread bytes are on stdin's, the output on stdout's, which the exit ends with a FIN.
  if (standardEndpoint(0).id !== stdout.id) return;
  const log = options.logger ?? silentLogger;
  const stderrToo = (options.logsToStderr ?? true) && standardEndpoint(2).id === stdout.id;
  log.debug(
    `stdin and stdout are one socket: shutting down its sending side, then dropping what the ` +
      `client still sends, until its end of file, ${options.idleMs} ms with nothing sent, or ` +
      `${options.maxMs} ms` +
      (stderrToo ? " (stderr is that socket too: nothing more is logged)" : ""),
  );
  await options.flushLog?.();
  const { lingerOnSocketStdio } = await import("./linux/socket_linger.ts");
  const done = await lingerOnSocketStdio({
    shutDownOutput: true,
    drainInput: true,
    idleMs: options.idleMs,
    maxMs: options.maxMs,
    signal: options.signal,
  });
  if (done === null || stderrToo) return;
  const shut = done.shutDown
    ? "shut down its sending side"
    : "could not shut down its sending side";
  log.debug(
    `stdin and stdout are one socket: ${shut}, then dropped ${done.dropped} bytes the client ` +
      `still sent (until ${LINGER_ENDS[done.ended]}, ${done.ms} ms)`,
  );
}

/** What ended a lingering close, for its debug line. */
const LINGER_ENDS: Record<string, string> = {
  "eof": "its end of file",
  "idle": "a pause",
  "bound": "the bound",
  "stopped": "a stop",
  "error": "a failed read",
  "none": "no drain",
};

/** Whether a tapped direction can be recorded on the kernel path: it takes gaps and a ring. */
function recordable(gap: GapTap | undefined, ring: RingTapSource | undefined): boolean {
  return gap !== undefined && ring !== undefined;
}

function facts(
  options: OpenBytePathOptions,
  clientIsStdio: boolean,
  spawnable: boolean,
  stdoutNonBlocking: boolean,
): BytePathFacts {
  const kernelPaths = options.kernelPaths ?? false;
  const linux = kernelPaths && Deno.build.os === "linux" && libcAllowed();
  const stdin = linux && clientIsStdio ? standardEndpoint(0) : null;
  const stdout = linux && clientIsStdio ? standardEndpoint(1) : null;
  const stderr = linux && clientIsStdio ? standardEndpoint(2) : null;
  return {
    kernelPaths,
    observedUp: options.tapUp !== undefined && !recordable(options.gapUp, options.ringUp),
    observedDown: (options.tapDown !== undefined &&
      !recordable(options.gapDown, options.ringDown)) ||
      options.downstreamFilter !== undefined,
    recordedUp: options.tapUp !== undefined && recordable(options.gapUp, options.ringUp),
    recordedDown: options.tapDown !== undefined && recordable(options.gapDown, options.ringDown),
    linux,
    clientIsStdio,
    spawnable,
    stdin: stdin?.kind ?? "other",
    stdout: stdout?.kind ?? "other",
    // Said only where it decides something: a pipe stdout, the one kind that is handed over.
    stdoutNonBlocking: stdout?.kind === "pipe" && stdoutNonBlocking,
    stdoutShared: stdout?.id == null ||
      stdout.id === stdin?.id || stdout.id === stderr?.id,
  };
}

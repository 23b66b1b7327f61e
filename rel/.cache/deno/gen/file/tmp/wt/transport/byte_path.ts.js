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
 */ import { copyLead, copyPipes, outputLead, writePrefix } from "./byte_pipes.ts";
import { inheritedStdoutOffer } from "./child_spawn.ts";
import { checkedConnection } from "./duplex.ts";
import { standardEndpoint } from "./endpoint_kind.ts";
import { fdEndpointOf } from "./fd_endpoint.ts";
import { libcAllowed } from "./linux/libc.ts";
import { nonBlocking, objectId } from "./linux/proc_fds.ts";
import { flagWatchedOutput } from "./linux/flag_watched_output.ts";
import { silentLogger } from "../log/logger.ts";
import { settlesWithin } from "../async/settles_within.ts";
import { watchAbort } from "../async/when_aborted.ts";
/**
 * How long the kernel path's set-up waits for the first frame to be in the agent's input
 * (ms). The write takes one turn of the event loop when the pipe has room (~ 1-3 ms); only a
 * first frame bigger than the pipe, to an agent that does not read yet, waits this long.
 */ const FIRST_FRAME_WAIT_MS = 20;
/**
 * A first frame this small (bytes) always fits in the agent's new, empty input pipe (one page,
 * a pipe's least room): its write completes as soon as the event loop turns, however busy the
 * machine, and the set-up waits for it (bounded by {@linkcode FITTING_FRAME_WAIT_MS}).
 */ const PIPE_LEAST_ROOM = 4096;
/** How long the set-up waits for a first frame that fits in the pipe (ms): only a bound. */ const FITTING_FRAME_WAIT_MS = 1_000;
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
 */ export function chooseBytePath(facts) {
  const copy = (why)=>({
      upstream: "copy",
      downstream: "copy",
      why
    });
  if (!facts.kernelPaths) return copy("kernel paths not asked for");
  if (!facts.linux) return copy("not Linux with the FFI permission");
  if (!facts.clientIsStdio) return copy("the client is not this process's stdio");
  if (!facts.spawnable) return copy("the implementation is not a command");
  const upstream = facts.stdin === "pipe" && !facts.observedUp ? "splice" : "copy";
  const downstream = facts.stdout !== "pipe" || facts.stdoutShared || facts.observedDown ? "copy" : facts.recordedDown ? "splice" : facts.stdoutNonBlocking ? "copy" : "handover";
  return {
    upstream,
    downstream,
    why: `stdin is a ${facts.stdin}, stdout a ${facts.stdout}` + // Said only where it decides (a pipe); a terminal's or socket's sharing is not known.
    (facts.stdout === "pipe" && facts.stdoutShared ? " shared with stdin or stderr" : "") + (facts.stdoutNonBlocking ? " (non-blocking)" : "") + (facts.observedUp ? ", the client's bytes are observed" : "") + (facts.observedDown ? ", the agent's bytes are observed" : "") + (facts.recordedUp ? ", the client's bytes are recorded" : "") + (facts.recordedDown ? ", the agent's bytes are recorded" : "")
  };
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
 */ export async function openBytePath(client, rest, factory, prefix, options = {}) {
  const log = options.logger ?? silentLogger;
  const fds = fdEndpointOf(client);
  // Whether stdout is non-blocking decides both how it is written and whether it may be
  // handed over: read now, also for an output made before (the flag may have been set since).
  const given = options.output;
  const { writable: output, stdoutNonBlocking } = given === undefined ? clientOutput(client, log) : {
    writable: given.writable,
    stdoutNonBlocking: given.stdoutNonBlocking || nonBlockingNow(client)
  };
  const offer = inheritedStdoutOffer(factory);
  const choice = chooseBytePath(facts(options, fds !== null, offer !== null, stdoutNonBlocking));
  const observing = {
    tapUp: options.tapUp,
    endUp: options.endUp,
    tapDown: options.tapDown,
    gapUp: options.gapUp,
    gapDown: options.gapDown,
    ringUp: options.ringUp,
    ringDown: options.ringDown,
    downstreamFilter: options.downstreamFilter
  };
  log.debug(`byte path: client \u2192 agent ${choice.upstream}, agent \u2192 client ${choice.downstream} ` + `(${choice.why})`);
  if (choice.upstream === "copy" && choice.downstream === "copy") {
    const peer = checkedConnection(await factory(options.open));
    options.onOpened?.(peer);
    const reached = peer.reached;
    const pipes = copyPipes({
      readable: rest,
      writable: output,
      reuseBuffers: fds !== null,
      ...observing,
      downstreamAfter: reached
    }, prefix, peer);
    if (reached) await unlessUnreached(peer, reached, pipes, options);
    return {
      peer,
      pipes: watchingHangup(pipes, fds, log),
      choice
    };
  }
  const handover = choice.downstream === "handover";
  const child = offer(handover ? "inherit" : "piped", options.open);
  // Which pipe the child writes to, taken before it can let its stdout go (a wrapper does).
  const stdoutId = choice.downstream === "splice" ? objectId(child.pid, 1) : null;
  options.onOpened?.(child);
  // The agent gets its first frame first; the kernel path's code loads after (only here: a
  // session on the copy path never pays for it).
  for (const chunk of prefix)options.tapUp?.(chunk);
  // Not swallowed: a failed first write rejects the client -> agent pipe, as on the copy path.
  const prefixSent = writePrefix(child.writable, prefix);
  prefixSent.catch(()=>{}); // handled by the pipes, which may not be made if the import fails
  // Until the kernel path is ready (its code loaded, the splice's descriptors found: ~ 10-20
  // ms), what the client sends is copied, so that it reaches the agent as soon as on the copy
  // path (an agent that answers at once gets the next frame at once). Also when this
  // direction stays a copy (a socket's input, the agent's output handed over): nothing else
  // reads the client until the set-up is done (endpoints hunt: 15-20 ms against 0.8).
  const copying = copyLead(rest, child.writable, prefixSent, options.tapUp, options.endUp);
  // The same for the agent's recorded output, which the kernel path splices: an agent that
  // answers at once is not kept waiting while that code loads (trace3 hunt: 65-105 ms).
  const leadingDown = choice.downstream === "splice" && options.tapDown && options.gapDown && options.ringDown ? outputLead(child.readable, output, options.tapDown) : null;
  // The write goes out only when the event loop next turns, and loading and setting up the
  // kernel path keeps it from turning for ~ 10-20 ms: so that the agent is not kept waiting
  // for its first frame, that comes after the write (or after FIRST_FRAME_WAIT_MS, when the
  // agent's pipe may have no room for the frame).
  const prefixBytes = prefix.reduce((n, chunk)=>n + chunk.length, 0);
  await settlesWithin(prefixSent, prefixBytes <= PIPE_LEAST_ROOM ? FITTING_FRAME_WAIT_MS : FIRST_FRAME_WAIT_MS);
  let kernelPipes;
  try {
    ({ kernelPipes } = await import("./linux/kernel_pipes.ts"));
  } catch (e) {
    copying.stop(e);
    leadingDown?.stop(e);
    throw e;
  }
  const pipes = kernelPipes({
    readable: rest,
    writable: output,
    fds: fds,
    ...observing
  }, prefixSent, child, {
    splice: choice.upstream === "splice",
    handover,
    spliceDown: choice.downstream === "splice"
  }, {
    graceMs: options.graceMs ?? 2_000,
    log,
    stdoutId,
    copying,
    leadingDown
  });
  return {
    peer: child,
    pipes: watchingHangup(pipes, fds, log),
    choice
  };
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
 */ export function clientOutput(client, log) {
  if (fdEndpointOf(client)?.writeFd !== 1 || !libcAllowed()) {
    return {
      writable: client.writable,
      stdoutNonBlocking: false
    };
  }
  const stdoutNonBlocking = nonBlocking("self", 1);
  const writable = flagWatchedOutput({
    fd: 1,
    write: async (bytes)=>{
      const writer = Deno.stdout.writable.getWriter();
      try {
        await writer.write(bytes);
      } finally{
        writer.releaseLock();
      }
    },
    close: closeStdout,
    lookFirst: stdoutNonBlocking,
    onSwitch: ()=>log.debug(stdoutNonBlocking ? "stdout is non-blocking: written with write(2), waiting for room with poll(2)" : "stdout is written with write(2) from now on (it may be made non-blocking later)")
  });
  return {
    writable,
    stdoutNonBlocking
  };
}
/**
 * Whether the client is this process's stdout and its open file is non-blocking now (Linux,
 * with the FFI permission; elsewhere nothing is handed over anyway).
 */ function nonBlockingNow(client) {
  return fdEndpointOf(client)?.writeFd === 1 && libcAllowed() && nonBlocking("self", 1);
}
/** Closes this process's stdout, as Deno's stream does at its end (once). */ function closeStdout() {
  try {
    Deno.stdout.close();
  } catch (e) {
    if (!(e instanceof Deno.errors.BadResource)) throw e; // closed already
  }
}
/**
 * How long after a session's pipes start the client's hang-up is first watched for (ms): the
 * watch's code and the C library load then, not while the first answers go.
 */ const HANGUP_WATCH_AFTER_MS = 1_000;
/**
 * `pipes` with {@linkcode BytePipes.clientHungUp} from a `poll(2)` on the client's input
 * (`linux/hangup_watch.ts`), on both paths, where the client is this process's stdin and that
 * is a pipe, FIFO or socket, on Linux with the FFI permission: the client's end of input is
 * then seen even when the peer stopped reading and a write to it waits (ROUTING §3.6: the
 * peer gets its grace period from the client's end, not never). The watch starts
 * {@linkcode HANGUP_WATCH_AFTER_MS} after the session does and ends with the client -> peer
 * pipe (its end, or its stop).
 */ function watchingHangup(pipes, fds, log) {
  if (fds === null || !libcAllowed()) return pipes;
  const kind = standardEndpoint(0).kind;
  if (fds.readFd !== 0 || kind !== "pipe" && kind !== "socket") return pipes;
  const stop = new AbortController();
  // Its own signal, aborted when the pipe ends: the watch is never released, nor need be.
  const stopped = watchAbort(stop.signal, true).promise;
  pipes.upstream.catch(()=>{}).finally(()=>stop.abort());
  let watching;
  const watch = async ()=>{
    if (watching === undefined) {
      if (await settlesWithin(stopped, HANGUP_WATCH_AFTER_MS)) return false;
      watching = await import("./linux/hangup_watch.ts");
    }
    return await watching.watchHangup(fds.readFd, stop.signal);
  };
  const never = new Promise(()=>{});
  // Opened at the first hang-up, closed with the watch.
  let sampler;
  stop.signal.addEventListener("abort", ()=>sampler?.close(), {
    once: true
  });
  const clientHungUp = ()=>watch().then((hungUp)=>{
      if (!hungUp || stop.signal.aborted) return never;
      // What waits in the input now is what later looks compare with.
      sampler ??= watching.hangupSampler(fds.readFd);
      sampler?.stillHungUp();
    }, (e)=>{
      // A defect of ours (the module did not load, a symbol is misspelt): said, not
      // swallowed; the session goes on as it would without the watch.
      log.error(`watching the client's input for its end failed: ${e?.stack ?? e}`);
      return never;
    });
  const clientStillHungUp = ()=>{
    if (stop.signal.aborted || watching === undefined) return false;
    sampler ??= watching.hangupSampler(fds.readFd);
    return sampler?.stillHungUp() ?? false;
  };
  // Everything else is the pipes' own (through the prototype: a member added to BytePipes
  // later is not lost here).
  const watched = Object.create(pipes);
  return Object.assign(watched, {
    clientHungUp,
    clientStillHungUp,
    stopUpstream: (reason)=>{
      stop.abort();
      pipes.stopUpstream(reason);
    }
  });
}
/**
 * Waits until a dialled peer was reached (its answer to the first frame, or its own end, is
 * on its output; the client's input flows meanwhile, so that its end is seen). When the peer
 * cannot be reached, the client's input stops, the peer is ended and the error thrown: the
 * implementation did not start (the client's output is still untouched, for that answer).
 */ async function unlessUnreached(peer, reached, pipes, options) {
  try {
    await reached;
  } catch (e) {
    pipes.stopUpstream(e);
    await pipes.upstream.catch(()=>{}); // stopped: its end is this failure
    await peer.readable.cancel(e).catch(()=>{}); // what it said instead is not forwarded
    await peer.terminate?.(options.graceMs ?? 2_000).catch((failure)=>{
      const error = failure instanceof Error ? failure : new Error(String(failure));
      (options.logger ?? silentLogger).error(`ending an unreachable peer failed: ${error.stack}`);
    });
    throw e;
  }
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
 */ export async function letSocketStdioGo(options) {
  if (Deno.build.os !== "linux" || !libcAllowed()) return;
  const stdout = standardEndpoint(1);
  if (stdout.kind !== "socket" || stdout.id === null) return;
  // Separate sockets (a Node.js parent's stdio) reset nothing the client still reads: the
  // unread bytes are on stdin's, the output on stdout's, which the exit ends with a FIN.
  if (standardEndpoint(0).id !== stdout.id) return;
  const log = options.logger ?? silentLogger;
  const stderrToo = (options.logsToStderr ?? true) && standardEndpoint(2).id === stdout.id;
  log.debug(`stdin and stdout are one socket: shutting down its sending side, then dropping what the ` + `client still sends, until its end of file, ${options.idleMs} ms with nothing sent, or ` + `${options.maxMs} ms` + (stderrToo ? " (stderr is that socket too: nothing more is logged)" : ""));
  await options.flushLog?.();
  const { lingerOnSocketStdio } = await import("./linux/socket_linger.ts");
  const done = await lingerOnSocketStdio({
    shutDownOutput: true,
    drainInput: true,
    idleMs: options.idleMs,
    maxMs: options.maxMs,
    signal: options.signal
  });
  if (done === null || stderrToo) return;
  const shut = done.shutDown ? "shut down its sending side" : "could not shut down its sending side";
  log.debug(`stdin and stdout are one socket: ${shut}, then dropped ${done.dropped} bytes the client ` + `still sent (until ${LINGER_ENDS[done.ended]}, ${done.ms} ms)`);
}
/** What ended a lingering close, for its debug line. */ const LINGER_ENDS = {
  "eof": "its end of file",
  "idle": "a pause",
  "bound": "the bound",
  "stopped": "a stop",
  "error": "a failed read",
  "none": "no drain"
};
/** Whether a tapped direction can be recorded on the kernel path: it takes gaps and a ring. */ function recordable(gap, ring) {
  return gap !== undefined && ring !== undefined;
}
function facts(options, clientIsStdio, spawnable, stdoutNonBlocking) {
  const kernelPaths = options.kernelPaths ?? false;
  const linux = kernelPaths && Deno.build.os === "linux" && libcAllowed();
  const stdin = linux && clientIsStdio ? standardEndpoint(0) : null;
  const stdout = linux && clientIsStdio ? standardEndpoint(1) : null;
  const stderr = linux && clientIsStdio ? standardEndpoint(2) : null;
  return {
    kernelPaths,
    observedUp: options.tapUp !== undefined && !recordable(options.gapUp, options.ringUp),
    observedDown: options.tapDown !== undefined && !recordable(options.gapDown, options.ringDown) || options.downstreamFilter !== undefined,
    recordedUp: options.tapUp !== undefined && recordable(options.gapUp, options.ringUp),
    recordedDown: options.tapDown !== undefined && recordable(options.gapDown, options.ringDown),
    linux,
    clientIsStdio,
    spawnable,
    stdin: stdin?.kind ?? "other",
    stdout: stdout?.kind ?? "other",
    // Said only where it decides something: a pipe stdout, the one kind that is handed over.
    stdoutNonBlocking: stdout?.kind === "pipe" && stdoutNonBlocking,
    stdoutShared: stdout?.id == null || stdout.id === stdin?.id || stdout.id === stderr?.id
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3RyYW5zcG9ydC9ieXRlX3BhdGgudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgb25lIHBsYWNlIHRoYXQgZGVjaWRlcyB3aGljaCBieXRlIHBhdGggYSBzZXNzaW9uIHRha2VzLCBhbmQgb3BlbnMgaXQuXG4gKlxuICogVGhlIGNvcHkgcGF0aCAoYGJ5dGVfcGlwZXMudHNgKSBpcyB0aGUgcmVmZXJlbmNlIGJlaGF2aW91ciBhbmQgd29ya3MgZXZlcnl3aGVyZS4gVGhlXG4gKiBrZXJuZWwgcGF0aCAoYGxpbnV4L2tlcm5lbF9waXBlcy50c2ApIGlzIGFuIG9wdGltaXNhdGlvbiBmb3Igb25lIHNldHVwIG9ubHksIHdoZXJlIGl0IGhhc1xuICogYmVlbiBzaG93biBub3QgdG8gY2hhbmdlIHdoYXQgdGhlIGNsaWVudCBhbmQgdGhlIGFnZW50IHNlZSwgbm9yIHdoZW4gdGhleSBzZWUgaXQ7IGFcbiAqIGRpcmVjdGlvbiB3aG9zZSBieXRlcyBzb21ldGhpbmcgbXVzdCBzZWUgKGEgdHJhbnNjcmlwdCwgdGhlIHN0ZG91dCBndWFyZCkgaXMgY29waWVkOlxuICpcbiAqIHwgZW5kcG9pbnQgb2YgdGhlIGRhZW1vbidzIHN0ZGluIC8gc3Rkb3V0ICAgICAgICAgICAgICAgIHwgY2xpZW50IC0+IGFnZW50IHwgYWdlbnQgLT4gY2xpZW50IHxcbiAqIHwgLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tIHwgLS0tLS0tLS0tLS0tLS0gfCAtLS0tLS0tLS0tLS0tLSB8XG4gKiB8IGFub255bW91cyBwaXBlIG9yIG5hbWVkIEZJRk8gICAgICAgICAgICAgICAgICAgICAgICAgICB8IHNwbGljZWQgICAgICAgIHwgaGFuZGVkIG92ZXIgICAgfFxuICogfCB0aGUgc2FtZSwgcmVjb3JkZWQgKGEgdHJhbnNjcmlwdCwgbm8gc3Rkb3V0IGd1YXJkKSAgICAgfCBzcGxpY2VkLCB0ZWVkICB8IHNwbGljZWQsIHRlZWQgIHxcbiAqIHwgVW5peCBvciBUQ1Agc29ja2V0IChpbmV0ZCwgc3lzdGVtZCBgQWNjZXB0PXllc2ApICAgICAgIHwgY29waWVkICAgICAgICAgfCBjb3BpZWQgICAgICAgICB8XG4gKiB8IHJlZ3VsYXIgZmlsZSwgdGVybWluYWwsIGAvZGV2L251bGxgLWxpa2UgZGV2aWNlLCBvdGhlciB8IGNvcGllZCAgICAgICAgIHwgY29waWVkICAgICAgICAgfFxuICogfCBzdGRvdXQgdGhlIHNhbWUgb2JqZWN0IGFzIHN0ZGluIG9yIHN0ZGVyciAgICAgICAgICAgICAgfCAtLSAgICAgICAgICAgICAgfCBjb3BpZWQgICAgICAgICB8XG4gKlxuICogQSByZWNvcmRlZCBkaXJlY3Rpb24gc3RheXMgb24gdGhlIGtlcm5lbCBwYXRoIG9ubHkgd2hlbiBpdHMgb2JzZXJ2ZXIgdGFrZXMgZ2FwcyBhbmQgZ2l2ZXNcbiAqIGEgcmluZyB0byByZWNvcmQgaW50byAoe0BsaW5rY29kZSBPcGVuQnl0ZVBhdGhPcHRpb25zLmdhcFVwfSxcbiAqIHtAbGlua2NvZGUgT3BlbkJ5dGVQYXRoT3B0aW9ucy5yaW5nVXB9KTogYHRlZSgyKWAgZHVwbGljYXRlcyB0aGUgYnl0ZXMgd2l0aG91dCBjb25zdW1pbmdcbiAqIHRoZW0sIHRoZSBzcGxpY2Ugd29ya2VyIGNvcGllcyB0aGVtIGludG8gdGhlIHJpbmcgKGByaW5nX3RhcC50c2ApLCBhbmQgd2hhdCB0aGUgcmVjb3JkZXIgaXNcbiAqIHRvbyBmYXIgYmVoaW5kIHRvIHRha2UgaXMgcmVwb3J0ZWQgYXMgYSBnYXAsIG5ldmVyIHdhaXRlZCBmb3IuIEFueXRoaW5nIHRoYXQgbXVzdCBzZWUgZXZlcnkgYnl0ZSwgb3IgZmlsdGVyIGl0LCBpcyBjb3BpZWQuIEFsbCBvZlxuICogdGhpcyBvbmx5IHdoZW4gYWxsIG9mIHRoZXNlIGhvbGQ6IHRoZSByb3V0ZXIgd2FzIGFza2VkIGZvciBrZXJuZWwgcGF0aHMsIHRoZSBjbGllbnQgaXMgdGhpc1xuICogcHJvY2VzcydzIHN0ZGluIGFuZFxuICogc3Rkb3V0IChgZmRfZW5kcG9pbnQudHNgKSwgdGhlIGltcGxlbWVudGF0aW9uIGlzIGEgY29tbWFuZCB0aGF0IGNhbiBiZSBzdGFydGVkIHdpdGggYW5cbiAqIGluaGVyaXRlZCBzdGRvdXQgKGBjaGlsZF9zcGF3bi50c2ApLCBhbmQgdGhpcyBpcyBMaW51eCB3aXRoIHRoZSBGRkkgcGVybWlzc2lvbi4gU29ja2V0c1xuICogc3RheSBvbiB0aGUgY29weSBwYXRoOiBgc3BsaWNlKDIpYCBmcm9tIGEgYmxvY2tpbmcgc29ja2V0IGlnbm9yZXMgYFNQTElDRV9GX05PTkJMT0NLYC5cbiAqXG4gKiBPbiBlaXRoZXIgcGF0aCwgYSBjbGllbnQgdGhhdCBpcyB0aGlzIHByb2Nlc3MncyBzdGRpbiAoYSBwaXBlLCBGSUZPIG9yIHNvY2tldCkgaXMgYWxzb1xuICogd2F0Y2hlZCBmb3IgaXRzIGhhbmctdXAgKGBsaW51eC9oYW5ndXBfd2F0Y2gudHNgLCBMaW51eCB3aXRoIHRoZSBGRkkgcGVybWlzc2lvbik6IHRoZSBwaXBlcydcbiAqIGBjbGllbnRIdW5nVXBgLCB0aGUgY2xpZW50J3MgZW5kIGV2ZW4gd2hpbGUgaXRzIGJ5dGVzIHdhaXQgZm9yIGEgcGVlciB0aGF0IGRvZXMgbm90IHJlYWQuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7XG4gIHR5cGUgQnl0ZVBpcGVzLFxuICB0eXBlIENodW5rVGFwLFxuICBjb3B5TGVhZCxcbiAgY29weVBpcGVzLFxuICB0eXBlIEdhcFRhcCxcbiAgb3V0cHV0TGVhZCxcbiAgd3JpdGVQcmVmaXgsXG59IGZyb20gXCIuL2J5dGVfcGlwZXMudHNcIjtcbmltcG9ydCB7IGluaGVyaXRlZFN0ZG91dE9mZmVyIH0gZnJvbSBcIi4vY2hpbGRfc3Bhd24udHNcIjtcbmltcG9ydCB7XG4gIGNoZWNrZWRDb25uZWN0aW9uLFxuICB0eXBlIENvbm5lY3Rpb24sXG4gIHR5cGUgQ29ubmVjdGlvbkZhY3RvcnksXG4gIHR5cGUgRHVwbGV4U3RyZWFtLFxuICB0eXBlIE9wZW5PcHRpb25zLFxufSBmcm9tIFwiLi9kdXBsZXgudHNcIjtcbmltcG9ydCB7IHR5cGUgRW5kcG9pbnRLaW5kLCBzdGFuZGFyZEVuZHBvaW50IH0gZnJvbSBcIi4vZW5kcG9pbnRfa2luZC50c1wiO1xuaW1wb3J0IHsgdHlwZSBGZEVuZHBvaW50LCBmZEVuZHBvaW50T2YgfSBmcm9tIFwiLi9mZF9lbmRwb2ludC50c1wiO1xuaW1wb3J0IHsgbGliY0FsbG93ZWQgfSBmcm9tIFwiLi9saW51eC9saWJjLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFJpbmdUYXBTb3VyY2UgfSBmcm9tIFwiLi9yaW5nX3RhcC50c1wiO1xuaW1wb3J0IHsgbm9uQmxvY2tpbmcsIG9iamVjdElkIH0gZnJvbSBcIi4vbGludXgvcHJvY19mZHMudHNcIjtcbmltcG9ydCB7IGZsYWdXYXRjaGVkT3V0cHV0IH0gZnJvbSBcIi4vbGludXgvZmxhZ193YXRjaGVkX291dHB1dC50c1wiO1xuaW1wb3J0IHsgdHlwZSBMb2dnZXIsIHNpbGVudExvZ2dlciB9IGZyb20gXCIuLi9sb2cvbG9nZ2VyLnRzXCI7XG5pbXBvcnQgeyBzZXR0bGVzV2l0aGluIH0gZnJvbSBcIi4uL2FzeW5jL3NldHRsZXNfd2l0aGluLnRzXCI7XG5pbXBvcnQgeyB3YXRjaEFib3J0IH0gZnJvbSBcIi4uL2FzeW5jL3doZW5fYWJvcnRlZC50c1wiO1xuXG4vKipcbiAqIEhvdyBsb25nIHRoZSBrZXJuZWwgcGF0aCdzIHNldC11cCB3YWl0cyBmb3IgdGhlIGZpcnN0IGZyYW1lIHRvIGJlIGluIHRoZSBhZ2VudCdzIGlucHV0XG4gKiAobXMpLiBUaGUgd3JpdGUgdGFrZXMgb25lIHR1cm4gb2YgdGhlIGV2ZW50IGxvb3Agd2hlbiB0aGUgcGlwZSBoYXMgcm9vbSAofiAxLTMgbXMpOyBvbmx5IGFcbiAqIGZpcnN0IGZyYW1lIGJpZ2dlciB0aGFuIHRoZSBwaXBlLCB0byBhbiBhZ2VudCB0aGF0IGRvZXMgbm90IHJlYWQgeWV0LCB3YWl0cyB0aGlzIGxvbmcuXG4gKi9cbmNvbnN0IEZJUlNUX0ZSQU1FX1dBSVRfTVMgPSAyMDtcbi8qKlxuICogQSBmaXJzdCBmcmFtZSB0aGlzIHNtYWxsIChieXRlcykgYWx3YXlzIGZpdHMgaW4gdGhlIGFnZW50J3MgbmV3LCBlbXB0eSBpbnB1dCBwaXBlIChvbmUgcGFnZSxcbiAqIGEgcGlwZSdzIGxlYXN0IHJvb20pOiBpdHMgd3JpdGUgY29tcGxldGVzIGFzIHNvb24gYXMgdGhlIGV2ZW50IGxvb3AgdHVybnMsIGhvd2V2ZXIgYnVzeSB0aGVcbiAqIG1hY2hpbmUsIGFuZCB0aGUgc2V0LXVwIHdhaXRzIGZvciBpdCAoYm91bmRlZCBieSB7QGxpbmtjb2RlIEZJVFRJTkdfRlJBTUVfV0FJVF9NU30pLlxuICovXG5jb25zdCBQSVBFX0xFQVNUX1JPT00gPSA0MDk2O1xuLyoqIEhvdyBsb25nIHRoZSBzZXQtdXAgd2FpdHMgZm9yIGEgZmlyc3QgZnJhbWUgdGhhdCBmaXRzIGluIHRoZSBwaXBlIChtcyk6IG9ubHkgYSBib3VuZC4gKi9cbmNvbnN0IEZJVFRJTkdfRlJBTUVfV0FJVF9NUyA9IDFfMDAwO1xuXG4vKiogVGhlIGZhY3RzIHRoZSBkZWNpc2lvbiByZXN0cyBvbi4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgQnl0ZVBhdGhGYWN0cyB7XG4gIC8qKiBUaGUgcm91dGVyIHdhcyBhc2tlZCBmb3Iga2VybmVsIHBhdGhzLiAqL1xuICBrZXJuZWxQYXRoczogYm9vbGVhbjtcbiAgLyoqIFNvbWV0aGluZyBtdXN0IHNlZSBldmVyeSBieXRlIHRoZSBjbGllbnQgc2VuZHMuICovXG4gIG9ic2VydmVkVXA6IGJvb2xlYW47XG4gIC8qKiBTb21ldGhpbmcgbXVzdCBzZWUgZXZlcnkgYnl0ZSBvZiB0aGUgYWdlbnQncywgb3IgZmlsdGVyIHRoZW0gKGEgc3Rkb3V0IGd1YXJkKS4gKi9cbiAgb2JzZXJ2ZWREb3duOiBib29sZWFuO1xuICAvKiogVGhlIGNsaWVudCdzIGJ5dGVzIGFyZSByZWNvcmRlZCwgZ2FwcyBhbGxvd2VkIChhIHRyYW5zY3JpcHQpLiAqL1xuICByZWNvcmRlZFVwOiBib29sZWFuO1xuICAvKiogVGhlIGFnZW50J3MgYnl0ZXMgYXJlIHJlY29yZGVkLCBnYXBzIGFsbG93ZWQgKGEgdHJhbnNjcmlwdCkuICovXG4gIHJlY29yZGVkRG93bjogYm9vbGVhbjtcbiAgLyoqIExpbnV4LCB3aXRoIHRoZSBGRkkgcGVybWlzc2lvbiAoZm9yIGBzcGxpY2VgLCBgZHVwMmApLiAqL1xuICBsaW51eDogYm9vbGVhbjtcbiAgLyoqIFRoZSBjbGllbnQgaXMgdGhpcyBwcm9jZXNzJ3Mgc3RkaW4gYW5kIHN0ZG91dC4gKi9cbiAgY2xpZW50SXNTdGRpbzogYm9vbGVhbjtcbiAgLyoqIFRoZSBpbXBsZW1lbnRhdGlvbiBjYW4gYmUgc3RhcnRlZCB3aXRoIGFuIGluaGVyaXRlZCBzdGRvdXQuICovXG4gIHNwYXduYWJsZTogYm9vbGVhbjtcbiAgLyoqIFdoYXQgc3RkaW4gaXMuICovXG4gIHN0ZGluOiBFbmRwb2ludEtpbmQ7XG4gIC8qKiBXaGF0IHN0ZG91dCBpcy4gKi9cbiAgc3Rkb3V0OiBFbmRwb2ludEtpbmQ7XG4gIC8qKiBXaGV0aGVyIHN0ZG91dCBpcyB0aGUgc2FtZSBvYmplY3QgYXMgc3RkaW4gb3Igc3RkZXJyLiAqL1xuICBzdGRvdXRTaGFyZWQ6IGJvb2xlYW47XG4gIC8qKlxuICAgKiBXaGV0aGVyIHN0ZG91dCdzIG9wZW4gZmlsZSAoc2hhcmVkIHdpdGggd2hvZXZlciBvcGVuZWQgaXQpIGlzIG5vbi1ibG9ja2luZyAoYE9fTk9OQkxPQ0tgLFxuICAgKiBhcyBhIE5vZGUuanMgcGFyZW50IG1heSBsZWF2ZSBpdCk6IGFuIGFnZW50IGhhbmRlZCBpdCB3b3VsZCBnZXQgRUFHQUlOLCB3aGljaCBwcm9ncmFtc1xuICAgKiB0YWtlIGFzIGEgd3JpdGUgZXJyb3IuXG4gICAqL1xuICBzdGRvdXROb25CbG9ja2luZzogYm9vbGVhbjtcbn1cblxuLyoqIFdoaWNoIHBhdGggZWFjaCBkaXJlY3Rpb24gdGFrZXMuICovXG5leHBvcnQgaW50ZXJmYWNlIEJ5dGVQYXRoQ2hvaWNlIHtcbiAgLyoqIENsaWVudCAtPiBhZ2VudCAoc3BsaWNlZCwgYW5kIHRlZWQgd2hlbiByZWNvcmRlZCkuICovXG4gIHVwc3RyZWFtOiBcInNwbGljZVwiIHwgXCJjb3B5XCI7XG4gIC8qKiBBZ2VudCAtPiBjbGllbnQgKGBzcGxpY2VgOiBzcGxpY2VkIGFuZCB0ZWVkLCB3aGVuIHJlY29yZGVkKS4gKi9cbiAgZG93bnN0cmVhbTogXCJoYW5kb3ZlclwiIHwgXCJzcGxpY2VcIiB8IFwiY29weVwiO1xuICAvKiogV2h5LCBpbiB3b3JkcywgZm9yIHRoZSBkZWJ1ZyBsb2cuICovXG4gIHdoeTogc3RyaW5nO1xufVxuXG4vKipcbiAqIERlY2lkZXMgdGhlIGJ5dGUgcGF0aCBmcm9tIHRoZSBmYWN0cyAocHVyZTsgdGhlIHRhYmxlIGluIHRoZSBtb2R1bGUgZG9jKS5cbiAqXG4gKiBAcGFyYW0gZmFjdHMgV2hhdCB0aGUgZW5kcG9pbnRzIGFyZSBhbmQgd2hhdCBpcyBhbGxvd2VkLlxuICogQHJldHVybnMgVGhlIHBhdGggb2YgZWFjaCBkaXJlY3Rpb24uXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBjaG9vc2VCeXRlUGF0aCB9IGZyb20gXCIuL2J5dGVfcGF0aC50c1wiO1xuICogY29uc3QgY2hvaWNlID0gY2hvb3NlQnl0ZVBhdGgoe1xuICogICBrZXJuZWxQYXRoczogdHJ1ZSwgb2JzZXJ2ZWRVcDogZmFsc2UsIG9ic2VydmVkRG93bjogZmFsc2UsIHJlY29yZGVkVXA6IGZhbHNlLFxuICogICByZWNvcmRlZERvd246IGZhbHNlLCBsaW51eDogdHJ1ZSwgY2xpZW50SXNTdGRpbzogdHJ1ZSwgc3Bhd25hYmxlOiB0cnVlLFxuICogICBzdGRpbjogXCJzb2NrZXRcIiwgc3Rkb3V0OiBcInBpcGVcIiwgc3Rkb3V0U2hhcmVkOiBmYWxzZSwgc3Rkb3V0Tm9uQmxvY2tpbmc6IGZhbHNlLFxuICogfSk7XG4gKiBjb25zb2xlLmxvZyhjaG9pY2UudXBzdHJlYW0sIGNob2ljZS5kb3duc3RyZWFtKTsgLy8gXCJjb3B5XCIgXCJoYW5kb3ZlclwiXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNob29zZUJ5dGVQYXRoKGZhY3RzOiBCeXRlUGF0aEZhY3RzKTogQnl0ZVBhdGhDaG9pY2Uge1xuICBjb25zdCBjb3B5ID0gKHdoeTogc3RyaW5nKTogQnl0ZVBhdGhDaG9pY2UgPT4gKHsgdXBzdHJlYW06IFwiY29weVwiLCBkb3duc3RyZWFtOiBcImNvcHlcIiwgd2h5IH0pO1xuICBpZiAoIWZhY3RzLmtlcm5lbFBhdGhzKSByZXR1cm4gY29weShcImtlcm5lbCBwYXRocyBub3QgYXNrZWQgZm9yXCIpO1xuICBpZiAoIWZhY3RzLmxpbnV4KSByZXR1cm4gY29weShcIm5vdCBMaW51eCB3aXRoIHRoZSBGRkkgcGVybWlzc2lvblwiKTtcbiAgaWYgKCFmYWN0cy5jbGllbnRJc1N0ZGlvKSByZXR1cm4gY29weShcInRoZSBjbGllbnQgaXMgbm90IHRoaXMgcHJvY2VzcydzIHN0ZGlvXCIpO1xuICBpZiAoIWZhY3RzLnNwYXduYWJsZSkgcmV0dXJuIGNvcHkoXCJ0aGUgaW1wbGVtZW50YXRpb24gaXMgbm90IGEgY29tbWFuZFwiKTtcbiAgY29uc3QgdXBzdHJlYW0gPSBmYWN0cy5zdGRpbiA9PT0gXCJwaXBlXCIgJiYgIWZhY3RzLm9ic2VydmVkVXAgPyBcInNwbGljZVwiIDogXCJjb3B5XCI7XG4gIGNvbnN0IGRvd25zdHJlYW0gPSBmYWN0cy5zdGRvdXQgIT09IFwicGlwZVwiIHx8IGZhY3RzLnN0ZG91dFNoYXJlZCB8fCBmYWN0cy5vYnNlcnZlZERvd25cbiAgICA/IFwiY29weVwiXG4gICAgOiBmYWN0cy5yZWNvcmRlZERvd25cbiAgICA/IFwic3BsaWNlXCJcbiAgICA6IGZhY3RzLnN0ZG91dE5vbkJsb2NraW5nXG4gICAgPyBcImNvcHlcIlxuICAgIDogXCJoYW5kb3ZlclwiO1xuICByZXR1cm4ge1xuICAgIHVwc3RyZWFtLFxuICAgIGRvd25zdHJlYW0sXG4gICAgd2h5OiBgc3RkaW4gaXMgYSAke2ZhY3RzLnN0ZGlufSwgc3Rkb3V0IGEgJHtmYWN0cy5zdGRvdXR9YCArXG4gICAgICAvLyBTYWlkIG9ubHkgd2hlcmUgaXQgZGVjaWRlcyAoYSBwaXBlKTsgYSB0ZXJtaW5hbCdzIG9yIHNvY2tldCdzIHNoYXJpbmcgaXMgbm90IGtub3duLlxuICAgICAgKGZhY3RzLnN0ZG91dCA9PT0gXCJwaXBlXCIgJiYgZmFjdHMuc3Rkb3V0U2hhcmVkID8gXCIgc2hhcmVkIHdpdGggc3RkaW4gb3Igc3RkZXJyXCIgOiBcIlwiKSArXG4gICAgICAoZmFjdHMuc3Rkb3V0Tm9uQmxvY2tpbmcgPyBcIiAobm9uLWJsb2NraW5nKVwiIDogXCJcIikgK1xuICAgICAgKGZhY3RzLm9ic2VydmVkVXAgPyBcIiwgdGhlIGNsaWVudCdzIGJ5dGVzIGFyZSBvYnNlcnZlZFwiIDogXCJcIikgK1xuICAgICAgKGZhY3RzLm9ic2VydmVkRG93biA/IFwiLCB0aGUgYWdlbnQncyBieXRlcyBhcmUgb2JzZXJ2ZWRcIiA6IFwiXCIpICtcbiAgICAgIChmYWN0cy5yZWNvcmRlZFVwID8gXCIsIHRoZSBjbGllbnQncyBieXRlcyBhcmUgcmVjb3JkZWRcIiA6IFwiXCIpICtcbiAgICAgIChmYWN0cy5yZWNvcmRlZERvd24gPyBcIiwgdGhlIGFnZW50J3MgYnl0ZXMgYXJlIHJlY29yZGVkXCIgOiBcIlwiKSxcbiAgfTtcbn1cblxuLyoqIE9wdGlvbnMgZm9yIHtAbGlua2NvZGUgb3BlbkJ5dGVQYXRofS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgT3BlbkJ5dGVQYXRoT3B0aW9ucyB7XG4gIC8qKlxuICAgKiBUYWtlIHRoZSBrZXJuZWwgcGF0aHMgd2hlcmUgdGhlIHRhYmxlIGFsbG93cy5cbiAgICogQGRlZmF1bHQgZmFsc2VcbiAgICovXG4gIGtlcm5lbFBhdGhzPzogYm9vbGVhbjtcbiAgLyoqXG4gICAqIFRoZSBjbGllbnQncyBvdXRwdXQgYXMge0BsaW5rY29kZSBjbGllbnRPdXRwdXR9IG1hZGUgaXQgZm9yIHRoZSBzYW1lIGNsaWVudCwgd2hlcmUgdGhlXG4gICAqIHJvdXRlciB3cm90ZSBpdHMgb3duIGFuc3dlcnMgdGhyb3VnaCBpdCBiZWZvcmUgKHdoZXRoZXIgc3Rkb3V0IG1heSBiZSBoYW5kZWQgb3ZlciBpc1xuICAgKiBzdGlsbCBsb29rZWQgYXQgbm93OiBpdHMgZmxhZyBtYXkgaGF2ZSBiZWVuIHNldCBzaW5jZSkuXG4gICAqIEBkZWZhdWx0IGNsaWVudE91dHB1dChjbGllbnQsIGxvZ2dlcilcbiAgICovXG4gIG91dHB1dD86IENsaWVudE91dHB1dDtcbiAgLyoqIFNlZXMgZXZlcnkgY2h1bmsgZm9yd2FyZGVkIHRvIHRoZSBpbXBsZW1lbnRhdGlvbiAodGhhdCBkaXJlY3Rpb24gaXMgdGhlbiBjb3BpZWQpLiAqL1xuICB0YXBVcD86IENodW5rVGFwO1xuICAvKipcbiAgICogVG9sZCB3aGVuIHRoZSBjbGllbnQncyBpbnB1dCBoYXMgZW5kZWQsIGJlZm9yZSB0aGUgaW1wbGVtZW50YXRpb24ncyBpbnB1dCBpcyBjbG9zZWQgKGFcbiAgICogcmVjb3JkZXIgdGFrZXMgYSBsYXN0IGxpbmUgd2l0aG91dCBMRiBhcyBhIGZyYW1lIHRoZXJlLCBhaGVhZCBvZiB3aGF0IGFuc3dlcnMgaXQpLlxuICAgKi9cbiAgZW5kVXA/OiAoKSA9PiB2b2lkO1xuICAvKiogU2VlcyBldmVyeSBjaHVuayBmb3J3YXJkZWQgdG8gdGhlIGNsaWVudCAodGhhdCBkaXJlY3Rpb24gaXMgdGhlbiBjb3BpZWQpLiAqL1xuICB0YXBEb3duPzogQ2h1bmtUYXA7XG4gIC8qKlxuICAgKiBXaXRoIGB0YXBVcGA6IHRha2VzIHRoZSBnYXBzIG9mIGEgcmVjb3JkZWQgY2xpZW50IC0+IGFnZW50IGRpcmVjdGlvbiwgd2hpY2ggbWF5IHRoZW4gc3RheVxuICAgKiBvbiB0aGUga2VybmVsIHBhdGggKGB0YXBVcGAgc2VlcyB3aGF0IHdhcyByZWNvcmRlZCwgaW4gb3JkZXIgd2l0aCB0aGUgZ2FwcykuXG4gICAqL1xuICBnYXBVcD86IEdhcFRhcDtcbiAgLyoqIFdpdGggYHRhcERvd25gOiB0aGUgc2FtZSBmb3IgYWdlbnQgLT4gY2xpZW50LiAqL1xuICBnYXBEb3duPzogR2FwVGFwO1xuICAvKipcbiAgICogV2l0aCBgdGFwVXBgIGFuZCBgZ2FwVXBgOiBnaXZlcyB0aGUgcmluZyB0aGF0IGEgc3BsaWNlIHdvcmtlciByZWNvcmRzIGNsaWVudCAtPiBhZ2VudFxuICAgKiBieXRlcyBpbnRvIGl0c2VsZiAobnVsbDogbm90IG5vdywgdGhlIGRpcmVjdGlvbiBpcyB0aGVuIGNvcGllZCkuXG4gICAqL1xuICByaW5nVXA/OiBSaW5nVGFwU291cmNlO1xuICAvKiogV2l0aCBgdGFwRG93bmAgYW5kIGBnYXBEb3duYDogdGhlIHNhbWUgZm9yIGFnZW50IC0+IGNsaWVudC4gKi9cbiAgcmluZ0Rvd24/OiBSaW5nVGFwU291cmNlO1xuICAvKiogU3RhbmRzIGJldHdlZW4gdGhlIGltcGxlbWVudGF0aW9uJ3Mgb3V0cHV0IGFuZCB0aGUgY2xpZW50ICh0aGVuIGNvcGllZCkuICovXG4gIGRvd25zdHJlYW1GaWx0ZXI/OiBUcmFuc2Zvcm1TdHJlYW08VWludDhBcnJheSwgVWludDhBcnJheT47XG4gIC8qKlxuICAgKiBBdCB0aGUgY2xpZW50J3MgZW5kIG9mIGlucHV0LCBob3cgbG9uZyB0aGUgYWdlbnQncyBpbnB1dCBtYXkgZ28gd2l0aG91dCBkcmFpbmluZ1xuICAgKiBiZWZvcmUgaXQgaXMgY2xvc2VkIGFueXdheSAoa2VybmVsIHBhdGgpLlxuICAgKiBAZGVmYXVsdCAyMDAwXG4gICAqL1xuICBncmFjZU1zPzogbnVtYmVyO1xuICAvKiogV2hhdCB0aGUgaW1wbGVtZW50YXRpb24gaXMgb3BlbmVkIHdpdGggKHBhc3NlZCB0byB0aGUgZmFjdG9yeSkuICovXG4gIG9wZW4/OiBPcGVuT3B0aW9ucztcbiAgLyoqIFRvbGQgb2YgdGhlIG9wZW5lZCBpbXBsZW1lbnRhdGlvbiBiZWZvcmUgYW55IGJ5dGUgbW92ZXMgKGUuZy4gdG8gcmVjb3JkIGl0cyBzdGFydCkuICovXG4gIG9uT3BlbmVkPzogKHBlZXI6IENvbm5lY3Rpb24pID0+IHZvaWQ7XG4gIC8qKiBXaGVyZSB0aGUgY2hvaWNlIGFuZCB0aGUgcGF0aCdzIHRyb3VibGVzIGFyZSByZXBvcnRlZC4gKi9cbiAgbG9nZ2VyPzogTG9nZ2VyO1xufVxuXG4vKiogQW4gb3BlbmVkIHNlc3Npb246IHRoZSBwZWVyIGFuZCB0aGUgcGlwZXMgYmV0d2VlbiBpdCBhbmQgdGhlIGNsaWVudC4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgT3BlbmVkUGF0aCB7XG4gIC8qKiBUaGUgc3RhcnRlZCBpbXBsZW1lbnRhdGlvbi4gKi9cbiAgcGVlcjogQ29ubmVjdGlvbjtcbiAgLyoqIFRoZSBydW5uaW5nIHBpcGVzLiAqL1xuICBwaXBlczogQnl0ZVBpcGVzO1xuICAvKiogVGhlIHBhdGggdGFrZW4uICovXG4gIGNob2ljZTogQnl0ZVBhdGhDaG9pY2U7XG59XG5cbi8qKlxuICogT3BlbnMgdGhlIGltcGxlbWVudGF0aW9uIGFuZCBzdGFydHMgdGhlIHNlc3Npb24ncyBwaXBlcyBvbiB0aGUgY2hvc2VuIHBhdGguXG4gKlxuICogQHBhcmFtIGNsaWVudCBUaGUgY2xpZW50J3Mgc3RyZWFtcyAoaXRzIG93biBvYmplY3QsIHRvIHNlZSB3aGV0aGVyIGl0IGlzIHN0ZGlvKS5cbiAqIEBwYXJhbSByZXN0IFRoZSBjbGllbnQncyBpbnB1dCBzdGlsbCB0byBmb3J3YXJkIChhZnRlciB0aGUgcHJlZml4KS5cbiAqIEBwYXJhbSBmYWN0b3J5IE9wZW5zIHRoZSBpbXBsZW1lbnRhdGlvbi5cbiAqIEBwYXJhbSBwcmVmaXggQ2h1bmtzIGZvciB0aGUgaW1wbGVtZW50YXRpb24gYmVmb3JlIGByZXN0YCAodGhlIGZpcnN0IGZyYW1lKS5cbiAqIEBwYXJhbSBvcHRpb25zIFdoZXRoZXIgdG8gdGFrZSBrZXJuZWwgcGF0aHMsIGFuZCB3aGF0IG9ic2VydmVzIHRoZSBieXRlcy5cbiAqIEByZXR1cm5zIFRoZSBwZWVyLCB0aGUgcnVubmluZyBwaXBlcyBhbmQgdGhlIHBhdGggdGFrZW4uXG4gKiBAdGhyb3dzIFdoYXRldmVyIGBmYWN0b3J5YCB0aHJvd3MgKHRoZSBpbXBsZW1lbnRhdGlvbiBjb3VsZCBub3Qgc3RhcnQpLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgb3BlbkJ5dGVQYXRoIH0gZnJvbSBcIi4vYnl0ZV9wYXRoLnRzXCI7XG4gKiBjb25zdCBjbGllbnQgPSB7IHJlYWRhYmxlOiBSZWFkYWJsZVN0cmVhbS5mcm9tPFVpbnQ4QXJyYXk+KFtdKSwgd3JpdGFibGU6IG5ldyBXcml0YWJsZVN0cmVhbTxVaW50OEFycmF5PigpIH07XG4gKiBjb25zdCBvcGVuZWQgPSBhd2FpdCBvcGVuQnl0ZVBhdGgoY2xpZW50LCBjbGllbnQucmVhZGFibGUsICgpID0+IG5ldyBUcmFuc2Zvcm1TdHJlYW0oKSwgW10pO1xuICogY29uc29sZS5sb2cob3BlbmVkLmNob2ljZS51cHN0cmVhbSk7IC8vIFwiY29weVwiXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIG9wZW5CeXRlUGF0aChcbiAgY2xpZW50OiBEdXBsZXhTdHJlYW0sXG4gIHJlc3Q6IFJlYWRhYmxlU3RyZWFtPFVpbnQ4QXJyYXk+LFxuICBmYWN0b3J5OiBDb25uZWN0aW9uRmFjdG9yeSxcbiAgcHJlZml4OiByZWFkb25seSBVaW50OEFycmF5W10sXG4gIG9wdGlvbnM6IE9wZW5CeXRlUGF0aE9wdGlvbnMgPSB7fSxcbik6IFByb21pc2U8T3BlbmVkUGF0aD4ge1xuICBjb25zdCBsb2cgPSBvcHRpb25zLmxvZ2dlciA/PyBzaWxlbnRMb2dnZXI7XG4gIGNvbnN0IGZkcyA9IGZkRW5kcG9pbnRPZihjbGllbnQpO1xuICAvLyBXaGV0aGVyIHN0ZG91dCBpcyBub24tYmxvY2tpbmcgZGVjaWRlcyBib3RoIGhvdyBpdCBpcyB3cml0dGVuIGFuZCB3aGV0aGVyIGl0IG1heSBiZVxuICAvLyBoYW5kZWQgb3ZlcjogcmVhZCBub3csIGFsc28gZm9yIGFuIG91dHB1dCBtYWRlIGJlZm9yZSAodGhlIGZsYWcgbWF5IGhhdmUgYmVlbiBzZXQgc2luY2UpLlxuICBjb25zdCBnaXZlbiA9IG9wdGlvbnMub3V0cHV0O1xuICBjb25zdCB7IHdyaXRhYmxlOiBvdXRwdXQsIHN0ZG91dE5vbkJsb2NraW5nIH0gPSBnaXZlbiA9PT0gdW5kZWZpbmVkXG4gICAgPyBjbGllbnRPdXRwdXQoY2xpZW50LCBsb2cpXG4gICAgOiB7XG4gICAgICB3cml0YWJsZTogZ2l2ZW4ud3JpdGFibGUsXG4gICAgICBzdGRvdXROb25CbG9ja2luZzogZ2l2ZW4uc3Rkb3V0Tm9uQmxvY2tpbmcgfHwgbm9uQmxvY2tpbmdOb3coY2xpZW50KSxcbiAgICB9O1xuICBjb25zdCBvZmZlciA9IGluaGVyaXRlZFN0ZG91dE9mZmVyKGZhY3RvcnkpO1xuICBjb25zdCBjaG9pY2UgPSBjaG9vc2VCeXRlUGF0aChcbiAgICBmYWN0cyhvcHRpb25zLCBmZHMgIT09IG51bGwsIG9mZmVyICE9PSBudWxsLCBzdGRvdXROb25CbG9ja2luZyksXG4gICk7XG4gIGNvbnN0IG9ic2VydmluZyA9IHtcbiAgICB0YXBVcDogb3B0aW9ucy50YXBVcCxcbiAgICBlbmRVcDogb3B0aW9ucy5lbmRVcCxcbiAgICB0YXBEb3duOiBvcHRpb25zLnRhcERvd24sXG4gICAgZ2FwVXA6IG9wdGlvbnMuZ2FwVXAsXG4gICAgZ2FwRG93bjogb3B0aW9ucy5nYXBEb3duLFxuICAgIHJpbmdVcDogb3B0aW9ucy5yaW5nVXAsXG4gICAgcmluZ0Rvd246IG9wdGlvbnMucmluZ0Rvd24sXG4gICAgZG93bnN0cmVhbUZpbHRlcjogb3B0aW9ucy5kb3duc3RyZWFtRmlsdGVyLFxuICB9O1xuICBsb2cuZGVidWcoXG4gICAgYGJ5dGUgcGF0aDogY2xpZW50IFxcdTIxOTIgYWdlbnQgJHtjaG9pY2UudXBzdHJlYW19LCBhZ2VudCBcXHUyMTkyIGNsaWVudCAke2Nob2ljZS5kb3duc3RyZWFtfSBgICtcbiAgICAgIGAoJHtjaG9pY2Uud2h5fSlgLFxuICApO1xuICBpZiAoY2hvaWNlLnVwc3RyZWFtID09PSBcImNvcHlcIiAmJiBjaG9pY2UuZG93bnN0cmVhbSA9PT0gXCJjb3B5XCIpIHtcbiAgICBjb25zdCBwZWVyID0gY2hlY2tlZENvbm5lY3Rpb24oYXdhaXQgZmFjdG9yeShvcHRpb25zLm9wZW4pKTtcbiAgICBvcHRpb25zLm9uT3BlbmVkPy4ocGVlcik7XG4gICAgY29uc3QgcmVhY2hlZCA9IHBlZXIucmVhY2hlZDtcbiAgICBjb25zdCBwaXBlcyA9IGNvcHlQaXBlcyhcbiAgICAgIHtcbiAgICAgICAgcmVhZGFibGU6IHJlc3QsXG4gICAgICAgIHdyaXRhYmxlOiBvdXRwdXQsXG4gICAgICAgIHJldXNlQnVmZmVyczogZmRzICE9PSBudWxsLFxuICAgICAgICAuLi5vYnNlcnZpbmcsXG4gICAgICAgIGRvd25zdHJlYW1BZnRlcjogcmVhY2hlZCxcbiAgICAgIH0sXG4gICAgICBwcmVmaXgsXG4gICAgICBwZWVyLFxuICAgICk7XG4gICAgaWYgKHJlYWNoZWQpIGF3YWl0IHVubGVzc1VucmVhY2hlZChwZWVyLCByZWFjaGVkLCBwaXBlcywgb3B0aW9ucyk7XG4gICAgcmV0dXJuIHsgcGVlciwgcGlwZXM6IHdhdGNoaW5nSGFuZ3VwKHBpcGVzLCBmZHMsIGxvZyksIGNob2ljZSB9O1xuICB9XG4gIGNvbnN0IGhhbmRvdmVyID0gY2hvaWNlLmRvd25zdHJlYW0gPT09IFwiaGFuZG92ZXJcIjtcbiAgY29uc3QgY2hpbGQgPSBvZmZlciEoaGFuZG92ZXIgPyBcImluaGVyaXRcIiA6IFwicGlwZWRcIiwgb3B0aW9ucy5vcGVuKTtcbiAgLy8gV2hpY2ggcGlwZSB0aGUgY2hpbGQgd3JpdGVzIHRvLCB0YWtlbiBiZWZvcmUgaXQgY2FuIGxldCBpdHMgc3Rkb3V0IGdvIChhIHdyYXBwZXIgZG9lcykuXG4gIGNvbnN0IHN0ZG91dElkID0gY2hvaWNlLmRvd25zdHJlYW0gPT09IFwic3BsaWNlXCIgPyBvYmplY3RJZChjaGlsZC5waWQsIDEpIDogbnVsbDtcbiAgb3B0aW9ucy5vbk9wZW5lZD8uKGNoaWxkKTtcbiAgLy8gVGhlIGFnZW50IGdldHMgaXRzIGZpcnN0IGZyYW1lIGZpcnN0OyB0aGUga2VybmVsIHBhdGgncyBjb2RlIGxvYWRzIGFmdGVyIChvbmx5IGhlcmU6IGFcbiAgLy8gc2Vzc2lvbiBvbiB0aGUgY29weSBwYXRoIG5ldmVyIHBheXMgZm9yIGl0KS5cbiAgZm9yIChjb25zdCBjaHVuayBvZiBwcmVmaXgpIG9wdGlvbnMudGFwVXA/LihjaHVuayk7XG4gIC8vIE5vdCBzd2FsbG93ZWQ6IGEgZmFpbGVkIGZpcnN0IHdyaXRlIHJlamVjdHMgdGhlIGNsaWVudCAtPiBhZ2VudCBwaXBlLCBhcyBvbiB0aGUgY29weSBwYXRoLlxuICBjb25zdCBwcmVmaXhTZW50ID0gd3JpdGVQcmVmaXgoY2hpbGQud3JpdGFibGUsIHByZWZpeCk7XG4gIHByZWZpeFNlbnQuY2F0Y2goKCkgPT4ge30pOyAvLyBoYW5kbGVkIGJ5IHRoZSBwaXBlcywgd2hpY2ggbWF5IG5vdCBiZSBtYWRlIGlmIHRoZSBpbXBvcnQgZmFpbHNcbiAgLy8gVW50aWwgdGhlIGtlcm5lbCBwYXRoIGlzIHJlYWR5IChpdHMgY29kZSBsb2FkZWQsIHRoZSBzcGxpY2UncyBkZXNjcmlwdG9ycyBmb3VuZDogfiAxMC0yMFxuICAvLyBtcyksIHdoYXQgdGhlIGNsaWVudCBzZW5kcyBpcyBjb3BpZWQsIHNvIHRoYXQgaXQgcmVhY2hlcyB0aGUgYWdlbnQgYXMgc29vbiBhcyBvbiB0aGUgY29weVxuICAvLyBwYXRoIChhbiBhZ2VudCB0aGF0IGFuc3dlcnMgYXQgb25jZSBnZXRzIHRoZSBuZXh0IGZyYW1lIGF0IG9uY2UpLiBBbHNvIHdoZW4gdGhpc1xuICAvLyBkaXJlY3Rpb24gc3RheXMgYSBjb3B5IChhIHNvY2tldCdzIGlucHV0LCB0aGUgYWdlbnQncyBvdXRwdXQgaGFuZGVkIG92ZXIpOiBub3RoaW5nIGVsc2VcbiAgLy8gcmVhZHMgdGhlIGNsaWVudCB1bnRpbCB0aGUgc2V0LXVwIGlzIGRvbmUgKGVuZHBvaW50cyBodW50OiAxNS0yMCBtcyBhZ2FpbnN0IDAuOCkuXG4gIGNvbnN0IGNvcHlpbmcgPSBjb3B5TGVhZChyZXN0LCBjaGlsZC53cml0YWJsZSwgcHJlZml4U2VudCwgb3B0aW9ucy50YXBVcCwgb3B0aW9ucy5lbmRVcCk7XG4gIC8vIFRoZSBzYW1lIGZvciB0aGUgYWdlbnQncyByZWNvcmRlZCBvdXRwdXQsIHdoaWNoIHRoZSBrZXJuZWwgcGF0aCBzcGxpY2VzOiBhbiBhZ2VudCB0aGF0XG4gIC8vIGFuc3dlcnMgYXQgb25jZSBpcyBub3Qga2VwdCB3YWl0aW5nIHdoaWxlIHRoYXQgY29kZSBsb2FkcyAodHJhY2UzIGh1bnQ6IDY1LTEwNSBtcykuXG4gIGNvbnN0IGxlYWRpbmdEb3duID0gY2hvaWNlLmRvd25zdHJlYW0gPT09IFwic3BsaWNlXCIgJiYgb3B0aW9ucy50YXBEb3duICYmIG9wdGlvbnMuZ2FwRG93biAmJlxuICAgICAgb3B0aW9ucy5yaW5nRG93blxuICAgID8gb3V0cHV0TGVhZChjaGlsZC5yZWFkYWJsZSwgb3V0cHV0LCBvcHRpb25zLnRhcERvd24pXG4gICAgOiBudWxsO1xuICAvLyBUaGUgd3JpdGUgZ29lcyBvdXQgb25seSB3aGVuIHRoZSBldmVudCBsb29wIG5leHQgdHVybnMsIGFuZCBsb2FkaW5nIGFuZCBzZXR0aW5nIHVwIHRoZVxuICAvLyBrZXJuZWwgcGF0aCBrZWVwcyBpdCBmcm9tIHR1cm5pbmcgZm9yIH4gMTAtMjAgbXM6IHNvIHRoYXQgdGhlIGFnZW50IGlzIG5vdCBrZXB0IHdhaXRpbmdcbiAgLy8gZm9yIGl0cyBmaXJzdCBmcmFtZSwgdGhhdCBjb21lcyBhZnRlciB0aGUgd3JpdGUgKG9yIGFmdGVyIEZJUlNUX0ZSQU1FX1dBSVRfTVMsIHdoZW4gdGhlXG4gIC8vIGFnZW50J3MgcGlwZSBtYXkgaGF2ZSBubyByb29tIGZvciB0aGUgZnJhbWUpLlxuICBjb25zdCBwcmVmaXhCeXRlcyA9IHByZWZpeC5yZWR1Y2UoKG4sIGNodW5rKSA9PiBuICsgY2h1bmsubGVuZ3RoLCAwKTtcbiAgYXdhaXQgc2V0dGxlc1dpdGhpbihcbiAgICBwcmVmaXhTZW50LFxuICAgIHByZWZpeEJ5dGVzIDw9IFBJUEVfTEVBU1RfUk9PTSA/IEZJVFRJTkdfRlJBTUVfV0FJVF9NUyA6IEZJUlNUX0ZSQU1FX1dBSVRfTVMsXG4gICk7XG4gIGxldCBrZXJuZWxQaXBlczogdHlwZW9mIGltcG9ydChcIi4vbGludXgva2VybmVsX3BpcGVzLnRzXCIpLmtlcm5lbFBpcGVzO1xuICB0cnkge1xuICAgICh7IGtlcm5lbFBpcGVzIH0gPSBhd2FpdCBpbXBvcnQoXCIuL2xpbnV4L2tlcm5lbF9waXBlcy50c1wiKSk7XG4gIH0gY2F0Y2ggKGUpIHtcbiAgICBjb3B5aW5nLnN0b3AoZSk7XG4gICAgbGVhZGluZ0Rvd24/LnN0b3AoZSk7XG4gICAgdGhyb3cgZTtcbiAgfVxuICBjb25zdCBwaXBlcyA9IGtlcm5lbFBpcGVzKFxuICAgIHsgcmVhZGFibGU6IHJlc3QsIHdyaXRhYmxlOiBvdXRwdXQsIGZkczogZmRzISwgLi4ub2JzZXJ2aW5nIH0sXG4gICAgcHJlZml4U2VudCxcbiAgICBjaGlsZCxcbiAgICB7IHNwbGljZTogY2hvaWNlLnVwc3RyZWFtID09PSBcInNwbGljZVwiLCBoYW5kb3Zlciwgc3BsaWNlRG93bjogY2hvaWNlLmRvd25zdHJlYW0gPT09IFwic3BsaWNlXCIgfSxcbiAgICB7IGdyYWNlTXM6IG9wdGlvbnMuZ3JhY2VNcyA/PyAyXzAwMCwgbG9nLCBzdGRvdXRJZCwgY29weWluZywgbGVhZGluZ0Rvd24gfSxcbiAgKTtcbiAgcmV0dXJuIHsgcGVlcjogY2hpbGQsIHBpcGVzOiB3YXRjaGluZ0hhbmd1cChwaXBlcywgZmRzLCBsb2cpLCBjaG9pY2UgfTtcbn1cblxuLyoqIFRoZSBzdHJlYW0gZm9yIHRoZSBjbGllbnQncyBieXRlcywgYW5kIHdoYXQgc3Rkb3V0J3Mgb3BlbiBmaWxlIHdhcyBhdCB0aGUgc3RhcnQuICovXG5leHBvcnQgaW50ZXJmYWNlIENsaWVudE91dHB1dCB7XG4gIC8qKiBXaGVyZSB0aGUgY2xpZW50J3MgYnl0ZXMgZ28uICovXG4gIHdyaXRhYmxlOiBXcml0YWJsZVN0cmVhbTxVaW50OEFycmF5PjtcbiAgLyoqXG4gICAqIFdoZXRoZXIgdGhlIGNsaWVudCBpcyB0aGlzIHByb2Nlc3MncyBzdGRvdXQgYW5kIGl0cyBvcGVuIGZpbGUgd2FzIG5vbi1ibG9ja2luZyBhdCB0aGVcbiAgICogc3RhcnQgKHJlYWQgb25jZSk6IHN1Y2ggYSBzdGRvdXQgaXMgbmV2ZXIgaGFuZGVkIHRvIGFuIGFnZW50LlxuICAgKi9cbiAgc3Rkb3V0Tm9uQmxvY2tpbmc6IGJvb2xlYW47XG59XG5cbi8qKlxuICogVGhlIHN0cmVhbSBhIHNlc3Npb24gd3JpdGVzIHRoZSBjbGllbnQncyBieXRlcyB0by4gV2hlcmUgdGhlIGNsaWVudCBpcyB0aGlzIHByb2Nlc3MncyBzdGRpb1xuICogb24gTGludXggd2l0aCB0aGUgRkZJIHBlcm1pc3Npb24sIHN0ZG91dCdzIG9wZW4gZmlsZSBtYXkgYmUgbm9uLWJsb2NraW5nIChgT19OT05CTE9DS2ApLCBub3dcbiAqIG9yIGxhdGVyOiB0aGUgZmxhZyBiZWxvbmdzIHRvIHRoZSBvcGVuIGZpbGUsIHdoaWNoIHRoZSBwcm9jZXNzIHNoYXJlcyB3aXRoIHdob2V2ZXIgb3BlbmVkIGl0XG4gKiAoYSBOb2RlLmpzIHBhcmVudCBzZXRzIGl0IHdoZW4gaXQgZmlyc3QgdXNlcyBpdHMgb3duIHN0ZG91dCwgYW5kIGNsZWFycyBpdCBhdCBpdHMgZXhpdCkuXG4gKiBEZW5vJ3Mgc3Rkb3V0IHN0cmVhbSBmYWlscyB0aGVyZSB3aXRoIEVBR0FJTiBvbmNlIHRoZSBjbGllbnQncyBwaXBlIGlzIGZ1bGwsIGFuZCBjYW5ub3QgYmVcbiAqIHRyaWVkIGFnYWluIHdpdGhvdXQgc2VuZGluZyBieXRlcyB0d2ljZS4gVGhlcmUgdGhlIHN0cmVhbSB3cml0ZXMgd2l0aCBgd3JpdGUoMilgIG9uY2UgdGhhdCBpc1xuICogbG9hZGVkIChhZnRlciB0aGUgZmlyc3QgYW5zd2VyKSwgbG9va3MgYXQgdGhlIGZsYWcgYmVmb3JlIGVhY2ggd3JpdGUsIGFuZCB3YWl0cyBmb3JcbiAqIHJvb20gd2l0aCBgcG9sbCgyKWAgd2hpbGUgaXQgaXMgc2V0LCBhcyBhIGJsb2NraW5nIHdyaXRlIHdvdWxkIHdhaXRcbiAqIChgbGludXgvZmxhZ193YXRjaGVkX291dHB1dC50c2ApLiBBbnl3aGVyZSBlbHNlOiB0aGUgY2xpZW50J3Mgb3duIHN0cmVhbS4gVGhlIGFnZW50IHJvdXRlcidzXG4gKiBzZXNzaW9ucyBhbmQgdGhlIGNvbmR1Y3RvcidzIGNoYWlucyB1c2UgaXQuXG4gKlxuICogQHBhcmFtIGNsaWVudCBUaGUgY2xpZW50J3Mgc3RyZWFtcyAoaXRzIG93biBvYmplY3QsIHRvIHNlZSB3aGV0aGVyIGl0IGlzIHN0ZGlvKS5cbiAqIEBwYXJhbSBsb2cgV2hlcmUgdGhlIGNob2ljZSBpcyB0b2xkIChkZWJ1ZykuXG4gKiBAcmV0dXJucyBUaGUgc3RyZWFtLCBhbmQgd2hldGhlciBzdGRvdXQgd2FzIG5vbi1ibG9ja2luZyBhdCB0aGUgc3RhcnQuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBjbGllbnRPdXRwdXQgfSBmcm9tIFwiLi9ieXRlX3BhdGgudHNcIjtcbiAqIGltcG9ydCB7IHNpbGVudExvZ2dlciB9IGZyb20gXCIuLi9sb2cvbG9nZ2VyLnRzXCI7XG4gKiBjb25zdCBjbGllbnQgPSB7IHJlYWRhYmxlOiBSZWFkYWJsZVN0cmVhbS5mcm9tPFVpbnQ4QXJyYXk+KFtdKSwgd3JpdGFibGU6IG5ldyBXcml0YWJsZVN0cmVhbTxVaW50OEFycmF5PigpIH07XG4gKiBjb25zdCBvdXRwdXQgPSBjbGllbnRPdXRwdXQoY2xpZW50LCBzaWxlbnRMb2dnZXIpO1xuICogY29uc29sZS5sb2cob3V0cHV0LndyaXRhYmxlID09PSBjbGllbnQud3JpdGFibGUpOyAvLyB0cnVlOiBub3QgdGhpcyBwcm9jZXNzJ3Mgc3RkaW9cbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gY2xpZW50T3V0cHV0KGNsaWVudDogRHVwbGV4U3RyZWFtLCBsb2c6IExvZ2dlcik6IENsaWVudE91dHB1dCB7XG4gIGlmIChmZEVuZHBvaW50T2YoY2xpZW50KT8ud3JpdGVGZCAhPT0gMSB8fCAhbGliY0FsbG93ZWQoKSkge1xuICAgIHJldHVybiB7IHdyaXRhYmxlOiBjbGllbnQud3JpdGFibGUsIHN0ZG91dE5vbkJsb2NraW5nOiBmYWxzZSB9O1xuICB9XG4gIGNvbnN0IHN0ZG91dE5vbkJsb2NraW5nID0gbm9uQmxvY2tpbmcoXCJzZWxmXCIsIDEpO1xuICBjb25zdCB3cml0YWJsZSA9IGZsYWdXYXRjaGVkT3V0cHV0KHtcbiAgICBmZDogMSxcbiAgICB3cml0ZTogYXN5bmMgKGJ5dGVzKSA9PiB7XG4gICAgICBjb25zdCB3cml0ZXIgPSBEZW5vLnN0ZG91dC53cml0YWJsZS5nZXRXcml0ZXIoKTtcbiAgICAgIHRyeSB7XG4gICAgICAgIGF3YWl0IHdyaXRlci53cml0ZShieXRlcyk7XG4gICAgICB9IGZpbmFsbHkge1xuICAgICAgICB3cml0ZXIucmVsZWFzZUxvY2soKTtcbiAgICAgIH1cbiAgICB9LFxuICAgIGNsb3NlOiBjbG9zZVN0ZG91dCxcbiAgICBsb29rRmlyc3Q6IHN0ZG91dE5vbkJsb2NraW5nLFxuICAgIG9uU3dpdGNoOiAoKSA9PlxuICAgICAgbG9nLmRlYnVnKFxuICAgICAgICBzdGRvdXROb25CbG9ja2luZ1xuICAgICAgICAgID8gXCJzdGRvdXQgaXMgbm9uLWJsb2NraW5nOiB3cml0dGVuIHdpdGggd3JpdGUoMiksIHdhaXRpbmcgZm9yIHJvb20gd2l0aCBwb2xsKDIpXCJcbiAgICAgICAgICA6IFwic3Rkb3V0IGlzIHdyaXR0ZW4gd2l0aCB3cml0ZSgyKSBmcm9tIG5vdyBvbiAoaXQgbWF5IGJlIG1hZGUgbm9uLWJsb2NraW5nIGxhdGVyKVwiLFxuICAgICAgKSxcbiAgfSk7XG4gIHJldHVybiB7IHdyaXRhYmxlLCBzdGRvdXROb25CbG9ja2luZyB9O1xufVxuXG4vKipcbiAqIFdoZXRoZXIgdGhlIGNsaWVudCBpcyB0aGlzIHByb2Nlc3MncyBzdGRvdXQgYW5kIGl0cyBvcGVuIGZpbGUgaXMgbm9uLWJsb2NraW5nIG5vdyAoTGludXgsXG4gKiB3aXRoIHRoZSBGRkkgcGVybWlzc2lvbjsgZWxzZXdoZXJlIG5vdGhpbmcgaXMgaGFuZGVkIG92ZXIgYW55d2F5KS5cbiAqL1xuZnVuY3Rpb24gbm9uQmxvY2tpbmdOb3coY2xpZW50OiBEdXBsZXhTdHJlYW0pOiBib29sZWFuIHtcbiAgcmV0dXJuIGZkRW5kcG9pbnRPZihjbGllbnQpPy53cml0ZUZkID09PSAxICYmIGxpYmNBbGxvd2VkKCkgJiYgbm9uQmxvY2tpbmcoXCJzZWxmXCIsIDEpO1xufVxuXG4vKiogQ2xvc2VzIHRoaXMgcHJvY2VzcydzIHN0ZG91dCwgYXMgRGVubydzIHN0cmVhbSBkb2VzIGF0IGl0cyBlbmQgKG9uY2UpLiAqL1xuZnVuY3Rpb24gY2xvc2VTdGRvdXQoKTogdm9pZCB7XG4gIHRyeSB7XG4gICAgRGVuby5zdGRvdXQuY2xvc2UoKTtcbiAgfSBjYXRjaCAoZSkge1xuICAgIGlmICghKGUgaW5zdGFuY2VvZiBEZW5vLmVycm9ycy5CYWRSZXNvdXJjZSkpIHRocm93IGU7IC8vIGNsb3NlZCBhbHJlYWR5XG4gIH1cbn1cblxuLyoqXG4gKiBIb3cgbG9uZyBhZnRlciBhIHNlc3Npb24ncyBwaXBlcyBzdGFydCB0aGUgY2xpZW50J3MgaGFuZy11cCBpcyBmaXJzdCB3YXRjaGVkIGZvciAobXMpOiB0aGVcbiAqIHdhdGNoJ3MgY29kZSBhbmQgdGhlIEMgbGlicmFyeSBsb2FkIHRoZW4sIG5vdCB3aGlsZSB0aGUgZmlyc3QgYW5zd2VycyBnby5cbiAqL1xuY29uc3QgSEFOR1VQX1dBVENIX0FGVEVSX01TID0gMV8wMDA7XG5cbi8qKlxuICogYHBpcGVzYCB3aXRoIHtAbGlua2NvZGUgQnl0ZVBpcGVzLmNsaWVudEh1bmdVcH0gZnJvbSBhIGBwb2xsKDIpYCBvbiB0aGUgY2xpZW50J3MgaW5wdXRcbiAqIChgbGludXgvaGFuZ3VwX3dhdGNoLnRzYCksIG9uIGJvdGggcGF0aHMsIHdoZXJlIHRoZSBjbGllbnQgaXMgdGhpcyBwcm9jZXNzJ3Mgc3RkaW4gYW5kIHRoYXRcbiAqIGlzIGEgcGlwZSwgRklGTyBvciBzb2NrZXQsIG9uIExpbnV4IHdpdGggdGhlIEZGSSBwZXJtaXNzaW9uOiB0aGUgY2xpZW50J3MgZW5kIG9mIGlucHV0IGlzXG4gKiB0aGVuIHNlZW4gZXZlbiB3aGVuIHRoZSBwZWVyIHN0b3BwZWQgcmVhZGluZyBhbmQgYSB3cml0ZSB0byBpdCB3YWl0cyAoUk9VVElORyDCpzMuNjogdGhlXG4gKiBwZWVyIGdldHMgaXRzIGdyYWNlIHBlcmlvZCBmcm9tIHRoZSBjbGllbnQncyBlbmQsIG5vdCBuZXZlcikuIFRoZSB3YXRjaCBzdGFydHNcbiAqIHtAbGlua2NvZGUgSEFOR1VQX1dBVENIX0FGVEVSX01TfSBhZnRlciB0aGUgc2Vzc2lvbiBkb2VzIGFuZCBlbmRzIHdpdGggdGhlIGNsaWVudCAtPiBwZWVyXG4gKiBwaXBlIChpdHMgZW5kLCBvciBpdHMgc3RvcCkuXG4gKi9cbmZ1bmN0aW9uIHdhdGNoaW5nSGFuZ3VwKHBpcGVzOiBCeXRlUGlwZXMsIGZkczogRmRFbmRwb2ludCB8IG51bGwsIGxvZzogTG9nZ2VyKTogQnl0ZVBpcGVzIHtcbiAgaWYgKGZkcyA9PT0gbnVsbCB8fCAhbGliY0FsbG93ZWQoKSkgcmV0dXJuIHBpcGVzO1xuICBjb25zdCBraW5kID0gc3RhbmRhcmRFbmRwb2ludCgwKS5raW5kO1xuICBpZiAoZmRzLnJlYWRGZCAhPT0gMCB8fCAoa2luZCAhPT0gXCJwaXBlXCIgJiYga2luZCAhPT0gXCJzb2NrZXRcIikpIHJldHVybiBwaXBlcztcbiAgY29uc3Qgc3RvcCA9IG5ldyBBYm9ydENvbnRyb2xsZXIoKTtcbiAgLy8gSXRzIG93biBzaWduYWwsIGFib3J0ZWQgd2hlbiB0aGUgcGlwZSBlbmRzOiB0aGUgd2F0Y2ggaXMgbmV2ZXIgcmVsZWFzZWQsIG5vciBuZWVkIGJlLlxuICBjb25zdCBzdG9wcGVkID0gd2F0Y2hBYm9ydChzdG9wLnNpZ25hbCwgdHJ1ZSkucHJvbWlzZTtcbiAgcGlwZXMudXBzdHJlYW0uY2F0Y2goKCkgPT4ge30pLmZpbmFsbHkoKCkgPT4gc3RvcC5hYm9ydCgpKTtcbiAgbGV0IHdhdGNoaW5nOiB0eXBlb2YgaW1wb3J0KFwiLi9saW51eC9oYW5ndXBfd2F0Y2gudHNcIikgfCB1bmRlZmluZWQ7XG4gIGNvbnN0IHdhdGNoID0gYXN5bmMgKCk6IFByb21pc2U8Ym9vbGVhbj4gPT4ge1xuICAgIGlmICh3YXRjaGluZyA9PT0gdW5kZWZpbmVkKSB7XG4gICAgICBpZiAoYXdhaXQgc2V0dGxlc1dpdGhpbihzdG9wcGVkLCBIQU5HVVBfV0FUQ0hfQUZURVJfTVMpKSByZXR1cm4gZmFsc2U7XG4gICAgICB3YXRjaGluZyA9IGF3YWl0IGltcG9ydChcIi4vbGludXgvaGFuZ3VwX3dhdGNoLnRzXCIpO1xuICAgIH1cbiAgICByZXR1cm4gYXdhaXQgd2F0Y2hpbmcud2F0Y2hIYW5ndXAoZmRzLnJlYWRGZCwgc3RvcC5zaWduYWwpO1xuICB9O1xuICBjb25zdCBuZXZlciA9IG5ldyBQcm9taXNlPG5ldmVyPigoKSA9PiB7fSk7XG4gIC8vIE9wZW5lZCBhdCB0aGUgZmlyc3QgaGFuZy11cCwgY2xvc2VkIHdpdGggdGhlIHdhdGNoLlxuICBsZXQgc2FtcGxlcjogaW1wb3J0KFwiLi9saW51eC9oYW5ndXBfd2F0Y2gudHNcIikuSGFuZ3VwU2FtcGxlciB8IG51bGwgfCB1bmRlZmluZWQ7XG4gIHN0b3Auc2lnbmFsLmFkZEV2ZW50TGlzdGVuZXIoXCJhYm9ydFwiLCAoKSA9PiBzYW1wbGVyPy5jbG9zZSgpLCB7IG9uY2U6IHRydWUgfSk7XG4gIGNvbnN0IGNsaWVudEh1bmdVcCA9ICgpID0+XG4gICAgd2F0Y2goKS50aGVuKChodW5nVXApID0+IHtcbiAgICAgIGlmICghaHVuZ1VwIHx8IHN0b3Auc2lnbmFsLmFib3J0ZWQpIHJldHVybiBuZXZlcjtcbiAgICAgIC8vIFdoYXQgd2FpdHMgaW4gdGhlIGlucHV0IG5vdyBpcyB3aGF0IGxhdGVyIGxvb2tzIGNvbXBhcmUgd2l0aC5cbiAgICAgIHNhbXBsZXIgPz89IHdhdGNoaW5nIS5oYW5ndXBTYW1wbGVyKGZkcy5yZWFkRmQpO1xuICAgICAgc2FtcGxlcj8uc3RpbGxIdW5nVXAoKTtcbiAgICB9LCAoZTogdW5rbm93bikgPT4ge1xuICAgICAgLy8gQSBkZWZlY3Qgb2Ygb3VycyAodGhlIG1vZHVsZSBkaWQgbm90IGxvYWQsIGEgc3ltYm9sIGlzIG1pc3NwZWx0KTogc2FpZCwgbm90XG4gICAgICAvLyBzd2FsbG93ZWQ7IHRoZSBzZXNzaW9uIGdvZXMgb24gYXMgaXQgd291bGQgd2l0aG91dCB0aGUgd2F0Y2guXG4gICAgICBsb2cuZXJyb3IoYHdhdGNoaW5nIHRoZSBjbGllbnQncyBpbnB1dCBmb3IgaXRzIGVuZCBmYWlsZWQ6ICR7KGUgYXMgRXJyb3IpPy5zdGFjayA/PyBlfWApO1xuICAgICAgcmV0dXJuIG5ldmVyO1xuICAgIH0pO1xuICBjb25zdCBjbGllbnRTdGlsbEh1bmdVcCA9ICgpID0+IHtcbiAgICBpZiAoc3RvcC5zaWduYWwuYWJvcnRlZCB8fCB3YXRjaGluZyA9PT0gdW5kZWZpbmVkKSByZXR1cm4gZmFsc2U7XG4gICAgc2FtcGxlciA/Pz0gd2F0Y2hpbmcuaGFuZ3VwU2FtcGxlcihmZHMucmVhZEZkKTtcbiAgICByZXR1cm4gc2FtcGxlcj8uc3RpbGxIdW5nVXAoKSA/PyBmYWxzZTtcbiAgfTtcbiAgLy8gRXZlcnl0aGluZyBlbHNlIGlzIHRoZSBwaXBlcycgb3duICh0aHJvdWdoIHRoZSBwcm90b3R5cGU6IGEgbWVtYmVyIGFkZGVkIHRvIEJ5dGVQaXBlc1xuICAvLyBsYXRlciBpcyBub3QgbG9zdCBoZXJlKS5cbiAgY29uc3Qgd2F0Y2hlZDogQnl0ZVBpcGVzID0gT2JqZWN0LmNyZWF0ZShwaXBlcyk7XG4gIHJldHVybiBPYmplY3QuYXNzaWduKHdhdGNoZWQsIHtcbiAgICBjbGllbnRIdW5nVXAsXG4gICAgY2xpZW50U3RpbGxIdW5nVXAsXG4gICAgc3RvcFVwc3RyZWFtOiAocmVhc29uPzogdW5rbm93bikgPT4ge1xuICAgICAgc3RvcC5hYm9ydCgpO1xuICAgICAgcGlwZXMuc3RvcFVwc3RyZWFtKHJlYXNvbik7XG4gICAgfSxcbiAgfSk7XG59XG5cbi8qKlxuICogV2FpdHMgdW50aWwgYSBkaWFsbGVkIHBlZXIgd2FzIHJlYWNoZWQgKGl0cyBhbnN3ZXIgdG8gdGhlIGZpcnN0IGZyYW1lLCBvciBpdHMgb3duIGVuZCwgaXNcbiAqIG9uIGl0cyBvdXRwdXQ7IHRoZSBjbGllbnQncyBpbnB1dCBmbG93cyBtZWFud2hpbGUsIHNvIHRoYXQgaXRzIGVuZCBpcyBzZWVuKS4gV2hlbiB0aGUgcGVlclxuICogY2Fubm90IGJlIHJlYWNoZWQsIHRoZSBjbGllbnQncyBpbnB1dCBzdG9wcywgdGhlIHBlZXIgaXMgZW5kZWQgYW5kIHRoZSBlcnJvciB0aHJvd246IHRoZVxuICogaW1wbGVtZW50YXRpb24gZGlkIG5vdCBzdGFydCAodGhlIGNsaWVudCdzIG91dHB1dCBpcyBzdGlsbCB1bnRvdWNoZWQsIGZvciB0aGF0IGFuc3dlcikuXG4gKi9cbmFzeW5jIGZ1bmN0aW9uIHVubGVzc1VucmVhY2hlZChcbiAgcGVlcjogQ29ubmVjdGlvbixcbiAgcmVhY2hlZDogUHJvbWlzZTx2b2lkPixcbiAgcGlwZXM6IEJ5dGVQaXBlcyxcbiAgb3B0aW9uczogT3BlbkJ5dGVQYXRoT3B0aW9ucyxcbik6IFByb21pc2U8dm9pZD4ge1xuICB0cnkge1xuICAgIGF3YWl0IHJlYWNoZWQ7XG4gIH0gY2F0Y2ggKGUpIHtcbiAgICBwaXBlcy5zdG9wVXBzdHJlYW0oZSk7XG4gICAgYXdhaXQgcGlwZXMudXBzdHJlYW0uY2F0Y2goKCkgPT4ge30pOyAvLyBzdG9wcGVkOiBpdHMgZW5kIGlzIHRoaXMgZmFpbHVyZVxuICAgIGF3YWl0IHBlZXIucmVhZGFibGUuY2FuY2VsKGUpLmNhdGNoKCgpID0+IHt9KTsgLy8gd2hhdCBpdCBzYWlkIGluc3RlYWQgaXMgbm90IGZvcndhcmRlZFxuICAgIGF3YWl0IHBlZXIudGVybWluYXRlPy4ob3B0aW9ucy5ncmFjZU1zID8/IDJfMDAwKS5jYXRjaCgoZmFpbHVyZTogdW5rbm93bikgPT4ge1xuICAgICAgY29uc3QgZXJyb3IgPSBmYWlsdXJlIGluc3RhbmNlb2YgRXJyb3IgPyBmYWlsdXJlIDogbmV3IEVycm9yKFN0cmluZyhmYWlsdXJlKSk7XG4gICAgICAob3B0aW9ucy5sb2dnZXIgPz8gc2lsZW50TG9nZ2VyKS5lcnJvcihgZW5kaW5nIGFuIHVucmVhY2hhYmxlIHBlZXIgZmFpbGVkOiAke2Vycm9yLnN0YWNrfWApO1xuICAgIH0pO1xuICAgIHRocm93IGU7XG4gIH1cbn1cblxuLyoqIE9wdGlvbnMgb2Yge0BsaW5rY29kZSBsZXRTb2NrZXRTdGRpb0dvfS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgTGV0U3RkaW9Hb09wdGlvbnMge1xuICAvKiogVGhlIGRyYWluIGVuZHMgYWZ0ZXIgdGhpcyBsb25nIHdpdGhvdXQgYSBieXRlIGZyb20gdGhlIGNsaWVudCAobXMpLiAqL1xuICBpZGxlTXM6IG51bWJlcjtcbiAgLyoqIFRoZSBkcmFpbiBlbmRzIGFmdGVyIHRoaXMgbG9uZyBpbiBhbGwgKG1zKS4gKi9cbiAgbWF4TXM6IG51bWJlcjtcbiAgLyoqIFRoZSBkcmFpbiBlbmRzIGF0IG9uY2Ugd2hlbiB0aGlzIGFib3J0cy4gKi9cbiAgc2lnbmFsPzogQWJvcnRTaWduYWw7XG4gIC8qKiBXaGVyZSB3aGF0IGl0IGRvZXMgaXMgc2FpZCAoZGVidWcpLiAqL1xuICBsb2dnZXI/OiBMb2dnZXI7XG4gIC8qKlxuICAgKiBXcml0ZXMgb3V0IHRoZSBsb2cncyBxdWV1ZWQgbGluZXM6IGNhbGxlZCBiZWZvcmUgdGhlIHNlbmRpbmcgc2lkZSBpcyBzaHV0IGRvd24sIHNpbmNlXG4gICAqIHN0ZGVyciBpcyBvZnRlbiB0aGF0IHNvY2tldCB0b28gKGluZXRkLCBzeXN0ZW1kKS4gTm90aGluZyBpcyBsb2dnZWQgYWZ0ZXIgdGhhdCB0aGVuLlxuICAgKi9cbiAgZmx1c2hMb2c/OiAoKSA9PiBQcm9taXNlPHVua25vd24+O1xuICAvKipcbiAgICogV2hldGhlciB0aGUgbG9nIGlzIHdyaXR0ZW4gdG8gc3RkZXJyIChub3QgdG8gYSBmaWxlIG9mIGl0cyBvd24pOiBvbmx5IHRoZW4gaXMgYSBzdGRlcnJcbiAgICogdGhhdCBpcyB0aGUgc29ja2V0IHRvbyB0aGUgZW5kIG9mIGxvZ2dpbmcuXG4gICAqIEBkZWZhdWx0IHRydWVcbiAgICovXG4gIGxvZ3NUb1N0ZGVycj86IGJvb2xlYW47XG59XG5cbi8qKlxuICogQXQgdGhlIGVuZCBvZiBhIGRhZW1vbiB3aG9zZSBzdGRpbiBhbmQgc3Rkb3V0IGFyZSBvbmUgc29ja2V0IChpbmV0ZCwgc3lzdGVtZCBgQWNjZXB0PXllc2AsXG4gKiBhIHNvY2tldHBhaXIpOiBzaHV0cyBkb3duIGl0cyBzZW5kaW5nIHNpZGUgYW5kIGRyYWlucyB3aGF0IHRoZSBjbGllbnQgc3RpbGwgc2VuZHMsIHNvXG4gKiB0aGF0IHRoZSBleGl0J3MgY2xvc2UgcmVzZXRzIG5vdGhpbmcgKGBsaW51eC9zb2NrZXRfbGluZ2VyLnRzYDogYSBUQ1AgcmVzZXQgd291bGQgdGhyb3dcbiAqIGF3YXkgdGhlIGFnZW50J3MgbGFzdCBvdXRwdXQpLiBMaW51eCB3aXRoIHRoZSBGRkkgcGVybWlzc2lvbiBvbmx5OyBub3RoaW5nIGZvciBhbnkgb3RoZXJcbiAqIHN0ZGlvLlxuICpcbiAqIEBwYXJhbSBvcHRpb25zIFRoZSBkcmFpbidzIGJvdW5kcy5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHMgaWdub3JlXG4gKiBpbXBvcnQgeyBsZXRTb2NrZXRTdGRpb0dvIH0gZnJvbSBcIi4vYnl0ZV9wYXRoLnRzXCI7XG4gKiBhd2FpdCBsZXRTb2NrZXRTdGRpb0dvKHsgaWRsZU1zOiAxMDAsIG1heE1zOiAyXzAwMCB9KTsgLy8gYmVmb3JlIERlbm8uZXhpdFxuICogYGBgXG4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBsZXRTb2NrZXRTdGRpb0dvKG9wdGlvbnM6IExldFN0ZGlvR29PcHRpb25zKTogUHJvbWlzZTx2b2lkPiB7XG4gIGlmIChEZW5vLmJ1aWxkLm9zICE9PSBcImxpbnV4XCIgfHwgIWxpYmNBbGxvd2VkKCkpIHJldHVybjtcbiAgY29uc3Qgc3Rkb3V0ID0gc3RhbmRhcmRFbmRwb2ludCgxKTtcbiAgaWYgKHN0ZG91dC5raW5kICE9PSBcInNvY2tldFwiIHx8IHN0ZG91dC5pZCA9PT0gbnVsbCkgcmV0dXJuO1xuICAvLyBTZXBhcmF0ZSBzb2NrZXRzIChhIE5vZGUuanMgcGFyZW50J3Mgc3RkaW8pIHJlc2V0IG5vdGhpbmcgdGhlIGNsaWVudCBzdGlsbCByZWFkczogdGhlXG4gIC8vIHVucmVhZCBieXRlcyBhcmUgb24gc3RkaW4ncywgdGhlIG91dHB1dCBvbiBzdGRvdXQncywgd2hpY2ggdGhlIGV4aXQgZW5kcyB3aXRoIGEgRklOLlxuICBpZiAoc3RhbmRhcmRFbmRwb2ludCgwKS5pZCAhPT0gc3Rkb3V0LmlkKSByZXR1cm47XG4gIGNvbnN0IGxvZyA9IG9wdGlvbnMubG9nZ2VyID8/IHNpbGVudExvZ2dlcjtcbiAgY29uc3Qgc3RkZXJyVG9vID0gKG9wdGlvbnMubG9nc1RvU3RkZXJyID8/IHRydWUpICYmIHN0YW5kYXJkRW5kcG9pbnQoMikuaWQgPT09IHN0ZG91dC5pZDtcbiAgbG9nLmRlYnVnKFxuICAgIGBzdGRpbiBhbmQgc3Rkb3V0IGFyZSBvbmUgc29ja2V0OiBzaHV0dGluZyBkb3duIGl0cyBzZW5kaW5nIHNpZGUsIHRoZW4gZHJvcHBpbmcgd2hhdCB0aGUgYCArXG4gICAgICBgY2xpZW50IHN0aWxsIHNlbmRzLCB1bnRpbCBpdHMgZW5kIG9mIGZpbGUsICR7b3B0aW9ucy5pZGxlTXN9IG1zIHdpdGggbm90aGluZyBzZW50LCBvciBgICtcbiAgICAgIGAke29wdGlvbnMubWF4TXN9IG1zYCArXG4gICAgICAoc3RkZXJyVG9vID8gXCIgKHN0ZGVyciBpcyB0aGF0IHNvY2tldCB0b286IG5vdGhpbmcgbW9yZSBpcyBsb2dnZWQpXCIgOiBcIlwiKSxcbiAgKTtcbiAgYXdhaXQgb3B0aW9ucy5mbHVzaExvZz8uKCk7XG4gIGNvbnN0IHsgbGluZ2VyT25Tb2NrZXRTdGRpbyB9ID0gYXdhaXQgaW1wb3J0KFwiLi9saW51eC9zb2NrZXRfbGluZ2VyLnRzXCIpO1xuICBjb25zdCBkb25lID0gYXdhaXQgbGluZ2VyT25Tb2NrZXRTdGRpbyh7XG4gICAgc2h1dERvd25PdXRwdXQ6IHRydWUsXG4gICAgZHJhaW5JbnB1dDogdHJ1ZSxcbiAgICBpZGxlTXM6IG9wdGlvbnMuaWRsZU1zLFxuICAgIG1heE1zOiBvcHRpb25zLm1heE1zLFxuICAgIHNpZ25hbDogb3B0aW9ucy5zaWduYWwsXG4gIH0pO1xuICBpZiAoZG9uZSA9PT0gbnVsbCB8fCBzdGRlcnJUb28pIHJldHVybjtcbiAgY29uc3Qgc2h1dCA9IGRvbmUuc2h1dERvd25cbiAgICA/IFwic2h1dCBkb3duIGl0cyBzZW5kaW5nIHNpZGVcIlxuICAgIDogXCJjb3VsZCBub3Qgc2h1dCBkb3duIGl0cyBzZW5kaW5nIHNpZGVcIjtcbiAgbG9nLmRlYnVnKFxuICAgIGBzdGRpbiBhbmQgc3Rkb3V0IGFyZSBvbmUgc29ja2V0OiAke3NodXR9LCB0aGVuIGRyb3BwZWQgJHtkb25lLmRyb3BwZWR9IGJ5dGVzIHRoZSBjbGllbnQgYCArXG4gICAgICBgc3RpbGwgc2VudCAodW50aWwgJHtMSU5HRVJfRU5EU1tkb25lLmVuZGVkXX0sICR7ZG9uZS5tc30gbXMpYCxcbiAgKTtcbn1cblxuLyoqIFdoYXQgZW5kZWQgYSBsaW5nZXJpbmcgY2xvc2UsIGZvciBpdHMgZGVidWcgbGluZS4gKi9cbmNvbnN0IExJTkdFUl9FTkRTOiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+ID0ge1xuICBcImVvZlwiOiBcIml0cyBlbmQgb2YgZmlsZVwiLFxuICBcImlkbGVcIjogXCJhIHBhdXNlXCIsXG4gIFwiYm91bmRcIjogXCJ0aGUgYm91bmRcIixcbiAgXCJzdG9wcGVkXCI6IFwiYSBzdG9wXCIsXG4gIFwiZXJyb3JcIjogXCJhIGZhaWxlZCByZWFkXCIsXG4gIFwibm9uZVwiOiBcIm5vIGRyYWluXCIsXG59O1xuXG4vKiogV2hldGhlciBhIHRhcHBlZCBkaXJlY3Rpb24gY2FuIGJlIHJlY29yZGVkIG9uIHRoZSBrZXJuZWwgcGF0aDogaXQgdGFrZXMgZ2FwcyBhbmQgYSByaW5nLiAqL1xuZnVuY3Rpb24gcmVjb3JkYWJsZShnYXA6IEdhcFRhcCB8IHVuZGVmaW5lZCwgcmluZzogUmluZ1RhcFNvdXJjZSB8IHVuZGVmaW5lZCk6IGJvb2xlYW4ge1xuICByZXR1cm4gZ2FwICE9PSB1bmRlZmluZWQgJiYgcmluZyAhPT0gdW5kZWZpbmVkO1xufVxuXG5mdW5jdGlvbiBmYWN0cyhcbiAgb3B0aW9uczogT3BlbkJ5dGVQYXRoT3B0aW9ucyxcbiAgY2xpZW50SXNTdGRpbzogYm9vbGVhbixcbiAgc3Bhd25hYmxlOiBib29sZWFuLFxuICBzdGRvdXROb25CbG9ja2luZzogYm9vbGVhbixcbik6IEJ5dGVQYXRoRmFjdHMge1xuICBjb25zdCBrZXJuZWxQYXRocyA9IG9wdGlvbnMua2VybmVsUGF0aHMgPz8gZmFsc2U7XG4gIGNvbnN0IGxpbnV4ID0ga2VybmVsUGF0aHMgJiYgRGVuby5idWlsZC5vcyA9PT0gXCJsaW51eFwiICYmIGxpYmNBbGxvd2VkKCk7XG4gIGNvbnN0IHN0ZGluID0gbGludXggJiYgY2xpZW50SXNTdGRpbyA/IHN0YW5kYXJkRW5kcG9pbnQoMCkgOiBudWxsO1xuICBjb25zdCBzdGRvdXQgPSBsaW51eCAmJiBjbGllbnRJc1N0ZGlvID8gc3RhbmRhcmRFbmRwb2ludCgxKSA6IG51bGw7XG4gIGNvbnN0IHN0ZGVyciA9IGxpbnV4ICYmIGNsaWVudElzU3RkaW8gPyBzdGFuZGFyZEVuZHBvaW50KDIpIDogbnVsbDtcbiAgcmV0dXJuIHtcbiAgICBrZXJuZWxQYXRocyxcbiAgICBvYnNlcnZlZFVwOiBvcHRpb25zLnRhcFVwICE9PSB1bmRlZmluZWQgJiYgIXJlY29yZGFibGUob3B0aW9ucy5nYXBVcCwgb3B0aW9ucy5yaW5nVXApLFxuICAgIG9ic2VydmVkRG93bjogKG9wdGlvbnMudGFwRG93biAhPT0gdW5kZWZpbmVkICYmXG4gICAgICAhcmVjb3JkYWJsZShvcHRpb25zLmdhcERvd24sIG9wdGlvbnMucmluZ0Rvd24pKSB8fFxuICAgICAgb3B0aW9ucy5kb3duc3RyZWFtRmlsdGVyICE9PSB1bmRlZmluZWQsXG4gICAgcmVjb3JkZWRVcDogb3B0aW9ucy50YXBVcCAhPT0gdW5kZWZpbmVkICYmIHJlY29yZGFibGUob3B0aW9ucy5nYXBVcCwgb3B0aW9ucy5yaW5nVXApLFxuICAgIHJlY29yZGVkRG93bjogb3B0aW9ucy50YXBEb3duICE9PSB1bmRlZmluZWQgJiYgcmVjb3JkYWJsZShvcHRpb25zLmdhcERvd24sIG9wdGlvbnMucmluZ0Rvd24pLFxuICAgIGxpbnV4LFxuICAgIGNsaWVudElzU3RkaW8sXG4gICAgc3Bhd25hYmxlLFxuICAgIHN0ZGluOiBzdGRpbj8ua2luZCA/PyBcIm90aGVyXCIsXG4gICAgc3Rkb3V0OiBzdGRvdXQ/LmtpbmQgPz8gXCJvdGhlclwiLFxuICAgIC8vIFNhaWQgb25seSB3aGVyZSBpdCBkZWNpZGVzIHNvbWV0aGluZzogYSBwaXBlIHN0ZG91dCwgdGhlIG9uZSBraW5kIHRoYXQgaXMgaGFuZGVkIG92ZXIuXG4gICAgc3Rkb3V0Tm9uQmxvY2tpbmc6IHN0ZG91dD8ua2luZCA9PT0gXCJwaXBlXCIgJiYgc3Rkb3V0Tm9uQmxvY2tpbmcsXG4gICAgc3Rkb3V0U2hhcmVkOiBzdGRvdXQ/LmlkID09IG51bGwgfHxcbiAgICAgIHN0ZG91dC5pZCA9PT0gc3RkaW4/LmlkIHx8IHN0ZG91dC5pZCA9PT0gc3RkZXJyPy5pZCxcbiAgfTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FnQ0MsR0FFRCxTQUdFLFFBQVEsRUFDUixTQUFTLEVBRVQsVUFBVSxFQUNWLFdBQVcsUUFDTixrQkFBa0I7QUFDekIsU0FBUyxvQkFBb0IsUUFBUSxtQkFBbUI7QUFDeEQsU0FDRSxpQkFBaUIsUUFLWixjQUFjO0FBQ3JCLFNBQTRCLGdCQUFnQixRQUFRLHFCQUFxQjtBQUN6RSxTQUEwQixZQUFZLFFBQVEsbUJBQW1CO0FBQ2pFLFNBQVMsV0FBVyxRQUFRLGtCQUFrQjtBQUU5QyxTQUFTLFdBQVcsRUFBRSxRQUFRLFFBQVEsc0JBQXNCO0FBQzVELFNBQVMsaUJBQWlCLFFBQVEsaUNBQWlDO0FBQ25FLFNBQXNCLFlBQVksUUFBUSxtQkFBbUI7QUFDN0QsU0FBUyxhQUFhLFFBQVEsNkJBQTZCO0FBQzNELFNBQVMsVUFBVSxRQUFRLDJCQUEyQjtBQUV0RDs7OztDQUlDLEdBQ0QsTUFBTSxzQkFBc0I7QUFDNUI7Ozs7Q0FJQyxHQUNELE1BQU0sa0JBQWtCO0FBQ3hCLDBGQUEwRixHQUMxRixNQUFNLHdCQUF3QjtBQTRDOUI7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FnQkMsR0FDRCxPQUFPLFNBQVMsZUFBZSxLQUFvQjtFQUNqRCxNQUFNLE9BQU8sQ0FBQyxNQUFnQyxDQUFDO01BQUUsVUFBVTtNQUFRLFlBQVk7TUFBUTtJQUFJLENBQUM7RUFDNUYsSUFBSSxDQUFDLE1BQU0sV0FBVyxFQUFFLE9BQU8sS0FBSztFQUNwQyxJQUFJLENBQUMsTUFBTSxLQUFLLEVBQUUsT0FBTyxLQUFLO0VBQzlCLElBQUksQ0FBQyxNQUFNLGFBQWEsRUFBRSxPQUFPLEtBQUs7RUFDdEMsSUFBSSxDQUFDLE1BQU0sU0FBUyxFQUFFLE9BQU8sS0FBSztFQUNsQyxNQUFNLFdBQVcsTUFBTSxLQUFLLEtBQUssVUFBVSxDQUFDLE1BQU0sVUFBVSxHQUFHLFdBQVc7RUFDMUUsTUFBTSxhQUFhLE1BQU0sTUFBTSxLQUFLLFVBQVUsTUFBTSxZQUFZLElBQUksTUFBTSxZQUFZLEdBQ2xGLFNBQ0EsTUFBTSxZQUFZLEdBQ2xCLFdBQ0EsTUFBTSxpQkFBaUIsR0FDdkIsU0FDQTtFQUNKLE9BQU87SUFDTDtJQUNBO0lBQ0EsS0FBSyxDQUFDLFdBQVcsRUFBRSxNQUFNLEtBQUssQ0FBQyxXQUFXLEVBQUUsTUFBTSxNQUFNLEVBQUUsR0FDeEQsc0ZBQXNGO0lBQ3RGLENBQUMsTUFBTSxNQUFNLEtBQUssVUFBVSxNQUFNLFlBQVksR0FBRyxpQ0FBaUMsRUFBRSxJQUNwRixDQUFDLE1BQU0saUJBQWlCLEdBQUcsb0JBQW9CLEVBQUUsSUFDakQsQ0FBQyxNQUFNLFVBQVUsR0FBRyxzQ0FBc0MsRUFBRSxJQUM1RCxDQUFDLE1BQU0sWUFBWSxHQUFHLHFDQUFxQyxFQUFFLElBQzdELENBQUMsTUFBTSxVQUFVLEdBQUcsc0NBQXNDLEVBQUUsSUFDNUQsQ0FBQyxNQUFNLFlBQVksR0FBRyxxQ0FBcUMsRUFBRTtFQUNqRTtBQUNGO0FBaUVBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FrQkMsR0FDRCxPQUFPLGVBQWUsYUFDcEIsTUFBb0IsRUFDcEIsSUFBZ0MsRUFDaEMsT0FBMEIsRUFDMUIsTUFBNkIsRUFDN0IsVUFBK0IsQ0FBQyxDQUFDO0VBRWpDLE1BQU0sTUFBTSxRQUFRLE1BQU0sSUFBSTtFQUM5QixNQUFNLE1BQU0sYUFBYTtFQUN6QixzRkFBc0Y7RUFDdEYsNEZBQTRGO0VBQzVGLE1BQU0sUUFBUSxRQUFRLE1BQU07RUFDNUIsTUFBTSxFQUFFLFVBQVUsTUFBTSxFQUFFLGlCQUFpQixFQUFFLEdBQUcsVUFBVSxZQUN0RCxhQUFhLFFBQVEsT0FDckI7SUFDQSxVQUFVLE1BQU0sUUFBUTtJQUN4QixtQkFBbUIsTUFBTSxpQkFBaUIsSUFBSSxlQUFlO0VBQy9EO0VBQ0YsTUFBTSxRQUFRLHFCQUFxQjtFQUNuQyxNQUFNLFNBQVMsZUFDYixNQUFNLFNBQVMsUUFBUSxNQUFNLFVBQVUsTUFBTTtFQUUvQyxNQUFNLFlBQVk7SUFDaEIsT0FBTyxRQUFRLEtBQUs7SUFDcEIsT0FBTyxRQUFRLEtBQUs7SUFDcEIsU0FBUyxRQUFRLE9BQU87SUFDeEIsT0FBTyxRQUFRLEtBQUs7SUFDcEIsU0FBUyxRQUFRLE9BQU87SUFDeEIsUUFBUSxRQUFRLE1BQU07SUFDdEIsVUFBVSxRQUFRLFFBQVE7SUFDMUIsa0JBQWtCLFFBQVEsZ0JBQWdCO0VBQzVDO0VBQ0EsSUFBSSxLQUFLLENBQ1AsQ0FBQywrQkFBK0IsRUFBRSxPQUFPLFFBQVEsQ0FBQyxzQkFBc0IsRUFBRSxPQUFPLFVBQVUsQ0FBQyxDQUFDLENBQUMsR0FDNUYsQ0FBQyxDQUFDLEVBQUUsT0FBTyxHQUFHLENBQUMsQ0FBQyxDQUFDO0VBRXJCLElBQUksT0FBTyxRQUFRLEtBQUssVUFBVSxPQUFPLFVBQVUsS0FBSyxRQUFRO0lBQzlELE1BQU0sT0FBTyxrQkFBa0IsTUFBTSxRQUFRLFFBQVEsSUFBSTtJQUN6RCxRQUFRLFFBQVEsR0FBRztJQUNuQixNQUFNLFVBQVUsS0FBSyxPQUFPO0lBQzVCLE1BQU0sUUFBUSxVQUNaO01BQ0UsVUFBVTtNQUNWLFVBQVU7TUFDVixjQUFjLFFBQVE7TUFDdEIsR0FBRyxTQUFTO01BQ1osaUJBQWlCO0lBQ25CLEdBQ0EsUUFDQTtJQUVGLElBQUksU0FBUyxNQUFNLGdCQUFnQixNQUFNLFNBQVMsT0FBTztJQUN6RCxPQUFPO01BQUU7TUFBTSxPQUFPLGVBQWUsT0FBTyxLQUFLO01BQU07SUFBTztFQUNoRTtFQUNBLE1BQU0sV0FBVyxPQUFPLFVBQVUsS0FBSztFQUN2QyxNQUFNLFFBQVEsTUFBTyxXQUFXLFlBQVksU0FBUyxRQUFRLElBQUk7RUFDakUsMEZBQTBGO0VBQzFGLE1BQU0sV0FBVyxPQUFPLFVBQVUsS0FBSyxXQUFXLFNBQVMsTUFBTSxHQUFHLEVBQUUsS0FBSztFQUMzRSxRQUFRLFFBQVEsR0FBRztFQUNuQix5RkFBeUY7RUFDekYsK0NBQStDO0VBQy9DLEtBQUssTUFBTSxTQUFTLE9BQVEsUUFBUSxLQUFLLEdBQUc7RUFDNUMsNkZBQTZGO0VBQzdGLE1BQU0sYUFBYSxZQUFZLE1BQU0sUUFBUSxFQUFFO0VBQy9DLFdBQVcsS0FBSyxDQUFDLEtBQU8sSUFBSSxrRUFBa0U7RUFDOUYsMkZBQTJGO0VBQzNGLDRGQUE0RjtFQUM1RixtRkFBbUY7RUFDbkYsMEZBQTBGO0VBQzFGLG9GQUFvRjtFQUNwRixNQUFNLFVBQVUsU0FBUyxNQUFNLE1BQU0sUUFBUSxFQUFFLFlBQVksUUFBUSxLQUFLLEVBQUUsUUFBUSxLQUFLO0VBQ3ZGLHlGQUF5RjtFQUN6RixzRkFBc0Y7RUFDdEYsTUFBTSxjQUFjLE9BQU8sVUFBVSxLQUFLLFlBQVksUUFBUSxPQUFPLElBQUksUUFBUSxPQUFPLElBQ3BGLFFBQVEsUUFBUSxHQUNoQixXQUFXLE1BQU0sUUFBUSxFQUFFLFFBQVEsUUFBUSxPQUFPLElBQ2xEO0VBQ0oseUZBQXlGO0VBQ3pGLDBGQUEwRjtFQUMxRiwwRkFBMEY7RUFDMUYsZ0RBQWdEO0VBQ2hELE1BQU0sY0FBYyxPQUFPLE1BQU0sQ0FBQyxDQUFDLEdBQUcsUUFBVSxJQUFJLE1BQU0sTUFBTSxFQUFFO0VBQ2xFLE1BQU0sY0FDSixZQUNBLGVBQWUsa0JBQWtCLHdCQUF3QjtFQUUzRCxJQUFJO0VBQ0osSUFBSTtJQUNGLENBQUMsRUFBRSxXQUFXLEVBQUUsR0FBRyxNQUFNLE1BQU0sQ0FBQywwQkFBMEI7RUFDNUQsRUFBRSxPQUFPLEdBQUc7SUFDVixRQUFRLElBQUksQ0FBQztJQUNiLGFBQWEsS0FBSztJQUNsQixNQUFNO0VBQ1I7RUFDQSxNQUFNLFFBQVEsWUFDWjtJQUFFLFVBQVU7SUFBTSxVQUFVO0lBQVEsS0FBSztJQUFNLEdBQUcsU0FBUztFQUFDLEdBQzVELFlBQ0EsT0FDQTtJQUFFLFFBQVEsT0FBTyxRQUFRLEtBQUs7SUFBVTtJQUFVLFlBQVksT0FBTyxVQUFVLEtBQUs7RUFBUyxHQUM3RjtJQUFFLFNBQVMsUUFBUSxPQUFPLElBQUk7SUFBTztJQUFLO0lBQVU7SUFBUztFQUFZO0VBRTNFLE9BQU87SUFBRSxNQUFNO0lBQU8sT0FBTyxlQUFlLE9BQU8sS0FBSztJQUFNO0VBQU87QUFDdkU7QUFhQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBd0JDLEdBQ0QsT0FBTyxTQUFTLGFBQWEsTUFBb0IsRUFBRSxHQUFXO0VBQzVELElBQUksYUFBYSxTQUFTLFlBQVksS0FBSyxDQUFDLGVBQWU7SUFDekQsT0FBTztNQUFFLFVBQVUsT0FBTyxRQUFRO01BQUUsbUJBQW1CO0lBQU07RUFDL0Q7RUFDQSxNQUFNLG9CQUFvQixZQUFZLFFBQVE7RUFDOUMsTUFBTSxXQUFXLGtCQUFrQjtJQUNqQyxJQUFJO0lBQ0osT0FBTyxPQUFPO01BQ1osTUFBTSxTQUFTLEtBQUssTUFBTSxDQUFDLFFBQVEsQ0FBQyxTQUFTO01BQzdDLElBQUk7UUFDRixNQUFNLE9BQU8sS0FBSyxDQUFDO01BQ3JCLFNBQVU7UUFDUixPQUFPLFdBQVc7TUFDcEI7SUFDRjtJQUNBLE9BQU87SUFDUCxXQUFXO0lBQ1gsVUFBVSxJQUNSLElBQUksS0FBSyxDQUNQLG9CQUNJLGlGQUNBO0VBRVY7RUFDQSxPQUFPO0lBQUU7SUFBVTtFQUFrQjtBQUN2QztBQUVBOzs7Q0FHQyxHQUNELFNBQVMsZUFBZSxNQUFvQjtFQUMxQyxPQUFPLGFBQWEsU0FBUyxZQUFZLEtBQUssaUJBQWlCLFlBQVksUUFBUTtBQUNyRjtBQUVBLDJFQUEyRSxHQUMzRSxTQUFTO0VBQ1AsSUFBSTtJQUNGLEtBQUssTUFBTSxDQUFDLEtBQUs7RUFDbkIsRUFBRSxPQUFPLEdBQUc7SUFDVixJQUFJLENBQUMsQ0FBQyxhQUFhLEtBQUssTUFBTSxDQUFDLFdBQVcsR0FBRyxNQUFNLEdBQUcsaUJBQWlCO0VBQ3pFO0FBQ0Y7QUFFQTs7O0NBR0MsR0FDRCxNQUFNLHdCQUF3QjtBQUU5Qjs7Ozs7Ozs7Q0FRQyxHQUNELFNBQVMsZUFBZSxLQUFnQixFQUFFLEdBQXNCLEVBQUUsR0FBVztFQUMzRSxJQUFJLFFBQVEsUUFBUSxDQUFDLGVBQWUsT0FBTztFQUMzQyxNQUFNLE9BQU8saUJBQWlCLEdBQUcsSUFBSTtFQUNyQyxJQUFJLElBQUksTUFBTSxLQUFLLEtBQU0sU0FBUyxVQUFVLFNBQVMsVUFBVyxPQUFPO0VBQ3ZFLE1BQU0sT0FBTyxJQUFJO0VBQ2pCLHdGQUF3RjtFQUN4RixNQUFNLFVBQVUsV0FBVyxLQUFLLE1BQU0sRUFBRSxNQUFNLE9BQU87RUFDckQsTUFBTSxRQUFRLENBQUMsS0FBSyxDQUFDLEtBQU8sR0FBRyxPQUFPLENBQUMsSUFBTSxLQUFLLEtBQUs7RUFDdkQsSUFBSTtFQUNKLE1BQU0sUUFBUTtJQUNaLElBQUksYUFBYSxXQUFXO01BQzFCLElBQUksTUFBTSxjQUFjLFNBQVMsd0JBQXdCLE9BQU87TUFDaEUsV0FBVyxNQUFNLE1BQU0sQ0FBQztJQUMxQjtJQUNBLE9BQU8sTUFBTSxTQUFTLFdBQVcsQ0FBQyxJQUFJLE1BQU0sRUFBRSxLQUFLLE1BQU07RUFDM0Q7RUFDQSxNQUFNLFFBQVEsSUFBSSxRQUFlLEtBQU87RUFDeEMsc0RBQXNEO0VBQ3RELElBQUk7RUFDSixLQUFLLE1BQU0sQ0FBQyxnQkFBZ0IsQ0FBQyxTQUFTLElBQU0sU0FBUyxTQUFTO0lBQUUsTUFBTTtFQUFLO0VBQzNFLE1BQU0sZUFBZSxJQUNuQixRQUFRLElBQUksQ0FBQyxDQUFDO01BQ1osSUFBSSxDQUFDLFVBQVUsS0FBSyxNQUFNLENBQUMsT0FBTyxFQUFFLE9BQU87TUFDM0MsZ0VBQWdFO01BQ2hFLFlBQVksU0FBVSxhQUFhLENBQUMsSUFBSSxNQUFNO01BQzlDLFNBQVM7SUFDWCxHQUFHLENBQUM7TUFDRiw4RUFBOEU7TUFDOUUsZ0VBQWdFO01BQ2hFLElBQUksS0FBSyxDQUFDLENBQUMsZ0RBQWdELEVBQUUsQUFBQyxHQUFhLFNBQVMsR0FBRztNQUN2RixPQUFPO0lBQ1Q7RUFDRixNQUFNLG9CQUFvQjtJQUN4QixJQUFJLEtBQUssTUFBTSxDQUFDLE9BQU8sSUFBSSxhQUFhLFdBQVcsT0FBTztJQUMxRCxZQUFZLFNBQVMsYUFBYSxDQUFDLElBQUksTUFBTTtJQUM3QyxPQUFPLFNBQVMsaUJBQWlCO0VBQ25DO0VBQ0Esd0ZBQXdGO0VBQ3hGLDJCQUEyQjtFQUMzQixNQUFNLFVBQXFCLE9BQU8sTUFBTSxDQUFDO0VBQ3pDLE9BQU8sT0FBTyxNQUFNLENBQUMsU0FBUztJQUM1QjtJQUNBO0lBQ0EsY0FBYyxDQUFDO01BQ2IsS0FBSyxLQUFLO01BQ1YsTUFBTSxZQUFZLENBQUM7SUFDckI7RUFDRjtBQUNGO0FBRUE7Ozs7O0NBS0MsR0FDRCxlQUFlLGdCQUNiLElBQWdCLEVBQ2hCLE9BQXNCLEVBQ3RCLEtBQWdCLEVBQ2hCLE9BQTRCO0VBRTVCLElBQUk7SUFDRixNQUFNO0VBQ1IsRUFBRSxPQUFPLEdBQUc7SUFDVixNQUFNLFlBQVksQ0FBQztJQUNuQixNQUFNLE1BQU0sUUFBUSxDQUFDLEtBQUssQ0FBQyxLQUFPLElBQUksbUNBQW1DO0lBQ3pFLE1BQU0sS0FBSyxRQUFRLENBQUMsTUFBTSxDQUFDLEdBQUcsS0FBSyxDQUFDLEtBQU8sSUFBSSx3Q0FBd0M7SUFDdkYsTUFBTSxLQUFLLFNBQVMsR0FBRyxRQUFRLE9BQU8sSUFBSSxPQUFPLE1BQU0sQ0FBQztNQUN0RCxNQUFNLFFBQVEsbUJBQW1CLFFBQVEsVUFBVSxJQUFJLE1BQU0sT0FBTztNQUNwRSxDQUFDLFFBQVEsTUFBTSxJQUFJLFlBQVksRUFBRSxLQUFLLENBQUMsQ0FBQyxtQ0FBbUMsRUFBRSxNQUFNLEtBQUssRUFBRTtJQUM1RjtJQUNBLE1BQU07RUFDUjtBQUNGO0FBeUJBOzs7Ozs7Ozs7Ozs7OztDQWNDLEdBQ0QsT0FBTyxlQUFlLGlCQUFpQixPQUEwQjtFQUMvRCxJQUFJLEtBQUssS0FBSyxDQUFDLEVBQUUsS0FBSyxXQUFXLENBQUMsZUFBZTtFQUNqRCxNQUFNLFNBQVMsaUJBQWlCO0VBQ2hDLElBQUksT0FBTyxJQUFJLEtBQUssWUFBWSxPQUFPLEVBQUUsS0FBSyxNQUFNO0VBQ3BELHdGQUF3RjtFQUN4Rix1RkFBdUY7RUFDdkYsSUFBSSxpQkFBaUIsR0FBRyxFQUFFLEtBQUssT0FBTyxFQUFFLEVBQUU7RUFDMUMsTUFBTSxNQUFNLFFBQVEsTUFBTSxJQUFJO0VBQzlCLE1BQU0sWUFBWSxDQUFDLFFBQVEsWUFBWSxJQUFJLElBQUksS0FBSyxpQkFBaUIsR0FBRyxFQUFFLEtBQUssT0FBTyxFQUFFO0VBQ3hGLElBQUksS0FBSyxDQUNQLENBQUMsd0ZBQXdGLENBQUMsR0FDeEYsQ0FBQywyQ0FBMkMsRUFBRSxRQUFRLE1BQU0sQ0FBQywwQkFBMEIsQ0FBQyxHQUN4RixHQUFHLFFBQVEsS0FBSyxDQUFDLEdBQUcsQ0FBQyxHQUNyQixDQUFDLFlBQVkseURBQXlELEVBQUU7RUFFNUUsTUFBTSxRQUFRLFFBQVE7RUFDdEIsTUFBTSxFQUFFLG1CQUFtQixFQUFFLEdBQUcsTUFBTSxNQUFNLENBQUM7RUFDN0MsTUFBTSxPQUFPLE1BQU0sb0JBQW9CO0lBQ3JDLGdCQUFnQjtJQUNoQixZQUFZO0lBQ1osUUFBUSxRQUFRLE1BQU07SUFDdEIsT0FBTyxRQUFRLEtBQUs7SUFDcEIsUUFBUSxRQUFRLE1BQU07RUFDeEI7RUFDQSxJQUFJLFNBQVMsUUFBUSxXQUFXO0VBQ2hDLE1BQU0sT0FBTyxLQUFLLFFBQVEsR0FDdEIsK0JBQ0E7RUFDSixJQUFJLEtBQUssQ0FDUCxDQUFDLGlDQUFpQyxFQUFFLEtBQUssZUFBZSxFQUFFLEtBQUssT0FBTyxDQUFDLGtCQUFrQixDQUFDLEdBQ3hGLENBQUMsa0JBQWtCLEVBQUUsV0FBVyxDQUFDLEtBQUssS0FBSyxDQUFDLENBQUMsRUFBRSxFQUFFLEtBQUssRUFBRSxDQUFDLElBQUksQ0FBQztBQUVwRTtBQUVBLHNEQUFzRCxHQUN0RCxNQUFNLGNBQXNDO0VBQzFDLE9BQU87RUFDUCxRQUFRO0VBQ1IsU0FBUztFQUNULFdBQVc7RUFDWCxTQUFTO0VBQ1QsUUFBUTtBQUNWO0FBRUEsNkZBQTZGLEdBQzdGLFNBQVMsV0FBVyxHQUF1QixFQUFFLElBQStCO0VBQzFFLE9BQU8sUUFBUSxhQUFhLFNBQVM7QUFDdkM7QUFFQSxTQUFTLE1BQ1AsT0FBNEIsRUFDNUIsYUFBc0IsRUFDdEIsU0FBa0IsRUFDbEIsaUJBQTBCO0VBRTFCLE1BQU0sY0FBYyxRQUFRLFdBQVcsSUFBSTtFQUMzQyxNQUFNLFFBQVEsZUFBZSxLQUFLLEtBQUssQ0FBQyxFQUFFLEtBQUssV0FBVztFQUMxRCxNQUFNLFFBQVEsU0FBUyxnQkFBZ0IsaUJBQWlCLEtBQUs7RUFDN0QsTUFBTSxTQUFTLFNBQVMsZ0JBQWdCLGlCQUFpQixLQUFLO0VBQzlELE1BQU0sU0FBUyxTQUFTLGdCQUFnQixpQkFBaUIsS0FBSztFQUM5RCxPQUFPO0lBQ0w7SUFDQSxZQUFZLFFBQVEsS0FBSyxLQUFLLGFBQWEsQ0FBQyxXQUFXLFFBQVEsS0FBSyxFQUFFLFFBQVEsTUFBTTtJQUNwRixjQUFjLEFBQUMsUUFBUSxPQUFPLEtBQUssYUFDakMsQ0FBQyxXQUFXLFFBQVEsT0FBTyxFQUFFLFFBQVEsUUFBUSxLQUM3QyxRQUFRLGdCQUFnQixLQUFLO0lBQy9CLFlBQVksUUFBUSxLQUFLLEtBQUssYUFBYSxXQUFXLFFBQVEsS0FBSyxFQUFFLFFBQVEsTUFBTTtJQUNuRixjQUFjLFFBQVEsT0FBTyxLQUFLLGFBQWEsV0FBVyxRQUFRLE9BQU8sRUFBRSxRQUFRLFFBQVE7SUFDM0Y7SUFDQTtJQUNBO0lBQ0EsT0FBTyxPQUFPLFFBQVE7SUFDdEIsUUFBUSxRQUFRLFFBQVE7SUFDeEIseUZBQXlGO0lBQ3pGLG1CQUFtQixRQUFRLFNBQVMsVUFBVTtJQUM5QyxjQUFjLFFBQVEsTUFBTSxRQUMxQixPQUFPLEVBQUUsS0FBSyxPQUFPLE1BQU0sT0FBTyxFQUFFLEtBQUssUUFBUTtFQUNyRDtBQUNGIn0=
// denoCacheMetadata=17990160173384204734,17253314215903840106
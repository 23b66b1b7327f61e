/**
 * The two byte pipes of a session (client -> peer, peer -> client), and the portable copy
 * path that implements them: the reference behaviour. The kernel path
 * (`linux/kernel_pipes.ts`) implements the same {@linkcode BytePipes} and must be
 * indistinguishable from it.
 *
 * Invariants:
 * - Bytes are never inspected, copied into new buffers or re-encoded: the prefix chunks are
 *   written first, then the client's stream is piped with `pipeTo` (backpressure on both
 *   sides comes from the streams themselves). The peer's output is read and written one chunk
 *   at a time (one read and one write in flight, ending as `pipeTo` does), so that a write
 *   waiting on the client is seen (the drain after the peer's end waits while the client takes
 *   bytes); into a descriptor sink ({@linkcode CopyClient.reuseBuffers}) it is read into two
 *   reused buffers.
 * - Neither pipe ever rejects unhandled; stopping a pipe aborts both of its ends; finishing the
 *   peer -> client one ends it as the end of the peer's output would.
 *
 * @module
 */ import { ClientInputError, isReaderGone, isReset, OutputFinished } from "./pipe_errors.ts";
/**
 * Starts both pipes of the copy path.
 *
 * @param client The client's remaining input and its output.
 * @param prefix Chunks to send to the peer before the client's remaining input.
 * @param peer The peer.
 * @returns The running pipes.
 *
 * @example
 * ```ts
 * import { copyPipes } from "./byte_pipes.ts";
 * const echo = new TransformStream<Uint8Array, Uint8Array>();
 * const out = new TransformStream<Uint8Array, Uint8Array>();
 * const input = ReadableStream.from([new TextEncoder().encode("b\n")]);
 * const pipes = copyPipes({ readable: input, writable: out.writable }, [new TextEncoder().encode("a\n")], echo);
 * console.log(await new Response(out.readable).text()); // "a\nb\n"
 * ```
 */ export function copyPipes(client, prefix, peer) {
  const stopUp = new AbortController();
  const stopDown = new AbortController();
  for (const chunk of prefix)client.tapUp?.(chunk);
  const prefixSent = writePrefix(peer.writable, prefix);
  const upstream = (async ()=>{
    await prefixSent;
    await pipeInput(client.readable, peer.writable, stopUp.signal, client.tapUp, client.endUp);
  })();
  const startOutput = ()=>filteredOutput(peer.readable, client.writable, stopDown.signal, client.downstreamFilter, client.reuseBuffers, client.tapDown);
  const output = client.downstreamAfter ? outputAfter(client.downstreamAfter, startOutput) : startOutput();
  upstream.catch(()=>{});
  output.done.catch(()=>{});
  return {
    upstream,
    downstream: output.done,
    prefixSent: prefixSent.catch(()=>{}),
    stopUpstream: (reason)=>{
      stopUp.abort(reason);
      // The client's input left to be drained (the peer's input failed first) with nothing
      // draining it is cancelled now: a client writing to it sees the end, not a wait.
      upstream.catch(()=>{}).finally(()=>{
        if (!client.readable.locked) client.readable.cancel(reason).catch(()=>{});
      });
    },
    stopDownstream: (reason)=>stopDown.abort(reason),
    finishDownstream: ()=>output.finish ? output.finish() : stopDown.abort(),
    drainClient: ()=>drainInput(client.readable, stopUp.signal),
    waitingOnClient: output.waitingOnClient,
    lastProgressAt: output.lastProgressAt,
    // A guard stands between: its own failure and the peer's look alike there, so neither
    // is said to be the peer's.
    peerOutputFailed: ()=>!client.downstreamFilter && (output.failedReading?.() ?? false)
  };
}
/**
 * An output pipe that `start`s once `gate` resolves (and never, when it rejects). Finished
 * before it started, it starts finished (what the peer already wrote still goes).
 */ function outputAfter(gate, start) {
  let started;
  let finished = false;
  return {
    done: gate.then(()=>{
      started = start();
      if (finished) started.finish?.();
      return started.done;
    }),
    waitingOnClient: ()=>started?.waitingOnClient() ?? false,
    lastProgressAt: ()=>started?.lastProgressAt() ?? 0,
    failedReading: ()=>started?.failedReading?.() ?? false,
    finish: ()=>started?.finish ? started.finish() : void (finished = true)
  };
}
/**
 * Peer -> client through `filter` when there is one (the stdout guard): two pipes, the peer's
 * output into the filter and the filter's into `sink`, so that finishing the first gives the
 * filter its end (its last line is flushed) and the second then ends as at any end. Without a
 * filter, {@linkcode pipeOutput} alone.
 *
 * @param source The peer's output.
 * @param sink The client's output.
 * @param signal Stops both pipes.
 * @param filter What stands between.
 * @param reuseBuffers Whether `sink` is a descriptor (see {@linkcode CopyClient.reuseBuffers});
 *   not with a filter.
 * @param tap Sees every chunk on its way to `sink`.
 * @returns The running output, finished from the peer's side.
 *
 * @example
 * ```ts
 * import { filteredOutput } from "./byte_pipes.ts";
 * const sink = new TransformStream<Uint8Array, Uint8Array>();
 * const text = new Response(sink.readable).text();
 * const upper = new TransformStream<Uint8Array, Uint8Array>();
 * const output = filteredOutput(ReadableStream.from([new Uint8Array([104, 105])]), sink.writable, new AbortController().signal, upper);
 * await output.done;
 * console.log(await text); // "hi"
 * ```
 */ export function filteredOutput(source, sink, signal, filter, reuseBuffers = false, tap) {
  if (!filter) return pipeOutput(source, sink, signal, reuseBuffers, tap);
  // Its failures reach the second pipe through the filter (an aborted writable errors its
  // readable; a cancelled readable errors its writable), as pipeThrough's would.
  const into = pipeOutput(source, filter.writable, signal);
  into.done.catch(()=>{});
  const out = pipeOutput(filter.readable, sink, signal, false, tap);
  return {
    ...out,
    finish: into.finish
  };
}
/**
 * Reads `source` to its end and drops what it reads: the client's input once the peer no
 * longer takes it ({@linkcode BytePipes.drainClient}).
 *
 * @param source The client's input, left unlocked and uncancelled by the pipe that failed.
 * @param signal Stops the drain (the source is cancelled).
 * @returns Resolves at the source's end; rejects on a read error, a stop, or a source that
 *   is locked or was cancelled.
 *
 * @example
 * ```ts
 * import { drainInput } from "./byte_pipes.ts";
 * await drainInput(ReadableStream.from([new Uint8Array(3)]), new AbortController().signal);
 * ```
 */ export async function drainInput(source, signal) {
  if (signal.aborted) throw signal.reason;
  const reader = source.getReader();
  const onAbort = ()=>reader.cancel(signal.reason).catch(()=>{});
  signal.addEventListener("abort", onAbort, {
    once: true
  });
  try {
    while(!(await reader.read()).done){
    // dropped: nothing takes the client's input any more
    }
  } finally{
    signal.removeEventListener("abort", onAbort);
    reader.releaseLock();
  }
  if (signal.aborted) throw signal.reason;
}
/**
 * Writes `prefix` to `sink` and lets go of it; rejects like the write that failed.
 *
 * @param sink Where the prefix goes (it is unlocked again afterwards).
 * @param prefix The chunks.
 * @returns Resolves once every chunk was written.
 *
 * @example
 * ```ts
 * import { writePrefix } from "./byte_pipes.ts";
 * const sink = new TransformStream<Uint8Array, Uint8Array>();
 * const reading = new Response(sink.readable).text();
 * await writePrefix(sink.writable, [new TextEncoder().encode("hi\n")]);
 * await sink.writable.close();
 * console.log(await reading); // "hi\n"
 * ```
 */ export async function writePrefix(sink, prefix) {
  if (prefix.length === 0) return;
  const writer = sink.getWriter();
  try {
    for (const chunk of prefix)await writer.write(chunk);
  } finally{
    writer.releaseLock();
  }
}
/**
 * Client -> peer: `source.pipeTo(sink, { signal })`, through `tap` when there is one, whose
 * rejection says which side failed: the sink's own error when writing to the peer failed,
 * a {@linkcode ClientInputError} when reading `source` or the tap failed (the sink is
 * aborted then, so the peer sees the end of its input), or the stop reason.
 *
 * @param source The client's input.
 * @param sink The peer's input.
 * @param signal Stops the pipe (both ends are aborted).
 * @param tap Sees every chunk on its way to `sink`.
 * @param end Told at the source's end, before `sink` is closed.
 * @returns Settles once the pipe has ended.
 *
 * @example
 * ```ts
 * import { pipeInput } from "./byte_pipes.ts";
 * const failing = new ReadableStream<Uint8Array>({ pull: (c) => c.error(new Error("EIO")) });
 * const failed = await pipeInput(failing, new WritableStream(), new AbortController().signal)
 *   .catch((e) => e);
 * console.log(failed.name); // "ClientInputError"
 * ```
 */ export async function pipeInput(source, sink, signal, tap, end) {
  if (tap || end) return void await tappedPipe(source, sink, signal, tap, true, end);
  try {
    // preventAbort: whether the sink errored by itself tells which side failed.
    // preventCancel: when the peer is the side that failed, the client's input is left to
    // be drained (its end must still be seen); in every other case it is cancelled below.
    await source.pipeTo(sink, {
      signal,
      preventAbort: true,
      preventCancel: true
    });
  } catch (e) {
    const writer = sink.getWriter();
    const errored = writer.desiredSize === null; // errored or erroring
    // Nothing more goes in, whatever failed: the peer's input is aborted (preventAbort kept
    // it open), as pipeTo would have done.
    if (!errored) await writer.abort(signal.aborted ? signal.reason : e).catch(()=>{});
    writer.releaseLock();
    if (signal.aborted) {
      await source.cancel(signal.reason).catch(()=>{});
      throw e;
    }
    if (errored) throw e;
    // A reset with the sink not errored is the source's: the peer's input is a pipe (EPIPE)
    // or a stream of its own (errored then), and Deno's own pipe leaves the source it failed
    // to read not errored (stdiokinds8: a socket stdin). The client left: its end of input
    // (the peer's input was aborted above; lib13: taken for the peer's side, the session
    // waited for an end it could not see any more).
    if (isReset(e)) return;
    // Deno's own pipe between two resources leaves a failed sink as it was and rejects with
    // the write's error (EPIPE: the peer stopped reading): the peer's side, unless the source
    // is what errored (then, as anything else, the client's failure).
    if (isReaderGone(e) && !await hasErrored(source)) throw e;
    await source.cancel(e).catch(()=>{});
    throw new ClientInputError(e);
  }
}
/**
 * Whether `stream`, not locked, has errored (a failed pipe's source, told apart from its
 * sink). Without waiting a macrotask (an in-process peer that returns at its input's end must
 * not be seen ending first): an errored stream's reader has a `closed` rejected already, whose
 * reaction is queued, and so settles, before the one raced behind it.
 */ async function hasErrored(stream) {
  if (stream.locked) return false;
  const reader = stream.getReader();
  const errored = await Promise.race([
    reader.closed.then(()=>false, ()=>true),
    Promise.resolve().then(()=>false)
  ]);
  reader.releaseLock();
  return errored;
}
/**
 * Client -> peer as {@linkcode pipeInput} (tapped when `tap` or `end` is given), but only
 * until `ready()` says so: asked before each read, so that it stops with no read in flight
 * (a read that is waiting when it becomes ready is waited for, and its chunk forwarded
 * first), leaving the sink open and both streams unlocked for what moves the rest. The
 * kernel path copies the client's input this way while its own code gets ready.
 *
 * @param source The client's input.
 * @param sink The peer's input.
 * @param signal Stops the pipe, as {@linkcode pipeInput}'s.
 * @param ready Whether to stop before the next read.
 * @param tap Sees every chunk on its way to `sink`.
 * @param end Told at the source's end, before `sink` is closed.
 * @returns `"ready"` when it stopped for `ready`; `"ended"` when the source ended first (the
 *   sink is then closed); rejects as {@linkcode pipeInput} does.
 *
 * @example
 * ```ts
 * import { pipeInputUntil } from "./byte_pipes.ts";
 * const source = ReadableStream.from([new Uint8Array(3)]);
 * const went = await pipeInputUntil(source, new WritableStream(), new AbortController().signal, () => true);
 * console.log(went, source.locked); // "ready" false
 * ```
 */ export async function pipeInputUntil(source, sink, signal, ready, tap, end) {
  return await tappedPipe(source, sink, signal, tap, true, end, ready) ? "ready" : "ended";
}
/**
 * Starts copying `source` into `sink` once `after` (the first frame's write) resolved, until
 * {@linkcode CopyLead.ready}: so that what the client sends while the kernel path's code
 * loads reaches the peer as soon as on the copy path.
 *
 * @param source The client's input.
 * @param sink The peer's input.
 * @param after Resolves once `sink` may be written (its rejection is `done`'s).
 * @param tap Sees every chunk on its way to `sink`.
 * @param end Told at the source's end, before `sink` is closed.
 * @returns The running copy.
 *
 * @example
 * ```ts
 * import { copyLead } from "./byte_pipes.ts";
 * const source = ReadableStream.from([new Uint8Array(3)]);
 * const lead = copyLead(source, new WritableStream(), Promise.resolve());
 * lead.ready();
 * console.log(await lead.done); // "ready"
 * ```
 */ export function copyLead(source, sink, after, tap, end) {
  const stop = new AbortController();
  let isReady = false;
  let bytes = 0;
  const counted = (chunk)=>{
    bytes += chunk.length;
    tap?.(chunk);
  };
  const done = after.then(()=>pipeInputUntil(source, sink, stop.signal, ()=>isReady, counted, end));
  done.catch(()=>{}); // its owner awaits it
  return {
    done,
    ready: ()=>void (isReady = true),
    stop: (reason)=>stop.abort(reason),
    get bytes () {
      return bytes;
    }
  };
}
/**
 * Copies `source` into `sink` (through `tap`) until {@linkcode OutputLead.ready}: a read that
 * is waiting then is waited for and its chunk forwarded first. The kernel path copies the
 * peer's output this way while its own code gets ready, so that an answer the peer writes
 * meanwhile reaches the client as soon as on the copy path.
 *
 * @param source The peer's output.
 * @param sink The client's output.
 * @param tap Sees every chunk on its way to `sink`.
 * @returns The running copy.
 *
 * @example
 * ```ts
 * import { outputLead } from "./byte_pipes.ts";
 * const lead = outputLead(ReadableStream.from([new Uint8Array(3)]), new WritableStream());
 * console.log(await lead.done, lead.bytes); // "ended" 3
 * ```
 */ export function outputLead(source, sink, tap) {
  const stop = new AbortController();
  let isReady = false;
  let bytes = 0;
  let writing = false;
  let progressAt = Date.now();
  const seen = (chunk)=>{
    writing = true;
    bytes += chunk.length;
    tap?.(chunk);
  };
  // Asked before each read, so after each write has completed.
  const until = ()=>{
    if (writing) [writing, progressAt] = [
      false,
      Date.now()
    ];
    return isReady;
  };
  const done = tappedPipe(source, sink, stop.signal, seen, false, undefined, until).then((stopped)=>stopped ? "ready" : "ended");
  done.catch(()=>{}); // its owner awaits it
  return {
    done,
    ready: ()=>void (isReady = true),
    stop: (reason)=>stop.abort(reason),
    waitingOnClient: ()=>writing,
    lastProgressAt: ()=>progressAt,
    get bytes () {
      return bytes;
    }
  };
}
/**
 * Peer -> client: `source` into `sink`, one chunk at a time, ending as
 * `source.pipeTo(sink, { signal })` does, with the writes in flight seen; through two reused
 * buffers when `reuseBuffers` says the sink is a descriptor.
 *
 * @param source The peer's output.
 * @param sink The client's output.
 * @param signal Stops the pipe (both ends are aborted; `done` rejects with the reason).
 * @param reuseBuffers Whether `sink` writes to a descriptor.
 * @param tap Sees every chunk on its way to `sink`.
 * @returns The running pipe.
 *
 * @example
 * ```ts
 * import { pipeOutput } from "./byte_pipes.ts";
 * const sink = new TransformStream<Uint8Array, Uint8Array>();
 * const text = new Response(sink.readable).text();
 * const pipe = pipeOutput(ReadableStream.from([new TextEncoder().encode("x")]), sink.writable, new AbortController().signal);
 * await pipe.done;
 * console.log(await text); // "x"
 * ```
 */ export function pipeOutput(source, sink, signal, reuseBuffers = false, tap) {
  if (reuseBuffers) return reusedBuffersPipe(source, sink, signal, tap);
  const state = {
    readFailed: false,
    writing: false,
    lastProgressAt: Date.now()
  };
  const finish = new AbortController();
  return {
    done: tappedPipe(source, sink, signal, tap, false, undefined, undefined, state, finish.signal).then(()=>{}),
    waitingOnClient: ()=>state.writing,
    lastProgressAt: ()=>state.lastProgressAt,
    failedReading: ()=>state.readFailed,
    finish: ()=>finish.abort(new OutputFinished())
  };
}
/**
 * `source.pipeTo(sink, { signal })` that shows each chunk to `tap` first: one read and one
 * write in flight, like `pipeTo`, and ending like it. With `input`, a failure that is not the
 * sink's rejects as a {@linkcode ClientInputError}. With `until`, asked before each read: true
 * stops the pipe there, leaving the sink open (resolves true; false when the source ended).
 * `state.readFailed` says, once it rejects, whether a read of `source` failed; `state.writing`,
 * whether a write waits, and `state.lastProgressAt`, when one last completed. `finish` ends it
 * as its source's end would ({@linkcode OutputPipe.finish}).
 */ function tappedPipe(source, sink, signal, tap, input = false, end, until, state, finish) {
  let reader;
  try {
    reader = source.getReader();
  } catch (e) {
    return Promise.reject(e); // a locked source fails the pipe, as pipeTo's promise does
  }
  const own = input ? (e)=>new ClientInputError(e) : undefined;
  // The client's input, when the peer is the side that fails, is left to be drained.
  return endingLikePipeTo(reader, sink.getWriter(), signal, async (writer, readFailed)=>{
    while(true){
      if (signal.aborted) throw signal.reason;
      if (until?.()) return true;
      let chunk;
      try {
        chunk = await reader.read();
      } catch (e) {
        throw readFailedHere(readFailed, e, state);
      }
      if (chunk.done) {
        // Before the sink closes: before the peer can answer what came last. Not for a read
        // that a stop or a failed sink cancelled: the source did not end, it was cut.
        if (!signal.aborted && writer.desiredSize !== null) end?.();
        return false;
      }
      tap?.(chunk.value);
      if (state) state.writing = true;
      await writer.write(chunk.value);
      if (state) [state.writing, state.lastProgressAt] = [
        false,
        Date.now()
      ];
    }
  }, own, input, finish);
}
/**
 * Runs `pump` from `reader` to `writer` and ends both the way `pipeTo` does: closes the sink
 * once `pump` returns (resolves false; when `pump` returns true, it stopped before a read and
 * the sink stays open: resolves true); when it throws, aborts the sink, and cancels the source unless a read
 * failed (`pump` throws what `readFailed` returns); on `signal` does both (and rejects with
 * its reason); rejects in those three cases; always releases both locks. A sink its owner errors
 * (a remote connection ended from outside) cancels the source at once, even while a read
 * waits for a silent peer, and the pipe rejects with the sink's error. With `keepSource`, a
 * failed sink leaves the source as it is (unlocked, not cancelled; a waiting read is given
 * up, its bytes stay in the source) for {@linkcode drainInput}. `finish` cancels the source
 * (a waiting read ends as at its end): the pump then closes the sink as at any end.
 */ async function endingLikePipeTo(reader, writer, signal, pump, notTheSink, keepSource = false, finish) {
  const onAbort = ()=>{
    reader.cancel(signal.reason).catch(()=>{});
    writer.abort(signal.reason).catch(()=>{});
  };
  signal.addEventListener("abort", onAbort, {
    once: true
  });
  // The source's end given for it: a waiting read ends as at that end, and the pump closes
  // the sink behind what it has read.
  const onFinish = ()=>reader.cancel(finish.reason).catch(()=>{});
  finish?.addEventListener("abort", onFinish, {
    once: true
  });
  if (finish?.aborted) onFinish();
  // Stopped before it started (a kernel path that fell back to copying after the stop):
  // ended as a stop that comes meanwhile would end it, the sink aborted (the peer's input
  // closes), not left open.
  if (signal.aborted) onAbort();
  let finished = false; // or ending: the sink's own abort below is not "its owner errored it"
  let sinkGone = null;
  writer.closed.catch((e)=>{
    if (finished) return;
    if (!keepSource) return void reader.cancel(e).catch(()=>{}); // a pending read ends now
    sinkGone = {
      error: e
    };
    reader.releaseLock(); // a pending read is given up now; the source stays to be drained
  });
  let readError = false;
  const readFailed = (error)=>{
    if (sinkGone !== null) return sinkGone.error; // the read given up above: the sink's end
    readError = true;
    return error;
  };
  try {
    // true: stopped before a read, the sink left open for what moves the rest.
    if (await pump(writer, readFailed) === true) return true;
    await closeSink(writer);
    return false;
  } catch (e) {
    finished = true;
    if (signal.aborted) throw signal.reason;
    const sinkFailed = writer.desiredSize === null || !readError && isReaderGone(e);
    // Nothing more goes in either way: the sink is aborted (nothing changes when it is the
    // one that failed), and the source is cancelled unless it is the one that failed (a tap
    // that throws fails neither, and must not leave the sink open).
    await writer.abort(e).catch(()=>{});
    if (!readError && !(keepSource && sinkFailed)) await reader.cancel(e).catch(()=>{});
    // The client's input reset as it was read: the client left, its end of input (the sink
    // was aborted above), as for the untapped pipe (lib13).
    if (keepSource && readError && !sinkFailed && isReset(e)) return false;
    throw sinkFailed || notTheSink === undefined ? e : notTheSink(e);
  } finally{
    finished = true;
    signal.removeEventListener("abort", onAbort);
    finish?.removeEventListener("abort", onFinish);
    reader.releaseLock();
    writer.releaseLock();
  }
}
/**
 * Closes the sink at the end of input. A sink its owner errored meanwhile (an output closed on
 * purpose, a failed write of someone else's) makes `close()` reject with a `TypeError` that
 * only says "closed or errored"; this rejects with the sink's own error instead, as `pipeTo`
 * does, so the caller judges what really ended the output.
 */ async function closeSink(writer) {
  try {
    await writer.close();
  } catch (e) {
    await writer.closed; // errored: rejects with the sink's stored error
    throw e;
  }
}
/**
 * What a failed read rejects with (`readFailed`'s answer: the sink's end, when its owner
 * ended it and the read was given up for that), noting in `state` a read that failed by
 * itself.
 */ function readFailedHere(readFailed, e, state) {
  const failure = readFailed(e);
  if (state && failure === e && !(e instanceof DOMException && e.name === "AbortError")) {
    state.readFailed = true;
  }
  return failure;
}
/** Size of each reused read buffer: a pipe holds 64 KiB, so a read never gets more. */ const BUFFER_BYTES = 64 * 1024;
function reusedBuffersPipe(source, sink, signal, tap) {
  let reader;
  try {
    reader = source.getReader({
      mode: "byob"
    });
  } catch  {
    // Not a byte stream (a remote agent's lines): piped as it is, still shown to the tap.
    return pipeOutput(source, sink, signal, false, tap);
  }
  const state = {
    writing: false,
    lastProgressAt: Date.now(),
    readFailed: false
  };
  const finish = new AbortController();
  return {
    done: pumpReusingBuffers(reader, sink.getWriter(), signal, state, tap, finish.signal),
    waitingOnClient: ()=>state.writing,
    lastProgressAt: ()=>state.lastProgressAt,
    failedReading: ()=>state.readFailed,
    finish: ()=>finish.abort(new OutputFinished())
  };
}
/**
 * Reads the peer's output into one of two reused buffers while the other is being written,
 * instead of a fresh 64 KiB buffer per read (pipeTo's default reader): fewer allocations,
 * a flat RSS, and a read that overlaps the previous write. Ends like `pipeTo`: closes the
 * sink at end of input; on a read error aborts the sink, on a write error cancels the
 * source, on `signal` does both; rejects in those three cases.
 */ function pumpReusingBuffers(reader, writer, signal, state, tap, finish) {
  const free = [
    new ArrayBuffer(BUFFER_BYTES),
    new ArrayBuffer(BUFFER_BYTES)
  ];
  const ended = endingLikePipeTo(reader, writer, signal, async (writer, readFailed)=>{
    let writing = Promise.resolve();
    while(true){
      if (signal.aborted) throw signal.reason;
      let chunk;
      try {
        // A buffer is free here: the write before the one in flight has handed its back.
        chunk = await reader.read(new Uint8Array(free.pop()));
      } catch (e) {
        throw readFailedHere(readFailed, e, state);
      }
      if (signal.aborted) throw signal.reason;
      if (chunk.done) break;
      const bytes = chunk.value;
      tap?.(bytes);
      await writing; // at most one write in flight
      state.writing = true;
      writing = writer.write(bytes).then(()=>{
        state.writing = false;
        state.lastProgressAt = Date.now();
        free.push(bytes.buffer);
      }, (e)=>{
        reader.cancel(e).catch(()=>{}); // like pipeTo: a sink error ends the read now
        throw e;
      });
      writing.catch(()=>{}); // awaited on the next turn: never an unhandled rejection
    }
    await writing;
  }, undefined, false, finish);
  return ended.then(()=>{});
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3RyYW5zcG9ydC9ieXRlX3BpcGVzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIHR3byBieXRlIHBpcGVzIG9mIGEgc2Vzc2lvbiAoY2xpZW50IC0+IHBlZXIsIHBlZXIgLT4gY2xpZW50KSwgYW5kIHRoZSBwb3J0YWJsZSBjb3B5XG4gKiBwYXRoIHRoYXQgaW1wbGVtZW50cyB0aGVtOiB0aGUgcmVmZXJlbmNlIGJlaGF2aW91ci4gVGhlIGtlcm5lbCBwYXRoXG4gKiAoYGxpbnV4L2tlcm5lbF9waXBlcy50c2ApIGltcGxlbWVudHMgdGhlIHNhbWUge0BsaW5rY29kZSBCeXRlUGlwZXN9IGFuZCBtdXN0IGJlXG4gKiBpbmRpc3Rpbmd1aXNoYWJsZSBmcm9tIGl0LlxuICpcbiAqIEludmFyaWFudHM6XG4gKiAtIEJ5dGVzIGFyZSBuZXZlciBpbnNwZWN0ZWQsIGNvcGllZCBpbnRvIG5ldyBidWZmZXJzIG9yIHJlLWVuY29kZWQ6IHRoZSBwcmVmaXggY2h1bmtzIGFyZVxuICogICB3cml0dGVuIGZpcnN0LCB0aGVuIHRoZSBjbGllbnQncyBzdHJlYW0gaXMgcGlwZWQgd2l0aCBgcGlwZVRvYCAoYmFja3ByZXNzdXJlIG9uIGJvdGhcbiAqICAgc2lkZXMgY29tZXMgZnJvbSB0aGUgc3RyZWFtcyB0aGVtc2VsdmVzKS4gVGhlIHBlZXIncyBvdXRwdXQgaXMgcmVhZCBhbmQgd3JpdHRlbiBvbmUgY2h1bmtcbiAqICAgYXQgYSB0aW1lIChvbmUgcmVhZCBhbmQgb25lIHdyaXRlIGluIGZsaWdodCwgZW5kaW5nIGFzIGBwaXBlVG9gIGRvZXMpLCBzbyB0aGF0IGEgd3JpdGVcbiAqICAgd2FpdGluZyBvbiB0aGUgY2xpZW50IGlzIHNlZW4gKHRoZSBkcmFpbiBhZnRlciB0aGUgcGVlcidzIGVuZCB3YWl0cyB3aGlsZSB0aGUgY2xpZW50IHRha2VzXG4gKiAgIGJ5dGVzKTsgaW50byBhIGRlc2NyaXB0b3Igc2luayAoe0BsaW5rY29kZSBDb3B5Q2xpZW50LnJldXNlQnVmZmVyc30pIGl0IGlzIHJlYWQgaW50byB0d29cbiAqICAgcmV1c2VkIGJ1ZmZlcnMuXG4gKiAtIE5laXRoZXIgcGlwZSBldmVyIHJlamVjdHMgdW5oYW5kbGVkOyBzdG9wcGluZyBhIHBpcGUgYWJvcnRzIGJvdGggb2YgaXRzIGVuZHM7IGZpbmlzaGluZyB0aGVcbiAqICAgcGVlciAtPiBjbGllbnQgb25lIGVuZHMgaXQgYXMgdGhlIGVuZCBvZiB0aGUgcGVlcidzIG91dHB1dCB3b3VsZC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUgeyBDb25uZWN0aW9uIH0gZnJvbSBcIi4vZHVwbGV4LnRzXCI7XG5pbXBvcnQgeyBDbGllbnRJbnB1dEVycm9yLCBpc1JlYWRlckdvbmUsIGlzUmVzZXQsIE91dHB1dEZpbmlzaGVkIH0gZnJvbSBcIi4vcGlwZV9lcnJvcnMudHNcIjtcblxuLyoqIFRoZSB0d28gZGlyZWN0aW9ucyBvZiBhIHJ1bm5pbmcgc2Vzc2lvbiwgd2hpY2hldmVyIHBhdGggY2FycmllcyB0aGUgYnl0ZXMuICovXG5leHBvcnQgaW50ZXJmYWNlIEJ5dGVQaXBlcyB7XG4gIC8qKlxuICAgKiBDbGllbnQgLT4gcGVlci4gUmVzb2x2ZXMgb25jZSB0aGUgY2xpZW50J3MgaW5wdXQgZW5kZWQgYW5kIHRoZSBwZWVyJ3MgaW5wdXQgd2FzIGNsb3NlZDtcbiAgICogcmVqZWN0cyB3aXRoIHRoZSBzaW5rJ3MgZXJyb3Igd2hlbiB3cml0aW5nIHRvIHRoZSBwZWVyIGZhaWxlZCwgd2l0aCBhXG4gICAqIHtAbGlua2NvZGUgQ2xpZW50SW5wdXRFcnJvcn0gd2hlbiByZWFkaW5nIHRoZSBjbGllbnQncyBpbnB1dCBvciBoYW5kbGluZyBpdCBmYWlsZWQgKHRoZVxuICAgKiBwZWVyJ3MgaW5wdXQgaXMgYWJvcnRlZCB0aGVuKSwgb3Igd2l0aCB0aGUgc3RvcCByZWFzb24uXG4gICAqL1xuICByZWFkb25seSB1cHN0cmVhbTogUHJvbWlzZTx2b2lkPjtcbiAgLyoqXG4gICAqIFBlZXIgLT4gY2xpZW50LiBSZXNvbHZlcyBvbmNlIHRoZSBwZWVyJ3Mgb3V0cHV0IGVuZGVkIGFuZCB0aGUgY2xpZW50J3Mgb3V0cHV0IHdhc1xuICAgKiBjbG9zZWQ7IHJlamVjdHMgd2l0aCB0aGUgZXJyb3Igb2YgYSBmYWlsZWQgd3JpdGUgdG8gdGhlIGNsaWVudCwgb3Igd2l0aCB0aGUgc3RvcCByZWFzb24uXG4gICAqL1xuICByZWFkb25seSBkb3duc3RyZWFtOiBQcm9taXNlPHZvaWQ+O1xuICAvKiogUmVzb2x2ZXMgb25jZSB0aGUgcHJlZml4ICh0aGUgZmlyc3QgZnJhbWUpIGlzIGluIHRoZSBwZWVyJ3MgaW5wdXQsIG9yIHdyaXRpbmcgaXQgZmFpbGVkLiAqL1xuICByZWFkb25seSBwcmVmaXhTZW50OiBQcm9taXNlPHZvaWQ+O1xuICAvKipcbiAgICogUmVzb2x2ZXMgYXQgdGhlIGNsaWVudCdzIG5leHQgaGFuZy11cCAoaXRzIHdyaXRlciBsZXQgZ28gb2YgaXRzIGlucHV0OiBub3csIHdoZW4gaXRcbiAgICogYWxyZWFkeSBoYXMpLCBzZWVuIGV2ZW4gd2hpbGUgYnl0ZXMgaXQgc2VudCBhcmUgc3RpbGwgb24gdGhlaXIgd2F5IHRvIGEgcGVlciB0aGF0IGRvZXNcbiAgICogbm90IHJlYWQgdGhlbTsgbmV2ZXIgcmVqZWN0cy4gQWJzZW50IHdoZXJlIHRoYXQgZW5kIGlzIHNlZW4gb25seSBieSByZWFkaW5nIHRvIGl0XG4gICAqIChgdXBzdHJlYW1gIHJlc29sdmluZykuXG4gICAqL1xuICBjbGllbnRIdW5nVXA/KCk6IFByb21pc2U8dm9pZD47XG4gIC8qKlxuICAgKiBXaGV0aGVyIHRoZSBjbGllbnQgaXMgc3RpbGwgaHVuZyB1cCAoYSBGSUZPJ3MgbmV4dCB3cml0ZXIgZW5kcyBpdHMgaGFuZy11cCkuIEFic2VudDogYVxuICAgKiBoYW5nLXVwIGlzIGZvciBnb29kIChhIGNsaWVudCBwcm9ncmFtIHRoYXQgZXhpdGVkKS5cbiAgICovXG4gIGNsaWVudFN0aWxsSHVuZ1VwPygpOiBib29sZWFuO1xuICAvKiogU3RvcHMgY2xpZW50IC0+IHBlZXI6IHRoZSBwZWVyJ3MgaW5wdXQgaXMgY2xvc2VkIChhYm9ydGVkKSwgYSBkcmFpbiB0b28uICovXG4gIHN0b3BVcHN0cmVhbShyZWFzb24/OiB1bmtub3duKTogdm9pZDtcbiAgLyoqXG4gICAqIE9uY2UgYHVwc3RyZWFtYCBoYXMgcmVqZWN0ZWQgYmVjYXVzZSB0aGUgcGVlciBubyBsb25nZXIgdGFrZXMgaW5wdXQgKGl0cyBzaW5rIGZhaWxlZDpcbiAgICogYW4gYWdlbnQgdGhhdCBjbG9zZWQgaXRzIHN0ZGluIGFuZCBydW5zIG9uKSwgcmVhZHMgdGhlIGNsaWVudCdzIHJlbWFpbmluZyBpbnB1dCBhbmRcbiAgICogZHJvcHMgaXQsIHNvIHRoYXQgdGhlIGNsaWVudCdzIGVuZCBvZiBpbnB1dCBpcyBzdGlsbCBzZWVuIChST1VUSU5HIMKnMy42OiB0aGVuIHRoZVxuICAgKiBwZWVyJ3MgaW5wdXQgaXMgY2xvc2VkLCBpdCBnZXRzIHRoZSBncmFjZSBwZXJpb2QsIC4uLikuIFJlc29sdmVzIGF0IHRoYXQgZW5kOyByZWplY3RzIG9uXG4gICAqIGEgcmVhZCBlcnJvciwgb24gYHN0b3BVcHN0cmVhbWAsIG9yIHdoZW4gdGhlIGNsaWVudCdzIGlucHV0IGlzIG5vdCBsZWZ0IHRvIGRyYWluLlxuICAgKi9cbiAgZHJhaW5DbGllbnQoKTogUHJvbWlzZTx2b2lkPjtcbiAgLyoqIFN0b3BzIHBlZXIgLT4gY2xpZW50OiB0aGUgY2xpZW50J3Mgb3V0cHV0IGlzIGNsb3NlZCAoYWJvcnRlZCkuICovXG4gIHN0b3BEb3duc3RyZWFtKHJlYXNvbj86IHVua25vd24pOiB2b2lkO1xuICAvKipcbiAgICogRW5kcyBwZWVyIC0+IGNsaWVudCBhcyB0aGUgZW5kIG9mIHRoZSBwZWVyJ3Mgb3V0cHV0IHdvdWxkLCBmb3IgYSBwZWVyIHRoYXQgZW5kZWQgYW5kXG4gICAqIGxlZnQgaXRzIG91dHB1dCBvcGVuIChhIGJhY2tncm91bmQgY2hpbGQgaG9sZGluZyBpdCwgYW4gaW4tcHJvY2VzcyBoYW5kbGVyIHRoYXQga2VwdFxuICAgKiBpdHMgd3JpdGVyKTogdGhlIHBpcGUgcmVhZHMgbm8gbW9yZSBvZiBpdCAoY2FuY2VsbGVkKSwgd3JpdGVzIHdoYXQgaXQgaGFzIHJlYWQsIGFuZFxuICAgKiBjbG9zZXMgdGhlIGNsaWVudCdzIG91dHB1dCAodGhyb3VnaCB0aGUgc3Rkb3V0IGd1YXJkLCB3aGljaCBnZXRzIGl0cyBlbmQgdG9vKSAtLVxuICAgKiBgZG93bnN0cmVhbWAgc2V0dGxlcyBhcyBhdCB0aGF0IGVuZCwgYSBmYWlsZWQgY2xvc2UgaXRzIGZhaWx1cmUuIFdoZXJlIHRoZSBkYWVtb24gZG9lc1xuICAgKiBub3QgY29weSB0aGUgcGVlcidzIG91dHB1dCAodGhlIGtlcm5lbCBwYXRoKSwgYXMgYHN0b3BEb3duc3RyZWFtYC5cbiAgICovXG4gIGZpbmlzaERvd25zdHJlYW0oKTogdm9pZDtcbiAgLyoqIFRydWUgd2hpbGUgYSB3cml0ZSB0byB0aGUgY2xpZW50IGlzIGluIGZsaWdodCAodGhlIGNsaWVudCBpcyB0aGUgc2xvdyBzaWRlKS4gKi9cbiAgd2FpdGluZ09uQ2xpZW50KCk6IGJvb2xlYW47XG4gIC8qKiBXaGVuIGEgd3JpdGUgdG8gdGhlIGNsaWVudCBsYXN0IGNvbXBsZXRlZCAobXMgc2luY2UgdGhlIGVwb2NoKSwgb3IgMCB3aGVuIHVua25vd24uICovXG4gIGxhc3RQcm9ncmVzc0F0KCk6IG51bWJlcjtcbiAgLyoqXG4gICAqIE9uY2UgYGRvd25zdHJlYW1gIGhhcyByZWplY3RlZDogd2hldGhlciByZWFkaW5nIHRoZSBwZWVyJ3Mgb3V0cHV0IGlzIHdoYXQgZmFpbGVkIChpdHNcbiAgICogcmVhZGFibGUgZXJyb3JlZCksIG5vdCB3cml0aW5nIHRvIHRoZSBjbGllbnQ7IGtub3duIGFzIHRoZSByZWplY3Rpb24gaXMgc2Vlbi4gQWJzZW50XG4gICAqIHdoZXJlIHRoYXQgY2Fubm90IGJlIHRvbGQgKHRoZW4gYSByZWplY3Rpb24gdGhhdCBpcyBubyByZWFkZXIgZ29pbmcgYXdheSBpcyB0aGVcbiAgICogY2xpZW50J3Mgb3V0cHV0IGZhaWxpbmcpLlxuICAgKi9cbiAgcGVlck91dHB1dEZhaWxlZD8oKTogYm9vbGVhbjtcbn1cblxuLyoqIFRoZSBjbGllbnQgc2lkZSBvZiBhIGNvcHkgcGF0aC4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgQ29weUNsaWVudCB7XG4gIC8qKiBDbGllbnQgYnl0ZXMgc3RpbGwgdG8gZm9yd2FyZCAoYWZ0ZXIgdGhlIHByZWZpeCkuICovXG4gIHJlYWRvbmx5IHJlYWRhYmxlOiBSZWFkYWJsZVN0cmVhbTxVaW50OEFycmF5PjtcbiAgLyoqIFdoZXJlIHBlZXIgYnl0ZXMgZ28uICovXG4gIHJlYWRvbmx5IHdyaXRhYmxlOiBXcml0YWJsZVN0cmVhbTxVaW50OEFycmF5PjtcbiAgLyoqXG4gICAqIFdoZXRoZXIgYHdyaXRhYmxlYCB3cml0ZXMgdG8gYSBkZXNjcmlwdG9yLCB3aGljaCBoYXMgd3JpdHRlbiBhIGNodW5rIG91dCBieSB0aGUgdGltZSB0aGVcbiAgICogd3JpdGUgcmVzb2x2ZXM6IHRoZW4gdGhlIHBlZXIncyBvdXRwdXQgaXMgcmVhZCBpbnRvIHR3byByZXVzZWQgYnVmZmVycy4gQW5vdGhlciB3cml0YWJsZVxuICAgKiAoYSBgVHJhbnNmb3JtU3RyZWFtYCkgbWF5IHN0aWxsIGhvbGQgYSBjaHVuayBhZnRlciBpdHMgd3JpdGUgcmVzb2x2ZWQsIHNvIGl0IG11c3Qgb3duIGl0LlxuICAgKiBAZGVmYXVsdCBmYWxzZVxuICAgKi9cbiAgcmVhZG9ubHkgcmV1c2VCdWZmZXJzPzogYm9vbGVhbjtcbiAgLyoqIFNlZXMgZXZlcnkgY2h1bmsgZm9yd2FyZGVkIHRvIHRoZSBwZWVyLCBwcmVmaXggaW5jbHVkZWQgKGl0IG11c3Qgbm90IGtlZXAgdGhlIGNodW5rKS4gKi9cbiAgcmVhZG9ubHkgdGFwVXA/OiBDaHVua1RhcDtcbiAgLyoqXG4gICAqIFRvbGQgd2hlbiB0aGUgY2xpZW50J3MgaW5wdXQgaGFzIGVuZGVkLCBiZWZvcmUgdGhlIHBlZXIncyBpbnB1dCBpcyBjbG9zZWQ6IGEgcmVjb3JkZXJcbiAgICogdGhlbiB0YWtlcyBhIGxhc3QgbGluZSB3aXRob3V0IExGIGFzIGEgZnJhbWUsIGFoZWFkIG9mIHdoYXQgYW5zd2VycyBpdC5cbiAgICovXG4gIHJlYWRvbmx5IGVuZFVwPzogKCkgPT4gdm9pZDtcbiAgLyoqIFNlZXMgZXZlcnkgY2h1bmsgZm9yd2FyZGVkIHRvIHRoZSBjbGllbnQgKGl0IG11c3Qgbm90IGtlZXAgdGhlIGNodW5rKS4gKi9cbiAgcmVhZG9ubHkgdGFwRG93bj86IENodW5rVGFwO1xuICAvKipcbiAgICogU3RhbmRzIGJldHdlZW4gdGhlIHBlZXIncyBvdXRwdXQgYW5kIHRoZSBjbGllbnQgKHRoZSBzdGRvdXQgZ3VhcmQpOiB3aGF0IGl0IGVtaXRzIGlzXG4gICAqIHdoYXQgdGhlIGNsaWVudCBnZXRzLiBUaGUgY29weSBwYXRoJ3MgYnl0ZXMgc3RheSB1bmNoYW5nZWQgd2l0aG91dCBpdC5cbiAgICovXG4gIHJlYWRvbmx5IGRvd25zdHJlYW1GaWx0ZXI/OiBUcmFuc2Zvcm1TdHJlYW08VWludDhBcnJheSwgVWludDhBcnJheT47XG4gIC8qKlxuICAgKiBQZWVyIC0+IGNsaWVudCBzdGFydHMgb25seSBvbmNlIHRoaXMgcmVzb2x2ZXMgKGEgZGlhbGxlZCBwZWVyJ3MgYHJlYWNoZWRgKSwgd2hpbGVcbiAgICogY2xpZW50IC0+IHBlZXIgcnVucyBmcm9tIHRoZSBzdGFydDsgd2hlbiBpdCByZWplY3RzLCBgZG93bnN0cmVhbWAgcmVqZWN0cyB3aXRoIGl0c1xuICAgKiByZWFzb24sIGFuZCB0aGUgcGVlcidzIG91dHB1dCBhbmQgdGhlIGNsaWVudCdzIG91dHB1dCBhcmUgbGVmdCB1bnRvdWNoZWQgKHVubG9ja2VkKS5cbiAgICogQGRlZmF1bHQgcGVlciAtPiBjbGllbnQgc3RhcnRzIGF0IG9uY2VcbiAgICovXG4gIHJlYWRvbmx5IGRvd25zdHJlYW1BZnRlcj86IFByb21pc2U8dm9pZD47XG59XG5cbi8qKlxuICogU2VlcyBhIGZvcndhcmRlZCBjaHVuayBkdXJpbmcgdGhlIGNhbGwgdGhhdCBmb3J3YXJkcyBpdDsgaXQgbXVzdCBjb3B5IHdoYXQgaXQga2VlcHMgKHRoZVxuICogYnVmZmVyIG1heSBiZSByZXVzZWQpIGFuZCBtdXN0IG5ldmVyIHRocm93IG9yIGJsb2NrLlxuICovXG5leHBvcnQgdHlwZSBDaHVua1RhcCA9IChjaHVuazogVWludDhBcnJheSkgPT4gdm9pZDtcblxuLyoqXG4gKiBUb2xkLCBpbiBvcmRlciB3aXRoIHRoZSBjaHVua3MgaXRzIHtAbGlua2NvZGUgQ2h1bmtUYXB9IHNlZXMsIG9mIGZvcndhcmRlZCBieXRlcyB0aGF0IHRhcFxuICogY291bGQgbm90IGJlIHNob3duIChhIHJlY29yZGluZyBwdW1wJ3MgcmVjb3JkZXIgZmVsbCBiZWhpbmQpOiBob3cgbWFueSBsaW5lIGVuZHMgdGhleVxuICogaGVsZCwgd2hldGhlciB0aGV5IGVuZGVkIG1pZC1saW5lLCBhbmQgaG93IG1hbnkgYnl0ZXMgdGhleSB3ZXJlLiBNdXN0IG5ldmVyIHRocm93IG9yXG4gKiBibG9jay5cbiAqL1xuZXhwb3J0IHR5cGUgR2FwVGFwID0gKGxpbmVFbmRzOiBudW1iZXIsIGVuZHNNaWRMaW5lOiBib29sZWFuLCBieXRlczogbnVtYmVyKSA9PiB2b2lkO1xuXG4vKipcbiAqIFN0YXJ0cyBib3RoIHBpcGVzIG9mIHRoZSBjb3B5IHBhdGguXG4gKlxuICogQHBhcmFtIGNsaWVudCBUaGUgY2xpZW50J3MgcmVtYWluaW5nIGlucHV0IGFuZCBpdHMgb3V0cHV0LlxuICogQHBhcmFtIHByZWZpeCBDaHVua3MgdG8gc2VuZCB0byB0aGUgcGVlciBiZWZvcmUgdGhlIGNsaWVudCdzIHJlbWFpbmluZyBpbnB1dC5cbiAqIEBwYXJhbSBwZWVyIFRoZSBwZWVyLlxuICogQHJldHVybnMgVGhlIHJ1bm5pbmcgcGlwZXMuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBjb3B5UGlwZXMgfSBmcm9tIFwiLi9ieXRlX3BpcGVzLnRzXCI7XG4gKiBjb25zdCBlY2hvID0gbmV3IFRyYW5zZm9ybVN0cmVhbTxVaW50OEFycmF5LCBVaW50OEFycmF5PigpO1xuICogY29uc3Qgb3V0ID0gbmV3IFRyYW5zZm9ybVN0cmVhbTxVaW50OEFycmF5LCBVaW50OEFycmF5PigpO1xuICogY29uc3QgaW5wdXQgPSBSZWFkYWJsZVN0cmVhbS5mcm9tKFtuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoXCJiXFxuXCIpXSk7XG4gKiBjb25zdCBwaXBlcyA9IGNvcHlQaXBlcyh7IHJlYWRhYmxlOiBpbnB1dCwgd3JpdGFibGU6IG91dC53cml0YWJsZSB9LCBbbmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKFwiYVxcblwiKV0sIGVjaG8pO1xuICogY29uc29sZS5sb2coYXdhaXQgbmV3IFJlc3BvbnNlKG91dC5yZWFkYWJsZSkudGV4dCgpKTsgLy8gXCJhXFxuYlxcblwiXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNvcHlQaXBlcyhcbiAgY2xpZW50OiBDb3B5Q2xpZW50LFxuICBwcmVmaXg6IHJlYWRvbmx5IFVpbnQ4QXJyYXlbXSxcbiAgcGVlcjogQ29ubmVjdGlvbixcbik6IEJ5dGVQaXBlcyB7XG4gIGNvbnN0IHN0b3BVcCA9IG5ldyBBYm9ydENvbnRyb2xsZXIoKTtcbiAgY29uc3Qgc3RvcERvd24gPSBuZXcgQWJvcnRDb250cm9sbGVyKCk7XG4gIGZvciAoY29uc3QgY2h1bmsgb2YgcHJlZml4KSBjbGllbnQudGFwVXA/LihjaHVuayk7XG4gIGNvbnN0IHByZWZpeFNlbnQgPSB3cml0ZVByZWZpeChwZWVyLndyaXRhYmxlLCBwcmVmaXgpO1xuICBjb25zdCB1cHN0cmVhbSA9IChhc3luYyAoKSA9PiB7XG4gICAgYXdhaXQgcHJlZml4U2VudDtcbiAgICBhd2FpdCBwaXBlSW5wdXQoY2xpZW50LnJlYWRhYmxlLCBwZWVyLndyaXRhYmxlLCBzdG9wVXAuc2lnbmFsLCBjbGllbnQudGFwVXAsIGNsaWVudC5lbmRVcCk7XG4gIH0pKCk7XG4gIGNvbnN0IHN0YXJ0T3V0cHV0ID0gKCkgPT5cbiAgICBmaWx0ZXJlZE91dHB1dChcbiAgICAgIHBlZXIucmVhZGFibGUsXG4gICAgICBjbGllbnQud3JpdGFibGUsXG4gICAgICBzdG9wRG93bi5zaWduYWwsXG4gICAgICBjbGllbnQuZG93bnN0cmVhbUZpbHRlcixcbiAgICAgIGNsaWVudC5yZXVzZUJ1ZmZlcnMsXG4gICAgICBjbGllbnQudGFwRG93bixcbiAgICApO1xuICBjb25zdCBvdXRwdXQgPSBjbGllbnQuZG93bnN0cmVhbUFmdGVyXG4gICAgPyBvdXRwdXRBZnRlcihjbGllbnQuZG93bnN0cmVhbUFmdGVyLCBzdGFydE91dHB1dClcbiAgICA6IHN0YXJ0T3V0cHV0KCk7XG4gIHVwc3RyZWFtLmNhdGNoKCgpID0+IHt9KTtcbiAgb3V0cHV0LmRvbmUuY2F0Y2goKCkgPT4ge30pO1xuICByZXR1cm4ge1xuICAgIHVwc3RyZWFtLFxuICAgIGRvd25zdHJlYW06IG91dHB1dC5kb25lLFxuICAgIHByZWZpeFNlbnQ6IHByZWZpeFNlbnQuY2F0Y2goKCkgPT4ge30pLFxuICAgIHN0b3BVcHN0cmVhbTogKHJlYXNvbikgPT4ge1xuICAgICAgc3RvcFVwLmFib3J0KHJlYXNvbik7XG4gICAgICAvLyBUaGUgY2xpZW50J3MgaW5wdXQgbGVmdCB0byBiZSBkcmFpbmVkICh0aGUgcGVlcidzIGlucHV0IGZhaWxlZCBmaXJzdCkgd2l0aCBub3RoaW5nXG4gICAgICAvLyBkcmFpbmluZyBpdCBpcyBjYW5jZWxsZWQgbm93OiBhIGNsaWVudCB3cml0aW5nIHRvIGl0IHNlZXMgdGhlIGVuZCwgbm90IGEgd2FpdC5cbiAgICAgIHVwc3RyZWFtLmNhdGNoKCgpID0+IHt9KS5maW5hbGx5KCgpID0+IHtcbiAgICAgICAgaWYgKCFjbGllbnQucmVhZGFibGUubG9ja2VkKSBjbGllbnQucmVhZGFibGUuY2FuY2VsKHJlYXNvbikuY2F0Y2goKCkgPT4ge30pO1xuICAgICAgfSk7XG4gICAgfSxcbiAgICBzdG9wRG93bnN0cmVhbTogKHJlYXNvbikgPT4gc3RvcERvd24uYWJvcnQocmVhc29uKSxcbiAgICBmaW5pc2hEb3duc3RyZWFtOiAoKSA9PiBvdXRwdXQuZmluaXNoID8gb3V0cHV0LmZpbmlzaCgpIDogc3RvcERvd24uYWJvcnQoKSxcbiAgICBkcmFpbkNsaWVudDogKCkgPT4gZHJhaW5JbnB1dChjbGllbnQucmVhZGFibGUsIHN0b3BVcC5zaWduYWwpLFxuICAgIHdhaXRpbmdPbkNsaWVudDogb3V0cHV0LndhaXRpbmdPbkNsaWVudCxcbiAgICBsYXN0UHJvZ3Jlc3NBdDogb3V0cHV0Lmxhc3RQcm9ncmVzc0F0LFxuICAgIC8vIEEgZ3VhcmQgc3RhbmRzIGJldHdlZW46IGl0cyBvd24gZmFpbHVyZSBhbmQgdGhlIHBlZXIncyBsb29rIGFsaWtlIHRoZXJlLCBzbyBuZWl0aGVyXG4gICAgLy8gaXMgc2FpZCB0byBiZSB0aGUgcGVlcidzLlxuICAgIHBlZXJPdXRwdXRGYWlsZWQ6ICgpID0+ICFjbGllbnQuZG93bnN0cmVhbUZpbHRlciAmJiAob3V0cHV0LmZhaWxlZFJlYWRpbmc/LigpID8/IGZhbHNlKSxcbiAgfTtcbn1cblxuLyoqXG4gKiBBbiBvdXRwdXQgcGlwZSB0aGF0IGBzdGFydGBzIG9uY2UgYGdhdGVgIHJlc29sdmVzIChhbmQgbmV2ZXIsIHdoZW4gaXQgcmVqZWN0cykuIEZpbmlzaGVkXG4gKiBiZWZvcmUgaXQgc3RhcnRlZCwgaXQgc3RhcnRzIGZpbmlzaGVkICh3aGF0IHRoZSBwZWVyIGFscmVhZHkgd3JvdGUgc3RpbGwgZ29lcykuXG4gKi9cbmZ1bmN0aW9uIG91dHB1dEFmdGVyKGdhdGU6IFByb21pc2U8dm9pZD4sIHN0YXJ0OiAoKSA9PiBPdXRwdXRQaXBlKTogT3V0cHV0UGlwZSB7XG4gIGxldCBzdGFydGVkOiBPdXRwdXRQaXBlIHwgdW5kZWZpbmVkO1xuICBsZXQgZmluaXNoZWQgPSBmYWxzZTtcbiAgcmV0dXJuIHtcbiAgICBkb25lOiBnYXRlLnRoZW4oKCkgPT4ge1xuICAgICAgc3RhcnRlZCA9IHN0YXJ0KCk7XG4gICAgICBpZiAoZmluaXNoZWQpIHN0YXJ0ZWQuZmluaXNoPy4oKTtcbiAgICAgIHJldHVybiBzdGFydGVkLmRvbmU7XG4gICAgfSksXG4gICAgd2FpdGluZ09uQ2xpZW50OiAoKSA9PiBzdGFydGVkPy53YWl0aW5nT25DbGllbnQoKSA/PyBmYWxzZSxcbiAgICBsYXN0UHJvZ3Jlc3NBdDogKCkgPT4gc3RhcnRlZD8ubGFzdFByb2dyZXNzQXQoKSA/PyAwLFxuICAgIGZhaWxlZFJlYWRpbmc6ICgpID0+IHN0YXJ0ZWQ/LmZhaWxlZFJlYWRpbmc/LigpID8/IGZhbHNlLFxuICAgIGZpbmlzaDogKCkgPT4gc3RhcnRlZD8uZmluaXNoID8gc3RhcnRlZC5maW5pc2goKSA6IHZvaWQgKGZpbmlzaGVkID0gdHJ1ZSksXG4gIH07XG59XG5cbi8qKlxuICogUGVlciAtPiBjbGllbnQgdGhyb3VnaCBgZmlsdGVyYCB3aGVuIHRoZXJlIGlzIG9uZSAodGhlIHN0ZG91dCBndWFyZCk6IHR3byBwaXBlcywgdGhlIHBlZXInc1xuICogb3V0cHV0IGludG8gdGhlIGZpbHRlciBhbmQgdGhlIGZpbHRlcidzIGludG8gYHNpbmtgLCBzbyB0aGF0IGZpbmlzaGluZyB0aGUgZmlyc3QgZ2l2ZXMgdGhlXG4gKiBmaWx0ZXIgaXRzIGVuZCAoaXRzIGxhc3QgbGluZSBpcyBmbHVzaGVkKSBhbmQgdGhlIHNlY29uZCB0aGVuIGVuZHMgYXMgYXQgYW55IGVuZC4gV2l0aG91dCBhXG4gKiBmaWx0ZXIsIHtAbGlua2NvZGUgcGlwZU91dHB1dH0gYWxvbmUuXG4gKlxuICogQHBhcmFtIHNvdXJjZSBUaGUgcGVlcidzIG91dHB1dC5cbiAqIEBwYXJhbSBzaW5rIFRoZSBjbGllbnQncyBvdXRwdXQuXG4gKiBAcGFyYW0gc2lnbmFsIFN0b3BzIGJvdGggcGlwZXMuXG4gKiBAcGFyYW0gZmlsdGVyIFdoYXQgc3RhbmRzIGJldHdlZW4uXG4gKiBAcGFyYW0gcmV1c2VCdWZmZXJzIFdoZXRoZXIgYHNpbmtgIGlzIGEgZGVzY3JpcHRvciAoc2VlIHtAbGlua2NvZGUgQ29weUNsaWVudC5yZXVzZUJ1ZmZlcnN9KTtcbiAqICAgbm90IHdpdGggYSBmaWx0ZXIuXG4gKiBAcGFyYW0gdGFwIFNlZXMgZXZlcnkgY2h1bmsgb24gaXRzIHdheSB0byBgc2lua2AuXG4gKiBAcmV0dXJucyBUaGUgcnVubmluZyBvdXRwdXQsIGZpbmlzaGVkIGZyb20gdGhlIHBlZXIncyBzaWRlLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgZmlsdGVyZWRPdXRwdXQgfSBmcm9tIFwiLi9ieXRlX3BpcGVzLnRzXCI7XG4gKiBjb25zdCBzaW5rID0gbmV3IFRyYW5zZm9ybVN0cmVhbTxVaW50OEFycmF5LCBVaW50OEFycmF5PigpO1xuICogY29uc3QgdGV4dCA9IG5ldyBSZXNwb25zZShzaW5rLnJlYWRhYmxlKS50ZXh0KCk7XG4gKiBjb25zdCB1cHBlciA9IG5ldyBUcmFuc2Zvcm1TdHJlYW08VWludDhBcnJheSwgVWludDhBcnJheT4oKTtcbiAqIGNvbnN0IG91dHB1dCA9IGZpbHRlcmVkT3V0cHV0KFJlYWRhYmxlU3RyZWFtLmZyb20oW25ldyBVaW50OEFycmF5KFsxMDQsIDEwNV0pXSksIHNpbmsud3JpdGFibGUsIG5ldyBBYm9ydENvbnRyb2xsZXIoKS5zaWduYWwsIHVwcGVyKTtcbiAqIGF3YWl0IG91dHB1dC5kb25lO1xuICogY29uc29sZS5sb2coYXdhaXQgdGV4dCk7IC8vIFwiaGlcIlxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBmaWx0ZXJlZE91dHB1dChcbiAgc291cmNlOiBSZWFkYWJsZVN0cmVhbTxVaW50OEFycmF5PixcbiAgc2luazogV3JpdGFibGVTdHJlYW08VWludDhBcnJheT4sXG4gIHNpZ25hbDogQWJvcnRTaWduYWwsXG4gIGZpbHRlcj86IFRyYW5zZm9ybVN0cmVhbTxVaW50OEFycmF5LCBVaW50OEFycmF5PixcbiAgcmV1c2VCdWZmZXJzID0gZmFsc2UsXG4gIHRhcD86IENodW5rVGFwLFxuKTogT3V0cHV0UGlwZSB7XG4gIGlmICghZmlsdGVyKSByZXR1cm4gcGlwZU91dHB1dChzb3VyY2UsIHNpbmssIHNpZ25hbCwgcmV1c2VCdWZmZXJzLCB0YXApO1xuICAvLyBJdHMgZmFpbHVyZXMgcmVhY2ggdGhlIHNlY29uZCBwaXBlIHRocm91Z2ggdGhlIGZpbHRlciAoYW4gYWJvcnRlZCB3cml0YWJsZSBlcnJvcnMgaXRzXG4gIC8vIHJlYWRhYmxlOyBhIGNhbmNlbGxlZCByZWFkYWJsZSBlcnJvcnMgaXRzIHdyaXRhYmxlKSwgYXMgcGlwZVRocm91Z2gncyB3b3VsZC5cbiAgY29uc3QgaW50byA9IHBpcGVPdXRwdXQoc291cmNlLCBmaWx0ZXIud3JpdGFibGUsIHNpZ25hbCk7XG4gIGludG8uZG9uZS5jYXRjaCgoKSA9PiB7fSk7XG4gIGNvbnN0IG91dCA9IHBpcGVPdXRwdXQoZmlsdGVyLnJlYWRhYmxlLCBzaW5rLCBzaWduYWwsIGZhbHNlLCB0YXApO1xuICByZXR1cm4geyAuLi5vdXQsIGZpbmlzaDogaW50by5maW5pc2ggfTtcbn1cblxuLyoqXG4gKiBSZWFkcyBgc291cmNlYCB0byBpdHMgZW5kIGFuZCBkcm9wcyB3aGF0IGl0IHJlYWRzOiB0aGUgY2xpZW50J3MgaW5wdXQgb25jZSB0aGUgcGVlciBub1xuICogbG9uZ2VyIHRha2VzIGl0ICh7QGxpbmtjb2RlIEJ5dGVQaXBlcy5kcmFpbkNsaWVudH0pLlxuICpcbiAqIEBwYXJhbSBzb3VyY2UgVGhlIGNsaWVudCdzIGlucHV0LCBsZWZ0IHVubG9ja2VkIGFuZCB1bmNhbmNlbGxlZCBieSB0aGUgcGlwZSB0aGF0IGZhaWxlZC5cbiAqIEBwYXJhbSBzaWduYWwgU3RvcHMgdGhlIGRyYWluICh0aGUgc291cmNlIGlzIGNhbmNlbGxlZCkuXG4gKiBAcmV0dXJucyBSZXNvbHZlcyBhdCB0aGUgc291cmNlJ3MgZW5kOyByZWplY3RzIG9uIGEgcmVhZCBlcnJvciwgYSBzdG9wLCBvciBhIHNvdXJjZSB0aGF0XG4gKiAgIGlzIGxvY2tlZCBvciB3YXMgY2FuY2VsbGVkLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgZHJhaW5JbnB1dCB9IGZyb20gXCIuL2J5dGVfcGlwZXMudHNcIjtcbiAqIGF3YWl0IGRyYWluSW5wdXQoUmVhZGFibGVTdHJlYW0uZnJvbShbbmV3IFVpbnQ4QXJyYXkoMyldKSwgbmV3IEFib3J0Q29udHJvbGxlcigpLnNpZ25hbCk7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIGRyYWluSW5wdXQoXG4gIHNvdXJjZTogUmVhZGFibGVTdHJlYW08VWludDhBcnJheT4sXG4gIHNpZ25hbDogQWJvcnRTaWduYWwsXG4pOiBQcm9taXNlPHZvaWQ+IHtcbiAgaWYgKHNpZ25hbC5hYm9ydGVkKSB0aHJvdyBzaWduYWwucmVhc29uO1xuICBjb25zdCByZWFkZXIgPSBzb3VyY2UuZ2V0UmVhZGVyKCk7XG4gIGNvbnN0IG9uQWJvcnQgPSAoKSA9PiByZWFkZXIuY2FuY2VsKHNpZ25hbC5yZWFzb24pLmNhdGNoKCgpID0+IHt9KTtcbiAgc2lnbmFsLmFkZEV2ZW50TGlzdGVuZXIoXCJhYm9ydFwiLCBvbkFib3J0LCB7IG9uY2U6IHRydWUgfSk7XG4gIHRyeSB7XG4gICAgd2hpbGUgKCEoYXdhaXQgcmVhZGVyLnJlYWQoKSkuZG9uZSkge1xuICAgICAgLy8gZHJvcHBlZDogbm90aGluZyB0YWtlcyB0aGUgY2xpZW50J3MgaW5wdXQgYW55IG1vcmVcbiAgICB9XG4gIH0gZmluYWxseSB7XG4gICAgc2lnbmFsLnJlbW92ZUV2ZW50TGlzdGVuZXIoXCJhYm9ydFwiLCBvbkFib3J0KTtcbiAgICByZWFkZXIucmVsZWFzZUxvY2soKTtcbiAgfVxuICBpZiAoc2lnbmFsLmFib3J0ZWQpIHRocm93IHNpZ25hbC5yZWFzb247XG59XG5cbi8qKlxuICogV3JpdGVzIGBwcmVmaXhgIHRvIGBzaW5rYCBhbmQgbGV0cyBnbyBvZiBpdDsgcmVqZWN0cyBsaWtlIHRoZSB3cml0ZSB0aGF0IGZhaWxlZC5cbiAqXG4gKiBAcGFyYW0gc2luayBXaGVyZSB0aGUgcHJlZml4IGdvZXMgKGl0IGlzIHVubG9ja2VkIGFnYWluIGFmdGVyd2FyZHMpLlxuICogQHBhcmFtIHByZWZpeCBUaGUgY2h1bmtzLlxuICogQHJldHVybnMgUmVzb2x2ZXMgb25jZSBldmVyeSBjaHVuayB3YXMgd3JpdHRlbi5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IHdyaXRlUHJlZml4IH0gZnJvbSBcIi4vYnl0ZV9waXBlcy50c1wiO1xuICogY29uc3Qgc2luayA9IG5ldyBUcmFuc2Zvcm1TdHJlYW08VWludDhBcnJheSwgVWludDhBcnJheT4oKTtcbiAqIGNvbnN0IHJlYWRpbmcgPSBuZXcgUmVzcG9uc2Uoc2luay5yZWFkYWJsZSkudGV4dCgpO1xuICogYXdhaXQgd3JpdGVQcmVmaXgoc2luay53cml0YWJsZSwgW25ldyBUZXh0RW5jb2RlcigpLmVuY29kZShcImhpXFxuXCIpXSk7XG4gKiBhd2FpdCBzaW5rLndyaXRhYmxlLmNsb3NlKCk7XG4gKiBjb25zb2xlLmxvZyhhd2FpdCByZWFkaW5nKTsgLy8gXCJoaVxcblwiXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIHdyaXRlUHJlZml4KFxuICBzaW5rOiBXcml0YWJsZVN0cmVhbTxVaW50OEFycmF5PixcbiAgcHJlZml4OiByZWFkb25seSBVaW50OEFycmF5W10sXG4pOiBQcm9taXNlPHZvaWQ+IHtcbiAgaWYgKHByZWZpeC5sZW5ndGggPT09IDApIHJldHVybjtcbiAgY29uc3Qgd3JpdGVyID0gc2luay5nZXRXcml0ZXIoKTtcbiAgdHJ5IHtcbiAgICBmb3IgKGNvbnN0IGNodW5rIG9mIHByZWZpeCkgYXdhaXQgd3JpdGVyLndyaXRlKGNodW5rKTtcbiAgfSBmaW5hbGx5IHtcbiAgICB3cml0ZXIucmVsZWFzZUxvY2soKTtcbiAgfVxufVxuXG4vKipcbiAqIENsaWVudCAtPiBwZWVyOiBgc291cmNlLnBpcGVUbyhzaW5rLCB7IHNpZ25hbCB9KWAsIHRocm91Z2ggYHRhcGAgd2hlbiB0aGVyZSBpcyBvbmUsIHdob3NlXG4gKiByZWplY3Rpb24gc2F5cyB3aGljaCBzaWRlIGZhaWxlZDogdGhlIHNpbmsncyBvd24gZXJyb3Igd2hlbiB3cml0aW5nIHRvIHRoZSBwZWVyIGZhaWxlZCxcbiAqIGEge0BsaW5rY29kZSBDbGllbnRJbnB1dEVycm9yfSB3aGVuIHJlYWRpbmcgYHNvdXJjZWAgb3IgdGhlIHRhcCBmYWlsZWQgKHRoZSBzaW5rIGlzXG4gKiBhYm9ydGVkIHRoZW4sIHNvIHRoZSBwZWVyIHNlZXMgdGhlIGVuZCBvZiBpdHMgaW5wdXQpLCBvciB0aGUgc3RvcCByZWFzb24uXG4gKlxuICogQHBhcmFtIHNvdXJjZSBUaGUgY2xpZW50J3MgaW5wdXQuXG4gKiBAcGFyYW0gc2luayBUaGUgcGVlcidzIGlucHV0LlxuICogQHBhcmFtIHNpZ25hbCBTdG9wcyB0aGUgcGlwZSAoYm90aCBlbmRzIGFyZSBhYm9ydGVkKS5cbiAqIEBwYXJhbSB0YXAgU2VlcyBldmVyeSBjaHVuayBvbiBpdHMgd2F5IHRvIGBzaW5rYC5cbiAqIEBwYXJhbSBlbmQgVG9sZCBhdCB0aGUgc291cmNlJ3MgZW5kLCBiZWZvcmUgYHNpbmtgIGlzIGNsb3NlZC5cbiAqIEByZXR1cm5zIFNldHRsZXMgb25jZSB0aGUgcGlwZSBoYXMgZW5kZWQuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBwaXBlSW5wdXQgfSBmcm9tIFwiLi9ieXRlX3BpcGVzLnRzXCI7XG4gKiBjb25zdCBmYWlsaW5nID0gbmV3IFJlYWRhYmxlU3RyZWFtPFVpbnQ4QXJyYXk+KHsgcHVsbDogKGMpID0+IGMuZXJyb3IobmV3IEVycm9yKFwiRUlPXCIpKSB9KTtcbiAqIGNvbnN0IGZhaWxlZCA9IGF3YWl0IHBpcGVJbnB1dChmYWlsaW5nLCBuZXcgV3JpdGFibGVTdHJlYW0oKSwgbmV3IEFib3J0Q29udHJvbGxlcigpLnNpZ25hbClcbiAqICAgLmNhdGNoKChlKSA9PiBlKTtcbiAqIGNvbnNvbGUubG9nKGZhaWxlZC5uYW1lKTsgLy8gXCJDbGllbnRJbnB1dEVycm9yXCJcbiAqIGBgYFxuICovXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gcGlwZUlucHV0KFxuICBzb3VyY2U6IFJlYWRhYmxlU3RyZWFtPFVpbnQ4QXJyYXk+LFxuICBzaW5rOiBXcml0YWJsZVN0cmVhbTxVaW50OEFycmF5PixcbiAgc2lnbmFsOiBBYm9ydFNpZ25hbCxcbiAgdGFwPzogQ2h1bmtUYXAsXG4gIGVuZD86ICgpID0+IHZvaWQsXG4pOiBQcm9taXNlPHZvaWQ+IHtcbiAgaWYgKHRhcCB8fCBlbmQpIHJldHVybiB2b2lkIGF3YWl0IHRhcHBlZFBpcGUoc291cmNlLCBzaW5rLCBzaWduYWwsIHRhcCwgdHJ1ZSwgZW5kKTtcbiAgdHJ5IHtcbiAgICAvLyBwcmV2ZW50QWJvcnQ6IHdoZXRoZXIgdGhlIHNpbmsgZXJyb3JlZCBieSBpdHNlbGYgdGVsbHMgd2hpY2ggc2lkZSBmYWlsZWQuXG4gICAgLy8gcHJldmVudENhbmNlbDogd2hlbiB0aGUgcGVlciBpcyB0aGUgc2lkZSB0aGF0IGZhaWxlZCwgdGhlIGNsaWVudCdzIGlucHV0IGlzIGxlZnQgdG9cbiAgICAvLyBiZSBkcmFpbmVkIChpdHMgZW5kIG11c3Qgc3RpbGwgYmUgc2Vlbik7IGluIGV2ZXJ5IG90aGVyIGNhc2UgaXQgaXMgY2FuY2VsbGVkIGJlbG93LlxuICAgIGF3YWl0IHNvdXJjZS5waXBlVG8oc2luaywgeyBzaWduYWwsIHByZXZlbnRBYm9ydDogdHJ1ZSwgcHJldmVudENhbmNlbDogdHJ1ZSB9KTtcbiAgfSBjYXRjaCAoZSkge1xuICAgIGNvbnN0IHdyaXRlciA9IHNpbmsuZ2V0V3JpdGVyKCk7XG4gICAgY29uc3QgZXJyb3JlZCA9IHdyaXRlci5kZXNpcmVkU2l6ZSA9PT0gbnVsbDsgLy8gZXJyb3JlZCBvciBlcnJvcmluZ1xuICAgIC8vIE5vdGhpbmcgbW9yZSBnb2VzIGluLCB3aGF0ZXZlciBmYWlsZWQ6IHRoZSBwZWVyJ3MgaW5wdXQgaXMgYWJvcnRlZCAocHJldmVudEFib3J0IGtlcHRcbiAgICAvLyBpdCBvcGVuKSwgYXMgcGlwZVRvIHdvdWxkIGhhdmUgZG9uZS5cbiAgICBpZiAoIWVycm9yZWQpIGF3YWl0IHdyaXRlci5hYm9ydChzaWduYWwuYWJvcnRlZCA/IHNpZ25hbC5yZWFzb24gOiBlKS5jYXRjaCgoKSA9PiB7fSk7XG4gICAgd3JpdGVyLnJlbGVhc2VMb2NrKCk7XG4gICAgaWYgKHNpZ25hbC5hYm9ydGVkKSB7XG4gICAgICBhd2FpdCBzb3VyY2UuY2FuY2VsKHNpZ25hbC5yZWFzb24pLmNhdGNoKCgpID0+IHt9KTtcbiAgICAgIHRocm93IGU7XG4gICAgfVxuICAgIGlmIChlcnJvcmVkKSB0aHJvdyBlO1xuICAgIC8vIEEgcmVzZXQgd2l0aCB0aGUgc2luayBub3QgZXJyb3JlZCBpcyB0aGUgc291cmNlJ3M6IHRoZSBwZWVyJ3MgaW5wdXQgaXMgYSBwaXBlIChFUElQRSlcbiAgICAvLyBvciBhIHN0cmVhbSBvZiBpdHMgb3duIChlcnJvcmVkIHRoZW4pLCBhbmQgRGVubydzIG93biBwaXBlIGxlYXZlcyB0aGUgc291cmNlIGl0IGZhaWxlZFxuICAgIC8vIHRvIHJlYWQgbm90IGVycm9yZWQgKHN0ZGlva2luZHM4OiBhIHNvY2tldCBzdGRpbikuIFRoZSBjbGllbnQgbGVmdDogaXRzIGVuZCBvZiBpbnB1dFxuICAgIC8vICh0aGUgcGVlcidzIGlucHV0IHdhcyBhYm9ydGVkIGFib3ZlOyBsaWIxMzogdGFrZW4gZm9yIHRoZSBwZWVyJ3Mgc2lkZSwgdGhlIHNlc3Npb25cbiAgICAvLyB3YWl0ZWQgZm9yIGFuIGVuZCBpdCBjb3VsZCBub3Qgc2VlIGFueSBtb3JlKS5cbiAgICBpZiAoaXNSZXNldChlKSkgcmV0dXJuO1xuICAgIC8vIERlbm8ncyBvd24gcGlwZSBiZXR3ZWVuIHR3byByZXNvdXJjZXMgbGVhdmVzIGEgZmFpbGVkIHNpbmsgYXMgaXQgd2FzIGFuZCByZWplY3RzIHdpdGhcbiAgICAvLyB0aGUgd3JpdGUncyBlcnJvciAoRVBJUEU6IHRoZSBwZWVyIHN0b3BwZWQgcmVhZGluZyk6IHRoZSBwZWVyJ3Mgc2lkZSwgdW5sZXNzIHRoZSBzb3VyY2VcbiAgICAvLyBpcyB3aGF0IGVycm9yZWQgKHRoZW4sIGFzIGFueXRoaW5nIGVsc2UsIHRoZSBjbGllbnQncyBmYWlsdXJlKS5cbiAgICBpZiAoaXNSZWFkZXJHb25lKGUpICYmICFhd2FpdCBoYXNFcnJvcmVkKHNvdXJjZSkpIHRocm93IGU7XG4gICAgYXdhaXQgc291cmNlLmNhbmNlbChlKS5jYXRjaCgoKSA9PiB7fSk7XG4gICAgdGhyb3cgbmV3IENsaWVudElucHV0RXJyb3IoZSk7XG4gIH1cbn1cblxuLyoqXG4gKiBXaGV0aGVyIGBzdHJlYW1gLCBub3QgbG9ja2VkLCBoYXMgZXJyb3JlZCAoYSBmYWlsZWQgcGlwZSdzIHNvdXJjZSwgdG9sZCBhcGFydCBmcm9tIGl0c1xuICogc2luaykuIFdpdGhvdXQgd2FpdGluZyBhIG1hY3JvdGFzayAoYW4gaW4tcHJvY2VzcyBwZWVyIHRoYXQgcmV0dXJucyBhdCBpdHMgaW5wdXQncyBlbmQgbXVzdFxuICogbm90IGJlIHNlZW4gZW5kaW5nIGZpcnN0KTogYW4gZXJyb3JlZCBzdHJlYW0ncyByZWFkZXIgaGFzIGEgYGNsb3NlZGAgcmVqZWN0ZWQgYWxyZWFkeSwgd2hvc2VcbiAqIHJlYWN0aW9uIGlzIHF1ZXVlZCwgYW5kIHNvIHNldHRsZXMsIGJlZm9yZSB0aGUgb25lIHJhY2VkIGJlaGluZCBpdC5cbiAqL1xuYXN5bmMgZnVuY3Rpb24gaGFzRXJyb3JlZChzdHJlYW06IFJlYWRhYmxlU3RyZWFtPFVpbnQ4QXJyYXk+KTogUHJvbWlzZTxib29sZWFuPiB7XG4gIGlmIChzdHJlYW0ubG9ja2VkKSByZXR1cm4gZmFsc2U7XG4gIGNvbnN0IHJlYWRlciA9IHN0cmVhbS5nZXRSZWFkZXIoKTtcbiAgY29uc3QgZXJyb3JlZCA9IGF3YWl0IFByb21pc2UucmFjZShbXG4gICAgcmVhZGVyLmNsb3NlZC50aGVuKCgpID0+IGZhbHNlLCAoKSA9PiB0cnVlKSxcbiAgICBQcm9taXNlLnJlc29sdmUoKS50aGVuKCgpID0+IGZhbHNlKSxcbiAgXSk7XG4gIHJlYWRlci5yZWxlYXNlTG9jaygpO1xuICByZXR1cm4gZXJyb3JlZDtcbn1cblxuLyoqXG4gKiBDbGllbnQgLT4gcGVlciBhcyB7QGxpbmtjb2RlIHBpcGVJbnB1dH0gKHRhcHBlZCB3aGVuIGB0YXBgIG9yIGBlbmRgIGlzIGdpdmVuKSwgYnV0IG9ubHlcbiAqIHVudGlsIGByZWFkeSgpYCBzYXlzIHNvOiBhc2tlZCBiZWZvcmUgZWFjaCByZWFkLCBzbyB0aGF0IGl0IHN0b3BzIHdpdGggbm8gcmVhZCBpbiBmbGlnaHRcbiAqIChhIHJlYWQgdGhhdCBpcyB3YWl0aW5nIHdoZW4gaXQgYmVjb21lcyByZWFkeSBpcyB3YWl0ZWQgZm9yLCBhbmQgaXRzIGNodW5rIGZvcndhcmRlZFxuICogZmlyc3QpLCBsZWF2aW5nIHRoZSBzaW5rIG9wZW4gYW5kIGJvdGggc3RyZWFtcyB1bmxvY2tlZCBmb3Igd2hhdCBtb3ZlcyB0aGUgcmVzdC4gVGhlXG4gKiBrZXJuZWwgcGF0aCBjb3BpZXMgdGhlIGNsaWVudCdzIGlucHV0IHRoaXMgd2F5IHdoaWxlIGl0cyBvd24gY29kZSBnZXRzIHJlYWR5LlxuICpcbiAqIEBwYXJhbSBzb3VyY2UgVGhlIGNsaWVudCdzIGlucHV0LlxuICogQHBhcmFtIHNpbmsgVGhlIHBlZXIncyBpbnB1dC5cbiAqIEBwYXJhbSBzaWduYWwgU3RvcHMgdGhlIHBpcGUsIGFzIHtAbGlua2NvZGUgcGlwZUlucHV0fSdzLlxuICogQHBhcmFtIHJlYWR5IFdoZXRoZXIgdG8gc3RvcCBiZWZvcmUgdGhlIG5leHQgcmVhZC5cbiAqIEBwYXJhbSB0YXAgU2VlcyBldmVyeSBjaHVuayBvbiBpdHMgd2F5IHRvIGBzaW5rYC5cbiAqIEBwYXJhbSBlbmQgVG9sZCBhdCB0aGUgc291cmNlJ3MgZW5kLCBiZWZvcmUgYHNpbmtgIGlzIGNsb3NlZC5cbiAqIEByZXR1cm5zIGBcInJlYWR5XCJgIHdoZW4gaXQgc3RvcHBlZCBmb3IgYHJlYWR5YDsgYFwiZW5kZWRcImAgd2hlbiB0aGUgc291cmNlIGVuZGVkIGZpcnN0ICh0aGVcbiAqICAgc2luayBpcyB0aGVuIGNsb3NlZCk7IHJlamVjdHMgYXMge0BsaW5rY29kZSBwaXBlSW5wdXR9IGRvZXMuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBwaXBlSW5wdXRVbnRpbCB9IGZyb20gXCIuL2J5dGVfcGlwZXMudHNcIjtcbiAqIGNvbnN0IHNvdXJjZSA9IFJlYWRhYmxlU3RyZWFtLmZyb20oW25ldyBVaW50OEFycmF5KDMpXSk7XG4gKiBjb25zdCB3ZW50ID0gYXdhaXQgcGlwZUlucHV0VW50aWwoc291cmNlLCBuZXcgV3JpdGFibGVTdHJlYW0oKSwgbmV3IEFib3J0Q29udHJvbGxlcigpLnNpZ25hbCwgKCkgPT4gdHJ1ZSk7XG4gKiBjb25zb2xlLmxvZyh3ZW50LCBzb3VyY2UubG9ja2VkKTsgLy8gXCJyZWFkeVwiIGZhbHNlXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIHBpcGVJbnB1dFVudGlsKFxuICBzb3VyY2U6IFJlYWRhYmxlU3RyZWFtPFVpbnQ4QXJyYXk+LFxuICBzaW5rOiBXcml0YWJsZVN0cmVhbTxVaW50OEFycmF5PixcbiAgc2lnbmFsOiBBYm9ydFNpZ25hbCxcbiAgcmVhZHk6ICgpID0+IGJvb2xlYW4sXG4gIHRhcD86IENodW5rVGFwLFxuICBlbmQ/OiAoKSA9PiB2b2lkLFxuKTogUHJvbWlzZTxcInJlYWR5XCIgfCBcImVuZGVkXCI+IHtcbiAgcmV0dXJuIGF3YWl0IHRhcHBlZFBpcGUoc291cmNlLCBzaW5rLCBzaWduYWwsIHRhcCwgdHJ1ZSwgZW5kLCByZWFkeSkgPyBcInJlYWR5XCIgOiBcImVuZGVkXCI7XG59XG5cbi8qKiBDbGllbnQgLT4gcGVlciBjb3BpZWQgdW50aWwgd2hhdCBtb3ZlcyB0aGUgcmVzdCBpcyByZWFkeSAoe0BsaW5rY29kZSBjb3B5TGVhZH0pLiAqL1xuZXhwb3J0IGludGVyZmFjZSBDb3B5TGVhZCB7XG4gIC8qKiBTZXR0bGVzIGFzIHtAbGlua2NvZGUgcGlwZUlucHV0VW50aWx9J3MgcHJvbWlzZSAocmVqZWN0cyBhcyBgYWZ0ZXJgIGRvZXMsIGZpcnN0KS4gKi9cbiAgcmVhZG9ubHkgZG9uZTogUHJvbWlzZTxcInJlYWR5XCIgfCBcImVuZGVkXCI+O1xuICAvKiogVGhlIHJlc3QgaGFzIHNvbWV3aGVyZSB0byBnbzogc3RvcCBiZWZvcmUgdGhlIG5leHQgcmVhZC4gKi9cbiAgcmVhZHkoKTogdm9pZDtcbiAgLyoqIFN0b3BzIHRoZSBjb3B5aW5nIGFzIHtAbGlua2NvZGUgcGlwZUlucHV0fSdzIHNpZ25hbCBkb2VzLiAqL1xuICBzdG9wKHJlYXNvbjogdW5rbm93bik6IHZvaWQ7XG4gIC8qKiBUaGUgYnl0ZXMgaXQgaGFzIGZvcndhcmRlZCBzbyBmYXIuICovXG4gIHJlYWRvbmx5IGJ5dGVzOiBudW1iZXI7XG59XG5cbi8qKlxuICogU3RhcnRzIGNvcHlpbmcgYHNvdXJjZWAgaW50byBgc2lua2Agb25jZSBgYWZ0ZXJgICh0aGUgZmlyc3QgZnJhbWUncyB3cml0ZSkgcmVzb2x2ZWQsIHVudGlsXG4gKiB7QGxpbmtjb2RlIENvcHlMZWFkLnJlYWR5fTogc28gdGhhdCB3aGF0IHRoZSBjbGllbnQgc2VuZHMgd2hpbGUgdGhlIGtlcm5lbCBwYXRoJ3MgY29kZVxuICogbG9hZHMgcmVhY2hlcyB0aGUgcGVlciBhcyBzb29uIGFzIG9uIHRoZSBjb3B5IHBhdGguXG4gKlxuICogQHBhcmFtIHNvdXJjZSBUaGUgY2xpZW50J3MgaW5wdXQuXG4gKiBAcGFyYW0gc2luayBUaGUgcGVlcidzIGlucHV0LlxuICogQHBhcmFtIGFmdGVyIFJlc29sdmVzIG9uY2UgYHNpbmtgIG1heSBiZSB3cml0dGVuIChpdHMgcmVqZWN0aW9uIGlzIGBkb25lYCdzKS5cbiAqIEBwYXJhbSB0YXAgU2VlcyBldmVyeSBjaHVuayBvbiBpdHMgd2F5IHRvIGBzaW5rYC5cbiAqIEBwYXJhbSBlbmQgVG9sZCBhdCB0aGUgc291cmNlJ3MgZW5kLCBiZWZvcmUgYHNpbmtgIGlzIGNsb3NlZC5cbiAqIEByZXR1cm5zIFRoZSBydW5uaW5nIGNvcHkuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBjb3B5TGVhZCB9IGZyb20gXCIuL2J5dGVfcGlwZXMudHNcIjtcbiAqIGNvbnN0IHNvdXJjZSA9IFJlYWRhYmxlU3RyZWFtLmZyb20oW25ldyBVaW50OEFycmF5KDMpXSk7XG4gKiBjb25zdCBsZWFkID0gY29weUxlYWQoc291cmNlLCBuZXcgV3JpdGFibGVTdHJlYW0oKSwgUHJvbWlzZS5yZXNvbHZlKCkpO1xuICogbGVhZC5yZWFkeSgpO1xuICogY29uc29sZS5sb2coYXdhaXQgbGVhZC5kb25lKTsgLy8gXCJyZWFkeVwiXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNvcHlMZWFkKFxuICBzb3VyY2U6IFJlYWRhYmxlU3RyZWFtPFVpbnQ4QXJyYXk+LFxuICBzaW5rOiBXcml0YWJsZVN0cmVhbTxVaW50OEFycmF5PixcbiAgYWZ0ZXI6IFByb21pc2U8dm9pZD4sXG4gIHRhcD86IENodW5rVGFwLFxuICBlbmQ/OiAoKSA9PiB2b2lkLFxuKTogQ29weUxlYWQge1xuICBjb25zdCBzdG9wID0gbmV3IEFib3J0Q29udHJvbGxlcigpO1xuICBsZXQgaXNSZWFkeSA9IGZhbHNlO1xuICBsZXQgYnl0ZXMgPSAwO1xuICBjb25zdCBjb3VudGVkID0gKGNodW5rOiBVaW50OEFycmF5KSA9PiB7XG4gICAgYnl0ZXMgKz0gY2h1bmsubGVuZ3RoO1xuICAgIHRhcD8uKGNodW5rKTtcbiAgfTtcbiAgY29uc3QgZG9uZSA9IGFmdGVyLnRoZW4oKCkgPT5cbiAgICBwaXBlSW5wdXRVbnRpbChzb3VyY2UsIHNpbmssIHN0b3Auc2lnbmFsLCAoKSA9PiBpc1JlYWR5LCBjb3VudGVkLCBlbmQpXG4gICk7XG4gIGRvbmUuY2F0Y2goKCkgPT4ge30pOyAvLyBpdHMgb3duZXIgYXdhaXRzIGl0XG4gIHJldHVybiB7XG4gICAgZG9uZSxcbiAgICByZWFkeTogKCkgPT4gdm9pZCAoaXNSZWFkeSA9IHRydWUpLFxuICAgIHN0b3A6IChyZWFzb24pID0+IHN0b3AuYWJvcnQocmVhc29uKSxcbiAgICBnZXQgYnl0ZXMoKSB7XG4gICAgICByZXR1cm4gYnl0ZXM7XG4gICAgfSxcbiAgfTtcbn1cblxuLyoqIFBlZXIgLT4gY2xpZW50IGNvcGllZCB1bnRpbCB3aGF0IG1vdmVzIHRoZSByZXN0IGlzIHJlYWR5ICh7QGxpbmtjb2RlIG91dHB1dExlYWR9KS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgT3V0cHV0TGVhZCBleHRlbmRzIE9taXQ8T3V0cHV0UGlwZSwgXCJkb25lXCI+IHtcbiAgLyoqXG4gICAqIGBcInJlYWR5XCJgIG9uY2UgaXQgc3RvcHBlZCBmb3Ige0BsaW5rY29kZSBPdXRwdXRMZWFkLnJlYWR5fSAobm8gcmVhZCBpbiBmbGlnaHQsIHRoZSBzaW5rXG4gICAqIG9wZW4sIGJvdGggc3RyZWFtcyB1bmxvY2tlZCk7IGBcImVuZGVkXCJgIG9uY2UgdGhlIHNvdXJjZSBlbmRlZCBmaXJzdCAodGhlIHNpbmsgaXMgdGhlblxuICAgKiBjbG9zZWQpOyByZWplY3RzIGFzIHtAbGlua2NvZGUgcGlwZU91dHB1dH0ncyBgZG9uZWAgZG9lcy5cbiAgICovXG4gIHJlYWRvbmx5IGRvbmU6IFByb21pc2U8XCJyZWFkeVwiIHwgXCJlbmRlZFwiPjtcbiAgLyoqIFRoZSByZXN0IGhhcyBzb21ld2hlcmUgdG8gZ286IHN0b3AgYmVmb3JlIHRoZSBuZXh0IHJlYWQuICovXG4gIHJlYWR5KCk6IHZvaWQ7XG4gIC8qKiBTdG9wcyB0aGUgY29weSBhcyB7QGxpbmtjb2RlIHBpcGVPdXRwdXR9J3Mgc2lnbmFsIGRvZXMgKGJvdGggZW5kcyBhcmUgYWJvcnRlZCkuICovXG4gIHN0b3AocmVhc29uOiB1bmtub3duKTogdm9pZDtcbiAgLyoqIFRoZSBieXRlcyBpdCBoYXMgZm9yd2FyZGVkIHNvIGZhci4gKi9cbiAgcmVhZG9ubHkgYnl0ZXM6IG51bWJlcjtcbn1cblxuLyoqXG4gKiBDb3BpZXMgYHNvdXJjZWAgaW50byBgc2lua2AgKHRocm91Z2ggYHRhcGApIHVudGlsIHtAbGlua2NvZGUgT3V0cHV0TGVhZC5yZWFkeX06IGEgcmVhZCB0aGF0XG4gKiBpcyB3YWl0aW5nIHRoZW4gaXMgd2FpdGVkIGZvciBhbmQgaXRzIGNodW5rIGZvcndhcmRlZCBmaXJzdC4gVGhlIGtlcm5lbCBwYXRoIGNvcGllcyB0aGVcbiAqIHBlZXIncyBvdXRwdXQgdGhpcyB3YXkgd2hpbGUgaXRzIG93biBjb2RlIGdldHMgcmVhZHksIHNvIHRoYXQgYW4gYW5zd2VyIHRoZSBwZWVyIHdyaXRlc1xuICogbWVhbndoaWxlIHJlYWNoZXMgdGhlIGNsaWVudCBhcyBzb29uIGFzIG9uIHRoZSBjb3B5IHBhdGguXG4gKlxuICogQHBhcmFtIHNvdXJjZSBUaGUgcGVlcidzIG91dHB1dC5cbiAqIEBwYXJhbSBzaW5rIFRoZSBjbGllbnQncyBvdXRwdXQuXG4gKiBAcGFyYW0gdGFwIFNlZXMgZXZlcnkgY2h1bmsgb24gaXRzIHdheSB0byBgc2lua2AuXG4gKiBAcmV0dXJucyBUaGUgcnVubmluZyBjb3B5LlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgb3V0cHV0TGVhZCB9IGZyb20gXCIuL2J5dGVfcGlwZXMudHNcIjtcbiAqIGNvbnN0IGxlYWQgPSBvdXRwdXRMZWFkKFJlYWRhYmxlU3RyZWFtLmZyb20oW25ldyBVaW50OEFycmF5KDMpXSksIG5ldyBXcml0YWJsZVN0cmVhbSgpKTtcbiAqIGNvbnNvbGUubG9nKGF3YWl0IGxlYWQuZG9uZSwgbGVhZC5ieXRlcyk7IC8vIFwiZW5kZWRcIiAzXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIG91dHB1dExlYWQoXG4gIHNvdXJjZTogUmVhZGFibGVTdHJlYW08VWludDhBcnJheT4sXG4gIHNpbms6IFdyaXRhYmxlU3RyZWFtPFVpbnQ4QXJyYXk+LFxuICB0YXA/OiBDaHVua1RhcCxcbik6IE91dHB1dExlYWQge1xuICBjb25zdCBzdG9wID0gbmV3IEFib3J0Q29udHJvbGxlcigpO1xuICBsZXQgaXNSZWFkeSA9IGZhbHNlO1xuICBsZXQgYnl0ZXMgPSAwO1xuICBsZXQgd3JpdGluZyA9IGZhbHNlO1xuICBsZXQgcHJvZ3Jlc3NBdCA9IERhdGUubm93KCk7XG4gIGNvbnN0IHNlZW4gPSAoY2h1bms6IFVpbnQ4QXJyYXkpID0+IHtcbiAgICB3cml0aW5nID0gdHJ1ZTtcbiAgICBieXRlcyArPSBjaHVuay5sZW5ndGg7XG4gICAgdGFwPy4oY2h1bmspO1xuICB9O1xuICAvLyBBc2tlZCBiZWZvcmUgZWFjaCByZWFkLCBzbyBhZnRlciBlYWNoIHdyaXRlIGhhcyBjb21wbGV0ZWQuXG4gIGNvbnN0IHVudGlsID0gKCkgPT4ge1xuICAgIGlmICh3cml0aW5nKSBbd3JpdGluZywgcHJvZ3Jlc3NBdF0gPSBbZmFsc2UsIERhdGUubm93KCldO1xuICAgIHJldHVybiBpc1JlYWR5O1xuICB9O1xuICBjb25zdCBkb25lID0gdGFwcGVkUGlwZShzb3VyY2UsIHNpbmssIHN0b3Auc2lnbmFsLCBzZWVuLCBmYWxzZSwgdW5kZWZpbmVkLCB1bnRpbClcbiAgICAudGhlbigoc3RvcHBlZCkgPT4gc3RvcHBlZCA/IFwicmVhZHlcIiBhcyBjb25zdCA6IFwiZW5kZWRcIiBhcyBjb25zdCk7XG4gIGRvbmUuY2F0Y2goKCkgPT4ge30pOyAvLyBpdHMgb3duZXIgYXdhaXRzIGl0XG4gIHJldHVybiB7XG4gICAgZG9uZSxcbiAgICByZWFkeTogKCkgPT4gdm9pZCAoaXNSZWFkeSA9IHRydWUpLFxuICAgIHN0b3A6IChyZWFzb24pID0+IHN0b3AuYWJvcnQocmVhc29uKSxcbiAgICB3YWl0aW5nT25DbGllbnQ6ICgpID0+IHdyaXRpbmcsXG4gICAgbGFzdFByb2dyZXNzQXQ6ICgpID0+IHByb2dyZXNzQXQsXG4gICAgZ2V0IGJ5dGVzKCkge1xuICAgICAgcmV0dXJuIGJ5dGVzO1xuICAgIH0sXG4gIH07XG59XG5cbi8qKiBUaGUgcGVlci10by1jbGllbnQgcGlwZSBhbmQgd2hhdCBpdCBpcyB3YWl0aW5nIG9uLiAqL1xuZXhwb3J0IGludGVyZmFjZSBPdXRwdXRQaXBlIHtcbiAgLyoqIFNldHRsZXMgbGlrZSBgcGlwZVRvYCdzIHByb21pc2UuICovXG4gIHJlYWRvbmx5IGRvbmU6IFByb21pc2U8dm9pZD47XG4gIC8qKiBUcnVlIHdoaWxlIGEgd3JpdGUgdG8gdGhlIGNsaWVudCBpcyBpbiBmbGlnaHQuICovXG4gIHdhaXRpbmdPbkNsaWVudCgpOiBib29sZWFuO1xuICAvKiogV2hlbiBhIHdyaXRlIHRvIHRoZSBjbGllbnQgbGFzdCBjb21wbGV0ZWQgKG1zIHNpbmNlIHRoZSBlcG9jaCksIG9yIDAgd2hlbiB1bmtub3duLiAqL1xuICBsYXN0UHJvZ3Jlc3NBdCgpOiBudW1iZXI7XG4gIC8qKlxuICAgKiBPbmNlIGBkb25lYCBoYXMgcmVqZWN0ZWQ6IHdoZXRoZXIgYSByZWFkIG9mIGBzb3VyY2VgIGZhaWxlZCAobm90IGEgd3JpdGUgdG8gdGhlIHNpbmssIG5vclxuICAgKiBhIHN0b3ApLiBTZXQgYmVmb3JlIGFueSBoYW5kbGVyIHRoZSBjYWxsZXIgYWRkcyB0byBgZG9uZWAgcnVucy5cbiAgICovXG4gIGZhaWxlZFJlYWRpbmc/KCk6IGJvb2xlYW47XG4gIC8qKlxuICAgKiBFbmRzIHRoZSBwaXBlIGFzIHRoZSBlbmQgb2YgaXRzIHNvdXJjZSB3b3VsZDogbm8gbW9yZSBpcyByZWFkICh0aGUgc291cmNlIGlzIGNhbmNlbGxlZFxuICAgKiB3aXRoIGFuIHtAbGlua2NvZGUgT3V0cHV0RmluaXNoZWR9KSwgd2hhdCB3YXMgcmVhZCBpcyB3cml0dGVuLCB0aGVuIHRoZSBzaW5rIGlzIGNsb3NlZDtcbiAgICogYGRvbmVgIHNldHRsZXMgYXMgYXQgdGhhdCBlbmQgKGEgZmFpbGVkIGNsb3NlIHJlamVjdHMgaXQpLiBBYnNlbnQgd2hlcmUgdGhlIHBpcGUgY2Fubm90LlxuICAgKi9cbiAgZmluaXNoPygpOiB2b2lkO1xufVxuXG4vKipcbiAqIFBlZXIgLT4gY2xpZW50OiBgc291cmNlYCBpbnRvIGBzaW5rYCwgb25lIGNodW5rIGF0IGEgdGltZSwgZW5kaW5nIGFzXG4gKiBgc291cmNlLnBpcGVUbyhzaW5rLCB7IHNpZ25hbCB9KWAgZG9lcywgd2l0aCB0aGUgd3JpdGVzIGluIGZsaWdodCBzZWVuOyB0aHJvdWdoIHR3byByZXVzZWRcbiAqIGJ1ZmZlcnMgd2hlbiBgcmV1c2VCdWZmZXJzYCBzYXlzIHRoZSBzaW5rIGlzIGEgZGVzY3JpcHRvci5cbiAqXG4gKiBAcGFyYW0gc291cmNlIFRoZSBwZWVyJ3Mgb3V0cHV0LlxuICogQHBhcmFtIHNpbmsgVGhlIGNsaWVudCdzIG91dHB1dC5cbiAqIEBwYXJhbSBzaWduYWwgU3RvcHMgdGhlIHBpcGUgKGJvdGggZW5kcyBhcmUgYWJvcnRlZDsgYGRvbmVgIHJlamVjdHMgd2l0aCB0aGUgcmVhc29uKS5cbiAqIEBwYXJhbSByZXVzZUJ1ZmZlcnMgV2hldGhlciBgc2lua2Agd3JpdGVzIHRvIGEgZGVzY3JpcHRvci5cbiAqIEBwYXJhbSB0YXAgU2VlcyBldmVyeSBjaHVuayBvbiBpdHMgd2F5IHRvIGBzaW5rYC5cbiAqIEByZXR1cm5zIFRoZSBydW5uaW5nIHBpcGUuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBwaXBlT3V0cHV0IH0gZnJvbSBcIi4vYnl0ZV9waXBlcy50c1wiO1xuICogY29uc3Qgc2luayA9IG5ldyBUcmFuc2Zvcm1TdHJlYW08VWludDhBcnJheSwgVWludDhBcnJheT4oKTtcbiAqIGNvbnN0IHRleHQgPSBuZXcgUmVzcG9uc2Uoc2luay5yZWFkYWJsZSkudGV4dCgpO1xuICogY29uc3QgcGlwZSA9IHBpcGVPdXRwdXQoUmVhZGFibGVTdHJlYW0uZnJvbShbbmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKFwieFwiKV0pLCBzaW5rLndyaXRhYmxlLCBuZXcgQWJvcnRDb250cm9sbGVyKCkuc2lnbmFsKTtcbiAqIGF3YWl0IHBpcGUuZG9uZTtcbiAqIGNvbnNvbGUubG9nKGF3YWl0IHRleHQpOyAvLyBcInhcIlxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBwaXBlT3V0cHV0KFxuICBzb3VyY2U6IFJlYWRhYmxlU3RyZWFtPFVpbnQ4QXJyYXk+LFxuICBzaW5rOiBXcml0YWJsZVN0cmVhbTxVaW50OEFycmF5PixcbiAgc2lnbmFsOiBBYm9ydFNpZ25hbCxcbiAgcmV1c2VCdWZmZXJzID0gZmFsc2UsXG4gIHRhcD86IENodW5rVGFwLFxuKTogT3V0cHV0UGlwZSB7XG4gIGlmIChyZXVzZUJ1ZmZlcnMpIHJldHVybiByZXVzZWRCdWZmZXJzUGlwZShzb3VyY2UsIHNpbmssIHNpZ25hbCwgdGFwKTtcbiAgY29uc3Qgc3RhdGUgPSB7IHJlYWRGYWlsZWQ6IGZhbHNlLCB3cml0aW5nOiBmYWxzZSwgbGFzdFByb2dyZXNzQXQ6IERhdGUubm93KCkgfTtcbiAgY29uc3QgZmluaXNoID0gbmV3IEFib3J0Q29udHJvbGxlcigpO1xuICByZXR1cm4ge1xuICAgIGRvbmU6IHRhcHBlZFBpcGUoc291cmNlLCBzaW5rLCBzaWduYWwsIHRhcCwgZmFsc2UsIHVuZGVmaW5lZCwgdW5kZWZpbmVkLCBzdGF0ZSwgZmluaXNoLnNpZ25hbClcbiAgICAgIC50aGVuKCgpID0+IHt9KSxcbiAgICB3YWl0aW5nT25DbGllbnQ6ICgpID0+IHN0YXRlLndyaXRpbmcsXG4gICAgbGFzdFByb2dyZXNzQXQ6ICgpID0+IHN0YXRlLmxhc3RQcm9ncmVzc0F0LFxuICAgIGZhaWxlZFJlYWRpbmc6ICgpID0+IHN0YXRlLnJlYWRGYWlsZWQsXG4gICAgZmluaXNoOiAoKSA9PiBmaW5pc2guYWJvcnQobmV3IE91dHB1dEZpbmlzaGVkKCkpLFxuICB9O1xufVxuXG4vKipcbiAqIGBzb3VyY2UucGlwZVRvKHNpbmssIHsgc2lnbmFsIH0pYCB0aGF0IHNob3dzIGVhY2ggY2h1bmsgdG8gYHRhcGAgZmlyc3Q6IG9uZSByZWFkIGFuZCBvbmVcbiAqIHdyaXRlIGluIGZsaWdodCwgbGlrZSBgcGlwZVRvYCwgYW5kIGVuZGluZyBsaWtlIGl0LiBXaXRoIGBpbnB1dGAsIGEgZmFpbHVyZSB0aGF0IGlzIG5vdCB0aGVcbiAqIHNpbmsncyByZWplY3RzIGFzIGEge0BsaW5rY29kZSBDbGllbnRJbnB1dEVycm9yfS4gV2l0aCBgdW50aWxgLCBhc2tlZCBiZWZvcmUgZWFjaCByZWFkOiB0cnVlXG4gKiBzdG9wcyB0aGUgcGlwZSB0aGVyZSwgbGVhdmluZyB0aGUgc2luayBvcGVuIChyZXNvbHZlcyB0cnVlOyBmYWxzZSB3aGVuIHRoZSBzb3VyY2UgZW5kZWQpLlxuICogYHN0YXRlLnJlYWRGYWlsZWRgIHNheXMsIG9uY2UgaXQgcmVqZWN0cywgd2hldGhlciBhIHJlYWQgb2YgYHNvdXJjZWAgZmFpbGVkOyBgc3RhdGUud3JpdGluZ2AsXG4gKiB3aGV0aGVyIGEgd3JpdGUgd2FpdHMsIGFuZCBgc3RhdGUubGFzdFByb2dyZXNzQXRgLCB3aGVuIG9uZSBsYXN0IGNvbXBsZXRlZC4gYGZpbmlzaGAgZW5kcyBpdFxuICogYXMgaXRzIHNvdXJjZSdzIGVuZCB3b3VsZCAoe0BsaW5rY29kZSBPdXRwdXRQaXBlLmZpbmlzaH0pLlxuICovXG5mdW5jdGlvbiB0YXBwZWRQaXBlKFxuICBzb3VyY2U6IFJlYWRhYmxlU3RyZWFtPFVpbnQ4QXJyYXk+LFxuICBzaW5rOiBXcml0YWJsZVN0cmVhbTxVaW50OEFycmF5PixcbiAgc2lnbmFsOiBBYm9ydFNpZ25hbCxcbiAgdGFwOiBDaHVua1RhcCB8IHVuZGVmaW5lZCxcbiAgaW5wdXQgPSBmYWxzZSxcbiAgZW5kPzogKCkgPT4gdm9pZCxcbiAgdW50aWw/OiAoKSA9PiBib29sZWFuLFxuICBzdGF0ZT86IHsgcmVhZEZhaWxlZDogYm9vbGVhbjsgd3JpdGluZz86IGJvb2xlYW47IGxhc3RQcm9ncmVzc0F0PzogbnVtYmVyIH0sXG4gIGZpbmlzaD86IEFib3J0U2lnbmFsLFxuKTogUHJvbWlzZTxib29sZWFuPiB7XG4gIGxldCByZWFkZXI6IFJlYWRhYmxlU3RyZWFtRGVmYXVsdFJlYWRlcjxVaW50OEFycmF5PjtcbiAgdHJ5IHtcbiAgICByZWFkZXIgPSBzb3VyY2UuZ2V0UmVhZGVyKCk7XG4gIH0gY2F0Y2ggKGUpIHtcbiAgICByZXR1cm4gUHJvbWlzZS5yZWplY3QoZSk7IC8vIGEgbG9ja2VkIHNvdXJjZSBmYWlscyB0aGUgcGlwZSwgYXMgcGlwZVRvJ3MgcHJvbWlzZSBkb2VzXG4gIH1cbiAgY29uc3Qgb3duID0gaW5wdXQgPyAoZTogdW5rbm93bikgPT4gbmV3IENsaWVudElucHV0RXJyb3IoZSkgOiB1bmRlZmluZWQ7XG4gIC8vIFRoZSBjbGllbnQncyBpbnB1dCwgd2hlbiB0aGUgcGVlciBpcyB0aGUgc2lkZSB0aGF0IGZhaWxzLCBpcyBsZWZ0IHRvIGJlIGRyYWluZWQuXG4gIHJldHVybiBlbmRpbmdMaWtlUGlwZVRvKFxuICAgIHJlYWRlcixcbiAgICBzaW5rLmdldFdyaXRlcigpLFxuICAgIHNpZ25hbCxcbiAgICBhc3luYyAod3JpdGVyLCByZWFkRmFpbGVkKSA9PiB7XG4gICAgICB3aGlsZSAodHJ1ZSkge1xuICAgICAgICBpZiAoc2lnbmFsLmFib3J0ZWQpIHRocm93IHNpZ25hbC5yZWFzb247XG4gICAgICAgIGlmICh1bnRpbD8uKCkpIHJldHVybiB0cnVlO1xuICAgICAgICBsZXQgY2h1bms6IFJlYWRhYmxlU3RyZWFtUmVhZFJlc3VsdDxVaW50OEFycmF5PjtcbiAgICAgICAgdHJ5IHtcbiAgICAgICAgICBjaHVuayA9IGF3YWl0IHJlYWRlci5yZWFkKCk7XG4gICAgICAgIH0gY2F0Y2ggKGUpIHtcbiAgICAgICAgICB0aHJvdyByZWFkRmFpbGVkSGVyZShyZWFkRmFpbGVkLCBlLCBzdGF0ZSk7XG4gICAgICAgIH1cbiAgICAgICAgaWYgKGNodW5rLmRvbmUpIHtcbiAgICAgICAgICAvLyBCZWZvcmUgdGhlIHNpbmsgY2xvc2VzOiBiZWZvcmUgdGhlIHBlZXIgY2FuIGFuc3dlciB3aGF0IGNhbWUgbGFzdC4gTm90IGZvciBhIHJlYWRcbiAgICAgICAgICAvLyB0aGF0IGEgc3RvcCBvciBhIGZhaWxlZCBzaW5rIGNhbmNlbGxlZDogdGhlIHNvdXJjZSBkaWQgbm90IGVuZCwgaXQgd2FzIGN1dC5cbiAgICAgICAgICBpZiAoIXNpZ25hbC5hYm9ydGVkICYmIHdyaXRlci5kZXNpcmVkU2l6ZSAhPT0gbnVsbCkgZW5kPy4oKTtcbiAgICAgICAgICByZXR1cm4gZmFsc2U7XG4gICAgICAgIH1cbiAgICAgICAgdGFwPy4oY2h1bmsudmFsdWUpO1xuICAgICAgICBpZiAoc3RhdGUpIHN0YXRlLndyaXRpbmcgPSB0cnVlO1xuICAgICAgICBhd2FpdCB3cml0ZXIud3JpdGUoY2h1bmsudmFsdWUpO1xuICAgICAgICBpZiAoc3RhdGUpIFtzdGF0ZS53cml0aW5nLCBzdGF0ZS5sYXN0UHJvZ3Jlc3NBdF0gPSBbZmFsc2UsIERhdGUubm93KCldO1xuICAgICAgfVxuICAgIH0sXG4gICAgb3duLFxuICAgIGlucHV0LFxuICAgIGZpbmlzaCxcbiAgKTtcbn1cblxuLyoqXG4gKiBSdW5zIGBwdW1wYCBmcm9tIGByZWFkZXJgIHRvIGB3cml0ZXJgIGFuZCBlbmRzIGJvdGggdGhlIHdheSBgcGlwZVRvYCBkb2VzOiBjbG9zZXMgdGhlIHNpbmtcbiAqIG9uY2UgYHB1bXBgIHJldHVybnMgKHJlc29sdmVzIGZhbHNlOyB3aGVuIGBwdW1wYCByZXR1cm5zIHRydWUsIGl0IHN0b3BwZWQgYmVmb3JlIGEgcmVhZCBhbmRcbiAqIHRoZSBzaW5rIHN0YXlzIG9wZW46IHJlc29sdmVzIHRydWUpOyB3aGVuIGl0IHRocm93cywgYWJvcnRzIHRoZSBzaW5rLCBhbmQgY2FuY2VscyB0aGUgc291cmNlIHVubGVzcyBhIHJlYWRcbiAqIGZhaWxlZCAoYHB1bXBgIHRocm93cyB3aGF0IGByZWFkRmFpbGVkYCByZXR1cm5zKTsgb24gYHNpZ25hbGAgZG9lcyBib3RoIChhbmQgcmVqZWN0cyB3aXRoXG4gKiBpdHMgcmVhc29uKTsgcmVqZWN0cyBpbiB0aG9zZSB0aHJlZSBjYXNlczsgYWx3YXlzIHJlbGVhc2VzIGJvdGggbG9ja3MuIEEgc2luayBpdHMgb3duZXIgZXJyb3JzXG4gKiAoYSByZW1vdGUgY29ubmVjdGlvbiBlbmRlZCBmcm9tIG91dHNpZGUpIGNhbmNlbHMgdGhlIHNvdXJjZSBhdCBvbmNlLCBldmVuIHdoaWxlIGEgcmVhZFxuICogd2FpdHMgZm9yIGEgc2lsZW50IHBlZXIsIGFuZCB0aGUgcGlwZSByZWplY3RzIHdpdGggdGhlIHNpbmsncyBlcnJvci4gV2l0aCBga2VlcFNvdXJjZWAsIGFcbiAqIGZhaWxlZCBzaW5rIGxlYXZlcyB0aGUgc291cmNlIGFzIGl0IGlzICh1bmxvY2tlZCwgbm90IGNhbmNlbGxlZDsgYSB3YWl0aW5nIHJlYWQgaXMgZ2l2ZW5cbiAqIHVwLCBpdHMgYnl0ZXMgc3RheSBpbiB0aGUgc291cmNlKSBmb3Ige0BsaW5rY29kZSBkcmFpbklucHV0fS4gYGZpbmlzaGAgY2FuY2VscyB0aGUgc291cmNlXG4gKiAoYSB3YWl0aW5nIHJlYWQgZW5kcyBhcyBhdCBpdHMgZW5kKTogdGhlIHB1bXAgdGhlbiBjbG9zZXMgdGhlIHNpbmsgYXMgYXQgYW55IGVuZC5cbiAqL1xuYXN5bmMgZnVuY3Rpb24gZW5kaW5nTGlrZVBpcGVUbyhcbiAgcmVhZGVyOiBSZWFkYWJsZVN0cmVhbURlZmF1bHRSZWFkZXI8VWludDhBcnJheT4gfCBSZWFkYWJsZVN0cmVhbUJZT0JSZWFkZXIsXG4gIHdyaXRlcjogV3JpdGFibGVTdHJlYW1EZWZhdWx0V3JpdGVyPFVpbnQ4QXJyYXk+LFxuICBzaWduYWw6IEFib3J0U2lnbmFsLFxuICBwdW1wOiAoXG4gICAgd3JpdGVyOiBXcml0YWJsZVN0cmVhbURlZmF1bHRXcml0ZXI8VWludDhBcnJheT4sXG4gICAgcmVhZEZhaWxlZDogKGVycm9yOiB1bmtub3duKSA9PiB1bmtub3duLFxuICApID0+IFByb21pc2U8Ym9vbGVhbiB8IHZvaWQ+LFxuICBub3RUaGVTaW5rPzogKGVycm9yOiB1bmtub3duKSA9PiB1bmtub3duLFxuICBrZWVwU291cmNlID0gZmFsc2UsXG4gIGZpbmlzaD86IEFib3J0U2lnbmFsLFxuKTogUHJvbWlzZTxib29sZWFuPiB7XG4gIGNvbnN0IG9uQWJvcnQgPSAoKSA9PiB7XG4gICAgcmVhZGVyLmNhbmNlbChzaWduYWwucmVhc29uKS5jYXRjaCgoKSA9PiB7fSk7XG4gICAgd3JpdGVyLmFib3J0KHNpZ25hbC5yZWFzb24pLmNhdGNoKCgpID0+IHt9KTtcbiAgfTtcbiAgc2lnbmFsLmFkZEV2ZW50TGlzdGVuZXIoXCJhYm9ydFwiLCBvbkFib3J0LCB7IG9uY2U6IHRydWUgfSk7XG4gIC8vIFRoZSBzb3VyY2UncyBlbmQgZ2l2ZW4gZm9yIGl0OiBhIHdhaXRpbmcgcmVhZCBlbmRzIGFzIGF0IHRoYXQgZW5kLCBhbmQgdGhlIHB1bXAgY2xvc2VzXG4gIC8vIHRoZSBzaW5rIGJlaGluZCB3aGF0IGl0IGhhcyByZWFkLlxuICBjb25zdCBvbkZpbmlzaCA9ICgpID0+IHJlYWRlci5jYW5jZWwoZmluaXNoIS5yZWFzb24pLmNhdGNoKCgpID0+IHt9KTtcbiAgZmluaXNoPy5hZGRFdmVudExpc3RlbmVyKFwiYWJvcnRcIiwgb25GaW5pc2gsIHsgb25jZTogdHJ1ZSB9KTtcbiAgaWYgKGZpbmlzaD8uYWJvcnRlZCkgb25GaW5pc2goKTtcbiAgLy8gU3RvcHBlZCBiZWZvcmUgaXQgc3RhcnRlZCAoYSBrZXJuZWwgcGF0aCB0aGF0IGZlbGwgYmFjayB0byBjb3B5aW5nIGFmdGVyIHRoZSBzdG9wKTpcbiAgLy8gZW5kZWQgYXMgYSBzdG9wIHRoYXQgY29tZXMgbWVhbndoaWxlIHdvdWxkIGVuZCBpdCwgdGhlIHNpbmsgYWJvcnRlZCAodGhlIHBlZXIncyBpbnB1dFxuICAvLyBjbG9zZXMpLCBub3QgbGVmdCBvcGVuLlxuICBpZiAoc2lnbmFsLmFib3J0ZWQpIG9uQWJvcnQoKTtcbiAgbGV0IGZpbmlzaGVkID0gZmFsc2U7IC8vIG9yIGVuZGluZzogdGhlIHNpbmsncyBvd24gYWJvcnQgYmVsb3cgaXMgbm90IFwiaXRzIG93bmVyIGVycm9yZWQgaXRcIlxuICBsZXQgc2lua0dvbmU6IHsgZXJyb3I6IHVua25vd24gfSB8IG51bGwgPSBudWxsO1xuICB3cml0ZXIuY2xvc2VkLmNhdGNoKChlKSA9PiB7XG4gICAgaWYgKGZpbmlzaGVkKSByZXR1cm47XG4gICAgaWYgKCFrZWVwU291cmNlKSByZXR1cm4gdm9pZCByZWFkZXIuY2FuY2VsKGUpLmNhdGNoKCgpID0+IHt9KTsgLy8gYSBwZW5kaW5nIHJlYWQgZW5kcyBub3dcbiAgICBzaW5rR29uZSA9IHsgZXJyb3I6IGUgfTtcbiAgICByZWFkZXIucmVsZWFzZUxvY2soKTsgLy8gYSBwZW5kaW5nIHJlYWQgaXMgZ2l2ZW4gdXAgbm93OyB0aGUgc291cmNlIHN0YXlzIHRvIGJlIGRyYWluZWRcbiAgfSk7XG4gIGxldCByZWFkRXJyb3IgPSBmYWxzZTtcbiAgY29uc3QgcmVhZEZhaWxlZCA9IChlcnJvcjogdW5rbm93bik6IHVua25vd24gPT4ge1xuICAgIGlmIChzaW5rR29uZSAhPT0gbnVsbCkgcmV0dXJuIHNpbmtHb25lLmVycm9yOyAvLyB0aGUgcmVhZCBnaXZlbiB1cCBhYm92ZTogdGhlIHNpbmsncyBlbmRcbiAgICByZWFkRXJyb3IgPSB0cnVlO1xuICAgIHJldHVybiBlcnJvcjtcbiAgfTtcbiAgdHJ5IHtcbiAgICAvLyB0cnVlOiBzdG9wcGVkIGJlZm9yZSBhIHJlYWQsIHRoZSBzaW5rIGxlZnQgb3BlbiBmb3Igd2hhdCBtb3ZlcyB0aGUgcmVzdC5cbiAgICBpZiAoYXdhaXQgcHVtcCh3cml0ZXIsIHJlYWRGYWlsZWQpID09PSB0cnVlKSByZXR1cm4gdHJ1ZTtcbiAgICBhd2FpdCBjbG9zZVNpbmsod3JpdGVyKTtcbiAgICByZXR1cm4gZmFsc2U7XG4gIH0gY2F0Y2ggKGUpIHtcbiAgICBmaW5pc2hlZCA9IHRydWU7XG4gICAgaWYgKHNpZ25hbC5hYm9ydGVkKSB0aHJvdyBzaWduYWwucmVhc29uO1xuICAgIGNvbnN0IHNpbmtGYWlsZWQgPSB3cml0ZXIuZGVzaXJlZFNpemUgPT09IG51bGwgfHwgKCFyZWFkRXJyb3IgJiYgaXNSZWFkZXJHb25lKGUpKTtcbiAgICAvLyBOb3RoaW5nIG1vcmUgZ29lcyBpbiBlaXRoZXIgd2F5OiB0aGUgc2luayBpcyBhYm9ydGVkIChub3RoaW5nIGNoYW5nZXMgd2hlbiBpdCBpcyB0aGVcbiAgICAvLyBvbmUgdGhhdCBmYWlsZWQpLCBhbmQgdGhlIHNvdXJjZSBpcyBjYW5jZWxsZWQgdW5sZXNzIGl0IGlzIHRoZSBvbmUgdGhhdCBmYWlsZWQgKGEgdGFwXG4gICAgLy8gdGhhdCB0aHJvd3MgZmFpbHMgbmVpdGhlciwgYW5kIG11c3Qgbm90IGxlYXZlIHRoZSBzaW5rIG9wZW4pLlxuICAgIGF3YWl0IHdyaXRlci5hYm9ydChlKS5jYXRjaCgoKSA9PiB7fSk7XG4gICAgaWYgKCFyZWFkRXJyb3IgJiYgIShrZWVwU291cmNlICYmIHNpbmtGYWlsZWQpKSBhd2FpdCByZWFkZXIuY2FuY2VsKGUpLmNhdGNoKCgpID0+IHt9KTtcbiAgICAvLyBUaGUgY2xpZW50J3MgaW5wdXQgcmVzZXQgYXMgaXQgd2FzIHJlYWQ6IHRoZSBjbGllbnQgbGVmdCwgaXRzIGVuZCBvZiBpbnB1dCAodGhlIHNpbmtcbiAgICAvLyB3YXMgYWJvcnRlZCBhYm92ZSksIGFzIGZvciB0aGUgdW50YXBwZWQgcGlwZSAobGliMTMpLlxuICAgIGlmIChrZWVwU291cmNlICYmIHJlYWRFcnJvciAmJiAhc2lua0ZhaWxlZCAmJiBpc1Jlc2V0KGUpKSByZXR1cm4gZmFsc2U7XG4gICAgdGhyb3cgc2lua0ZhaWxlZCB8fCBub3RUaGVTaW5rID09PSB1bmRlZmluZWQgPyBlIDogbm90VGhlU2luayhlKTtcbiAgfSBmaW5hbGx5IHtcbiAgICBmaW5pc2hlZCA9IHRydWU7XG4gICAgc2lnbmFsLnJlbW92ZUV2ZW50TGlzdGVuZXIoXCJhYm9ydFwiLCBvbkFib3J0KTtcbiAgICBmaW5pc2g/LnJlbW92ZUV2ZW50TGlzdGVuZXIoXCJhYm9ydFwiLCBvbkZpbmlzaCk7XG4gICAgcmVhZGVyLnJlbGVhc2VMb2NrKCk7XG4gICAgd3JpdGVyLnJlbGVhc2VMb2NrKCk7XG4gIH1cbn1cblxuLyoqXG4gKiBDbG9zZXMgdGhlIHNpbmsgYXQgdGhlIGVuZCBvZiBpbnB1dC4gQSBzaW5rIGl0cyBvd25lciBlcnJvcmVkIG1lYW53aGlsZSAoYW4gb3V0cHV0IGNsb3NlZCBvblxuICogcHVycG9zZSwgYSBmYWlsZWQgd3JpdGUgb2Ygc29tZW9uZSBlbHNlJ3MpIG1ha2VzIGBjbG9zZSgpYCByZWplY3Qgd2l0aCBhIGBUeXBlRXJyb3JgIHRoYXRcbiAqIG9ubHkgc2F5cyBcImNsb3NlZCBvciBlcnJvcmVkXCI7IHRoaXMgcmVqZWN0cyB3aXRoIHRoZSBzaW5rJ3Mgb3duIGVycm9yIGluc3RlYWQsIGFzIGBwaXBlVG9gXG4gKiBkb2VzLCBzbyB0aGUgY2FsbGVyIGp1ZGdlcyB3aGF0IHJlYWxseSBlbmRlZCB0aGUgb3V0cHV0LlxuICovXG5hc3luYyBmdW5jdGlvbiBjbG9zZVNpbmsod3JpdGVyOiBXcml0YWJsZVN0cmVhbURlZmF1bHRXcml0ZXI8VWludDhBcnJheT4pOiBQcm9taXNlPHZvaWQ+IHtcbiAgdHJ5IHtcbiAgICBhd2FpdCB3cml0ZXIuY2xvc2UoKTtcbiAgfSBjYXRjaCAoZSkge1xuICAgIGF3YWl0IHdyaXRlci5jbG9zZWQ7IC8vIGVycm9yZWQ6IHJlamVjdHMgd2l0aCB0aGUgc2luaydzIHN0b3JlZCBlcnJvclxuICAgIHRocm93IGU7XG4gIH1cbn1cblxuLyoqXG4gKiBXaGF0IGEgZmFpbGVkIHJlYWQgcmVqZWN0cyB3aXRoIChgcmVhZEZhaWxlZGAncyBhbnN3ZXI6IHRoZSBzaW5rJ3MgZW5kLCB3aGVuIGl0cyBvd25lclxuICogZW5kZWQgaXQgYW5kIHRoZSByZWFkIHdhcyBnaXZlbiB1cCBmb3IgdGhhdCksIG5vdGluZyBpbiBgc3RhdGVgIGEgcmVhZCB0aGF0IGZhaWxlZCBieVxuICogaXRzZWxmLlxuICovXG5mdW5jdGlvbiByZWFkRmFpbGVkSGVyZShcbiAgcmVhZEZhaWxlZDogKGVycm9yOiB1bmtub3duKSA9PiB1bmtub3duLFxuICBlOiB1bmtub3duLFxuICBzdGF0ZTogeyByZWFkRmFpbGVkOiBib29sZWFuIH0gfCB1bmRlZmluZWQsXG4pOiB1bmtub3duIHtcbiAgY29uc3QgZmFpbHVyZSA9IHJlYWRGYWlsZWQoZSk7XG4gIGlmIChzdGF0ZSAmJiBmYWlsdXJlID09PSBlICYmICEoZSBpbnN0YW5jZW9mIERPTUV4Y2VwdGlvbiAmJiBlLm5hbWUgPT09IFwiQWJvcnRFcnJvclwiKSkge1xuICAgIHN0YXRlLnJlYWRGYWlsZWQgPSB0cnVlO1xuICB9XG4gIHJldHVybiBmYWlsdXJlO1xufVxuXG4vKiogU2l6ZSBvZiBlYWNoIHJldXNlZCByZWFkIGJ1ZmZlcjogYSBwaXBlIGhvbGRzIDY0IEtpQiwgc28gYSByZWFkIG5ldmVyIGdldHMgbW9yZS4gKi9cbmNvbnN0IEJVRkZFUl9CWVRFUyA9IDY0ICogMTAyNDtcblxuZnVuY3Rpb24gcmV1c2VkQnVmZmVyc1BpcGUoXG4gIHNvdXJjZTogUmVhZGFibGVTdHJlYW08VWludDhBcnJheT4sXG4gIHNpbms6IFdyaXRhYmxlU3RyZWFtPFVpbnQ4QXJyYXk+LFxuICBzaWduYWw6IEFib3J0U2lnbmFsLFxuICB0YXA/OiBDaHVua1RhcCxcbik6IE91dHB1dFBpcGUge1xuICBsZXQgcmVhZGVyOiBSZWFkYWJsZVN0cmVhbUJZT0JSZWFkZXI7XG4gIHRyeSB7XG4gICAgcmVhZGVyID0gc291cmNlLmdldFJlYWRlcih7IG1vZGU6IFwiYnlvYlwiIH0pO1xuICB9IGNhdGNoIHtcbiAgICAvLyBOb3QgYSBieXRlIHN0cmVhbSAoYSByZW1vdGUgYWdlbnQncyBsaW5lcyk6IHBpcGVkIGFzIGl0IGlzLCBzdGlsbCBzaG93biB0byB0aGUgdGFwLlxuICAgIHJldHVybiBwaXBlT3V0cHV0KHNvdXJjZSwgc2luaywgc2lnbmFsLCBmYWxzZSwgdGFwKTtcbiAgfVxuICBjb25zdCBzdGF0ZSA9IHsgd3JpdGluZzogZmFsc2UsIGxhc3RQcm9ncmVzc0F0OiBEYXRlLm5vdygpLCByZWFkRmFpbGVkOiBmYWxzZSB9O1xuICBjb25zdCBmaW5pc2ggPSBuZXcgQWJvcnRDb250cm9sbGVyKCk7XG4gIHJldHVybiB7XG4gICAgZG9uZTogcHVtcFJldXNpbmdCdWZmZXJzKHJlYWRlciwgc2luay5nZXRXcml0ZXIoKSwgc2lnbmFsLCBzdGF0ZSwgdGFwLCBmaW5pc2guc2lnbmFsKSxcbiAgICB3YWl0aW5nT25DbGllbnQ6ICgpID0+IHN0YXRlLndyaXRpbmcsXG4gICAgbGFzdFByb2dyZXNzQXQ6ICgpID0+IHN0YXRlLmxhc3RQcm9ncmVzc0F0LFxuICAgIGZhaWxlZFJlYWRpbmc6ICgpID0+IHN0YXRlLnJlYWRGYWlsZWQsXG4gICAgZmluaXNoOiAoKSA9PiBmaW5pc2guYWJvcnQobmV3IE91dHB1dEZpbmlzaGVkKCkpLFxuICB9O1xufVxuXG4vKipcbiAqIFJlYWRzIHRoZSBwZWVyJ3Mgb3V0cHV0IGludG8gb25lIG9mIHR3byByZXVzZWQgYnVmZmVycyB3aGlsZSB0aGUgb3RoZXIgaXMgYmVpbmcgd3JpdHRlbixcbiAqIGluc3RlYWQgb2YgYSBmcmVzaCA2NCBLaUIgYnVmZmVyIHBlciByZWFkIChwaXBlVG8ncyBkZWZhdWx0IHJlYWRlcik6IGZld2VyIGFsbG9jYXRpb25zLFxuICogYSBmbGF0IFJTUywgYW5kIGEgcmVhZCB0aGF0IG92ZXJsYXBzIHRoZSBwcmV2aW91cyB3cml0ZS4gRW5kcyBsaWtlIGBwaXBlVG9gOiBjbG9zZXMgdGhlXG4gKiBzaW5rIGF0IGVuZCBvZiBpbnB1dDsgb24gYSByZWFkIGVycm9yIGFib3J0cyB0aGUgc2luaywgb24gYSB3cml0ZSBlcnJvciBjYW5jZWxzIHRoZVxuICogc291cmNlLCBvbiBgc2lnbmFsYCBkb2VzIGJvdGg7IHJlamVjdHMgaW4gdGhvc2UgdGhyZWUgY2FzZXMuXG4gKi9cbmZ1bmN0aW9uIHB1bXBSZXVzaW5nQnVmZmVycyhcbiAgcmVhZGVyOiBSZWFkYWJsZVN0cmVhbUJZT0JSZWFkZXIsXG4gIHdyaXRlcjogV3JpdGFibGVTdHJlYW1EZWZhdWx0V3JpdGVyPFVpbnQ4QXJyYXk+LFxuICBzaWduYWw6IEFib3J0U2lnbmFsLFxuICBzdGF0ZTogeyB3cml0aW5nOiBib29sZWFuOyBsYXN0UHJvZ3Jlc3NBdDogbnVtYmVyOyByZWFkRmFpbGVkOiBib29sZWFuIH0sXG4gIHRhcD86IENodW5rVGFwLFxuICBmaW5pc2g/OiBBYm9ydFNpZ25hbCxcbik6IFByb21pc2U8dm9pZD4ge1xuICBjb25zdCBmcmVlID0gW25ldyBBcnJheUJ1ZmZlcihCVUZGRVJfQllURVMpLCBuZXcgQXJyYXlCdWZmZXIoQlVGRkVSX0JZVEVTKV07XG4gIGNvbnN0IGVuZGVkID0gZW5kaW5nTGlrZVBpcGVUbyhcbiAgICByZWFkZXIsXG4gICAgd3JpdGVyLFxuICAgIHNpZ25hbCxcbiAgICBhc3luYyAod3JpdGVyLCByZWFkRmFpbGVkKSA9PiB7XG4gICAgICBsZXQgd3JpdGluZzogUHJvbWlzZTx2b2lkPiA9IFByb21pc2UucmVzb2x2ZSgpO1xuICAgICAgd2hpbGUgKHRydWUpIHtcbiAgICAgICAgaWYgKHNpZ25hbC5hYm9ydGVkKSB0aHJvdyBzaWduYWwucmVhc29uO1xuICAgICAgICBsZXQgY2h1bms6IFJlYWRhYmxlU3RyZWFtUmVhZFJlc3VsdDxVaW50OEFycmF5PjtcbiAgICAgICAgdHJ5IHtcbiAgICAgICAgICAvLyBBIGJ1ZmZlciBpcyBmcmVlIGhlcmU6IHRoZSB3cml0ZSBiZWZvcmUgdGhlIG9uZSBpbiBmbGlnaHQgaGFzIGhhbmRlZCBpdHMgYmFjay5cbiAgICAgICAgICBjaHVuayA9IGF3YWl0IHJlYWRlci5yZWFkKG5ldyBVaW50OEFycmF5KGZyZWUucG9wKCkhKSk7XG4gICAgICAgIH0gY2F0Y2ggKGUpIHtcbiAgICAgICAgICB0aHJvdyByZWFkRmFpbGVkSGVyZShyZWFkRmFpbGVkLCBlLCBzdGF0ZSk7XG4gICAgICAgIH1cbiAgICAgICAgaWYgKHNpZ25hbC5hYm9ydGVkKSB0aHJvdyBzaWduYWwucmVhc29uO1xuICAgICAgICBpZiAoY2h1bmsuZG9uZSkgYnJlYWs7XG4gICAgICAgIGNvbnN0IGJ5dGVzID0gY2h1bmsudmFsdWU7XG4gICAgICAgIHRhcD8uKGJ5dGVzKTtcbiAgICAgICAgYXdhaXQgd3JpdGluZzsgLy8gYXQgbW9zdCBvbmUgd3JpdGUgaW4gZmxpZ2h0XG4gICAgICAgIHN0YXRlLndyaXRpbmcgPSB0cnVlO1xuICAgICAgICB3cml0aW5nID0gd3JpdGVyLndyaXRlKGJ5dGVzKS50aGVuKFxuICAgICAgICAgICgpID0+IHtcbiAgICAgICAgICAgIHN0YXRlLndyaXRpbmcgPSBmYWxzZTtcbiAgICAgICAgICAgIHN0YXRlLmxhc3RQcm9ncmVzc0F0ID0gRGF0ZS5ub3coKTtcbiAgICAgICAgICAgIGZyZWUucHVzaChieXRlcy5idWZmZXIgYXMgQXJyYXlCdWZmZXIpO1xuICAgICAgICAgIH0sXG4gICAgICAgICAgKGUpID0+IHtcbiAgICAgICAgICAgIHJlYWRlci5jYW5jZWwoZSkuY2F0Y2goKCkgPT4ge30pOyAvLyBsaWtlIHBpcGVUbzogYSBzaW5rIGVycm9yIGVuZHMgdGhlIHJlYWQgbm93XG4gICAgICAgICAgICB0aHJvdyBlO1xuICAgICAgICAgIH0sXG4gICAgICAgICk7XG4gICAgICAgIHdyaXRpbmcuY2F0Y2goKCkgPT4ge30pOyAvLyBhd2FpdGVkIG9uIHRoZSBuZXh0IHR1cm46IG5ldmVyIGFuIHVuaGFuZGxlZCByZWplY3Rpb25cbiAgICAgIH1cbiAgICAgIGF3YWl0IHdyaXRpbmc7XG4gICAgfSxcbiAgICB1bmRlZmluZWQsXG4gICAgZmFsc2UsXG4gICAgZmluaXNoLFxuICApO1xuICByZXR1cm4gZW5kZWQudGhlbigoKSA9PiB7fSk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQWtCQyxHQUdELFNBQVMsZ0JBQWdCLEVBQUUsWUFBWSxFQUFFLE9BQU8sRUFBRSxjQUFjLFFBQVEsbUJBQW1CO0FBa0gzRjs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FpQkMsR0FDRCxPQUFPLFNBQVMsVUFDZCxNQUFrQixFQUNsQixNQUE2QixFQUM3QixJQUFnQjtFQUVoQixNQUFNLFNBQVMsSUFBSTtFQUNuQixNQUFNLFdBQVcsSUFBSTtFQUNyQixLQUFLLE1BQU0sU0FBUyxPQUFRLE9BQU8sS0FBSyxHQUFHO0VBQzNDLE1BQU0sYUFBYSxZQUFZLEtBQUssUUFBUSxFQUFFO0VBQzlDLE1BQU0sV0FBVyxDQUFDO0lBQ2hCLE1BQU07SUFDTixNQUFNLFVBQVUsT0FBTyxRQUFRLEVBQUUsS0FBSyxRQUFRLEVBQUUsT0FBTyxNQUFNLEVBQUUsT0FBTyxLQUFLLEVBQUUsT0FBTyxLQUFLO0VBQzNGLENBQUM7RUFDRCxNQUFNLGNBQWMsSUFDbEIsZUFDRSxLQUFLLFFBQVEsRUFDYixPQUFPLFFBQVEsRUFDZixTQUFTLE1BQU0sRUFDZixPQUFPLGdCQUFnQixFQUN2QixPQUFPLFlBQVksRUFDbkIsT0FBTyxPQUFPO0VBRWxCLE1BQU0sU0FBUyxPQUFPLGVBQWUsR0FDakMsWUFBWSxPQUFPLGVBQWUsRUFBRSxlQUNwQztFQUNKLFNBQVMsS0FBSyxDQUFDLEtBQU87RUFDdEIsT0FBTyxJQUFJLENBQUMsS0FBSyxDQUFDLEtBQU87RUFDekIsT0FBTztJQUNMO0lBQ0EsWUFBWSxPQUFPLElBQUk7SUFDdkIsWUFBWSxXQUFXLEtBQUssQ0FBQyxLQUFPO0lBQ3BDLGNBQWMsQ0FBQztNQUNiLE9BQU8sS0FBSyxDQUFDO01BQ2IscUZBQXFGO01BQ3JGLGlGQUFpRjtNQUNqRixTQUFTLEtBQUssQ0FBQyxLQUFPLEdBQUcsT0FBTyxDQUFDO1FBQy9CLElBQUksQ0FBQyxPQUFPLFFBQVEsQ0FBQyxNQUFNLEVBQUUsT0FBTyxRQUFRLENBQUMsTUFBTSxDQUFDLFFBQVEsS0FBSyxDQUFDLEtBQU87TUFDM0U7SUFDRjtJQUNBLGdCQUFnQixDQUFDLFNBQVcsU0FBUyxLQUFLLENBQUM7SUFDM0Msa0JBQWtCLElBQU0sT0FBTyxNQUFNLEdBQUcsT0FBTyxNQUFNLEtBQUssU0FBUyxLQUFLO0lBQ3hFLGFBQWEsSUFBTSxXQUFXLE9BQU8sUUFBUSxFQUFFLE9BQU8sTUFBTTtJQUM1RCxpQkFBaUIsT0FBTyxlQUFlO0lBQ3ZDLGdCQUFnQixPQUFPLGNBQWM7SUFDckMsc0ZBQXNGO0lBQ3RGLDRCQUE0QjtJQUM1QixrQkFBa0IsSUFBTSxDQUFDLE9BQU8sZ0JBQWdCLElBQUksQ0FBQyxPQUFPLGFBQWEsUUFBUSxLQUFLO0VBQ3hGO0FBQ0Y7QUFFQTs7O0NBR0MsR0FDRCxTQUFTLFlBQVksSUFBbUIsRUFBRSxLQUF1QjtFQUMvRCxJQUFJO0VBQ0osSUFBSSxXQUFXO0VBQ2YsT0FBTztJQUNMLE1BQU0sS0FBSyxJQUFJLENBQUM7TUFDZCxVQUFVO01BQ1YsSUFBSSxVQUFVLFFBQVEsTUFBTTtNQUM1QixPQUFPLFFBQVEsSUFBSTtJQUNyQjtJQUNBLGlCQUFpQixJQUFNLFNBQVMscUJBQXFCO0lBQ3JELGdCQUFnQixJQUFNLFNBQVMsb0JBQW9CO0lBQ25ELGVBQWUsSUFBTSxTQUFTLHFCQUFxQjtJQUNuRCxRQUFRLElBQU0sU0FBUyxTQUFTLFFBQVEsTUFBTSxLQUFLLEtBQUssQ0FBQyxXQUFXLElBQUk7RUFDMUU7QUFDRjtBQUVBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBeUJDLEdBQ0QsT0FBTyxTQUFTLGVBQ2QsTUFBa0MsRUFDbEMsSUFBZ0MsRUFDaEMsTUFBbUIsRUFDbkIsTUFBZ0QsRUFDaEQsZUFBZSxLQUFLLEVBQ3BCLEdBQWM7RUFFZCxJQUFJLENBQUMsUUFBUSxPQUFPLFdBQVcsUUFBUSxNQUFNLFFBQVEsY0FBYztFQUNuRSx3RkFBd0Y7RUFDeEYsK0VBQStFO0VBQy9FLE1BQU0sT0FBTyxXQUFXLFFBQVEsT0FBTyxRQUFRLEVBQUU7RUFDakQsS0FBSyxJQUFJLENBQUMsS0FBSyxDQUFDLEtBQU87RUFDdkIsTUFBTSxNQUFNLFdBQVcsT0FBTyxRQUFRLEVBQUUsTUFBTSxRQUFRLE9BQU87RUFDN0QsT0FBTztJQUFFLEdBQUcsR0FBRztJQUFFLFFBQVEsS0FBSyxNQUFNO0VBQUM7QUFDdkM7QUFFQTs7Ozs7Ozs7Ozs7Ozs7Q0FjQyxHQUNELE9BQU8sZUFBZSxXQUNwQixNQUFrQyxFQUNsQyxNQUFtQjtFQUVuQixJQUFJLE9BQU8sT0FBTyxFQUFFLE1BQU0sT0FBTyxNQUFNO0VBQ3ZDLE1BQU0sU0FBUyxPQUFPLFNBQVM7RUFDL0IsTUFBTSxVQUFVLElBQU0sT0FBTyxNQUFNLENBQUMsT0FBTyxNQUFNLEVBQUUsS0FBSyxDQUFDLEtBQU87RUFDaEUsT0FBTyxnQkFBZ0IsQ0FBQyxTQUFTLFNBQVM7SUFBRSxNQUFNO0VBQUs7RUFDdkQsSUFBSTtJQUNGLE1BQU8sQ0FBQyxDQUFDLE1BQU0sT0FBTyxJQUFJLEVBQUUsRUFBRSxJQUFJLENBQUU7SUFDbEMscURBQXFEO0lBQ3ZEO0VBQ0YsU0FBVTtJQUNSLE9BQU8sbUJBQW1CLENBQUMsU0FBUztJQUNwQyxPQUFPLFdBQVc7RUFDcEI7RUFDQSxJQUFJLE9BQU8sT0FBTyxFQUFFLE1BQU0sT0FBTyxNQUFNO0FBQ3pDO0FBRUE7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FnQkMsR0FDRCxPQUFPLGVBQWUsWUFDcEIsSUFBZ0MsRUFDaEMsTUFBNkI7RUFFN0IsSUFBSSxPQUFPLE1BQU0sS0FBSyxHQUFHO0VBQ3pCLE1BQU0sU0FBUyxLQUFLLFNBQVM7RUFDN0IsSUFBSTtJQUNGLEtBQUssTUFBTSxTQUFTLE9BQVEsTUFBTSxPQUFPLEtBQUssQ0FBQztFQUNqRCxTQUFVO0lBQ1IsT0FBTyxXQUFXO0VBQ3BCO0FBQ0Y7QUFFQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBcUJDLEdBQ0QsT0FBTyxlQUFlLFVBQ3BCLE1BQWtDLEVBQ2xDLElBQWdDLEVBQ2hDLE1BQW1CLEVBQ25CLEdBQWMsRUFDZCxHQUFnQjtFQUVoQixJQUFJLE9BQU8sS0FBSyxPQUFPLEtBQUssTUFBTSxXQUFXLFFBQVEsTUFBTSxRQUFRLEtBQUssTUFBTTtFQUM5RSxJQUFJO0lBQ0YsNEVBQTRFO0lBQzVFLHNGQUFzRjtJQUN0RixzRkFBc0Y7SUFDdEYsTUFBTSxPQUFPLE1BQU0sQ0FBQyxNQUFNO01BQUU7TUFBUSxjQUFjO01BQU0sZUFBZTtJQUFLO0VBQzlFLEVBQUUsT0FBTyxHQUFHO0lBQ1YsTUFBTSxTQUFTLEtBQUssU0FBUztJQUM3QixNQUFNLFVBQVUsT0FBTyxXQUFXLEtBQUssTUFBTSxzQkFBc0I7SUFDbkUsd0ZBQXdGO0lBQ3hGLHVDQUF1QztJQUN2QyxJQUFJLENBQUMsU0FBUyxNQUFNLE9BQU8sS0FBSyxDQUFDLE9BQU8sT0FBTyxHQUFHLE9BQU8sTUFBTSxHQUFHLEdBQUcsS0FBSyxDQUFDLEtBQU87SUFDbEYsT0FBTyxXQUFXO0lBQ2xCLElBQUksT0FBTyxPQUFPLEVBQUU7TUFDbEIsTUFBTSxPQUFPLE1BQU0sQ0FBQyxPQUFPLE1BQU0sRUFBRSxLQUFLLENBQUMsS0FBTztNQUNoRCxNQUFNO0lBQ1I7SUFDQSxJQUFJLFNBQVMsTUFBTTtJQUNuQix3RkFBd0Y7SUFDeEYseUZBQXlGO0lBQ3pGLHVGQUF1RjtJQUN2RixxRkFBcUY7SUFDckYsZ0RBQWdEO0lBQ2hELElBQUksUUFBUSxJQUFJO0lBQ2hCLHdGQUF3RjtJQUN4RiwwRkFBMEY7SUFDMUYsa0VBQWtFO0lBQ2xFLElBQUksYUFBYSxNQUFNLENBQUMsTUFBTSxXQUFXLFNBQVMsTUFBTTtJQUN4RCxNQUFNLE9BQU8sTUFBTSxDQUFDLEdBQUcsS0FBSyxDQUFDLEtBQU87SUFDcEMsTUFBTSxJQUFJLGlCQUFpQjtFQUM3QjtBQUNGO0FBRUE7Ozs7O0NBS0MsR0FDRCxlQUFlLFdBQVcsTUFBa0M7RUFDMUQsSUFBSSxPQUFPLE1BQU0sRUFBRSxPQUFPO0VBQzFCLE1BQU0sU0FBUyxPQUFPLFNBQVM7RUFDL0IsTUFBTSxVQUFVLE1BQU0sUUFBUSxJQUFJLENBQUM7SUFDakMsT0FBTyxNQUFNLENBQUMsSUFBSSxDQUFDLElBQU0sT0FBTyxJQUFNO0lBQ3RDLFFBQVEsT0FBTyxHQUFHLElBQUksQ0FBQyxJQUFNO0dBQzlCO0VBQ0QsT0FBTyxXQUFXO0VBQ2xCLE9BQU87QUFDVDtBQUVBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQXVCQyxHQUNELE9BQU8sZUFBZSxlQUNwQixNQUFrQyxFQUNsQyxJQUFnQyxFQUNoQyxNQUFtQixFQUNuQixLQUFvQixFQUNwQixHQUFjLEVBQ2QsR0FBZ0I7RUFFaEIsT0FBTyxNQUFNLFdBQVcsUUFBUSxNQUFNLFFBQVEsS0FBSyxNQUFNLEtBQUssU0FBUyxVQUFVO0FBQ25GO0FBY0E7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBb0JDLEdBQ0QsT0FBTyxTQUFTLFNBQ2QsTUFBa0MsRUFDbEMsSUFBZ0MsRUFDaEMsS0FBb0IsRUFDcEIsR0FBYyxFQUNkLEdBQWdCO0VBRWhCLE1BQU0sT0FBTyxJQUFJO0VBQ2pCLElBQUksVUFBVTtFQUNkLElBQUksUUFBUTtFQUNaLE1BQU0sVUFBVSxDQUFDO0lBQ2YsU0FBUyxNQUFNLE1BQU07SUFDckIsTUFBTTtFQUNSO0VBQ0EsTUFBTSxPQUFPLE1BQU0sSUFBSSxDQUFDLElBQ3RCLGVBQWUsUUFBUSxNQUFNLEtBQUssTUFBTSxFQUFFLElBQU0sU0FBUyxTQUFTO0VBRXBFLEtBQUssS0FBSyxDQUFDLEtBQU8sSUFBSSxzQkFBc0I7RUFDNUMsT0FBTztJQUNMO0lBQ0EsT0FBTyxJQUFNLEtBQUssQ0FBQyxVQUFVLElBQUk7SUFDakMsTUFBTSxDQUFDLFNBQVcsS0FBSyxLQUFLLENBQUM7SUFDN0IsSUFBSSxTQUFRO01BQ1YsT0FBTztJQUNUO0VBQ0Y7QUFDRjtBQWtCQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FpQkMsR0FDRCxPQUFPLFNBQVMsV0FDZCxNQUFrQyxFQUNsQyxJQUFnQyxFQUNoQyxHQUFjO0VBRWQsTUFBTSxPQUFPLElBQUk7RUFDakIsSUFBSSxVQUFVO0VBQ2QsSUFBSSxRQUFRO0VBQ1osSUFBSSxVQUFVO0VBQ2QsSUFBSSxhQUFhLEtBQUssR0FBRztFQUN6QixNQUFNLE9BQU8sQ0FBQztJQUNaLFVBQVU7SUFDVixTQUFTLE1BQU0sTUFBTTtJQUNyQixNQUFNO0VBQ1I7RUFDQSw2REFBNkQ7RUFDN0QsTUFBTSxRQUFRO0lBQ1osSUFBSSxTQUFTLENBQUMsU0FBUyxXQUFXLEdBQUc7TUFBQztNQUFPLEtBQUssR0FBRztLQUFHO0lBQ3hELE9BQU87RUFDVDtFQUNBLE1BQU0sT0FBTyxXQUFXLFFBQVEsTUFBTSxLQUFLLE1BQU0sRUFBRSxNQUFNLE9BQU8sV0FBVyxPQUN4RSxJQUFJLENBQUMsQ0FBQyxVQUFZLFVBQVUsVUFBbUI7RUFDbEQsS0FBSyxLQUFLLENBQUMsS0FBTyxJQUFJLHNCQUFzQjtFQUM1QyxPQUFPO0lBQ0w7SUFDQSxPQUFPLElBQU0sS0FBSyxDQUFDLFVBQVUsSUFBSTtJQUNqQyxNQUFNLENBQUMsU0FBVyxLQUFLLEtBQUssQ0FBQztJQUM3QixpQkFBaUIsSUFBTTtJQUN2QixnQkFBZ0IsSUFBTTtJQUN0QixJQUFJLFNBQVE7TUFDVixPQUFPO0lBQ1Q7RUFDRjtBQUNGO0FBdUJBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FxQkMsR0FDRCxPQUFPLFNBQVMsV0FDZCxNQUFrQyxFQUNsQyxJQUFnQyxFQUNoQyxNQUFtQixFQUNuQixlQUFlLEtBQUssRUFDcEIsR0FBYztFQUVkLElBQUksY0FBYyxPQUFPLGtCQUFrQixRQUFRLE1BQU0sUUFBUTtFQUNqRSxNQUFNLFFBQVE7SUFBRSxZQUFZO0lBQU8sU0FBUztJQUFPLGdCQUFnQixLQUFLLEdBQUc7RUFBRztFQUM5RSxNQUFNLFNBQVMsSUFBSTtFQUNuQixPQUFPO0lBQ0wsTUFBTSxXQUFXLFFBQVEsTUFBTSxRQUFRLEtBQUssT0FBTyxXQUFXLFdBQVcsT0FBTyxPQUFPLE1BQU0sRUFDMUYsSUFBSSxDQUFDLEtBQU87SUFDZixpQkFBaUIsSUFBTSxNQUFNLE9BQU87SUFDcEMsZ0JBQWdCLElBQU0sTUFBTSxjQUFjO0lBQzFDLGVBQWUsSUFBTSxNQUFNLFVBQVU7SUFDckMsUUFBUSxJQUFNLE9BQU8sS0FBSyxDQUFDLElBQUk7RUFDakM7QUFDRjtBQUVBOzs7Ozs7OztDQVFDLEdBQ0QsU0FBUyxXQUNQLE1BQWtDLEVBQ2xDLElBQWdDLEVBQ2hDLE1BQW1CLEVBQ25CLEdBQXlCLEVBQ3pCLFFBQVEsS0FBSyxFQUNiLEdBQWdCLEVBQ2hCLEtBQXFCLEVBQ3JCLEtBQTJFLEVBQzNFLE1BQW9CO0VBRXBCLElBQUk7RUFDSixJQUFJO0lBQ0YsU0FBUyxPQUFPLFNBQVM7RUFDM0IsRUFBRSxPQUFPLEdBQUc7SUFDVixPQUFPLFFBQVEsTUFBTSxDQUFDLElBQUksMkRBQTJEO0VBQ3ZGO0VBQ0EsTUFBTSxNQUFNLFFBQVEsQ0FBQyxJQUFlLElBQUksaUJBQWlCLEtBQUs7RUFDOUQsbUZBQW1GO0VBQ25GLE9BQU8saUJBQ0wsUUFDQSxLQUFLLFNBQVMsSUFDZCxRQUNBLE9BQU8sUUFBUTtJQUNiLE1BQU8sS0FBTTtNQUNYLElBQUksT0FBTyxPQUFPLEVBQUUsTUFBTSxPQUFPLE1BQU07TUFDdkMsSUFBSSxXQUFXLE9BQU87TUFDdEIsSUFBSTtNQUNKLElBQUk7UUFDRixRQUFRLE1BQU0sT0FBTyxJQUFJO01BQzNCLEVBQUUsT0FBTyxHQUFHO1FBQ1YsTUFBTSxlQUFlLFlBQVksR0FBRztNQUN0QztNQUNBLElBQUksTUFBTSxJQUFJLEVBQUU7UUFDZCxvRkFBb0Y7UUFDcEYsOEVBQThFO1FBQzlFLElBQUksQ0FBQyxPQUFPLE9BQU8sSUFBSSxPQUFPLFdBQVcsS0FBSyxNQUFNO1FBQ3BELE9BQU87TUFDVDtNQUNBLE1BQU0sTUFBTSxLQUFLO01BQ2pCLElBQUksT0FBTyxNQUFNLE9BQU8sR0FBRztNQUMzQixNQUFNLE9BQU8sS0FBSyxDQUFDLE1BQU0sS0FBSztNQUM5QixJQUFJLE9BQU8sQ0FBQyxNQUFNLE9BQU8sRUFBRSxNQUFNLGNBQWMsQ0FBQyxHQUFHO1FBQUM7UUFBTyxLQUFLLEdBQUc7T0FBRztJQUN4RTtFQUNGLEdBQ0EsS0FDQSxPQUNBO0FBRUo7QUFFQTs7Ozs7Ozs7Ozs7Q0FXQyxHQUNELGVBQWUsaUJBQ2IsTUFBMEUsRUFDMUUsTUFBK0MsRUFDL0MsTUFBbUIsRUFDbkIsSUFHNEIsRUFDNUIsVUFBd0MsRUFDeEMsYUFBYSxLQUFLLEVBQ2xCLE1BQW9CO0VBRXBCLE1BQU0sVUFBVTtJQUNkLE9BQU8sTUFBTSxDQUFDLE9BQU8sTUFBTSxFQUFFLEtBQUssQ0FBQyxLQUFPO0lBQzFDLE9BQU8sS0FBSyxDQUFDLE9BQU8sTUFBTSxFQUFFLEtBQUssQ0FBQyxLQUFPO0VBQzNDO0VBQ0EsT0FBTyxnQkFBZ0IsQ0FBQyxTQUFTLFNBQVM7SUFBRSxNQUFNO0VBQUs7RUFDdkQseUZBQXlGO0VBQ3pGLG9DQUFvQztFQUNwQyxNQUFNLFdBQVcsSUFBTSxPQUFPLE1BQU0sQ0FBQyxPQUFRLE1BQU0sRUFBRSxLQUFLLENBQUMsS0FBTztFQUNsRSxRQUFRLGlCQUFpQixTQUFTLFVBQVU7SUFBRSxNQUFNO0VBQUs7RUFDekQsSUFBSSxRQUFRLFNBQVM7RUFDckIsc0ZBQXNGO0VBQ3RGLHdGQUF3RjtFQUN4RiwwQkFBMEI7RUFDMUIsSUFBSSxPQUFPLE9BQU8sRUFBRTtFQUNwQixJQUFJLFdBQVcsT0FBTyxzRUFBc0U7RUFDNUYsSUFBSSxXQUFzQztFQUMxQyxPQUFPLE1BQU0sQ0FBQyxLQUFLLENBQUMsQ0FBQztJQUNuQixJQUFJLFVBQVU7SUFDZCxJQUFJLENBQUMsWUFBWSxPQUFPLEtBQUssT0FBTyxNQUFNLENBQUMsR0FBRyxLQUFLLENBQUMsS0FBTyxJQUFJLDBCQUEwQjtJQUN6RixXQUFXO01BQUUsT0FBTztJQUFFO0lBQ3RCLE9BQU8sV0FBVyxJQUFJLGlFQUFpRTtFQUN6RjtFQUNBLElBQUksWUFBWTtFQUNoQixNQUFNLGFBQWEsQ0FBQztJQUNsQixJQUFJLGFBQWEsTUFBTSxPQUFPLFNBQVMsS0FBSyxFQUFFLDBDQUEwQztJQUN4RixZQUFZO0lBQ1osT0FBTztFQUNUO0VBQ0EsSUFBSTtJQUNGLDJFQUEyRTtJQUMzRSxJQUFJLE1BQU0sS0FBSyxRQUFRLGdCQUFnQixNQUFNLE9BQU87SUFDcEQsTUFBTSxVQUFVO0lBQ2hCLE9BQU87RUFDVCxFQUFFLE9BQU8sR0FBRztJQUNWLFdBQVc7SUFDWCxJQUFJLE9BQU8sT0FBTyxFQUFFLE1BQU0sT0FBTyxNQUFNO0lBQ3ZDLE1BQU0sYUFBYSxPQUFPLFdBQVcsS0FBSyxRQUFTLENBQUMsYUFBYSxhQUFhO0lBQzlFLHVGQUF1RjtJQUN2Rix3RkFBd0Y7SUFDeEYsZ0VBQWdFO0lBQ2hFLE1BQU0sT0FBTyxLQUFLLENBQUMsR0FBRyxLQUFLLENBQUMsS0FBTztJQUNuQyxJQUFJLENBQUMsYUFBYSxDQUFDLENBQUMsY0FBYyxVQUFVLEdBQUcsTUFBTSxPQUFPLE1BQU0sQ0FBQyxHQUFHLEtBQUssQ0FBQyxLQUFPO0lBQ25GLHVGQUF1RjtJQUN2Rix3REFBd0Q7SUFDeEQsSUFBSSxjQUFjLGFBQWEsQ0FBQyxjQUFjLFFBQVEsSUFBSSxPQUFPO0lBQ2pFLE1BQU0sY0FBYyxlQUFlLFlBQVksSUFBSSxXQUFXO0VBQ2hFLFNBQVU7SUFDUixXQUFXO0lBQ1gsT0FBTyxtQkFBbUIsQ0FBQyxTQUFTO0lBQ3BDLFFBQVEsb0JBQW9CLFNBQVM7SUFDckMsT0FBTyxXQUFXO0lBQ2xCLE9BQU8sV0FBVztFQUNwQjtBQUNGO0FBRUE7Ozs7O0NBS0MsR0FDRCxlQUFlLFVBQVUsTUFBK0M7RUFDdEUsSUFBSTtJQUNGLE1BQU0sT0FBTyxLQUFLO0VBQ3BCLEVBQUUsT0FBTyxHQUFHO0lBQ1YsTUFBTSxPQUFPLE1BQU0sRUFBRSxnREFBZ0Q7SUFDckUsTUFBTTtFQUNSO0FBQ0Y7QUFFQTs7OztDQUlDLEdBQ0QsU0FBUyxlQUNQLFVBQXVDLEVBQ3ZDLENBQVUsRUFDVixLQUEwQztFQUUxQyxNQUFNLFVBQVUsV0FBVztFQUMzQixJQUFJLFNBQVMsWUFBWSxLQUFLLENBQUMsQ0FBQyxhQUFhLGdCQUFnQixFQUFFLElBQUksS0FBSyxZQUFZLEdBQUc7SUFDckYsTUFBTSxVQUFVLEdBQUc7RUFDckI7RUFDQSxPQUFPO0FBQ1Q7QUFFQSxxRkFBcUYsR0FDckYsTUFBTSxlQUFlLEtBQUs7QUFFMUIsU0FBUyxrQkFDUCxNQUFrQyxFQUNsQyxJQUFnQyxFQUNoQyxNQUFtQixFQUNuQixHQUFjO0VBRWQsSUFBSTtFQUNKLElBQUk7SUFDRixTQUFTLE9BQU8sU0FBUyxDQUFDO01BQUUsTUFBTTtJQUFPO0VBQzNDLEVBQUUsT0FBTTtJQUNOLHNGQUFzRjtJQUN0RixPQUFPLFdBQVcsUUFBUSxNQUFNLFFBQVEsT0FBTztFQUNqRDtFQUNBLE1BQU0sUUFBUTtJQUFFLFNBQVM7SUFBTyxnQkFBZ0IsS0FBSyxHQUFHO0lBQUksWUFBWTtFQUFNO0VBQzlFLE1BQU0sU0FBUyxJQUFJO0VBQ25CLE9BQU87SUFDTCxNQUFNLG1CQUFtQixRQUFRLEtBQUssU0FBUyxJQUFJLFFBQVEsT0FBTyxLQUFLLE9BQU8sTUFBTTtJQUNwRixpQkFBaUIsSUFBTSxNQUFNLE9BQU87SUFDcEMsZ0JBQWdCLElBQU0sTUFBTSxjQUFjO0lBQzFDLGVBQWUsSUFBTSxNQUFNLFVBQVU7SUFDckMsUUFBUSxJQUFNLE9BQU8sS0FBSyxDQUFDLElBQUk7RUFDakM7QUFDRjtBQUVBOzs7Ozs7Q0FNQyxHQUNELFNBQVMsbUJBQ1AsTUFBZ0MsRUFDaEMsTUFBK0MsRUFDL0MsTUFBbUIsRUFDbkIsS0FBd0UsRUFDeEUsR0FBYyxFQUNkLE1BQW9CO0VBRXBCLE1BQU0sT0FBTztJQUFDLElBQUksWUFBWTtJQUFlLElBQUksWUFBWTtHQUFjO0VBQzNFLE1BQU0sUUFBUSxpQkFDWixRQUNBLFFBQ0EsUUFDQSxPQUFPLFFBQVE7SUFDYixJQUFJLFVBQXlCLFFBQVEsT0FBTztJQUM1QyxNQUFPLEtBQU07TUFDWCxJQUFJLE9BQU8sT0FBTyxFQUFFLE1BQU0sT0FBTyxNQUFNO01BQ3ZDLElBQUk7TUFDSixJQUFJO1FBQ0YsaUZBQWlGO1FBQ2pGLFFBQVEsTUFBTSxPQUFPLElBQUksQ0FBQyxJQUFJLFdBQVcsS0FBSyxHQUFHO01BQ25ELEVBQUUsT0FBTyxHQUFHO1FBQ1YsTUFBTSxlQUFlLFlBQVksR0FBRztNQUN0QztNQUNBLElBQUksT0FBTyxPQUFPLEVBQUUsTUFBTSxPQUFPLE1BQU07TUFDdkMsSUFBSSxNQUFNLElBQUksRUFBRTtNQUNoQixNQUFNLFFBQVEsTUFBTSxLQUFLO01BQ3pCLE1BQU07TUFDTixNQUFNLFNBQVMsOEJBQThCO01BQzdDLE1BQU0sT0FBTyxHQUFHO01BQ2hCLFVBQVUsT0FBTyxLQUFLLENBQUMsT0FBTyxJQUFJLENBQ2hDO1FBQ0UsTUFBTSxPQUFPLEdBQUc7UUFDaEIsTUFBTSxjQUFjLEdBQUcsS0FBSyxHQUFHO1FBQy9CLEtBQUssSUFBSSxDQUFDLE1BQU0sTUFBTTtNQUN4QixHQUNBLENBQUM7UUFDQyxPQUFPLE1BQU0sQ0FBQyxHQUFHLEtBQUssQ0FBQyxLQUFPLElBQUksOENBQThDO1FBQ2hGLE1BQU07TUFDUjtNQUVGLFFBQVEsS0FBSyxDQUFDLEtBQU8sSUFBSSx5REFBeUQ7SUFDcEY7SUFDQSxNQUFNO0VBQ1IsR0FDQSxXQUNBLE9BQ0E7RUFFRixPQUFPLE1BQU0sSUFBSSxDQUFDLEtBQU87QUFDM0IifQ==
// denoCacheMetadata=16553752610898584836,9355137435655645229
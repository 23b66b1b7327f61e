/**
 * An in-process implementation as a {@linkcode ConnectionFactory}.
 *
 * @module
 */ import { orAborted } from "../async/when_aborted.ts";
import { busyTurns } from "../async/busy_turns.ts";
import { checkOptionsObject } from "../log/shown_value.ts";
/**
 * Wraps an in-process handler as a connection factory. Each call makes a fresh pair of
 * in-memory streams and runs the handler on one end. The connection's `exited` resolves
 * with 0 when the handler returns and 1 when it throws or rejects; a failure ends that
 * connection only, is reported to `onError`, and never escapes. As with a process, its
 * input holds 64 KiB before a write waits for the handler to read, and what the handler
 * throws because the router cut its input (a stop, a client whose input failed) is that cut,
 * not a failure: `exited` is 0 and `onError` is not called. So is what it throws once the
 * router has let go of it -- stopped reading its output, then closed its input (a client the
 * client router set aside, a session that ended) --, and what it throws because the router
 * cut its output (a client whose output failed), as the exit of a process the router ended,
 * or a process's EPIPE, is not that process's failure. Its return is not the end of its
 * streams: work it started and left running keeps them (the official SDK's `connect()`
 * returns at once, say). A handler that is done closes its output and cancels its input;
 * one that only returns leaves its input taking bytes until 64 KiB wait unread.
 *
 * @param handler The implementation.
 * @param options What to do with the handler's failure.
 * @returns A factory for fresh connections.
 * @throws {TypeError} When `handler` (or `onError`) is not a function.
 *
 * @example Serve v2 from an echo implementation in this process
 * ```ts
 * import { AgentRouter, command, inProcess } from "../mod.ts";
 * const echo = inProcess(({ readable, writable }) => readable.pipeTo(writable));
 * const router = new AgentRouter({ v1: command("agent-v1 --stdio"), v2: echo });
 * ```
 */ export function inProcess(handler, options = {}) {
  // Known now, not when a client comes (its initialize would get no answer at all).
  if (typeof handler !== "function") {
    throw new TypeError(`an in-process implementation is a function (got ${typeof handler})`);
  }
  checkOptionsObject(options, "inProcess's");
  if (options.onError !== undefined && typeof options.onError !== "function") {
    throw new TypeError(`inProcess's onError is a function (got ${typeof options.onError})`);
  }
  const onError = options.onError ?? reportToStderr;
  return ()=>{
    // Its input holds what a pipe would (INPUT_BUFFER_BYTES) before a write waits for the
    // handler to read, as a process's stdin does: a first frame reaches a handler that reads
    // nothing yet, and the client's end of input is seen behind it.
    const toPeer = new TransformStream(undefined, undefined, new ByteLengthQueuingStrategy({
      highWaterMark: INPUT_BUFFER_BYTES
    }));
    const fromPeer = new TransformStream();
    // The handler's own writer may hold its output locked: a failure ends the output from
    // the reading side, at once.
    const failed = new AbortController();
    const input = abortRecording(toPeer.writable);
    let released = false; // the router stopped reading its output: it is letting go of it
    let cut; // why it stopped reading (a client whose output failed, say)
    const exited = (async ()=>{
      try {
        await handler({
          readable: toPeer.readable,
          writable: fromPeer.writable
        });
        return 0;
      } catch (error) {
        // The router cut its input (a stop, a client that failed): what the handler then
        // throws is that cut, as a process whose stdin closed ends, not a failure of its own.
        if (input.aborted && error === input.reason) return 0;
        if (released && input.closed) return 0;
        // Its output was cut (what it then throws is that cut, as a process gets EPIPE).
        if (released && error === cut) return 0;
        try {
          onError(error);
        } catch (failure) {
          // A reporter that fails must not lose the failure it reports, nor reject `exited`.
          reportToStderr(error);
          console.error(`acp-proxy: error: its onError failed too: ${stackOf(failure)}`);
        }
        failed.abort(error);
        await fromPeer.writable.abort(error).catch(()=>{}); // locked by its writer: no-op
        await toPeer.readable.cancel(error).catch(()=>{});
        return 1;
      }
    })();
    return {
      readable: endsOnFailure(fromPeer.readable, failed.signal, undefined, (reason)=>{
        released = true;
        cut = reason;
      }, busyTurns()),
      writable: input.writable,
      exited
    };
  };
}
/** What an in-process implementation's input holds before a write waits: a pipe's 64 KiB. */ const INPUT_BUFFER_BYTES = 64 * 1024;
/** `writable`, passed through, remembering whether (and why) the router aborted or closed it. */ function abortRecording(writable) {
  const writer = writable.getWriter();
  // A client in memory too writes without the event loop turning: take a turn now and then.
  const turn = busyTurns();
  const state = {
    aborted: false,
    closed: false,
    reason: undefined,
    writable: new WritableStream({
      write: (chunk)=>turn(chunk.byteLength)?.then(()=>writer.write(chunk)) ?? writer.write(chunk),
      close: ()=>{
        state.closed = true;
        return writer.close();
      },
      abort: (reason)=>{
        state.aborted = true;
        state.reason = reason;
        return writer.abort(reason);
      }
    })
  };
  return state;
}
/**
 * The implementation's output, ending (rather than erroring) when the implementation fails:
 * a failed in-process implementation looks to the router as a crashed process does, its
 * output at an end and its `exited` 1, so its failure is not mistaken for the client's.
 * (Also the `testing` module's in-memory agents: an aborted agent's output just ends.)
 *
 * @param source The output as the implementation writes it.
 * @param failed Aborted when the implementation failed: the stream ends at once, even while
 *   a read waits (its writer may still hold `source` open).
 * @param onEnd Called once when the stream ends, however (also when it is cancelled).
 * @param onCancel Called with the reason when its reader cancels it (it stops reading).
 * @param turn Asked before each read of an in-memory `source`, with the size of the chunk
 *   before (see `busyTurns`): a promise to wait for first, so that timers fire while both
 *   ends are in memory.
 * @returns The same bytes; an error or `failed` ends the stream instead.
 *
 * @example An output that ends when its implementation fails
 * ```ts
 * import { endsOnFailure } from "./in_process.ts";
 * const failed = new AbortController();
 * const output = endsOnFailure(new ReadableStream<Uint8Array>(), failed.signal);
 * failed.abort(new Error("the implementation failed"));
 * console.log(await new Response(output).text()); // "" (ended, not errored)
 * ```
 */ export function endsOnFailure(source, failed, onEnd, onCancel, turn) {
  let last = 0; // the size of the chunk before, for `turn`
  const reader = source.getReader();
  // At once, not only at the next pull: a writer blocked on a reader that stopped pulling (a
  // client that does not read) is released by the cancel.
  failed?.addEventListener("abort", ()=>reader.cancel(failed.reason).catch(()=>{}), {
    once: true
  });
  return new ReadableStream({
    async pull (controller) {
      let chunk;
      const turning = turn?.(last);
      if (turning) await turning;
      try {
        chunk = await orAborted(reader.read(), failed, "failed");
      } catch  {
        chunk = {
          done: true,
          value: undefined
        };
      }
      if (chunk === "failed") reader.cancel(failed?.reason).catch(()=>{});
      if (chunk === "failed" || chunk.done) {
        onEnd?.();
        controller.close();
      } else {
        last = chunk.value.byteLength;
        controller.enqueue(chunk.value);
      }
    },
    cancel: async (reason)=>{
      onCancel?.(reason);
      onEnd?.();
      // An output that failed meanwhile ends; its error is not the reader's to see (a pipe
      // stopped from outside would otherwise reject with the implementation's error).
      await reader.cancel(reason).catch(()=>{});
    }
  }, {
    highWaterMark: 0
  });
}
function reportToStderr(error) {
  console.error(`acp-proxy: error: an in-process implementation failed: ${stackOf(error)}`);
}
/** An error's stack (or message), or what was thrown as text. */ function stackOf(error) {
  return error instanceof Error ? error.stack ?? error.message : String(error);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3RyYW5zcG9ydC9pbl9wcm9jZXNzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogQW4gaW4tcHJvY2VzcyBpbXBsZW1lbnRhdGlvbiBhcyBhIHtAbGlua2NvZGUgQ29ubmVjdGlvbkZhY3Rvcnl9LlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgdHlwZSB7IENvbm5lY3Rpb24sIENvbm5lY3Rpb25GYWN0b3J5LCBEdXBsZXhTdHJlYW0gfSBmcm9tIFwiLi9kdXBsZXgudHNcIjtcbmltcG9ydCB7IG9yQWJvcnRlZCB9IGZyb20gXCIuLi9hc3luYy93aGVuX2Fib3J0ZWQudHNcIjtcbmltcG9ydCB7IGJ1c3lUdXJucyB9IGZyb20gXCIuLi9hc3luYy9idXN5X3R1cm5zLnRzXCI7XG5pbXBvcnQgeyBjaGVja09wdGlvbnNPYmplY3QgfSBmcm9tIFwiLi4vbG9nL3Nob3duX3ZhbHVlLnRzXCI7XG5cbi8qKlxuICogU2VydmVzIG9uZSBjb25uZWN0aW9uIGluIHRoaXMgcHJvY2Vzcy4gSXQgZ2V0cyB0aGUgcm91dGVyJ3Mgc2lkZSBvZiB0aGUgc3RyZWFtczpcbiAqIHJlYWQgcmVxdWVzdHMgZnJvbSBgcmVhZGFibGVgLCB3cml0ZSByZXNwb25zZXMgdG8gYHdyaXRhYmxlYDsgY2xvc2UgYHdyaXRhYmxlYCB3aGVuIGRvbmUuXG4gKi9cbmV4cG9ydCB0eXBlIEluUHJvY2Vzc0hhbmRsZXIgPSAoc3RyZWFtOiBEdXBsZXhTdHJlYW0pID0+IHZvaWQgfCBQcm9taXNlPHZvaWQ+O1xuXG4vKiogT3B0aW9ucyBmb3Ige0BsaW5rY29kZSBpblByb2Nlc3N9LiAqL1xuZXhwb3J0IGludGVyZmFjZSBJblByb2Nlc3NPcHRpb25zIHtcbiAgLyoqXG4gICAqIENhbGxlZCB3aXRoIHRoZSBoYW5kbGVyJ3MgZXJyb3Igd2hlbiBpdCB0aHJvd3Mgb3IgcmVqZWN0cy4gV2hlbiBpdCB0aHJvd3MgaXRzZWxmLCBib3RoXG4gICAqIGVycm9ycyBhcmUgcHJpbnRlZCB0byBzdGRlcnIgaW5zdGVhZC5cbiAgICogQGRlZmF1bHQgcHJpbnRzIHRoZSBlcnJvciB3aXRoIGl0cyBzdGFjayB0byBzdGRlcnIsIHNvIHRoYXQgbm8gZmFpbHVyZSBnb2VzIHVuc2VlblxuICAgKi9cbiAgb25FcnJvcj86IChlcnJvcjogdW5rbm93bikgPT4gdm9pZDtcbn1cblxuLyoqXG4gKiBXcmFwcyBhbiBpbi1wcm9jZXNzIGhhbmRsZXIgYXMgYSBjb25uZWN0aW9uIGZhY3RvcnkuIEVhY2ggY2FsbCBtYWtlcyBhIGZyZXNoIHBhaXIgb2ZcbiAqIGluLW1lbW9yeSBzdHJlYW1zIGFuZCBydW5zIHRoZSBoYW5kbGVyIG9uIG9uZSBlbmQuIFRoZSBjb25uZWN0aW9uJ3MgYGV4aXRlZGAgcmVzb2x2ZXNcbiAqIHdpdGggMCB3aGVuIHRoZSBoYW5kbGVyIHJldHVybnMgYW5kIDEgd2hlbiBpdCB0aHJvd3Mgb3IgcmVqZWN0czsgYSBmYWlsdXJlIGVuZHMgdGhhdFxuICogY29ubmVjdGlvbiBvbmx5LCBpcyByZXBvcnRlZCB0byBgb25FcnJvcmAsIGFuZCBuZXZlciBlc2NhcGVzLiBBcyB3aXRoIGEgcHJvY2VzcywgaXRzXG4gKiBpbnB1dCBob2xkcyA2NCBLaUIgYmVmb3JlIGEgd3JpdGUgd2FpdHMgZm9yIHRoZSBoYW5kbGVyIHRvIHJlYWQsIGFuZCB3aGF0IHRoZSBoYW5kbGVyXG4gKiB0aHJvd3MgYmVjYXVzZSB0aGUgcm91dGVyIGN1dCBpdHMgaW5wdXQgKGEgc3RvcCwgYSBjbGllbnQgd2hvc2UgaW5wdXQgZmFpbGVkKSBpcyB0aGF0IGN1dCxcbiAqIG5vdCBhIGZhaWx1cmU6IGBleGl0ZWRgIGlzIDAgYW5kIGBvbkVycm9yYCBpcyBub3QgY2FsbGVkLiBTbyBpcyB3aGF0IGl0IHRocm93cyBvbmNlIHRoZVxuICogcm91dGVyIGhhcyBsZXQgZ28gb2YgaXQgLS0gc3RvcHBlZCByZWFkaW5nIGl0cyBvdXRwdXQsIHRoZW4gY2xvc2VkIGl0cyBpbnB1dCAoYSBjbGllbnQgdGhlXG4gKiBjbGllbnQgcm91dGVyIHNldCBhc2lkZSwgYSBzZXNzaW9uIHRoYXQgZW5kZWQpIC0tLCBhbmQgd2hhdCBpdCB0aHJvd3MgYmVjYXVzZSB0aGUgcm91dGVyXG4gKiBjdXQgaXRzIG91dHB1dCAoYSBjbGllbnQgd2hvc2Ugb3V0cHV0IGZhaWxlZCksIGFzIHRoZSBleGl0IG9mIGEgcHJvY2VzcyB0aGUgcm91dGVyIGVuZGVkLFxuICogb3IgYSBwcm9jZXNzJ3MgRVBJUEUsIGlzIG5vdCB0aGF0IHByb2Nlc3MncyBmYWlsdXJlLiBJdHMgcmV0dXJuIGlzIG5vdCB0aGUgZW5kIG9mIGl0c1xuICogc3RyZWFtczogd29yayBpdCBzdGFydGVkIGFuZCBsZWZ0IHJ1bm5pbmcga2VlcHMgdGhlbSAodGhlIG9mZmljaWFsIFNESydzIGBjb25uZWN0KClgXG4gKiByZXR1cm5zIGF0IG9uY2UsIHNheSkuIEEgaGFuZGxlciB0aGF0IGlzIGRvbmUgY2xvc2VzIGl0cyBvdXRwdXQgYW5kIGNhbmNlbHMgaXRzIGlucHV0O1xuICogb25lIHRoYXQgb25seSByZXR1cm5zIGxlYXZlcyBpdHMgaW5wdXQgdGFraW5nIGJ5dGVzIHVudGlsIDY0IEtpQiB3YWl0IHVucmVhZC5cbiAqXG4gKiBAcGFyYW0gaGFuZGxlciBUaGUgaW1wbGVtZW50YXRpb24uXG4gKiBAcGFyYW0gb3B0aW9ucyBXaGF0IHRvIGRvIHdpdGggdGhlIGhhbmRsZXIncyBmYWlsdXJlLlxuICogQHJldHVybnMgQSBmYWN0b3J5IGZvciBmcmVzaCBjb25uZWN0aW9ucy5cbiAqIEB0aHJvd3Mge1R5cGVFcnJvcn0gV2hlbiBgaGFuZGxlcmAgKG9yIGBvbkVycm9yYCkgaXMgbm90IGEgZnVuY3Rpb24uXG4gKlxuICogQGV4YW1wbGUgU2VydmUgdjIgZnJvbSBhbiBlY2hvIGltcGxlbWVudGF0aW9uIGluIHRoaXMgcHJvY2Vzc1xuICogYGBgdHNcbiAqIGltcG9ydCB7IEFnZW50Um91dGVyLCBjb21tYW5kLCBpblByb2Nlc3MgfSBmcm9tIFwiLi4vbW9kLnRzXCI7XG4gKiBjb25zdCBlY2hvID0gaW5Qcm9jZXNzKCh7IHJlYWRhYmxlLCB3cml0YWJsZSB9KSA9PiByZWFkYWJsZS5waXBlVG8od3JpdGFibGUpKTtcbiAqIGNvbnN0IHJvdXRlciA9IG5ldyBBZ2VudFJvdXRlcih7IHYxOiBjb21tYW5kKFwiYWdlbnQtdjEgLS1zdGRpb1wiKSwgdjI6IGVjaG8gfSk7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGluUHJvY2VzcyhcbiAgaGFuZGxlcjogSW5Qcm9jZXNzSGFuZGxlcixcbiAgb3B0aW9uczogSW5Qcm9jZXNzT3B0aW9ucyA9IHt9LFxuKTogQ29ubmVjdGlvbkZhY3Rvcnkge1xuICAvLyBLbm93biBub3csIG5vdCB3aGVuIGEgY2xpZW50IGNvbWVzIChpdHMgaW5pdGlhbGl6ZSB3b3VsZCBnZXQgbm8gYW5zd2VyIGF0IGFsbCkuXG4gIGlmICh0eXBlb2YgaGFuZGxlciAhPT0gXCJmdW5jdGlvblwiKSB7XG4gICAgdGhyb3cgbmV3IFR5cGVFcnJvcihgYW4gaW4tcHJvY2VzcyBpbXBsZW1lbnRhdGlvbiBpcyBhIGZ1bmN0aW9uIChnb3QgJHt0eXBlb2YgaGFuZGxlcn0pYCk7XG4gIH1cbiAgY2hlY2tPcHRpb25zT2JqZWN0KG9wdGlvbnMsIFwiaW5Qcm9jZXNzJ3NcIik7XG4gIGlmIChvcHRpb25zLm9uRXJyb3IgIT09IHVuZGVmaW5lZCAmJiB0eXBlb2Ygb3B0aW9ucy5vbkVycm9yICE9PSBcImZ1bmN0aW9uXCIpIHtcbiAgICB0aHJvdyBuZXcgVHlwZUVycm9yKGBpblByb2Nlc3MncyBvbkVycm9yIGlzIGEgZnVuY3Rpb24gKGdvdCAke3R5cGVvZiBvcHRpb25zLm9uRXJyb3J9KWApO1xuICB9XG4gIGNvbnN0IG9uRXJyb3IgPSBvcHRpb25zLm9uRXJyb3IgPz8gcmVwb3J0VG9TdGRlcnI7XG4gIHJldHVybiAoKTogQ29ubmVjdGlvbiA9PiB7XG4gICAgLy8gSXRzIGlucHV0IGhvbGRzIHdoYXQgYSBwaXBlIHdvdWxkIChJTlBVVF9CVUZGRVJfQllURVMpIGJlZm9yZSBhIHdyaXRlIHdhaXRzIGZvciB0aGVcbiAgICAvLyBoYW5kbGVyIHRvIHJlYWQsIGFzIGEgcHJvY2VzcydzIHN0ZGluIGRvZXM6IGEgZmlyc3QgZnJhbWUgcmVhY2hlcyBhIGhhbmRsZXIgdGhhdCByZWFkc1xuICAgIC8vIG5vdGhpbmcgeWV0LCBhbmQgdGhlIGNsaWVudCdzIGVuZCBvZiBpbnB1dCBpcyBzZWVuIGJlaGluZCBpdC5cbiAgICBjb25zdCB0b1BlZXIgPSBuZXcgVHJhbnNmb3JtU3RyZWFtPFVpbnQ4QXJyYXksIFVpbnQ4QXJyYXk+KFxuICAgICAgdW5kZWZpbmVkLFxuICAgICAgdW5kZWZpbmVkLFxuICAgICAgbmV3IEJ5dGVMZW5ndGhRdWV1aW5nU3RyYXRlZ3koeyBoaWdoV2F0ZXJNYXJrOiBJTlBVVF9CVUZGRVJfQllURVMgfSksXG4gICAgKTtcbiAgICBjb25zdCBmcm9tUGVlciA9IG5ldyBUcmFuc2Zvcm1TdHJlYW08VWludDhBcnJheSwgVWludDhBcnJheT4oKTtcbiAgICAvLyBUaGUgaGFuZGxlcidzIG93biB3cml0ZXIgbWF5IGhvbGQgaXRzIG91dHB1dCBsb2NrZWQ6IGEgZmFpbHVyZSBlbmRzIHRoZSBvdXRwdXQgZnJvbVxuICAgIC8vIHRoZSByZWFkaW5nIHNpZGUsIGF0IG9uY2UuXG4gICAgY29uc3QgZmFpbGVkID0gbmV3IEFib3J0Q29udHJvbGxlcigpO1xuICAgIGNvbnN0IGlucHV0ID0gYWJvcnRSZWNvcmRpbmcodG9QZWVyLndyaXRhYmxlKTtcbiAgICBsZXQgcmVsZWFzZWQgPSBmYWxzZTsgLy8gdGhlIHJvdXRlciBzdG9wcGVkIHJlYWRpbmcgaXRzIG91dHB1dDogaXQgaXMgbGV0dGluZyBnbyBvZiBpdFxuICAgIGxldCBjdXQ6IHVua25vd247IC8vIHdoeSBpdCBzdG9wcGVkIHJlYWRpbmcgKGEgY2xpZW50IHdob3NlIG91dHB1dCBmYWlsZWQsIHNheSlcbiAgICBjb25zdCBleGl0ZWQgPSAoYXN5bmMgKCkgPT4ge1xuICAgICAgdHJ5IHtcbiAgICAgICAgYXdhaXQgaGFuZGxlcih7IHJlYWRhYmxlOiB0b1BlZXIucmVhZGFibGUsIHdyaXRhYmxlOiBmcm9tUGVlci53cml0YWJsZSB9KTtcbiAgICAgICAgcmV0dXJuIDA7XG4gICAgICB9IGNhdGNoIChlcnJvcikge1xuICAgICAgICAvLyBUaGUgcm91dGVyIGN1dCBpdHMgaW5wdXQgKGEgc3RvcCwgYSBjbGllbnQgdGhhdCBmYWlsZWQpOiB3aGF0IHRoZSBoYW5kbGVyIHRoZW5cbiAgICAgICAgLy8gdGhyb3dzIGlzIHRoYXQgY3V0LCBhcyBhIHByb2Nlc3Mgd2hvc2Ugc3RkaW4gY2xvc2VkIGVuZHMsIG5vdCBhIGZhaWx1cmUgb2YgaXRzIG93bi5cbiAgICAgICAgaWYgKGlucHV0LmFib3J0ZWQgJiYgZXJyb3IgPT09IGlucHV0LnJlYXNvbikgcmV0dXJuIDA7XG4gICAgICAgIGlmIChyZWxlYXNlZCAmJiBpbnB1dC5jbG9zZWQpIHJldHVybiAwO1xuICAgICAgICAvLyBJdHMgb3V0cHV0IHdhcyBjdXQgKHdoYXQgaXQgdGhlbiB0aHJvd3MgaXMgdGhhdCBjdXQsIGFzIGEgcHJvY2VzcyBnZXRzIEVQSVBFKS5cbiAgICAgICAgaWYgKHJlbGVhc2VkICYmIGVycm9yID09PSBjdXQpIHJldHVybiAwO1xuICAgICAgICB0cnkge1xuICAgICAgICAgIG9uRXJyb3IoZXJyb3IpO1xuICAgICAgICB9IGNhdGNoIChmYWlsdXJlKSB7XG4gICAgICAgICAgLy8gQSByZXBvcnRlciB0aGF0IGZhaWxzIG11c3Qgbm90IGxvc2UgdGhlIGZhaWx1cmUgaXQgcmVwb3J0cywgbm9yIHJlamVjdCBgZXhpdGVkYC5cbiAgICAgICAgICByZXBvcnRUb1N0ZGVycihlcnJvcik7XG4gICAgICAgICAgY29uc29sZS5lcnJvcihgYWNwLXByb3h5OiBlcnJvcjogaXRzIG9uRXJyb3IgZmFpbGVkIHRvbzogJHtzdGFja09mKGZhaWx1cmUpfWApO1xuICAgICAgICB9XG4gICAgICAgIGZhaWxlZC5hYm9ydChlcnJvcik7XG4gICAgICAgIGF3YWl0IGZyb21QZWVyLndyaXRhYmxlLmFib3J0KGVycm9yKS5jYXRjaCgoKSA9PiB7fSk7IC8vIGxvY2tlZCBieSBpdHMgd3JpdGVyOiBuby1vcFxuICAgICAgICBhd2FpdCB0b1BlZXIucmVhZGFibGUuY2FuY2VsKGVycm9yKS5jYXRjaCgoKSA9PiB7fSk7XG4gICAgICAgIHJldHVybiAxO1xuICAgICAgfVxuICAgIH0pKCk7XG4gICAgcmV0dXJuIHtcbiAgICAgIHJlYWRhYmxlOiBlbmRzT25GYWlsdXJlKGZyb21QZWVyLnJlYWRhYmxlLCBmYWlsZWQuc2lnbmFsLCB1bmRlZmluZWQsIChyZWFzb24pID0+IHtcbiAgICAgICAgcmVsZWFzZWQgPSB0cnVlO1xuICAgICAgICBjdXQgPSByZWFzb247XG4gICAgICB9LCBidXN5VHVybnMoKSksXG4gICAgICB3cml0YWJsZTogaW5wdXQud3JpdGFibGUsXG4gICAgICBleGl0ZWQsXG4gICAgfTtcbiAgfTtcbn1cblxuLyoqIFdoYXQgYW4gaW4tcHJvY2VzcyBpbXBsZW1lbnRhdGlvbidzIGlucHV0IGhvbGRzIGJlZm9yZSBhIHdyaXRlIHdhaXRzOiBhIHBpcGUncyA2NCBLaUIuICovXG5jb25zdCBJTlBVVF9CVUZGRVJfQllURVMgPSA2NCAqIDEwMjQ7XG5cbi8qKiBgd3JpdGFibGVgLCBwYXNzZWQgdGhyb3VnaCwgcmVtZW1iZXJpbmcgd2hldGhlciAoYW5kIHdoeSkgdGhlIHJvdXRlciBhYm9ydGVkIG9yIGNsb3NlZCBpdC4gKi9cbmZ1bmN0aW9uIGFib3J0UmVjb3JkaW5nKHdyaXRhYmxlOiBXcml0YWJsZVN0cmVhbTxVaW50OEFycmF5Pik6IHtcbiAgd3JpdGFibGU6IFdyaXRhYmxlU3RyZWFtPFVpbnQ4QXJyYXk+O1xuICByZWFkb25seSBhYm9ydGVkOiBib29sZWFuO1xuICByZWFkb25seSBjbG9zZWQ6IGJvb2xlYW47XG4gIHJlYWRvbmx5IHJlYXNvbjogdW5rbm93bjtcbn0ge1xuICBjb25zdCB3cml0ZXIgPSB3cml0YWJsZS5nZXRXcml0ZXIoKTtcbiAgLy8gQSBjbGllbnQgaW4gbWVtb3J5IHRvbyB3cml0ZXMgd2l0aG91dCB0aGUgZXZlbnQgbG9vcCB0dXJuaW5nOiB0YWtlIGEgdHVybiBub3cgYW5kIHRoZW4uXG4gIGNvbnN0IHR1cm4gPSBidXN5VHVybnMoKTtcbiAgY29uc3Qgc3RhdGUgPSB7XG4gICAgYWJvcnRlZDogZmFsc2UsXG4gICAgY2xvc2VkOiBmYWxzZSxcbiAgICByZWFzb246IHVuZGVmaW5lZCBhcyB1bmtub3duLFxuICAgIHdyaXRhYmxlOiBuZXcgV3JpdGFibGVTdHJlYW08VWludDhBcnJheT4oe1xuICAgICAgd3JpdGU6IChjaHVuaykgPT5cbiAgICAgICAgdHVybihjaHVuay5ieXRlTGVuZ3RoKT8udGhlbigoKSA9PiB3cml0ZXIud3JpdGUoY2h1bmspKSA/PyB3cml0ZXIud3JpdGUoY2h1bmspLFxuICAgICAgY2xvc2U6ICgpID0+IHtcbiAgICAgICAgc3RhdGUuY2xvc2VkID0gdHJ1ZTtcbiAgICAgICAgcmV0dXJuIHdyaXRlci5jbG9zZSgpO1xuICAgICAgfSxcbiAgICAgIGFib3J0OiAocmVhc29uKSA9PiB7XG4gICAgICAgIHN0YXRlLmFib3J0ZWQgPSB0cnVlO1xuICAgICAgICBzdGF0ZS5yZWFzb24gPSByZWFzb247XG4gICAgICAgIHJldHVybiB3cml0ZXIuYWJvcnQocmVhc29uKTtcbiAgICAgIH0sXG4gICAgfSksXG4gIH07XG4gIHJldHVybiBzdGF0ZTtcbn1cblxuLyoqXG4gKiBUaGUgaW1wbGVtZW50YXRpb24ncyBvdXRwdXQsIGVuZGluZyAocmF0aGVyIHRoYW4gZXJyb3JpbmcpIHdoZW4gdGhlIGltcGxlbWVudGF0aW9uIGZhaWxzOlxuICogYSBmYWlsZWQgaW4tcHJvY2VzcyBpbXBsZW1lbnRhdGlvbiBsb29rcyB0byB0aGUgcm91dGVyIGFzIGEgY3Jhc2hlZCBwcm9jZXNzIGRvZXMsIGl0c1xuICogb3V0cHV0IGF0IGFuIGVuZCBhbmQgaXRzIGBleGl0ZWRgIDEsIHNvIGl0cyBmYWlsdXJlIGlzIG5vdCBtaXN0YWtlbiBmb3IgdGhlIGNsaWVudCdzLlxuICogKEFsc28gdGhlIGB0ZXN0aW5nYCBtb2R1bGUncyBpbi1tZW1vcnkgYWdlbnRzOiBhbiBhYm9ydGVkIGFnZW50J3Mgb3V0cHV0IGp1c3QgZW5kcy4pXG4gKlxuICogQHBhcmFtIHNvdXJjZSBUaGUgb3V0cHV0IGFzIHRoZSBpbXBsZW1lbnRhdGlvbiB3cml0ZXMgaXQuXG4gKiBAcGFyYW0gZmFpbGVkIEFib3J0ZWQgd2hlbiB0aGUgaW1wbGVtZW50YXRpb24gZmFpbGVkOiB0aGUgc3RyZWFtIGVuZHMgYXQgb25jZSwgZXZlbiB3aGlsZVxuICogICBhIHJlYWQgd2FpdHMgKGl0cyB3cml0ZXIgbWF5IHN0aWxsIGhvbGQgYHNvdXJjZWAgb3BlbikuXG4gKiBAcGFyYW0gb25FbmQgQ2FsbGVkIG9uY2Ugd2hlbiB0aGUgc3RyZWFtIGVuZHMsIGhvd2V2ZXIgKGFsc28gd2hlbiBpdCBpcyBjYW5jZWxsZWQpLlxuICogQHBhcmFtIG9uQ2FuY2VsIENhbGxlZCB3aXRoIHRoZSByZWFzb24gd2hlbiBpdHMgcmVhZGVyIGNhbmNlbHMgaXQgKGl0IHN0b3BzIHJlYWRpbmcpLlxuICogQHBhcmFtIHR1cm4gQXNrZWQgYmVmb3JlIGVhY2ggcmVhZCBvZiBhbiBpbi1tZW1vcnkgYHNvdXJjZWAsIHdpdGggdGhlIHNpemUgb2YgdGhlIGNodW5rXG4gKiAgIGJlZm9yZSAoc2VlIGBidXN5VHVybnNgKTogYSBwcm9taXNlIHRvIHdhaXQgZm9yIGZpcnN0LCBzbyB0aGF0IHRpbWVycyBmaXJlIHdoaWxlIGJvdGhcbiAqICAgZW5kcyBhcmUgaW4gbWVtb3J5LlxuICogQHJldHVybnMgVGhlIHNhbWUgYnl0ZXM7IGFuIGVycm9yIG9yIGBmYWlsZWRgIGVuZHMgdGhlIHN0cmVhbSBpbnN0ZWFkLlxuICpcbiAqIEBleGFtcGxlIEFuIG91dHB1dCB0aGF0IGVuZHMgd2hlbiBpdHMgaW1wbGVtZW50YXRpb24gZmFpbHNcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBlbmRzT25GYWlsdXJlIH0gZnJvbSBcIi4vaW5fcHJvY2Vzcy50c1wiO1xuICogY29uc3QgZmFpbGVkID0gbmV3IEFib3J0Q29udHJvbGxlcigpO1xuICogY29uc3Qgb3V0cHV0ID0gZW5kc09uRmFpbHVyZShuZXcgUmVhZGFibGVTdHJlYW08VWludDhBcnJheT4oKSwgZmFpbGVkLnNpZ25hbCk7XG4gKiBmYWlsZWQuYWJvcnQobmV3IEVycm9yKFwidGhlIGltcGxlbWVudGF0aW9uIGZhaWxlZFwiKSk7XG4gKiBjb25zb2xlLmxvZyhhd2FpdCBuZXcgUmVzcG9uc2Uob3V0cHV0KS50ZXh0KCkpOyAvLyBcIlwiIChlbmRlZCwgbm90IGVycm9yZWQpXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGVuZHNPbkZhaWx1cmUoXG4gIHNvdXJjZTogUmVhZGFibGVTdHJlYW08VWludDhBcnJheT4sXG4gIGZhaWxlZD86IEFib3J0U2lnbmFsLFxuICBvbkVuZD86ICgpID0+IHZvaWQsXG4gIG9uQ2FuY2VsPzogKHJlYXNvbjogdW5rbm93bikgPT4gdm9pZCxcbiAgdHVybj86IChieXRlczogbnVtYmVyKSA9PiBQcm9taXNlPHZvaWQ+IHwgdW5kZWZpbmVkLFxuKTogUmVhZGFibGVTdHJlYW08VWludDhBcnJheT4ge1xuICBsZXQgbGFzdCA9IDA7IC8vIHRoZSBzaXplIG9mIHRoZSBjaHVuayBiZWZvcmUsIGZvciBgdHVybmBcbiAgY29uc3QgcmVhZGVyID0gc291cmNlLmdldFJlYWRlcigpO1xuICAvLyBBdCBvbmNlLCBub3Qgb25seSBhdCB0aGUgbmV4dCBwdWxsOiBhIHdyaXRlciBibG9ja2VkIG9uIGEgcmVhZGVyIHRoYXQgc3RvcHBlZCBwdWxsaW5nIChhXG4gIC8vIGNsaWVudCB0aGF0IGRvZXMgbm90IHJlYWQpIGlzIHJlbGVhc2VkIGJ5IHRoZSBjYW5jZWwuXG4gIGZhaWxlZD8uYWRkRXZlbnRMaXN0ZW5lcihcImFib3J0XCIsICgpID0+IHJlYWRlci5jYW5jZWwoZmFpbGVkLnJlYXNvbikuY2F0Y2goKCkgPT4ge30pLCB7XG4gICAgb25jZTogdHJ1ZSxcbiAgfSk7XG4gIHJldHVybiBuZXcgUmVhZGFibGVTdHJlYW08VWludDhBcnJheT4oe1xuICAgIGFzeW5jIHB1bGwoY29udHJvbGxlcik6IFByb21pc2U8dm9pZD4ge1xuICAgICAgbGV0IGNodW5rOiBSZWFkYWJsZVN0cmVhbVJlYWRSZXN1bHQ8VWludDhBcnJheT4gfCBcImZhaWxlZFwiO1xuICAgICAgY29uc3QgdHVybmluZyA9IHR1cm4/LihsYXN0KTtcbiAgICAgIGlmICh0dXJuaW5nKSBhd2FpdCB0dXJuaW5nO1xuICAgICAgdHJ5IHtcbiAgICAgICAgY2h1bmsgPSBhd2FpdCBvckFib3J0ZWQocmVhZGVyLnJlYWQoKSwgZmFpbGVkLCBcImZhaWxlZFwiIGFzIGNvbnN0KTtcbiAgICAgIH0gY2F0Y2gge1xuICAgICAgICBjaHVuayA9IHsgZG9uZTogdHJ1ZSwgdmFsdWU6IHVuZGVmaW5lZCB9O1xuICAgICAgfVxuICAgICAgaWYgKGNodW5rID09PSBcImZhaWxlZFwiKSByZWFkZXIuY2FuY2VsKGZhaWxlZD8ucmVhc29uKS5jYXRjaCgoKSA9PiB7fSk7XG4gICAgICBpZiAoY2h1bmsgPT09IFwiZmFpbGVkXCIgfHwgY2h1bmsuZG9uZSkge1xuICAgICAgICBvbkVuZD8uKCk7XG4gICAgICAgIGNvbnRyb2xsZXIuY2xvc2UoKTtcbiAgICAgIH0gZWxzZSB7XG4gICAgICAgIGxhc3QgPSBjaHVuay52YWx1ZS5ieXRlTGVuZ3RoO1xuICAgICAgICBjb250cm9sbGVyLmVucXVldWUoY2h1bmsudmFsdWUpO1xuICAgICAgfVxuICAgIH0sXG4gICAgY2FuY2VsOiBhc3luYyAocmVhc29uKSA9PiB7XG4gICAgICBvbkNhbmNlbD8uKHJlYXNvbik7XG4gICAgICBvbkVuZD8uKCk7XG4gICAgICAvLyBBbiBvdXRwdXQgdGhhdCBmYWlsZWQgbWVhbndoaWxlIGVuZHM7IGl0cyBlcnJvciBpcyBub3QgdGhlIHJlYWRlcidzIHRvIHNlZSAoYSBwaXBlXG4gICAgICAvLyBzdG9wcGVkIGZyb20gb3V0c2lkZSB3b3VsZCBvdGhlcndpc2UgcmVqZWN0IHdpdGggdGhlIGltcGxlbWVudGF0aW9uJ3MgZXJyb3IpLlxuICAgICAgYXdhaXQgcmVhZGVyLmNhbmNlbChyZWFzb24pLmNhdGNoKCgpID0+IHt9KTtcbiAgICB9LFxuICB9LCB7IGhpZ2hXYXRlck1hcms6IDAgfSk7XG59XG5cbmZ1bmN0aW9uIHJlcG9ydFRvU3RkZXJyKGVycm9yOiB1bmtub3duKTogdm9pZCB7XG4gIGNvbnNvbGUuZXJyb3IoYGFjcC1wcm94eTogZXJyb3I6IGFuIGluLXByb2Nlc3MgaW1wbGVtZW50YXRpb24gZmFpbGVkOiAke3N0YWNrT2YoZXJyb3IpfWApO1xufVxuXG4vKiogQW4gZXJyb3IncyBzdGFjayAob3IgbWVzc2FnZSksIG9yIHdoYXQgd2FzIHRocm93biBhcyB0ZXh0LiAqL1xuZnVuY3Rpb24gc3RhY2tPZihlcnJvcjogdW5rbm93bik6IHN0cmluZyB7XG4gIHJldHVybiBlcnJvciBpbnN0YW5jZW9mIEVycm9yID8gZXJyb3Iuc3RhY2sgPz8gZXJyb3IubWVzc2FnZSA6IFN0cmluZyhlcnJvcik7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Q0FJQyxHQUdELFNBQVMsU0FBUyxRQUFRLDJCQUEyQjtBQUNyRCxTQUFTLFNBQVMsUUFBUSx5QkFBeUI7QUFDbkQsU0FBUyxrQkFBa0IsUUFBUSx3QkFBd0I7QUFrQjNEOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0EyQkMsR0FDRCxPQUFPLFNBQVMsVUFDZCxPQUF5QixFQUN6QixVQUE0QixDQUFDLENBQUM7RUFFOUIsa0ZBQWtGO0VBQ2xGLElBQUksT0FBTyxZQUFZLFlBQVk7SUFDakMsTUFBTSxJQUFJLFVBQVUsQ0FBQyxnREFBZ0QsRUFBRSxPQUFPLFFBQVEsQ0FBQyxDQUFDO0VBQzFGO0VBQ0EsbUJBQW1CLFNBQVM7RUFDNUIsSUFBSSxRQUFRLE9BQU8sS0FBSyxhQUFhLE9BQU8sUUFBUSxPQUFPLEtBQUssWUFBWTtJQUMxRSxNQUFNLElBQUksVUFBVSxDQUFDLHVDQUF1QyxFQUFFLE9BQU8sUUFBUSxPQUFPLENBQUMsQ0FBQyxDQUFDO0VBQ3pGO0VBQ0EsTUFBTSxVQUFVLFFBQVEsT0FBTyxJQUFJO0VBQ25DLE9BQU87SUFDTCxzRkFBc0Y7SUFDdEYseUZBQXlGO0lBQ3pGLGdFQUFnRTtJQUNoRSxNQUFNLFNBQVMsSUFBSSxnQkFDakIsV0FDQSxXQUNBLElBQUksMEJBQTBCO01BQUUsZUFBZTtJQUFtQjtJQUVwRSxNQUFNLFdBQVcsSUFBSTtJQUNyQixzRkFBc0Y7SUFDdEYsNkJBQTZCO0lBQzdCLE1BQU0sU0FBUyxJQUFJO0lBQ25CLE1BQU0sUUFBUSxlQUFlLE9BQU8sUUFBUTtJQUM1QyxJQUFJLFdBQVcsT0FBTyxnRUFBZ0U7SUFDdEYsSUFBSSxLQUFjLDZEQUE2RDtJQUMvRSxNQUFNLFNBQVMsQ0FBQztNQUNkLElBQUk7UUFDRixNQUFNLFFBQVE7VUFBRSxVQUFVLE9BQU8sUUFBUTtVQUFFLFVBQVUsU0FBUyxRQUFRO1FBQUM7UUFDdkUsT0FBTztNQUNULEVBQUUsT0FBTyxPQUFPO1FBQ2QsaUZBQWlGO1FBQ2pGLHNGQUFzRjtRQUN0RixJQUFJLE1BQU0sT0FBTyxJQUFJLFVBQVUsTUFBTSxNQUFNLEVBQUUsT0FBTztRQUNwRCxJQUFJLFlBQVksTUFBTSxNQUFNLEVBQUUsT0FBTztRQUNyQyxpRkFBaUY7UUFDakYsSUFBSSxZQUFZLFVBQVUsS0FBSyxPQUFPO1FBQ3RDLElBQUk7VUFDRixRQUFRO1FBQ1YsRUFBRSxPQUFPLFNBQVM7VUFDaEIsbUZBQW1GO1VBQ25GLGVBQWU7VUFDZixRQUFRLEtBQUssQ0FBQyxDQUFDLDBDQUEwQyxFQUFFLFFBQVEsVUFBVTtRQUMvRTtRQUNBLE9BQU8sS0FBSyxDQUFDO1FBQ2IsTUFBTSxTQUFTLFFBQVEsQ0FBQyxLQUFLLENBQUMsT0FBTyxLQUFLLENBQUMsS0FBTyxJQUFJLDhCQUE4QjtRQUNwRixNQUFNLE9BQU8sUUFBUSxDQUFDLE1BQU0sQ0FBQyxPQUFPLEtBQUssQ0FBQyxLQUFPO1FBQ2pELE9BQU87TUFDVDtJQUNGLENBQUM7SUFDRCxPQUFPO01BQ0wsVUFBVSxjQUFjLFNBQVMsUUFBUSxFQUFFLE9BQU8sTUFBTSxFQUFFLFdBQVcsQ0FBQztRQUNwRSxXQUFXO1FBQ1gsTUFBTTtNQUNSLEdBQUc7TUFDSCxVQUFVLE1BQU0sUUFBUTtNQUN4QjtJQUNGO0VBQ0Y7QUFDRjtBQUVBLDJGQUEyRixHQUMzRixNQUFNLHFCQUFxQixLQUFLO0FBRWhDLCtGQUErRixHQUMvRixTQUFTLGVBQWUsUUFBb0M7RUFNMUQsTUFBTSxTQUFTLFNBQVMsU0FBUztFQUNqQywwRkFBMEY7RUFDMUYsTUFBTSxPQUFPO0VBQ2IsTUFBTSxRQUFRO0lBQ1osU0FBUztJQUNULFFBQVE7SUFDUixRQUFRO0lBQ1IsVUFBVSxJQUFJLGVBQTJCO01BQ3ZDLE9BQU8sQ0FBQyxRQUNOLEtBQUssTUFBTSxVQUFVLEdBQUcsS0FBSyxJQUFNLE9BQU8sS0FBSyxDQUFDLFdBQVcsT0FBTyxLQUFLLENBQUM7TUFDMUUsT0FBTztRQUNMLE1BQU0sTUFBTSxHQUFHO1FBQ2YsT0FBTyxPQUFPLEtBQUs7TUFDckI7TUFDQSxPQUFPLENBQUM7UUFDTixNQUFNLE9BQU8sR0FBRztRQUNoQixNQUFNLE1BQU0sR0FBRztRQUNmLE9BQU8sT0FBTyxLQUFLLENBQUM7TUFDdEI7SUFDRjtFQUNGO0VBQ0EsT0FBTztBQUNUO0FBRUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQXdCQyxHQUNELE9BQU8sU0FBUyxjQUNkLE1BQWtDLEVBQ2xDLE1BQW9CLEVBQ3BCLEtBQWtCLEVBQ2xCLFFBQW9DLEVBQ3BDLElBQW1EO0VBRW5ELElBQUksT0FBTyxHQUFHLDJDQUEyQztFQUN6RCxNQUFNLFNBQVMsT0FBTyxTQUFTO0VBQy9CLDJGQUEyRjtFQUMzRix3REFBd0Q7RUFDeEQsUUFBUSxpQkFBaUIsU0FBUyxJQUFNLE9BQU8sTUFBTSxDQUFDLE9BQU8sTUFBTSxFQUFFLEtBQUssQ0FBQyxLQUFPLElBQUk7SUFDcEYsTUFBTTtFQUNSO0VBQ0EsT0FBTyxJQUFJLGVBQTJCO0lBQ3BDLE1BQU0sTUFBSyxVQUFVO01BQ25CLElBQUk7TUFDSixNQUFNLFVBQVUsT0FBTztNQUN2QixJQUFJLFNBQVMsTUFBTTtNQUNuQixJQUFJO1FBQ0YsUUFBUSxNQUFNLFVBQVUsT0FBTyxJQUFJLElBQUksUUFBUTtNQUNqRCxFQUFFLE9BQU07UUFDTixRQUFRO1VBQUUsTUFBTTtVQUFNLE9BQU87UUFBVTtNQUN6QztNQUNBLElBQUksVUFBVSxVQUFVLE9BQU8sTUFBTSxDQUFDLFFBQVEsUUFBUSxLQUFLLENBQUMsS0FBTztNQUNuRSxJQUFJLFVBQVUsWUFBWSxNQUFNLElBQUksRUFBRTtRQUNwQztRQUNBLFdBQVcsS0FBSztNQUNsQixPQUFPO1FBQ0wsT0FBTyxNQUFNLEtBQUssQ0FBQyxVQUFVO1FBQzdCLFdBQVcsT0FBTyxDQUFDLE1BQU0sS0FBSztNQUNoQztJQUNGO0lBQ0EsUUFBUSxPQUFPO01BQ2IsV0FBVztNQUNYO01BQ0EscUZBQXFGO01BQ3JGLGdGQUFnRjtNQUNoRixNQUFNLE9BQU8sTUFBTSxDQUFDLFFBQVEsS0FBSyxDQUFDLEtBQU87SUFDM0M7RUFDRixHQUFHO0lBQUUsZUFBZTtFQUFFO0FBQ3hCO0FBRUEsU0FBUyxlQUFlLEtBQWM7RUFDcEMsUUFBUSxLQUFLLENBQUMsQ0FBQyx1REFBdUQsRUFBRSxRQUFRLFFBQVE7QUFDMUY7QUFFQSwrREFBK0QsR0FDL0QsU0FBUyxRQUFRLEtBQWM7RUFDN0IsT0FBTyxpQkFBaUIsUUFBUSxNQUFNLEtBQUssSUFBSSxNQUFNLE9BQU8sR0FBRyxPQUFPO0FBQ3hFIn0=
// denoCacheMetadata=13748822026836893864,13895841306355348737
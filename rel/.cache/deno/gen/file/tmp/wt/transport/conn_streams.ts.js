/**
 * A `Deno.Conn` passed as a client's streams (`router.serve(conn)`).
 *
 * - Its input is read through `read()`: its own `readable` closes the whole connection once the
 *   client's input ends, so a client that half-closes (its last line, then `shutdown(SHUT_WR)`,
 *   as `printf ... | nc -N` does) could be sent nothing back.
 * - Its output is written through `write()`; the output's close shuts down the sending side
 *   only (the client reads an end of file after the last byte).
 * - After the session ({@linkcode ServedClient.finish}) the connection closes with nothing of
 *   the client's left unread: what it still sends is read and dropped until its end of file, a
 *   pause or a bound (a client that stopped reading is cut when the bound passes). Closing a socket whose receive queue holds bytes resets the connection:
 *   over TCP that throws away what is still unsent, so a client that was still sending when
 *   its agent ended lost the agent's last output (the CLI's socket stdio lingers the same way:
 *   `linux/socket_linger.ts`).
 *
 * @module
 */ import { unusableStreams } from "./duplex.ts";
import { settlesWithin } from "../async/settles_within.ts";
import { isReaderGone } from "./pipe_errors.ts";
/** The most bytes one read of a connection takes. */ const READ_BYTES = 64 * 1024;
/**
 * How long a pause in what the client still sends ends the drain (ms). A client that closes
 * at the end of file the drain starts with ends it at once; this only bounds one that neither
 * closes nor sends. 100 ms was a pause a busy client made while still sending: its next bytes
 * then reset the connection, and it lost the agent's last output.
 */ const IDLE_MS = 500;
/** Whether `client` is a `Deno.Conn` (false for no object, or one a look at throws). */ function isConn(client) {
  if (typeof client !== "object" || client === null) return false;
  const conn = client;
  try {
    return typeof conn.read === "function" && typeof conn.write === "function" && typeof conn.closeWrite === "function" && typeof conn.close === "function" && "localAddr" in client;
  } catch  {
    return false; // a getter that throws, a revoked Proxy: the check of the streams says so
  }
}
/**
 * The client to serve for what the caller passed: a `Deno.Conn` read and written through its
 * own calls and closed after a drain, any other client as it is.
 *
 * @param client What the caller passed.
 * @returns The streams to serve, and the end to call after the session.
 *
 * @example A plain pair is served as it is
 * ```ts
 * import { clientStreams } from "./conn_streams.ts";
 * const pair = { readable: new ReadableStream<Uint8Array>(), writable: new WritableStream<Uint8Array>() };
 * const served = clientStreams(pair);
 * console.log(served.streams === pair); // true
 * await served.finish(2_000, console); // nothing to do
 * ```
 */ export function clientStreams(client) {
  // One whose readable or writable is missing or taken already is served as it is: the check
  // of the streams says so.
  if (!isConn(client) || unusableStreams(client) !== undefined) {
    return {
      streams: client,
      finish: ()=>Promise.resolve()
    };
  }
  return servedConn(client);
}
/** A connection's streams, and its lingering close. */ function servedConn(conn) {
  const buffer = new Uint8Array(READ_BYTES);
  /** The read under way (the stream's or the drain's): one at a time. */ let reading;
  let inputEnded = false;
  let outputClosed = false;
  let finishing = false;
  /** The write under way, if any. */ let writing;
  const read = ()=>{
    reading ??= conn.read(buffer).finally(()=>reading = undefined);
    return reading;
  };
  const readable = new ReadableStream({
    async pull (controller) {
      const n = finishing ? null : await read();
      if (n === null) {
        inputEnded ||= !finishing;
        controller.close();
      } else controller.enqueue(buffer.slice(0, n));
    }
  }, {
    highWaterMark: 0
  });
  const writable = new WritableStream({
    async write (chunk) {
      if (finishing) return; // the session is over: nothing more goes out
      const write = (async ()=>{
        for(let done = 0; done < chunk.length;)done += await conn.write(chunk.subarray(done));
      })();
      writing = write;
      try {
        await write;
      } finally{
        if (writing === write) writing = undefined;
      }
    },
    async close () {
      outputClosed = true;
      await shutDownOutput(conn);
    }
  });
  return {
    streams: {
      readable,
      writable
    },
    async finish (maxMs, log) {
      if (finishing) return;
      finishing = true;
      await end(maxMs).catch((e)=>log.error(`closing the client's connection failed: ${e.stack ?? e}`));
    }
  };
  /** The end {@linkcode ServedClient.finish} describes; rejects on an unexpected failure. */ async function end(maxMs) {
    const deadline = performance.now() + maxMs;
    // A write under way finishes first (a slow reader takes it; a shutdown would wait behind
    // it, unbounded); one the client does not take within the bound is cut with the rest.
    // Then the client reads what was sent, and its end of file, whatever ended the session
    // (a stop too: a reset would lose what the kernel holds for it).
    const written = writing === undefined || await settlesWithin(writing.catch(()=>{}), maxMs);
    if (written) {
      if (!outputClosed) await shutDownOutput(conn);
      if (!inputEnded) await drain(read, deadline);
    }
    try {
      conn.close();
    } catch (e) {
      if (!(e instanceof Deno.errors.BadResource)) throw e; // the caller closed it
    }
    // A read still under way (the drain's bound passed) ends with the close.
    await reading?.catch(()=>{});
  }
}
/**
 * Whether `e` is the error of a connection that is gone: the client went away (as
 * `isReaderGone` judges a write), or it is not connected or closed already (by the caller).
 */ function gone(e) {
  return isReaderGone(e) || e instanceof Deno.errors.NotConnected || e instanceof Deno.errors.ConnectionAborted || e instanceof Deno.errors.BadResource || e instanceof Deno.errors.Interrupted;
}
/** Shuts down a connection's sending side; a connection already gone has none to shut down. */ async function shutDownOutput(conn) {
  try {
    await conn.closeWrite();
  } catch (e) {
    if (!gone(e)) throw e;
  }
}
/** Reads and drops the client's input until its end, {@linkcode IDLE_MS} of quiet or `deadline`. */ async function drain(read, deadline) {
  while(true){
    const left = Math.min(IDLE_MS, deadline - performance.now());
    if (left <= 0) return;
    let timer;
    const paused = new Promise((resolve)=>timer = setTimeout(resolve, left, "paused"));
    try {
      const n = await Promise.race([
        read(),
        paused
      ]);
      if (n === null || n === "paused") return;
    } catch (e) {
      if (!gone(e)) throw e;
      return; // a reset connection, or one the caller closed: nothing more to drain
    } finally{
      clearTimeout(timer);
    }
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3RyYW5zcG9ydC9jb25uX3N0cmVhbXMudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBBIGBEZW5vLkNvbm5gIHBhc3NlZCBhcyBhIGNsaWVudCdzIHN0cmVhbXMgKGByb3V0ZXIuc2VydmUoY29ubilgKS5cbiAqXG4gKiAtIEl0cyBpbnB1dCBpcyByZWFkIHRocm91Z2ggYHJlYWQoKWA6IGl0cyBvd24gYHJlYWRhYmxlYCBjbG9zZXMgdGhlIHdob2xlIGNvbm5lY3Rpb24gb25jZSB0aGVcbiAqICAgY2xpZW50J3MgaW5wdXQgZW5kcywgc28gYSBjbGllbnQgdGhhdCBoYWxmLWNsb3NlcyAoaXRzIGxhc3QgbGluZSwgdGhlbiBgc2h1dGRvd24oU0hVVF9XUilgLFxuICogICBhcyBgcHJpbnRmIC4uLiB8IG5jIC1OYCBkb2VzKSBjb3VsZCBiZSBzZW50IG5vdGhpbmcgYmFjay5cbiAqIC0gSXRzIG91dHB1dCBpcyB3cml0dGVuIHRocm91Z2ggYHdyaXRlKClgOyB0aGUgb3V0cHV0J3MgY2xvc2Ugc2h1dHMgZG93biB0aGUgc2VuZGluZyBzaWRlXG4gKiAgIG9ubHkgKHRoZSBjbGllbnQgcmVhZHMgYW4gZW5kIG9mIGZpbGUgYWZ0ZXIgdGhlIGxhc3QgYnl0ZSkuXG4gKiAtIEFmdGVyIHRoZSBzZXNzaW9uICh7QGxpbmtjb2RlIFNlcnZlZENsaWVudC5maW5pc2h9KSB0aGUgY29ubmVjdGlvbiBjbG9zZXMgd2l0aCBub3RoaW5nIG9mXG4gKiAgIHRoZSBjbGllbnQncyBsZWZ0IHVucmVhZDogd2hhdCBpdCBzdGlsbCBzZW5kcyBpcyByZWFkIGFuZCBkcm9wcGVkIHVudGlsIGl0cyBlbmQgb2YgZmlsZSwgYVxuICogICBwYXVzZSBvciBhIGJvdW5kIChhIGNsaWVudCB0aGF0IHN0b3BwZWQgcmVhZGluZyBpcyBjdXQgd2hlbiB0aGUgYm91bmQgcGFzc2VzKS4gQ2xvc2luZyBhIHNvY2tldCB3aG9zZSByZWNlaXZlIHF1ZXVlIGhvbGRzIGJ5dGVzIHJlc2V0cyB0aGUgY29ubmVjdGlvbjpcbiAqICAgb3ZlciBUQ1AgdGhhdCB0aHJvd3MgYXdheSB3aGF0IGlzIHN0aWxsIHVuc2VudCwgc28gYSBjbGllbnQgdGhhdCB3YXMgc3RpbGwgc2VuZGluZyB3aGVuXG4gKiAgIGl0cyBhZ2VudCBlbmRlZCBsb3N0IHRoZSBhZ2VudCdzIGxhc3Qgb3V0cHV0ICh0aGUgQ0xJJ3Mgc29ja2V0IHN0ZGlvIGxpbmdlcnMgdGhlIHNhbWUgd2F5OlxuICogICBgbGludXgvc29ja2V0X2xpbmdlci50c2ApLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyB0eXBlIER1cGxleFN0cmVhbSwgdW51c2FibGVTdHJlYW1zIH0gZnJvbSBcIi4vZHVwbGV4LnRzXCI7XG5pbXBvcnQgeyBzZXR0bGVzV2l0aGluIH0gZnJvbSBcIi4uL2FzeW5jL3NldHRsZXNfd2l0aGluLnRzXCI7XG5pbXBvcnQgdHlwZSB7IExvZ2dlciB9IGZyb20gXCIuLi9sb2cvbG9nZ2VyLnRzXCI7XG5pbXBvcnQgeyBpc1JlYWRlckdvbmUgfSBmcm9tIFwiLi9waXBlX2Vycm9ycy50c1wiO1xuXG4vKiogVGhlIG1vc3QgYnl0ZXMgb25lIHJlYWQgb2YgYSBjb25uZWN0aW9uIHRha2VzLiAqL1xuY29uc3QgUkVBRF9CWVRFUyA9IDY0ICogMTAyNDtcblxuLyoqXG4gKiBIb3cgbG9uZyBhIHBhdXNlIGluIHdoYXQgdGhlIGNsaWVudCBzdGlsbCBzZW5kcyBlbmRzIHRoZSBkcmFpbiAobXMpLiBBIGNsaWVudCB0aGF0IGNsb3Nlc1xuICogYXQgdGhlIGVuZCBvZiBmaWxlIHRoZSBkcmFpbiBzdGFydHMgd2l0aCBlbmRzIGl0IGF0IG9uY2U7IHRoaXMgb25seSBib3VuZHMgb25lIHRoYXQgbmVpdGhlclxuICogY2xvc2VzIG5vciBzZW5kcy4gMTAwIG1zIHdhcyBhIHBhdXNlIGEgYnVzeSBjbGllbnQgbWFkZSB3aGlsZSBzdGlsbCBzZW5kaW5nOiBpdHMgbmV4dCBieXRlc1xuICogdGhlbiByZXNldCB0aGUgY29ubmVjdGlvbiwgYW5kIGl0IGxvc3QgdGhlIGFnZW50J3MgbGFzdCBvdXRwdXQuXG4gKi9cbmNvbnN0IElETEVfTVMgPSA1MDA7XG5cbi8qKiBXaGF0IGEgYERlbm8uQ29ubmAgaGFzIHRoYXQgcGxhaW4gc3RyZWFtcyBkbyBub3QuICovXG5pbnRlcmZhY2UgQ29ubkxpa2UgZXh0ZW5kcyBEdXBsZXhTdHJlYW0ge1xuICByZWFkKGJ1ZmZlcjogVWludDhBcnJheSk6IFByb21pc2U8bnVtYmVyIHwgbnVsbD47XG4gIHdyaXRlKGJ5dGVzOiBVaW50OEFycmF5KTogUHJvbWlzZTxudW1iZXI+O1xuICBjbG9zZVdyaXRlKCk6IFByb21pc2U8dm9pZD47XG4gIGNsb3NlKCk6IHZvaWQ7XG4gIHJlYWRvbmx5IGxvY2FsQWRkcjogdW5rbm93bjtcbn1cblxuLyoqIFdoZXRoZXIgYGNsaWVudGAgaXMgYSBgRGVuby5Db25uYCAoZmFsc2UgZm9yIG5vIG9iamVjdCwgb3Igb25lIGEgbG9vayBhdCB0aHJvd3MpLiAqL1xuZnVuY3Rpb24gaXNDb25uKGNsaWVudDogRHVwbGV4U3RyZWFtKTogY2xpZW50IGlzIENvbm5MaWtlIHtcbiAgaWYgKHR5cGVvZiBjbGllbnQgIT09IFwib2JqZWN0XCIgfHwgY2xpZW50ID09PSBudWxsKSByZXR1cm4gZmFsc2U7XG4gIGNvbnN0IGNvbm4gPSBjbGllbnQgYXMgUGFydGlhbDxDb25uTGlrZT47XG4gIHRyeSB7XG4gICAgcmV0dXJuIHR5cGVvZiBjb25uLnJlYWQgPT09IFwiZnVuY3Rpb25cIiAmJiB0eXBlb2YgY29ubi53cml0ZSA9PT0gXCJmdW5jdGlvblwiICYmXG4gICAgICB0eXBlb2YgY29ubi5jbG9zZVdyaXRlID09PSBcImZ1bmN0aW9uXCIgJiYgdHlwZW9mIGNvbm4uY2xvc2UgPT09IFwiZnVuY3Rpb25cIiAmJlxuICAgICAgXCJsb2NhbEFkZHJcIiBpbiBjbGllbnQ7XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiBmYWxzZTsgLy8gYSBnZXR0ZXIgdGhhdCB0aHJvd3MsIGEgcmV2b2tlZCBQcm94eTogdGhlIGNoZWNrIG9mIHRoZSBzdHJlYW1zIHNheXMgc29cbiAgfVxufVxuXG4vKiogQSBjbGllbnQgYXMgc2VydmVkOiBpdHMgc3RyZWFtcywgYW5kIGl0cyBlbmQgb25jZSB0aGUgc2Vzc2lvbiBpcyBvdmVyLiAqL1xuZXhwb3J0IGludGVyZmFjZSBTZXJ2ZWRDbGllbnQge1xuICAvKiogVGhlIHN0cmVhbXMgdG8gc2VydmUuICovXG4gIHN0cmVhbXM6IER1cGxleFN0cmVhbTtcbiAgLyoqXG4gICAqIEFmdGVyIHRoZSBzZXNzaW9uOiBhIHdyaXRlIHVuZGVyIHdheSBpcyBsZXQgZmluaXNoLCB0aGUgY29ubmVjdGlvbidzIHNlbmRpbmcgc2lkZSBpcyBzaHV0XG4gICAqIGRvd24gKGlmIGl0cyBvdXRwdXQgd2FzIG5vdCBjbG9zZWQpLCB3aGF0IHRoZSBjbGllbnQgc3RpbGwgc2VuZHMgaXMgZHJvcHBlZCAodW50aWwgaXRzIGVuZFxuICAgKiBvZiBmaWxlIG9yIHtAbGlua2NvZGUgSURMRV9NU30gb2YgcXVpZXQpLCB0aGVuIGl0IGNsb3NlcywgYWxsIHdpdGhpbiBgbWF4TXNgOyBhIHdyaXRlIHRoZVxuICAgKiBjbGllbnQgZG9lcyBub3QgdGFrZSBieSB0aGVuIChpdCBzdG9wcGVkIHJlYWRpbmcpIGlzIGN1dCB3aXRoIHRoZSBjb25uZWN0aW9uLiBBIHN0b3AgZG9lc1xuICAgKiBub3Qgc2hvcnRlbiBpdDogdGhlIHN0b3AgaXMgd2hhdCBlbmRlZCB0aGUgc2Vzc2lvbiwgYW5kIGEgcmVzZXQgd291bGQgbG9zZSB3aGF0IHRoZSBrZXJuZWxcbiAgICogaG9sZHMgZm9yIHRoZSBjbGllbnQuIE5vdGhpbmcgZm9yIHBsYWluIHN0cmVhbXMuIE5ldmVyIHJlamVjdHM6IGFuIHVuZXhwZWN0ZWQgZmFpbHVyZSBpc1xuICAgKiBsb2dnZWQgd2l0aCBpdHMgc3RhY2sgKGEgY29ubmVjdGlvbiB0aGF0IGlzIGdvbmUgaXMgbm9uZSkuXG4gICAqXG4gICAqIEBwYXJhbSBtYXhNcyBUaGUgbW9zdCB0aGUgZW5kIHRha2VzIChtcykuXG4gICAqIEBwYXJhbSBsb2cgV2hlcmUgYW4gdW5leHBlY3RlZCBmYWlsdXJlIGlzIHNhaWQuXG4gICAqL1xuICBmaW5pc2gobWF4TXM6IG51bWJlciwgbG9nOiBMb2dnZXIpOiBQcm9taXNlPHZvaWQ+O1xufVxuXG4vKipcbiAqIFRoZSBjbGllbnQgdG8gc2VydmUgZm9yIHdoYXQgdGhlIGNhbGxlciBwYXNzZWQ6IGEgYERlbm8uQ29ubmAgcmVhZCBhbmQgd3JpdHRlbiB0aHJvdWdoIGl0c1xuICogb3duIGNhbGxzIGFuZCBjbG9zZWQgYWZ0ZXIgYSBkcmFpbiwgYW55IG90aGVyIGNsaWVudCBhcyBpdCBpcy5cbiAqXG4gKiBAcGFyYW0gY2xpZW50IFdoYXQgdGhlIGNhbGxlciBwYXNzZWQuXG4gKiBAcmV0dXJucyBUaGUgc3RyZWFtcyB0byBzZXJ2ZSwgYW5kIHRoZSBlbmQgdG8gY2FsbCBhZnRlciB0aGUgc2Vzc2lvbi5cbiAqXG4gKiBAZXhhbXBsZSBBIHBsYWluIHBhaXIgaXMgc2VydmVkIGFzIGl0IGlzXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgY2xpZW50U3RyZWFtcyB9IGZyb20gXCIuL2Nvbm5fc3RyZWFtcy50c1wiO1xuICogY29uc3QgcGFpciA9IHsgcmVhZGFibGU6IG5ldyBSZWFkYWJsZVN0cmVhbTxVaW50OEFycmF5PigpLCB3cml0YWJsZTogbmV3IFdyaXRhYmxlU3RyZWFtPFVpbnQ4QXJyYXk+KCkgfTtcbiAqIGNvbnN0IHNlcnZlZCA9IGNsaWVudFN0cmVhbXMocGFpcik7XG4gKiBjb25zb2xlLmxvZyhzZXJ2ZWQuc3RyZWFtcyA9PT0gcGFpcik7IC8vIHRydWVcbiAqIGF3YWl0IHNlcnZlZC5maW5pc2goMl8wMDAsIGNvbnNvbGUpOyAvLyBub3RoaW5nIHRvIGRvXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNsaWVudFN0cmVhbXMoY2xpZW50OiBEdXBsZXhTdHJlYW0pOiBTZXJ2ZWRDbGllbnQge1xuICAvLyBPbmUgd2hvc2UgcmVhZGFibGUgb3Igd3JpdGFibGUgaXMgbWlzc2luZyBvciB0YWtlbiBhbHJlYWR5IGlzIHNlcnZlZCBhcyBpdCBpczogdGhlIGNoZWNrXG4gIC8vIG9mIHRoZSBzdHJlYW1zIHNheXMgc28uXG4gIGlmICghaXNDb25uKGNsaWVudCkgfHwgdW51c2FibGVTdHJlYW1zKGNsaWVudCkgIT09IHVuZGVmaW5lZCkge1xuICAgIHJldHVybiB7IHN0cmVhbXM6IGNsaWVudCwgZmluaXNoOiAoKSA9PiBQcm9taXNlLnJlc29sdmUoKSB9O1xuICB9XG4gIHJldHVybiBzZXJ2ZWRDb25uKGNsaWVudCk7XG59XG5cbi8qKiBBIGNvbm5lY3Rpb24ncyBzdHJlYW1zLCBhbmQgaXRzIGxpbmdlcmluZyBjbG9zZS4gKi9cbmZ1bmN0aW9uIHNlcnZlZENvbm4oY29ubjogQ29ubkxpa2UpOiBTZXJ2ZWRDbGllbnQge1xuICBjb25zdCBidWZmZXIgPSBuZXcgVWludDhBcnJheShSRUFEX0JZVEVTKTtcbiAgLyoqIFRoZSByZWFkIHVuZGVyIHdheSAodGhlIHN0cmVhbSdzIG9yIHRoZSBkcmFpbidzKTogb25lIGF0IGEgdGltZS4gKi9cbiAgbGV0IHJlYWRpbmc6IFByb21pc2U8bnVtYmVyIHwgbnVsbD4gfCB1bmRlZmluZWQ7XG4gIGxldCBpbnB1dEVuZGVkID0gZmFsc2U7XG4gIGxldCBvdXRwdXRDbG9zZWQgPSBmYWxzZTtcbiAgbGV0IGZpbmlzaGluZyA9IGZhbHNlO1xuICAvKiogVGhlIHdyaXRlIHVuZGVyIHdheSwgaWYgYW55LiAqL1xuICBsZXQgd3JpdGluZzogUHJvbWlzZTx2b2lkPiB8IHVuZGVmaW5lZDtcbiAgY29uc3QgcmVhZCA9ICgpOiBQcm9taXNlPG51bWJlciB8IG51bGw+ID0+IHtcbiAgICByZWFkaW5nID8/PSBjb25uLnJlYWQoYnVmZmVyKS5maW5hbGx5KCgpID0+IHJlYWRpbmcgPSB1bmRlZmluZWQpO1xuICAgIHJldHVybiByZWFkaW5nO1xuICB9O1xuICBjb25zdCByZWFkYWJsZSA9IG5ldyBSZWFkYWJsZVN0cmVhbTxVaW50OEFycmF5Pih7XG4gICAgYXN5bmMgcHVsbChjb250cm9sbGVyKSB7XG4gICAgICBjb25zdCBuID0gZmluaXNoaW5nID8gbnVsbCA6IGF3YWl0IHJlYWQoKTtcbiAgICAgIGlmIChuID09PSBudWxsKSB7XG4gICAgICAgIGlucHV0RW5kZWQgfHw9ICFmaW5pc2hpbmc7XG4gICAgICAgIGNvbnRyb2xsZXIuY2xvc2UoKTtcbiAgICAgIH0gZWxzZSBjb250cm9sbGVyLmVucXVldWUoYnVmZmVyLnNsaWNlKDAsIG4pKTtcbiAgICB9LFxuICB9LCB7IGhpZ2hXYXRlck1hcms6IDAgfSk7XG4gIGNvbnN0IHdyaXRhYmxlID0gbmV3IFdyaXRhYmxlU3RyZWFtPFVpbnQ4QXJyYXk+KHtcbiAgICBhc3luYyB3cml0ZShjaHVuaykge1xuICAgICAgaWYgKGZpbmlzaGluZykgcmV0dXJuOyAvLyB0aGUgc2Vzc2lvbiBpcyBvdmVyOiBub3RoaW5nIG1vcmUgZ29lcyBvdXRcbiAgICAgIGNvbnN0IHdyaXRlID0gKGFzeW5jICgpID0+IHtcbiAgICAgICAgZm9yIChsZXQgZG9uZSA9IDA7IGRvbmUgPCBjaHVuay5sZW5ndGg7KSBkb25lICs9IGF3YWl0IGNvbm4ud3JpdGUoY2h1bmsuc3ViYXJyYXkoZG9uZSkpO1xuICAgICAgfSkoKTtcbiAgICAgIHdyaXRpbmcgPSB3cml0ZTtcbiAgICAgIHRyeSB7XG4gICAgICAgIGF3YWl0IHdyaXRlO1xuICAgICAgfSBmaW5hbGx5IHtcbiAgICAgICAgaWYgKHdyaXRpbmcgPT09IHdyaXRlKSB3cml0aW5nID0gdW5kZWZpbmVkO1xuICAgICAgfVxuICAgIH0sXG4gICAgYXN5bmMgY2xvc2UoKSB7XG4gICAgICBvdXRwdXRDbG9zZWQgPSB0cnVlO1xuICAgICAgYXdhaXQgc2h1dERvd25PdXRwdXQoY29ubik7XG4gICAgfSxcbiAgfSk7XG4gIHJldHVybiB7XG4gICAgc3RyZWFtczogeyByZWFkYWJsZSwgd3JpdGFibGUgfSxcbiAgICBhc3luYyBmaW5pc2gobWF4TXMsIGxvZykge1xuICAgICAgaWYgKGZpbmlzaGluZykgcmV0dXJuO1xuICAgICAgZmluaXNoaW5nID0gdHJ1ZTtcbiAgICAgIGF3YWl0IGVuZChtYXhNcykuY2F0Y2goKGUpID0+XG4gICAgICAgIGxvZy5lcnJvcihgY2xvc2luZyB0aGUgY2xpZW50J3MgY29ubmVjdGlvbiBmYWlsZWQ6ICR7KGUgYXMgRXJyb3IpLnN0YWNrID8/IGV9YClcbiAgICAgICk7XG4gICAgfSxcbiAgfTtcblxuICAvKiogVGhlIGVuZCB7QGxpbmtjb2RlIFNlcnZlZENsaWVudC5maW5pc2h9IGRlc2NyaWJlczsgcmVqZWN0cyBvbiBhbiB1bmV4cGVjdGVkIGZhaWx1cmUuICovXG4gIGFzeW5jIGZ1bmN0aW9uIGVuZChtYXhNczogbnVtYmVyKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgY29uc3QgZGVhZGxpbmUgPSBwZXJmb3JtYW5jZS5ub3coKSArIG1heE1zO1xuICAgIC8vIEEgd3JpdGUgdW5kZXIgd2F5IGZpbmlzaGVzIGZpcnN0IChhIHNsb3cgcmVhZGVyIHRha2VzIGl0OyBhIHNodXRkb3duIHdvdWxkIHdhaXQgYmVoaW5kXG4gICAgLy8gaXQsIHVuYm91bmRlZCk7IG9uZSB0aGUgY2xpZW50IGRvZXMgbm90IHRha2Ugd2l0aGluIHRoZSBib3VuZCBpcyBjdXQgd2l0aCB0aGUgcmVzdC5cbiAgICAvLyBUaGVuIHRoZSBjbGllbnQgcmVhZHMgd2hhdCB3YXMgc2VudCwgYW5kIGl0cyBlbmQgb2YgZmlsZSwgd2hhdGV2ZXIgZW5kZWQgdGhlIHNlc3Npb25cbiAgICAvLyAoYSBzdG9wIHRvbzogYSByZXNldCB3b3VsZCBsb3NlIHdoYXQgdGhlIGtlcm5lbCBob2xkcyBmb3IgaXQpLlxuICAgIGNvbnN0IHdyaXR0ZW4gPSB3cml0aW5nID09PSB1bmRlZmluZWQgfHxcbiAgICAgIGF3YWl0IHNldHRsZXNXaXRoaW4od3JpdGluZy5jYXRjaCgoKSA9PiB7fSksIG1heE1zKTtcbiAgICBpZiAod3JpdHRlbikge1xuICAgICAgaWYgKCFvdXRwdXRDbG9zZWQpIGF3YWl0IHNodXREb3duT3V0cHV0KGNvbm4pO1xuICAgICAgaWYgKCFpbnB1dEVuZGVkKSBhd2FpdCBkcmFpbihyZWFkLCBkZWFkbGluZSk7XG4gICAgfVxuICAgIHRyeSB7XG4gICAgICBjb25uLmNsb3NlKCk7XG4gICAgfSBjYXRjaCAoZSkge1xuICAgICAgaWYgKCEoZSBpbnN0YW5jZW9mIERlbm8uZXJyb3JzLkJhZFJlc291cmNlKSkgdGhyb3cgZTsgLy8gdGhlIGNhbGxlciBjbG9zZWQgaXRcbiAgICB9XG4gICAgLy8gQSByZWFkIHN0aWxsIHVuZGVyIHdheSAodGhlIGRyYWluJ3MgYm91bmQgcGFzc2VkKSBlbmRzIHdpdGggdGhlIGNsb3NlLlxuICAgIGF3YWl0IHJlYWRpbmc/LmNhdGNoKCgpID0+IHt9KTtcbiAgfVxufVxuXG4vKipcbiAqIFdoZXRoZXIgYGVgIGlzIHRoZSBlcnJvciBvZiBhIGNvbm5lY3Rpb24gdGhhdCBpcyBnb25lOiB0aGUgY2xpZW50IHdlbnQgYXdheSAoYXNcbiAqIGBpc1JlYWRlckdvbmVgIGp1ZGdlcyBhIHdyaXRlKSwgb3IgaXQgaXMgbm90IGNvbm5lY3RlZCBvciBjbG9zZWQgYWxyZWFkeSAoYnkgdGhlIGNhbGxlcikuXG4gKi9cbmZ1bmN0aW9uIGdvbmUoZTogdW5rbm93bik6IGJvb2xlYW4ge1xuICByZXR1cm4gaXNSZWFkZXJHb25lKGUpIHx8IGUgaW5zdGFuY2VvZiBEZW5vLmVycm9ycy5Ob3RDb25uZWN0ZWQgfHxcbiAgICBlIGluc3RhbmNlb2YgRGVuby5lcnJvcnMuQ29ubmVjdGlvbkFib3J0ZWQgfHwgZSBpbnN0YW5jZW9mIERlbm8uZXJyb3JzLkJhZFJlc291cmNlIHx8XG4gICAgZSBpbnN0YW5jZW9mIERlbm8uZXJyb3JzLkludGVycnVwdGVkO1xufVxuXG4vKiogU2h1dHMgZG93biBhIGNvbm5lY3Rpb24ncyBzZW5kaW5nIHNpZGU7IGEgY29ubmVjdGlvbiBhbHJlYWR5IGdvbmUgaGFzIG5vbmUgdG8gc2h1dCBkb3duLiAqL1xuYXN5bmMgZnVuY3Rpb24gc2h1dERvd25PdXRwdXQoY29ubjogQ29ubkxpa2UpOiBQcm9taXNlPHZvaWQ+IHtcbiAgdHJ5IHtcbiAgICBhd2FpdCBjb25uLmNsb3NlV3JpdGUoKTtcbiAgfSBjYXRjaCAoZSkge1xuICAgIGlmICghZ29uZShlKSkgdGhyb3cgZTtcbiAgfVxufVxuXG4vKiogUmVhZHMgYW5kIGRyb3BzIHRoZSBjbGllbnQncyBpbnB1dCB1bnRpbCBpdHMgZW5kLCB7QGxpbmtjb2RlIElETEVfTVN9IG9mIHF1aWV0IG9yIGBkZWFkbGluZWAuICovXG5hc3luYyBmdW5jdGlvbiBkcmFpbihyZWFkOiAoKSA9PiBQcm9taXNlPG51bWJlciB8IG51bGw+LCBkZWFkbGluZTogbnVtYmVyKTogUHJvbWlzZTx2b2lkPiB7XG4gIHdoaWxlICh0cnVlKSB7XG4gICAgY29uc3QgbGVmdCA9IE1hdGgubWluKElETEVfTVMsIGRlYWRsaW5lIC0gcGVyZm9ybWFuY2Uubm93KCkpO1xuICAgIGlmIChsZWZ0IDw9IDApIHJldHVybjtcbiAgICBsZXQgdGltZXI6IFJldHVyblR5cGU8dHlwZW9mIHNldFRpbWVvdXQ+IHwgdW5kZWZpbmVkO1xuICAgIGNvbnN0IHBhdXNlZCA9IG5ldyBQcm9taXNlPFwicGF1c2VkXCI+KChyZXNvbHZlKSA9PiB0aW1lciA9IHNldFRpbWVvdXQocmVzb2x2ZSwgbGVmdCwgXCJwYXVzZWRcIikpO1xuICAgIHRyeSB7XG4gICAgICBjb25zdCBuID0gYXdhaXQgUHJvbWlzZS5yYWNlKFtyZWFkKCksIHBhdXNlZF0pO1xuICAgICAgaWYgKG4gPT09IG51bGwgfHwgbiA9PT0gXCJwYXVzZWRcIikgcmV0dXJuO1xuICAgIH0gY2F0Y2ggKGUpIHtcbiAgICAgIGlmICghZ29uZShlKSkgdGhyb3cgZTtcbiAgICAgIHJldHVybjsgLy8gYSByZXNldCBjb25uZWN0aW9uLCBvciBvbmUgdGhlIGNhbGxlciBjbG9zZWQ6IG5vdGhpbmcgbW9yZSB0byBkcmFpblxuICAgIH0gZmluYWxseSB7XG4gICAgICBjbGVhclRpbWVvdXQodGltZXIpO1xuICAgIH1cbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7Ozs7O0NBZ0JDLEdBRUQsU0FBNEIsZUFBZSxRQUFRLGNBQWM7QUFDakUsU0FBUyxhQUFhLFFBQVEsNkJBQTZCO0FBRTNELFNBQVMsWUFBWSxRQUFRLG1CQUFtQjtBQUVoRCxtREFBbUQsR0FDbkQsTUFBTSxhQUFhLEtBQUs7QUFFeEI7Ozs7O0NBS0MsR0FDRCxNQUFNLFVBQVU7QUFXaEIsc0ZBQXNGLEdBQ3RGLFNBQVMsT0FBTyxNQUFvQjtFQUNsQyxJQUFJLE9BQU8sV0FBVyxZQUFZLFdBQVcsTUFBTSxPQUFPO0VBQzFELE1BQU0sT0FBTztFQUNiLElBQUk7SUFDRixPQUFPLE9BQU8sS0FBSyxJQUFJLEtBQUssY0FBYyxPQUFPLEtBQUssS0FBSyxLQUFLLGNBQzlELE9BQU8sS0FBSyxVQUFVLEtBQUssY0FBYyxPQUFPLEtBQUssS0FBSyxLQUFLLGNBQy9ELGVBQWU7RUFDbkIsRUFBRSxPQUFNO0lBQ04sT0FBTyxPQUFPLDBFQUEwRTtFQUMxRjtBQUNGO0FBcUJBOzs7Ozs7Ozs7Ozs7Ozs7Q0FlQyxHQUNELE9BQU8sU0FBUyxjQUFjLE1BQW9CO0VBQ2hELDJGQUEyRjtFQUMzRiwwQkFBMEI7RUFDMUIsSUFBSSxDQUFDLE9BQU8sV0FBVyxnQkFBZ0IsWUFBWSxXQUFXO0lBQzVELE9BQU87TUFBRSxTQUFTO01BQVEsUUFBUSxJQUFNLFFBQVEsT0FBTztJQUFHO0VBQzVEO0VBQ0EsT0FBTyxXQUFXO0FBQ3BCO0FBRUEscURBQXFELEdBQ3JELFNBQVMsV0FBVyxJQUFjO0VBQ2hDLE1BQU0sU0FBUyxJQUFJLFdBQVc7RUFDOUIscUVBQXFFLEdBQ3JFLElBQUk7RUFDSixJQUFJLGFBQWE7RUFDakIsSUFBSSxlQUFlO0VBQ25CLElBQUksWUFBWTtFQUNoQixpQ0FBaUMsR0FDakMsSUFBSTtFQUNKLE1BQU0sT0FBTztJQUNYLFlBQVksS0FBSyxJQUFJLENBQUMsUUFBUSxPQUFPLENBQUMsSUFBTSxVQUFVO0lBQ3RELE9BQU87RUFDVDtFQUNBLE1BQU0sV0FBVyxJQUFJLGVBQTJCO0lBQzlDLE1BQU0sTUFBSyxVQUFVO01BQ25CLE1BQU0sSUFBSSxZQUFZLE9BQU8sTUFBTTtNQUNuQyxJQUFJLE1BQU0sTUFBTTtRQUNkLGVBQWUsQ0FBQztRQUNoQixXQUFXLEtBQUs7TUFDbEIsT0FBTyxXQUFXLE9BQU8sQ0FBQyxPQUFPLEtBQUssQ0FBQyxHQUFHO0lBQzVDO0VBQ0YsR0FBRztJQUFFLGVBQWU7RUFBRTtFQUN0QixNQUFNLFdBQVcsSUFBSSxlQUEyQjtJQUM5QyxNQUFNLE9BQU0sS0FBSztNQUNmLElBQUksV0FBVyxRQUFRLDZDQUE2QztNQUNwRSxNQUFNLFFBQVEsQ0FBQztRQUNiLElBQUssSUFBSSxPQUFPLEdBQUcsT0FBTyxNQUFNLE1BQU0sRUFBRyxRQUFRLE1BQU0sS0FBSyxLQUFLLENBQUMsTUFBTSxRQUFRLENBQUM7TUFDbkYsQ0FBQztNQUNELFVBQVU7TUFDVixJQUFJO1FBQ0YsTUFBTTtNQUNSLFNBQVU7UUFDUixJQUFJLFlBQVksT0FBTyxVQUFVO01BQ25DO0lBQ0Y7SUFDQSxNQUFNO01BQ0osZUFBZTtNQUNmLE1BQU0sZUFBZTtJQUN2QjtFQUNGO0VBQ0EsT0FBTztJQUNMLFNBQVM7TUFBRTtNQUFVO0lBQVM7SUFDOUIsTUFBTSxRQUFPLEtBQUssRUFBRSxHQUFHO01BQ3JCLElBQUksV0FBVztNQUNmLFlBQVk7TUFDWixNQUFNLElBQUksT0FBTyxLQUFLLENBQUMsQ0FBQyxJQUN0QixJQUFJLEtBQUssQ0FBQyxDQUFDLHdDQUF3QyxFQUFFLEFBQUMsRUFBWSxLQUFLLElBQUksR0FBRztJQUVsRjtFQUNGO0VBRUEseUZBQXlGLEdBQ3pGLGVBQWUsSUFBSSxLQUFhO0lBQzlCLE1BQU0sV0FBVyxZQUFZLEdBQUcsS0FBSztJQUNyQyx5RkFBeUY7SUFDekYsc0ZBQXNGO0lBQ3RGLHVGQUF1RjtJQUN2RixpRUFBaUU7SUFDakUsTUFBTSxVQUFVLFlBQVksYUFDMUIsTUFBTSxjQUFjLFFBQVEsS0FBSyxDQUFDLEtBQU8sSUFBSTtJQUMvQyxJQUFJLFNBQVM7TUFDWCxJQUFJLENBQUMsY0FBYyxNQUFNLGVBQWU7TUFDeEMsSUFBSSxDQUFDLFlBQVksTUFBTSxNQUFNLE1BQU07SUFDckM7SUFDQSxJQUFJO01BQ0YsS0FBSyxLQUFLO0lBQ1osRUFBRSxPQUFPLEdBQUc7TUFDVixJQUFJLENBQUMsQ0FBQyxhQUFhLEtBQUssTUFBTSxDQUFDLFdBQVcsR0FBRyxNQUFNLEdBQUcsdUJBQXVCO0lBQy9FO0lBQ0EseUVBQXlFO0lBQ3pFLE1BQU0sU0FBUyxNQUFNLEtBQU87RUFDOUI7QUFDRjtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsS0FBSyxDQUFVO0VBQ3RCLE9BQU8sYUFBYSxNQUFNLGFBQWEsS0FBSyxNQUFNLENBQUMsWUFBWSxJQUM3RCxhQUFhLEtBQUssTUFBTSxDQUFDLGlCQUFpQixJQUFJLGFBQWEsS0FBSyxNQUFNLENBQUMsV0FBVyxJQUNsRixhQUFhLEtBQUssTUFBTSxDQUFDLFdBQVc7QUFDeEM7QUFFQSw2RkFBNkYsR0FDN0YsZUFBZSxlQUFlLElBQWM7RUFDMUMsSUFBSTtJQUNGLE1BQU0sS0FBSyxVQUFVO0VBQ3ZCLEVBQUUsT0FBTyxHQUFHO0lBQ1YsSUFBSSxDQUFDLEtBQUssSUFBSSxNQUFNO0VBQ3RCO0FBQ0Y7QUFFQSxrR0FBa0csR0FDbEcsZUFBZSxNQUFNLElBQWtDLEVBQUUsUUFBZ0I7RUFDdkUsTUFBTyxLQUFNO0lBQ1gsTUFBTSxPQUFPLEtBQUssR0FBRyxDQUFDLFNBQVMsV0FBVyxZQUFZLEdBQUc7SUFDekQsSUFBSSxRQUFRLEdBQUc7SUFDZixJQUFJO0lBQ0osTUFBTSxTQUFTLElBQUksUUFBa0IsQ0FBQyxVQUFZLFFBQVEsV0FBVyxTQUFTLE1BQU07SUFDcEYsSUFBSTtNQUNGLE1BQU0sSUFBSSxNQUFNLFFBQVEsSUFBSSxDQUFDO1FBQUM7UUFBUTtPQUFPO01BQzdDLElBQUksTUFBTSxRQUFRLE1BQU0sVUFBVTtJQUNwQyxFQUFFLE9BQU8sR0FBRztNQUNWLElBQUksQ0FBQyxLQUFLLElBQUksTUFBTTtNQUNwQixRQUFRLHNFQUFzRTtJQUNoRixTQUFVO01BQ1IsYUFBYTtJQUNmO0VBQ0Y7QUFDRiJ9
// denoCacheMetadata=15133013029244293396,12124053686794890487
/**
 * This process's stdin and stdout as a {@linkcode DuplexStream}.
 *
 * @module
 */ import { withFdEndpoint } from "./fd_endpoint.ts";
import { systemCode } from "./pipe_errors.ts";
/**
 * The process's standard input and output. The stream is marked with its descriptors
 * (0 and 1), so that a router may move its bytes on the kernel paths when it is asked to
 * (the routers' `kernelPaths` option; see README "How bytes move").
 *
 * Serving it takes stdout for the session and closes it at the session's end, as the end of
 * the client's input: `console.log` then throws (`BadResource`). Write what the program says
 * afterwards to stderr (`console.error`), as the example does.
 *
 * @returns `{ readable: stdin, writable: stdout }`.
 *
 * @example Route this process's stdin and stdout on the kernel paths
 * ```ts ignore
 * import { AgentRouter, command, stdio } from "../mod.ts";
 * const router = new AgentRouter({ v1: command("my-agent --stdio"), kernelPaths: true });
 * const outcome = await router.serve(stdio());
 * console.error(`ACP v${outcome.selected}: ${outcome.end}`);
 * ```
 */ export function stdio() {
  const readable = Deno.stdin.isTerminal() ? endedByHangUp(Deno.stdin.readable) : Deno.stdin.readable;
  return withFdEndpoint({
    readable,
    writable: Deno.stdout.writable
  }, {
    readFd: 0,
    writeFd: 1
  });
}
/** Linux's EIO, which a read of a terminal that hung up fails with. */ const EIO = 5;
/**
 * A terminal's input, where a hang-up (the terminal closed: a pty's other side, say, when
 * nothing sends this process SIGHUP) is the end of input, as a pipe's end of file is: a read
 * of a terminal that hung up fails with EIO, which would otherwise be reported as a failure.
 */ function endedByHangUp(source) {
  // Taken at the first read: a stdio() that is never served leaves stdin as it was.
  let reader;
  return new ReadableStream({
    async pull (controller) {
      reader ??= source.getReader();
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (e) {
        if (systemCode(e) !== "EIO" && systemCode(e) !== `errno ${EIO}`) throw e;
        reader.releaseLock();
        controller.close();
      }
    },
    cancel (reason) {
      return reader === undefined ? source.cancel(reason) : reader.cancel(reason);
    }
  }, {
    highWaterMark: 0
  });
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3RyYW5zcG9ydC9zdGRpby50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoaXMgcHJvY2VzcydzIHN0ZGluIGFuZCBzdGRvdXQgYXMgYSB7QGxpbmtjb2RlIER1cGxleFN0cmVhbX0uXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgRHVwbGV4U3RyZWFtIH0gZnJvbSBcIi4vZHVwbGV4LnRzXCI7XG5pbXBvcnQgeyB3aXRoRmRFbmRwb2ludCB9IGZyb20gXCIuL2ZkX2VuZHBvaW50LnRzXCI7XG5pbXBvcnQgeyBzeXN0ZW1Db2RlIH0gZnJvbSBcIi4vcGlwZV9lcnJvcnMudHNcIjtcblxuLyoqXG4gKiBUaGUgcHJvY2VzcydzIHN0YW5kYXJkIGlucHV0IGFuZCBvdXRwdXQuIFRoZSBzdHJlYW0gaXMgbWFya2VkIHdpdGggaXRzIGRlc2NyaXB0b3JzXG4gKiAoMCBhbmQgMSksIHNvIHRoYXQgYSByb3V0ZXIgbWF5IG1vdmUgaXRzIGJ5dGVzIG9uIHRoZSBrZXJuZWwgcGF0aHMgd2hlbiBpdCBpcyBhc2tlZCB0b1xuICogKHRoZSByb3V0ZXJzJyBga2VybmVsUGF0aHNgIG9wdGlvbjsgc2VlIFJFQURNRSBcIkhvdyBieXRlcyBtb3ZlXCIpLlxuICpcbiAqIFNlcnZpbmcgaXQgdGFrZXMgc3Rkb3V0IGZvciB0aGUgc2Vzc2lvbiBhbmQgY2xvc2VzIGl0IGF0IHRoZSBzZXNzaW9uJ3MgZW5kLCBhcyB0aGUgZW5kIG9mXG4gKiB0aGUgY2xpZW50J3MgaW5wdXQ6IGBjb25zb2xlLmxvZ2AgdGhlbiB0aHJvd3MgKGBCYWRSZXNvdXJjZWApLiBXcml0ZSB3aGF0IHRoZSBwcm9ncmFtIHNheXNcbiAqIGFmdGVyd2FyZHMgdG8gc3RkZXJyIChgY29uc29sZS5lcnJvcmApLCBhcyB0aGUgZXhhbXBsZSBkb2VzLlxuICpcbiAqIEByZXR1cm5zIGB7IHJlYWRhYmxlOiBzdGRpbiwgd3JpdGFibGU6IHN0ZG91dCB9YC5cbiAqXG4gKiBAZXhhbXBsZSBSb3V0ZSB0aGlzIHByb2Nlc3MncyBzdGRpbiBhbmQgc3Rkb3V0IG9uIHRoZSBrZXJuZWwgcGF0aHNcbiAqIGBgYHRzIGlnbm9yZVxuICogaW1wb3J0IHsgQWdlbnRSb3V0ZXIsIGNvbW1hbmQsIHN0ZGlvIH0gZnJvbSBcIi4uL21vZC50c1wiO1xuICogY29uc3Qgcm91dGVyID0gbmV3IEFnZW50Um91dGVyKHsgdjE6IGNvbW1hbmQoXCJteS1hZ2VudCAtLXN0ZGlvXCIpLCBrZXJuZWxQYXRoczogdHJ1ZSB9KTtcbiAqIGNvbnN0IG91dGNvbWUgPSBhd2FpdCByb3V0ZXIuc2VydmUoc3RkaW8oKSk7XG4gKiBjb25zb2xlLmVycm9yKGBBQ1AgdiR7b3V0Y29tZS5zZWxlY3RlZH06ICR7b3V0Y29tZS5lbmR9YCk7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHN0ZGlvKCk6IER1cGxleFN0cmVhbSB7XG4gIGNvbnN0IHJlYWRhYmxlID0gRGVuby5zdGRpbi5pc1Rlcm1pbmFsKClcbiAgICA/IGVuZGVkQnlIYW5nVXAoRGVuby5zdGRpbi5yZWFkYWJsZSlcbiAgICA6IERlbm8uc3RkaW4ucmVhZGFibGU7XG4gIHJldHVybiB3aXRoRmRFbmRwb2ludCh7IHJlYWRhYmxlLCB3cml0YWJsZTogRGVuby5zdGRvdXQud3JpdGFibGUgfSwgeyByZWFkRmQ6IDAsIHdyaXRlRmQ6IDEgfSk7XG59XG5cbi8qKiBMaW51eCdzIEVJTywgd2hpY2ggYSByZWFkIG9mIGEgdGVybWluYWwgdGhhdCBodW5nIHVwIGZhaWxzIHdpdGguICovXG5jb25zdCBFSU8gPSA1O1xuXG4vKipcbiAqIEEgdGVybWluYWwncyBpbnB1dCwgd2hlcmUgYSBoYW5nLXVwICh0aGUgdGVybWluYWwgY2xvc2VkOiBhIHB0eSdzIG90aGVyIHNpZGUsIHNheSwgd2hlblxuICogbm90aGluZyBzZW5kcyB0aGlzIHByb2Nlc3MgU0lHSFVQKSBpcyB0aGUgZW5kIG9mIGlucHV0LCBhcyBhIHBpcGUncyBlbmQgb2YgZmlsZSBpczogYSByZWFkXG4gKiBvZiBhIHRlcm1pbmFsIHRoYXQgaHVuZyB1cCBmYWlscyB3aXRoIEVJTywgd2hpY2ggd291bGQgb3RoZXJ3aXNlIGJlIHJlcG9ydGVkIGFzIGEgZmFpbHVyZS5cbiAqL1xuZnVuY3Rpb24gZW5kZWRCeUhhbmdVcChzb3VyY2U6IFJlYWRhYmxlU3RyZWFtPFVpbnQ4QXJyYXk+KTogUmVhZGFibGVTdHJlYW08VWludDhBcnJheT4ge1xuICAvLyBUYWtlbiBhdCB0aGUgZmlyc3QgcmVhZDogYSBzdGRpbygpIHRoYXQgaXMgbmV2ZXIgc2VydmVkIGxlYXZlcyBzdGRpbiBhcyBpdCB3YXMuXG4gIGxldCByZWFkZXI6IFJlYWRhYmxlU3RyZWFtRGVmYXVsdFJlYWRlcjxVaW50OEFycmF5PiB8IHVuZGVmaW5lZDtcbiAgcmV0dXJuIG5ldyBSZWFkYWJsZVN0cmVhbTxVaW50OEFycmF5Pih7XG4gICAgYXN5bmMgcHVsbChjb250cm9sbGVyKSB7XG4gICAgICByZWFkZXIgPz89IHNvdXJjZS5nZXRSZWFkZXIoKTtcbiAgICAgIHRyeSB7XG4gICAgICAgIGNvbnN0IHsgZG9uZSwgdmFsdWUgfSA9IGF3YWl0IHJlYWRlci5yZWFkKCk7XG4gICAgICAgIGlmIChkb25lKSBjb250cm9sbGVyLmNsb3NlKCk7XG4gICAgICAgIGVsc2UgY29udHJvbGxlci5lbnF1ZXVlKHZhbHVlKTtcbiAgICAgIH0gY2F0Y2ggKGUpIHtcbiAgICAgICAgaWYgKHN5c3RlbUNvZGUoZSkgIT09IFwiRUlPXCIgJiYgc3lzdGVtQ29kZShlKSAhPT0gYGVycm5vICR7RUlPfWApIHRocm93IGU7XG4gICAgICAgIHJlYWRlci5yZWxlYXNlTG9jaygpO1xuICAgICAgICBjb250cm9sbGVyLmNsb3NlKCk7XG4gICAgICB9XG4gICAgfSxcbiAgICBjYW5jZWwocmVhc29uKSB7XG4gICAgICByZXR1cm4gcmVhZGVyID09PSB1bmRlZmluZWQgPyBzb3VyY2UuY2FuY2VsKHJlYXNvbikgOiByZWFkZXIuY2FuY2VsKHJlYXNvbik7XG4gICAgfSxcbiAgfSwgeyBoaWdoV2F0ZXJNYXJrOiAwIH0pO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7O0NBSUMsR0FHRCxTQUFTLGNBQWMsUUFBUSxtQkFBbUI7QUFDbEQsU0FBUyxVQUFVLFFBQVEsbUJBQW1CO0FBRTlDOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FrQkMsR0FDRCxPQUFPLFNBQVM7RUFDZCxNQUFNLFdBQVcsS0FBSyxLQUFLLENBQUMsVUFBVSxLQUNsQyxjQUFjLEtBQUssS0FBSyxDQUFDLFFBQVEsSUFDakMsS0FBSyxLQUFLLENBQUMsUUFBUTtFQUN2QixPQUFPLGVBQWU7SUFBRTtJQUFVLFVBQVUsS0FBSyxNQUFNLENBQUMsUUFBUTtFQUFDLEdBQUc7SUFBRSxRQUFRO0lBQUcsU0FBUztFQUFFO0FBQzlGO0FBRUEscUVBQXFFLEdBQ3JFLE1BQU0sTUFBTTtBQUVaOzs7O0NBSUMsR0FDRCxTQUFTLGNBQWMsTUFBa0M7RUFDdkQsa0ZBQWtGO0VBQ2xGLElBQUk7RUFDSixPQUFPLElBQUksZUFBMkI7SUFDcEMsTUFBTSxNQUFLLFVBQVU7TUFDbkIsV0FBVyxPQUFPLFNBQVM7TUFDM0IsSUFBSTtRQUNGLE1BQU0sRUFBRSxJQUFJLEVBQUUsS0FBSyxFQUFFLEdBQUcsTUFBTSxPQUFPLElBQUk7UUFDekMsSUFBSSxNQUFNLFdBQVcsS0FBSzthQUNyQixXQUFXLE9BQU8sQ0FBQztNQUMxQixFQUFFLE9BQU8sR0FBRztRQUNWLElBQUksV0FBVyxPQUFPLFNBQVMsV0FBVyxPQUFPLENBQUMsTUFBTSxFQUFFLEtBQUssRUFBRSxNQUFNO1FBQ3ZFLE9BQU8sV0FBVztRQUNsQixXQUFXLEtBQUs7TUFDbEI7SUFDRjtJQUNBLFFBQU8sTUFBTTtNQUNYLE9BQU8sV0FBVyxZQUFZLE9BQU8sTUFBTSxDQUFDLFVBQVUsT0FBTyxNQUFNLENBQUM7SUFDdEU7RUFDRixHQUFHO0lBQUUsZUFBZTtFQUFFO0FBQ3hCIn0=
// denoCacheMetadata=4418609112825332546,6655815101504034644
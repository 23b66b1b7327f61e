/**
 * How the CLI writes its own text (help, version, a probe or trace report, an error line) to
 * stdout or stderr: whole, and with one answer for each way it can fail.
 *
 * @module
 */ import { refusalLine } from "../log/logger.ts";
import { withoutPasswords } from "./remote_address.ts";
/** Writing the CLI's own output failed (a full disk, an I/O error): exit 1 with this message. */ export class OutputError extends Error {
  /**
   * Creates the error.
   *
   * @param cause The write's error.
   */ constructor(cause){
    super(`cannot write its output: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause
    });
    this.name = "OutputError";
  }
}
/**
 * Writes all of `bytes`, or throws the write's error.
 *
 * @param file Where.
 * @param bytes What.
 * @returns Resolves once every byte was written.
 *
 * @example
 * ```ts
 * import { writeAll } from "./output_text.ts";
 * await writeAll(Deno.stdout, new TextEncoder().encode("hi\n"));
 * ```
 */ export async function writeAll(file, bytes) {
  for(let written = 0; written < bytes.length;){
    written += await file.write(bytes.subarray(written));
  }
}
/**
 * Writes the CLI's text whole. A reader that went away (EPIPE: `acp-proxy --help | true`) is
 * a normal end, as it is for a session: the rest is dropped without a word. Any other failure
 * (ENOSPC: `> /dev/full`) throws an {@linkcode OutputError}, which `main` turns into one line
 * on stderr and exit 1.
 *
 * @param file Where (stdout or stderr).
 * @param text What.
 * @returns Resolves once it was written, or its reader is gone.
 * @throws {OutputError} When writing failed otherwise.
 *
 * @example
 * ```ts
 * import { writeText } from "./output_text.ts";
 * await writeText(Deno.stdout, "acp-proxy 1.0.0\n");
 * ```
 */ export async function writeText(file, text) {
  try {
    await writeAll(file, typeof text === "string" ? new TextEncoder().encode(text) : text);
  } catch (e) {
    if (e instanceof Deno.errors.BrokenPipe) return;
    throw new OutputError(e);
  }
}
/**
 * Says a usage error on stderr (one line, in the log's format) and gives its exit code, also
 * when stderr cannot take the line (a full disk): the exit code is all that is left to say it.
 *
 * @param message What is wrong and what to do.
 * @param format The log format asked for.
 * @returns 2.
 *
 * @example
 * ```ts ignore
 * import { refuse } from "./output_text.ts";
 * Deno.exitCode = await refuse("--max-frame must be a size; run 'acp-proxy --help' for usage", "text");
 * ```
 */ export async function refuse(message, format) {
  // No password of an address the message quotes (regress76, regress77: every refusal).
  message = withoutPasswords(message);
  alsoTo?.(message); // first: the log file gets it even when stderr cannot take it
  // A usage error is still one when stderr cannot take its line: the exit code says it.
  await writeText(Deno.stderr, refusalLine(message, format)).catch(()=>{});
  return 2;
}
/** Where a refusal is said besides stderr: the `--log-file`, once it is open. */ let alsoTo;
/**
 * Says every later refusal ({@linkcode refuse}) also through `to`: the daemon's `--log-file`,
 * where a user whose editor hides stderr looks.
 *
 * @param to Takes the refusal's message (one line); `undefined` stops it (the log file closed).
 *
 * @example
 * ```ts ignore
 * import { sayRefusalsAlso } from "./output_text.ts";
 * sayRefusalsAlso((message) => log.error(message));
 * ```
 */ export function sayRefusalsAlso(to) {
  alsoTo = to;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2NsaS9vdXRwdXRfdGV4dC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEhvdyB0aGUgQ0xJIHdyaXRlcyBpdHMgb3duIHRleHQgKGhlbHAsIHZlcnNpb24sIGEgcHJvYmUgb3IgdHJhY2UgcmVwb3J0LCBhbiBlcnJvciBsaW5lKSB0b1xuICogc3Rkb3V0IG9yIHN0ZGVycjogd2hvbGUsIGFuZCB3aXRoIG9uZSBhbnN3ZXIgZm9yIGVhY2ggd2F5IGl0IGNhbiBmYWlsLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyB0eXBlIExvZ0Zvcm1hdCwgcmVmdXNhbExpbmUgfSBmcm9tIFwiLi4vbG9nL2xvZ2dlci50c1wiO1xuaW1wb3J0IHsgd2l0aG91dFBhc3N3b3JkcyB9IGZyb20gXCIuL3JlbW90ZV9hZGRyZXNzLnRzXCI7XG5cbi8qKiBTb21ldGhpbmcgYnl0ZXMgY2FuIGJlIHdyaXR0ZW4gdG8sIGxpa2UgYERlbm8uc3Rkb3V0YC4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgVGV4dFNpbmsge1xuICAvKiogV3JpdGVzIHNvbWUgb2YgYHBgOyByZXNvbHZlcyB3aXRoIGhvdyBtYW55IGJ5dGVzLiAqL1xuICB3cml0ZShwOiBVaW50OEFycmF5KTogUHJvbWlzZTxudW1iZXI+O1xufVxuXG4vKiogV3JpdGluZyB0aGUgQ0xJJ3Mgb3duIG91dHB1dCBmYWlsZWQgKGEgZnVsbCBkaXNrLCBhbiBJL08gZXJyb3IpOiBleGl0IDEgd2l0aCB0aGlzIG1lc3NhZ2UuICovXG5leHBvcnQgY2xhc3MgT3V0cHV0RXJyb3IgZXh0ZW5kcyBFcnJvciB7XG4gIC8qKlxuICAgKiBDcmVhdGVzIHRoZSBlcnJvci5cbiAgICpcbiAgICogQHBhcmFtIGNhdXNlIFRoZSB3cml0ZSdzIGVycm9yLlxuICAgKi9cbiAgY29uc3RydWN0b3IoY2F1c2U6IHVua25vd24pIHtcbiAgICBzdXBlcihgY2Fubm90IHdyaXRlIGl0cyBvdXRwdXQ6ICR7Y2F1c2UgaW5zdGFuY2VvZiBFcnJvciA/IGNhdXNlLm1lc3NhZ2UgOiBTdHJpbmcoY2F1c2UpfWAsIHtcbiAgICAgIGNhdXNlLFxuICAgIH0pO1xuICAgIHRoaXMubmFtZSA9IFwiT3V0cHV0RXJyb3JcIjtcbiAgfVxufVxuXG4vKipcbiAqIFdyaXRlcyBhbGwgb2YgYGJ5dGVzYCwgb3IgdGhyb3dzIHRoZSB3cml0ZSdzIGVycm9yLlxuICpcbiAqIEBwYXJhbSBmaWxlIFdoZXJlLlxuICogQHBhcmFtIGJ5dGVzIFdoYXQuXG4gKiBAcmV0dXJucyBSZXNvbHZlcyBvbmNlIGV2ZXJ5IGJ5dGUgd2FzIHdyaXR0ZW4uXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyB3cml0ZUFsbCB9IGZyb20gXCIuL291dHB1dF90ZXh0LnRzXCI7XG4gKiBhd2FpdCB3cml0ZUFsbChEZW5vLnN0ZG91dCwgbmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKFwiaGlcXG5cIikpO1xuICogYGBgXG4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiB3cml0ZUFsbChmaWxlOiBUZXh0U2luaywgYnl0ZXM6IFVpbnQ4QXJyYXkpOiBQcm9taXNlPHZvaWQ+IHtcbiAgZm9yIChsZXQgd3JpdHRlbiA9IDA7IHdyaXR0ZW4gPCBieXRlcy5sZW5ndGg7KSB7XG4gICAgd3JpdHRlbiArPSBhd2FpdCBmaWxlLndyaXRlKGJ5dGVzLnN1YmFycmF5KHdyaXR0ZW4pKTtcbiAgfVxufVxuXG4vKipcbiAqIFdyaXRlcyB0aGUgQ0xJJ3MgdGV4dCB3aG9sZS4gQSByZWFkZXIgdGhhdCB3ZW50IGF3YXkgKEVQSVBFOiBgYWNwLXByb3h5IC0taGVscCB8IHRydWVgKSBpc1xuICogYSBub3JtYWwgZW5kLCBhcyBpdCBpcyBmb3IgYSBzZXNzaW9uOiB0aGUgcmVzdCBpcyBkcm9wcGVkIHdpdGhvdXQgYSB3b3JkLiBBbnkgb3RoZXIgZmFpbHVyZVxuICogKEVOT1NQQzogYD4gL2Rldi9mdWxsYCkgdGhyb3dzIGFuIHtAbGlua2NvZGUgT3V0cHV0RXJyb3J9LCB3aGljaCBgbWFpbmAgdHVybnMgaW50byBvbmUgbGluZVxuICogb24gc3RkZXJyIGFuZCBleGl0IDEuXG4gKlxuICogQHBhcmFtIGZpbGUgV2hlcmUgKHN0ZG91dCBvciBzdGRlcnIpLlxuICogQHBhcmFtIHRleHQgV2hhdC5cbiAqIEByZXR1cm5zIFJlc29sdmVzIG9uY2UgaXQgd2FzIHdyaXR0ZW4sIG9yIGl0cyByZWFkZXIgaXMgZ29uZS5cbiAqIEB0aHJvd3Mge091dHB1dEVycm9yfSBXaGVuIHdyaXRpbmcgZmFpbGVkIG90aGVyd2lzZS5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IHdyaXRlVGV4dCB9IGZyb20gXCIuL291dHB1dF90ZXh0LnRzXCI7XG4gKiBhd2FpdCB3cml0ZVRleHQoRGVuby5zdGRvdXQsIFwiYWNwLXByb3h5IDEuMC4wXFxuXCIpO1xuICogYGBgXG4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiB3cml0ZVRleHQoZmlsZTogVGV4dFNpbmssIHRleHQ6IHN0cmluZyB8IFVpbnQ4QXJyYXkpOiBQcm9taXNlPHZvaWQ+IHtcbiAgdHJ5IHtcbiAgICBhd2FpdCB3cml0ZUFsbChmaWxlLCB0eXBlb2YgdGV4dCA9PT0gXCJzdHJpbmdcIiA/IG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZSh0ZXh0KSA6IHRleHQpO1xuICB9IGNhdGNoIChlKSB7XG4gICAgaWYgKGUgaW5zdGFuY2VvZiBEZW5vLmVycm9ycy5Ccm9rZW5QaXBlKSByZXR1cm47XG4gICAgdGhyb3cgbmV3IE91dHB1dEVycm9yKGUpO1xuICB9XG59XG5cbi8qKlxuICogU2F5cyBhIHVzYWdlIGVycm9yIG9uIHN0ZGVyciAob25lIGxpbmUsIGluIHRoZSBsb2cncyBmb3JtYXQpIGFuZCBnaXZlcyBpdHMgZXhpdCBjb2RlLCBhbHNvXG4gKiB3aGVuIHN0ZGVyciBjYW5ub3QgdGFrZSB0aGUgbGluZSAoYSBmdWxsIGRpc2spOiB0aGUgZXhpdCBjb2RlIGlzIGFsbCB0aGF0IGlzIGxlZnQgdG8gc2F5IGl0LlxuICpcbiAqIEBwYXJhbSBtZXNzYWdlIFdoYXQgaXMgd3JvbmcgYW5kIHdoYXQgdG8gZG8uXG4gKiBAcGFyYW0gZm9ybWF0IFRoZSBsb2cgZm9ybWF0IGFza2VkIGZvci5cbiAqIEByZXR1cm5zIDIuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzIGlnbm9yZVxuICogaW1wb3J0IHsgcmVmdXNlIH0gZnJvbSBcIi4vb3V0cHV0X3RleHQudHNcIjtcbiAqIERlbm8uZXhpdENvZGUgPSBhd2FpdCByZWZ1c2UoXCItLW1heC1mcmFtZSBtdXN0IGJlIGEgc2l6ZTsgcnVuICdhY3AtcHJveHkgLS1oZWxwJyBmb3IgdXNhZ2VcIiwgXCJ0ZXh0XCIpO1xuICogYGBgXG4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiByZWZ1c2UobWVzc2FnZTogc3RyaW5nLCBmb3JtYXQ6IExvZ0Zvcm1hdCk6IFByb21pc2U8bnVtYmVyPiB7XG4gIC8vIE5vIHBhc3N3b3JkIG9mIGFuIGFkZHJlc3MgdGhlIG1lc3NhZ2UgcXVvdGVzIChyZWdyZXNzNzYsIHJlZ3Jlc3M3NzogZXZlcnkgcmVmdXNhbCkuXG4gIG1lc3NhZ2UgPSB3aXRob3V0UGFzc3dvcmRzKG1lc3NhZ2UpO1xuICBhbHNvVG8/LihtZXNzYWdlKTsgLy8gZmlyc3Q6IHRoZSBsb2cgZmlsZSBnZXRzIGl0IGV2ZW4gd2hlbiBzdGRlcnIgY2Fubm90IHRha2UgaXRcbiAgLy8gQSB1c2FnZSBlcnJvciBpcyBzdGlsbCBvbmUgd2hlbiBzdGRlcnIgY2Fubm90IHRha2UgaXRzIGxpbmU6IHRoZSBleGl0IGNvZGUgc2F5cyBpdC5cbiAgYXdhaXQgd3JpdGVUZXh0KERlbm8uc3RkZXJyLCByZWZ1c2FsTGluZShtZXNzYWdlLCBmb3JtYXQpKS5jYXRjaCgoKSA9PiB7fSk7XG4gIHJldHVybiAyO1xufVxuXG4vKiogV2hlcmUgYSByZWZ1c2FsIGlzIHNhaWQgYmVzaWRlcyBzdGRlcnI6IHRoZSBgLS1sb2ctZmlsZWAsIG9uY2UgaXQgaXMgb3Blbi4gKi9cbmxldCBhbHNvVG86ICgobWVzc2FnZTogc3RyaW5nKSA9PiB2b2lkKSB8IHVuZGVmaW5lZDtcblxuLyoqXG4gKiBTYXlzIGV2ZXJ5IGxhdGVyIHJlZnVzYWwgKHtAbGlua2NvZGUgcmVmdXNlfSkgYWxzbyB0aHJvdWdoIGB0b2A6IHRoZSBkYWVtb24ncyBgLS1sb2ctZmlsZWAsXG4gKiB3aGVyZSBhIHVzZXIgd2hvc2UgZWRpdG9yIGhpZGVzIHN0ZGVyciBsb29rcy5cbiAqXG4gKiBAcGFyYW0gdG8gVGFrZXMgdGhlIHJlZnVzYWwncyBtZXNzYWdlIChvbmUgbGluZSk7IGB1bmRlZmluZWRgIHN0b3BzIGl0ICh0aGUgbG9nIGZpbGUgY2xvc2VkKS5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHMgaWdub3JlXG4gKiBpbXBvcnQgeyBzYXlSZWZ1c2Fsc0Fsc28gfSBmcm9tIFwiLi9vdXRwdXRfdGV4dC50c1wiO1xuICogc2F5UmVmdXNhbHNBbHNvKChtZXNzYWdlKSA9PiBsb2cuZXJyb3IobWVzc2FnZSkpO1xuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzYXlSZWZ1c2Fsc0Fsc28odG86ICgobWVzc2FnZTogc3RyaW5nKSA9PiB2b2lkKSB8IHVuZGVmaW5lZCk6IHZvaWQge1xuICBhbHNvVG8gPSB0bztcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Q0FLQyxHQUVELFNBQXlCLFdBQVcsUUFBUSxtQkFBbUI7QUFDL0QsU0FBUyxnQkFBZ0IsUUFBUSxzQkFBc0I7QUFRdkQsK0ZBQStGLEdBQy9GLE9BQU8sTUFBTSxvQkFBb0I7RUFDL0I7Ozs7R0FJQyxHQUNELFlBQVksS0FBYyxDQUFFO0lBQzFCLEtBQUssQ0FBQyxDQUFDLHlCQUF5QixFQUFFLGlCQUFpQixRQUFRLE1BQU0sT0FBTyxHQUFHLE9BQU8sUUFBUSxFQUFFO01BQzFGO0lBQ0Y7SUFDQSxJQUFJLENBQUMsSUFBSSxHQUFHO0VBQ2Q7QUFDRjtBQUVBOzs7Ozs7Ozs7Ozs7Q0FZQyxHQUNELE9BQU8sZUFBZSxTQUFTLElBQWMsRUFBRSxLQUFpQjtFQUM5RCxJQUFLLElBQUksVUFBVSxHQUFHLFVBQVUsTUFBTSxNQUFNLEVBQUc7SUFDN0MsV0FBVyxNQUFNLEtBQUssS0FBSyxDQUFDLE1BQU0sUUFBUSxDQUFDO0VBQzdDO0FBQ0Y7QUFFQTs7Ozs7Ozs7Ozs7Ozs7OztDQWdCQyxHQUNELE9BQU8sZUFBZSxVQUFVLElBQWMsRUFBRSxJQUF5QjtFQUN2RSxJQUFJO0lBQ0YsTUFBTSxTQUFTLE1BQU0sT0FBTyxTQUFTLFdBQVcsSUFBSSxjQUFjLE1BQU0sQ0FBQyxRQUFRO0VBQ25GLEVBQUUsT0FBTyxHQUFHO0lBQ1YsSUFBSSxhQUFhLEtBQUssTUFBTSxDQUFDLFVBQVUsRUFBRTtJQUN6QyxNQUFNLElBQUksWUFBWTtFQUN4QjtBQUNGO0FBRUE7Ozs7Ozs7Ozs7Ozs7Q0FhQyxHQUNELE9BQU8sZUFBZSxPQUFPLE9BQWUsRUFBRSxNQUFpQjtFQUM3RCxzRkFBc0Y7RUFDdEYsVUFBVSxpQkFBaUI7RUFDM0IsU0FBUyxVQUFVLDhEQUE4RDtFQUNqRixzRkFBc0Y7RUFDdEYsTUFBTSxVQUFVLEtBQUssTUFBTSxFQUFFLFlBQVksU0FBUyxTQUFTLEtBQUssQ0FBQyxLQUFPO0VBQ3hFLE9BQU87QUFDVDtBQUVBLCtFQUErRSxHQUMvRSxJQUFJO0FBRUo7Ozs7Ozs7Ozs7O0NBV0MsR0FDRCxPQUFPLFNBQVMsZ0JBQWdCLEVBQTJDO0VBQ3pFLFNBQVM7QUFDWCJ9
// denoCacheMetadata=4188339617664153652,12339363098081711589
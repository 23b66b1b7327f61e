/**
 * Synchronous writes of whole lines to a file that may fail part-way (a full disk).
 *
 * @module
 */ const LF = new Uint8Array([
  0x0a
]);
/**
 * A writer of lines (each `bytes` ends with LF) that keeps the file's lines whole: a line a
 * failed write cut short stays on a line of its own, since the next write that succeeds
 * starts with the LF it lacked (the file may be shared: it is never cut back). A failure is
 * thrown, for the caller to drop the line and say so.
 *
 * @param target Where the lines go.
 * @param endsMidLine The file already ends without a LF (an earlier run's line was cut short,
 *   {@linkcode fileEndsMidLine}): the first line starts with one.
 * @returns The write function.
 *
 * @example Lines to a file
 * ```ts
 * import { wholeLines } from "./whole_lines.ts";
 * const file = Deno.openSync(Deno.makeTempFileSync(), { write: true, append: true });
 * const write = wholeLines(file);
 * write(new TextEncoder().encode("one line\n"));
 * file.close();
 * ```
 */ export function wholeLines(target, endsMidLine = false) {
  let cut = endsMidLine;
  const writeAll = (bytes)=>{
    let n = 0;
    try {
      while(n < bytes.length)n += target.writeSync(bytes.subarray(n));
    } catch (e) {
      if (n > 0) cut = true;
      throw e;
    }
    return n;
  };
  return (bytes)=>{
    if (cut) {
      writeAll(LF);
      cut = false;
    }
    writeAll(bytes);
  };
}
/**
 * Whether the regular file at `path` ends without a LF: a line cut short (a full disk, in
 * this run or an earlier one). False when it is empty, cannot be read, or is no regular file.
 *
 * @param path The file (`/dev/stderr` for stderr as a file).
 * @returns True when its last byte is not a LF.
 *
 * @example
 * ```ts
 * import { fileEndsMidLine } from "./whole_lines.ts";
 * const path = Deno.makeTempFileSync();
 * Deno.writeTextFileSync(path, "a whole line\nhalf a li");
 * console.log(fileEndsMidLine(path)); // true
 * ```
 */ export function fileEndsMidLine(path) {
  let file;
  try {
    file = Deno.openSync(path, {
      read: true
    });
    const info = file.statSync();
    if (!info.isFile || info.size === 0) return false;
    file.seekSync(-1, Deno.SeekMode.End);
    const last = new Uint8Array(1);
    return file.readSync(last) === 1 && last[0] !== 0x0a;
  } catch  {
    return false; // not readable (write-only, gone): nothing known, nothing added
  } finally{
    file?.close();
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2xvZy93aG9sZV9saW5lcy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFN5bmNocm9ub3VzIHdyaXRlcyBvZiB3aG9sZSBsaW5lcyB0byBhIGZpbGUgdGhhdCBtYXkgZmFpbCBwYXJ0LXdheSAoYSBmdWxsIGRpc2spLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5jb25zdCBMRiA9IG5ldyBVaW50OEFycmF5KFsweDBhXSk7XG5cbi8qKiBXaGF0IHtAbGlua2NvZGUgd2hvbGVMaW5lc30gd3JpdGVzIHRvOiBhIGZpbGUsIG9yIHN0ZGVyciB3aGVuIGl0IGlzIG9uZS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgU3luY1dyaXRlciB7XG4gIC8qKiBXcml0ZXMgc29tZSBvZiBgYnl0ZXNgIGF0IG9uY2U7IHJldHVybnMgaG93IG1hbnkuIFRocm93cyB3aGVuIGl0IGNhbm5vdC4gKi9cbiAgd3JpdGVTeW5jKGJ5dGVzOiBVaW50OEFycmF5KTogbnVtYmVyO1xufVxuXG4vKipcbiAqIEEgd3JpdGVyIG9mIGxpbmVzIChlYWNoIGBieXRlc2AgZW5kcyB3aXRoIExGKSB0aGF0IGtlZXBzIHRoZSBmaWxlJ3MgbGluZXMgd2hvbGU6IGEgbGluZSBhXG4gKiBmYWlsZWQgd3JpdGUgY3V0IHNob3J0IHN0YXlzIG9uIGEgbGluZSBvZiBpdHMgb3duLCBzaW5jZSB0aGUgbmV4dCB3cml0ZSB0aGF0IHN1Y2NlZWRzXG4gKiBzdGFydHMgd2l0aCB0aGUgTEYgaXQgbGFja2VkICh0aGUgZmlsZSBtYXkgYmUgc2hhcmVkOiBpdCBpcyBuZXZlciBjdXQgYmFjaykuIEEgZmFpbHVyZSBpc1xuICogdGhyb3duLCBmb3IgdGhlIGNhbGxlciB0byBkcm9wIHRoZSBsaW5lIGFuZCBzYXkgc28uXG4gKlxuICogQHBhcmFtIHRhcmdldCBXaGVyZSB0aGUgbGluZXMgZ28uXG4gKiBAcGFyYW0gZW5kc01pZExpbmUgVGhlIGZpbGUgYWxyZWFkeSBlbmRzIHdpdGhvdXQgYSBMRiAoYW4gZWFybGllciBydW4ncyBsaW5lIHdhcyBjdXQgc2hvcnQsXG4gKiAgIHtAbGlua2NvZGUgZmlsZUVuZHNNaWRMaW5lfSk6IHRoZSBmaXJzdCBsaW5lIHN0YXJ0cyB3aXRoIG9uZS5cbiAqIEByZXR1cm5zIFRoZSB3cml0ZSBmdW5jdGlvbi5cbiAqXG4gKiBAZXhhbXBsZSBMaW5lcyB0byBhIGZpbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyB3aG9sZUxpbmVzIH0gZnJvbSBcIi4vd2hvbGVfbGluZXMudHNcIjtcbiAqIGNvbnN0IGZpbGUgPSBEZW5vLm9wZW5TeW5jKERlbm8ubWFrZVRlbXBGaWxlU3luYygpLCB7IHdyaXRlOiB0cnVlLCBhcHBlbmQ6IHRydWUgfSk7XG4gKiBjb25zdCB3cml0ZSA9IHdob2xlTGluZXMoZmlsZSk7XG4gKiB3cml0ZShuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoXCJvbmUgbGluZVxcblwiKSk7XG4gKiBmaWxlLmNsb3NlKCk7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHdob2xlTGluZXMoXG4gIHRhcmdldDogU3luY1dyaXRlcixcbiAgZW5kc01pZExpbmUgPSBmYWxzZSxcbik6IChieXRlczogVWludDhBcnJheSkgPT4gdm9pZCB7XG4gIGxldCBjdXQgPSBlbmRzTWlkTGluZTtcbiAgY29uc3Qgd3JpdGVBbGwgPSAoYnl0ZXM6IFVpbnQ4QXJyYXkpOiBudW1iZXIgPT4ge1xuICAgIGxldCBuID0gMDtcbiAgICB0cnkge1xuICAgICAgd2hpbGUgKG4gPCBieXRlcy5sZW5ndGgpIG4gKz0gdGFyZ2V0LndyaXRlU3luYyhieXRlcy5zdWJhcnJheShuKSk7XG4gICAgfSBjYXRjaCAoZSkge1xuICAgICAgaWYgKG4gPiAwKSBjdXQgPSB0cnVlO1xuICAgICAgdGhyb3cgZTtcbiAgICB9XG4gICAgcmV0dXJuIG47XG4gIH07XG4gIHJldHVybiAoYnl0ZXMpID0+IHtcbiAgICBpZiAoY3V0KSB7XG4gICAgICB3cml0ZUFsbChMRik7XG4gICAgICBjdXQgPSBmYWxzZTtcbiAgICB9XG4gICAgd3JpdGVBbGwoYnl0ZXMpO1xuICB9O1xufVxuXG4vKipcbiAqIFdoZXRoZXIgdGhlIHJlZ3VsYXIgZmlsZSBhdCBgcGF0aGAgZW5kcyB3aXRob3V0IGEgTEY6IGEgbGluZSBjdXQgc2hvcnQgKGEgZnVsbCBkaXNrLCBpblxuICogdGhpcyBydW4gb3IgYW4gZWFybGllciBvbmUpLiBGYWxzZSB3aGVuIGl0IGlzIGVtcHR5LCBjYW5ub3QgYmUgcmVhZCwgb3IgaXMgbm8gcmVndWxhciBmaWxlLlxuICpcbiAqIEBwYXJhbSBwYXRoIFRoZSBmaWxlIChgL2Rldi9zdGRlcnJgIGZvciBzdGRlcnIgYXMgYSBmaWxlKS5cbiAqIEByZXR1cm5zIFRydWUgd2hlbiBpdHMgbGFzdCBieXRlIGlzIG5vdCBhIExGLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgZmlsZUVuZHNNaWRMaW5lIH0gZnJvbSBcIi4vd2hvbGVfbGluZXMudHNcIjtcbiAqIGNvbnN0IHBhdGggPSBEZW5vLm1ha2VUZW1wRmlsZVN5bmMoKTtcbiAqIERlbm8ud3JpdGVUZXh0RmlsZVN5bmMocGF0aCwgXCJhIHdob2xlIGxpbmVcXG5oYWxmIGEgbGlcIik7XG4gKiBjb25zb2xlLmxvZyhmaWxlRW5kc01pZExpbmUocGF0aCkpOyAvLyB0cnVlXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGZpbGVFbmRzTWlkTGluZShwYXRoOiBzdHJpbmcpOiBib29sZWFuIHtcbiAgbGV0IGZpbGU6IERlbm8uRnNGaWxlIHwgdW5kZWZpbmVkO1xuICB0cnkge1xuICAgIGZpbGUgPSBEZW5vLm9wZW5TeW5jKHBhdGgsIHsgcmVhZDogdHJ1ZSB9KTtcbiAgICBjb25zdCBpbmZvID0gZmlsZS5zdGF0U3luYygpO1xuICAgIGlmICghaW5mby5pc0ZpbGUgfHwgaW5mby5zaXplID09PSAwKSByZXR1cm4gZmFsc2U7XG4gICAgZmlsZS5zZWVrU3luYygtMSwgRGVuby5TZWVrTW9kZS5FbmQpO1xuICAgIGNvbnN0IGxhc3QgPSBuZXcgVWludDhBcnJheSgxKTtcbiAgICByZXR1cm4gZmlsZS5yZWFkU3luYyhsYXN0KSA9PT0gMSAmJiBsYXN0WzBdICE9PSAweDBhO1xuICB9IGNhdGNoIHtcbiAgICByZXR1cm4gZmFsc2U7IC8vIG5vdCByZWFkYWJsZSAod3JpdGUtb25seSwgZ29uZSk6IG5vdGhpbmcga25vd24sIG5vdGhpbmcgYWRkZWRcbiAgfSBmaW5hbGx5IHtcbiAgICBmaWxlPy5jbG9zZSgpO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Q0FJQyxHQUVELE1BQU0sS0FBSyxJQUFJLFdBQVc7RUFBQztDQUFLO0FBUWhDOzs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBbUJDLEdBQ0QsT0FBTyxTQUFTLFdBQ2QsTUFBa0IsRUFDbEIsY0FBYyxLQUFLO0VBRW5CLElBQUksTUFBTTtFQUNWLE1BQU0sV0FBVyxDQUFDO0lBQ2hCLElBQUksSUFBSTtJQUNSLElBQUk7TUFDRixNQUFPLElBQUksTUFBTSxNQUFNLENBQUUsS0FBSyxPQUFPLFNBQVMsQ0FBQyxNQUFNLFFBQVEsQ0FBQztJQUNoRSxFQUFFLE9BQU8sR0FBRztNQUNWLElBQUksSUFBSSxHQUFHLE1BQU07TUFDakIsTUFBTTtJQUNSO0lBQ0EsT0FBTztFQUNUO0VBQ0EsT0FBTyxDQUFDO0lBQ04sSUFBSSxLQUFLO01BQ1AsU0FBUztNQUNULE1BQU07SUFDUjtJQUNBLFNBQVM7RUFDWDtBQUNGO0FBRUE7Ozs7Ozs7Ozs7Ozs7O0NBY0MsR0FDRCxPQUFPLFNBQVMsZ0JBQWdCLElBQVk7RUFDMUMsSUFBSTtFQUNKLElBQUk7SUFDRixPQUFPLEtBQUssUUFBUSxDQUFDLE1BQU07TUFBRSxNQUFNO0lBQUs7SUFDeEMsTUFBTSxPQUFPLEtBQUssUUFBUTtJQUMxQixJQUFJLENBQUMsS0FBSyxNQUFNLElBQUksS0FBSyxJQUFJLEtBQUssR0FBRyxPQUFPO0lBQzVDLEtBQUssUUFBUSxDQUFDLENBQUMsR0FBRyxLQUFLLFFBQVEsQ0FBQyxHQUFHO0lBQ25DLE1BQU0sT0FBTyxJQUFJLFdBQVc7SUFDNUIsT0FBTyxLQUFLLFFBQVEsQ0FBQyxVQUFVLEtBQUssSUFBSSxDQUFDLEVBQUUsS0FBSztFQUNsRCxFQUFFLE9BQU07SUFDTixPQUFPLE9BQU8sZ0VBQWdFO0VBQ2hGLFNBQVU7SUFDUixNQUFNO0VBQ1I7QUFDRiJ9
// denoCacheMetadata=6943730788844576969,4099032801814660415
/**
 * Reads the small files the command line names (the config file, token files) with a bound:
 * a path that names something endless (`/dev/zero`, a FIFO that never closes, the wrong big
 * file) is refused after a few bytes more than any such file holds, instead of being read
 * into memory without end.
 *
 * @module
 */ import { settlesWithin } from "../async/settles_within.ts";
import { tokenProblem } from "../remote/token_problem.ts";
export { tokenProblem };
/** The largest `--config` file read, in bytes. */ export const MAX_CONFIG_BYTES = 1024 * 1024;
/** The largest `--token-file` / `--remote-token-file` read, in bytes. */ export const MAX_TOKEN_FILE_BYTES = 64 * 1024;
/**
 * How long reading one of these files may take, in ms: a FIFO nobody writes to (or that its
 * writer never closes) is refused after this instead of holding the start for ever.
 */ export const SMALL_FILE_READ_MS = 5_000;
/**
 * For a path that names nothing: a leading `~` that nothing expanded (an editor passes its
 * arguments as they are), said, or nothing.
 *
 * @param path The path as given.
 * @returns The hint, with a leading space, or "".
 *
 * @example
 * ```ts
 * import { tildeHint } from "./small_file.ts";
 * console.log(tildeHint("~/acp.jsonc").startsWith(" (a leading ~")); // true
 * ```
 */ export function tildeHint(path) {
  return path.startsWith("~/") ? " (a leading ~ is expanded by a shell and in the config file, not in an argument " + "passed as it is, as an editor does: give the full path)" : "";
}
/** A file was not read to its end in time (a FIFO with no writer, or one that stays open). */ export class FileReadTimeoutError extends Error {
  /** The bound, in ms. */ ms;
  /**
   * @param path The file.
   * @param ms The bound, in ms.
   */ constructor(path, ms){
    super(`${path} was not read to its end within ${ms} ms (a FIFO with no writer, or one that ` + `stays open?)`);
    this.name = "FileReadTimeoutError";
    this.ms = ms;
  }
}
/** A file that should be text holds bytes that are not UTF-8. */ export class FileNotTextError extends Error {
  /** Where the first byte that is not UTF-8 is, from 0. */ offset;
  /**
   * @param path The file.
   * @param offset Where its first byte that is not UTF-8 is.
   */ constructor(path, offset){
    super(`${path} is not UTF-8 text (at byte offset ${offset}, counted from 0)`);
    this.name = "FileNotTextError";
    this.offset = offset;
  }
}
/**
 * The bytes as text, or a {@linkcode FileNotTextError} naming the first byte that is not
 * UTF-8: never text with U+FFFD where the file had something else.
 */ function utf8Text(path, bytes) {
  try {
    // A BOM stays: the text is what the file holds (a config's parser takes one BOM, and a
    // token's first line is trimmed of it).
    return new TextDecoder("utf-8", {
      fatal: true,
      ignoreBOM: true
    }).decode(bytes);
  } catch  {
    throw new FileNotTextError(path, firstInvalidUtf8(bytes));
  }
}
/**
 * Where the first ill-formed UTF-8 sequence starts (Unicode Table 3-7: a byte that starts
 * none, or a lead byte whose sequence is cut short, overlong, a surrogate or past U+10FFFF,
 * at the end of the bytes too), or -1 when there is none.
 *
 * @param bytes The bytes.
 * @returns The offset of the sequence's first byte, counted from 0, or -1.
 *
 * @example
 * ```ts
 * import { firstInvalidUtf8 } from "./small_file.ts";
 * console.log(firstInvalidUtf8(new Uint8Array([0xc3, 0xa9, 0xff]))); // 2
 * console.log(firstInvalidUtf8(new Uint8Array([0x61, 0xe2, 0x86]))); // 1
 * ```
 */ export function firstInvalidUtf8(bytes) {
  let i = 0;
  while(i < bytes.length){
    const lead = bytes[i];
    if (lead < 0x80) {
      i++;
      continue;
    }
    // How many bytes follow, and the range the first of them must be in.
    let more, low = 0x80, high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) more = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      more = 2;
      if (lead === 0xe0) low = 0xa0; // overlong below
      if (lead === 0xed) high = 0x9f; // surrogates above
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      more = 3;
      if (lead === 0xf0) low = 0x90; // overlong below
      if (lead === 0xf4) high = 0x8f; // past U+10FFFF above
    } else return i;
    for(let k = 1; k <= more; k++){
      const b = bytes[i + k];
      const [min, max] = k === 1 ? [
        low,
        high
      ] : [
        0x80,
        0xbf
      ];
      if (b === undefined || b < min || b > max) return i;
    }
    i += more + 1;
  }
  return -1;
}
/** A file holds more bytes than the bound its reader allows. */ export class FileTooLargeError extends Error {
  /** The bound, in bytes. */ limit;
  /**
   * @param path The file.
   * @param limit The bound, in bytes.
   */ constructor(path, limit){
    super(`${path} holds more than ${limit} bytes`);
    this.name = "FileTooLargeError";
    this.limit = limit;
  }
}
/**
 * Reads at most `limit` bytes of `path` as UTF-8 text (any file kind: a pipe from a process
 * substitution works), within `ms`.
 *
 * @param path The file.
 * @param limit The most bytes the file may hold.
 * @param ms How long opening and reading it may take.
 * @returns The text.
 * @throws {FileTooLargeError} When the file holds more than `limit` bytes.
 * @throws {FileReadTimeoutError} When it was not read to its end within `ms`.
 *
 * @example Read a token file
 * ```ts
 * import { MAX_TOKEN_FILE_BYTES, readSmallFile } from "./small_file.ts";
 * const path = await Deno.makeTempFile();
 * await Deno.writeTextFile(path, "secret\n");
 * console.log(await readSmallFile(path, MAX_TOKEN_FILE_BYTES)); // "secret\n"
 * await Deno.remove(path);
 * ```
 */ export async function readSmallFile(path, limit, ms = SMALL_FILE_READ_MS) {
  let file;
  let late = false;
  const reading = (async ()=>{
    file = await Deno.open(path);
    if (late) return file.close(); // opened after the bound: nobody reads it any more
    const buffer = new Uint8Array(limit + 1);
    let length = 0;
    while(length < buffer.length){
      const n = await file.read(buffer.subarray(length));
      if (n === null) break;
      length += n;
    }
    if (length > limit) return null;
    return utf8Text(path, buffer.subarray(0, length));
  })();
  try {
    if (!await settlesWithin(reading, ms)) {
      late = true;
      file?.close(); // a read still waiting ends with it
      reading.catch(()=>{}); // nor has a late failure anything left to say
      throw new FileReadTimeoutError(path, ms);
    }
    const text = await reading;
    if (text === null) throw new FileTooLargeError(path, limit);
    return text;
  } finally{
    if (!late) file?.close();
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2NsaS9zbWFsbF9maWxlLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogUmVhZHMgdGhlIHNtYWxsIGZpbGVzIHRoZSBjb21tYW5kIGxpbmUgbmFtZXMgKHRoZSBjb25maWcgZmlsZSwgdG9rZW4gZmlsZXMpIHdpdGggYSBib3VuZDpcbiAqIGEgcGF0aCB0aGF0IG5hbWVzIHNvbWV0aGluZyBlbmRsZXNzIChgL2Rldi96ZXJvYCwgYSBGSUZPIHRoYXQgbmV2ZXIgY2xvc2VzLCB0aGUgd3JvbmcgYmlnXG4gKiBmaWxlKSBpcyByZWZ1c2VkIGFmdGVyIGEgZmV3IGJ5dGVzIG1vcmUgdGhhbiBhbnkgc3VjaCBmaWxlIGhvbGRzLCBpbnN0ZWFkIG9mIGJlaW5nIHJlYWRcbiAqIGludG8gbWVtb3J5IHdpdGhvdXQgZW5kLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBzZXR0bGVzV2l0aGluIH0gZnJvbSBcIi4uL2FzeW5jL3NldHRsZXNfd2l0aGluLnRzXCI7XG5pbXBvcnQgeyB0b2tlblByb2JsZW0gfSBmcm9tIFwiLi4vcmVtb3RlL3Rva2VuX3Byb2JsZW0udHNcIjtcblxuZXhwb3J0IHsgdG9rZW5Qcm9ibGVtIH07XG5cbi8qKiBUaGUgbGFyZ2VzdCBgLS1jb25maWdgIGZpbGUgcmVhZCwgaW4gYnl0ZXMuICovXG5leHBvcnQgY29uc3QgTUFYX0NPTkZJR19CWVRFUzogbnVtYmVyID0gMTAyNCAqIDEwMjQ7XG4vKiogVGhlIGxhcmdlc3QgYC0tdG9rZW4tZmlsZWAgLyBgLS1yZW1vdGUtdG9rZW4tZmlsZWAgcmVhZCwgaW4gYnl0ZXMuICovXG5leHBvcnQgY29uc3QgTUFYX1RPS0VOX0ZJTEVfQllURVM6IG51bWJlciA9IDY0ICogMTAyNDtcbi8qKlxuICogSG93IGxvbmcgcmVhZGluZyBvbmUgb2YgdGhlc2UgZmlsZXMgbWF5IHRha2UsIGluIG1zOiBhIEZJRk8gbm9ib2R5IHdyaXRlcyB0byAob3IgdGhhdCBpdHNcbiAqIHdyaXRlciBuZXZlciBjbG9zZXMpIGlzIHJlZnVzZWQgYWZ0ZXIgdGhpcyBpbnN0ZWFkIG9mIGhvbGRpbmcgdGhlIHN0YXJ0IGZvciBldmVyLlxuICovXG5leHBvcnQgY29uc3QgU01BTExfRklMRV9SRUFEX01TOiBudW1iZXIgPSA1XzAwMDtcblxuLyoqXG4gKiBGb3IgYSBwYXRoIHRoYXQgbmFtZXMgbm90aGluZzogYSBsZWFkaW5nIGB+YCB0aGF0IG5vdGhpbmcgZXhwYW5kZWQgKGFuIGVkaXRvciBwYXNzZXMgaXRzXG4gKiBhcmd1bWVudHMgYXMgdGhleSBhcmUpLCBzYWlkLCBvciBub3RoaW5nLlxuICpcbiAqIEBwYXJhbSBwYXRoIFRoZSBwYXRoIGFzIGdpdmVuLlxuICogQHJldHVybnMgVGhlIGhpbnQsIHdpdGggYSBsZWFkaW5nIHNwYWNlLCBvciBcIlwiLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgdGlsZGVIaW50IH0gZnJvbSBcIi4vc21hbGxfZmlsZS50c1wiO1xuICogY29uc29sZS5sb2codGlsZGVIaW50KFwifi9hY3AuanNvbmNcIikuc3RhcnRzV2l0aChcIiAoYSBsZWFkaW5nIH5cIikpOyAvLyB0cnVlXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHRpbGRlSGludChwYXRoOiBzdHJpbmcpOiBzdHJpbmcge1xuICByZXR1cm4gcGF0aC5zdGFydHNXaXRoKFwifi9cIilcbiAgICA/IFwiIChhIGxlYWRpbmcgfiBpcyBleHBhbmRlZCBieSBhIHNoZWxsIGFuZCBpbiB0aGUgY29uZmlnIGZpbGUsIG5vdCBpbiBhbiBhcmd1bWVudCBcIiArXG4gICAgICBcInBhc3NlZCBhcyBpdCBpcywgYXMgYW4gZWRpdG9yIGRvZXM6IGdpdmUgdGhlIGZ1bGwgcGF0aClcIlxuICAgIDogXCJcIjtcbn1cblxuLyoqIEEgZmlsZSB3YXMgbm90IHJlYWQgdG8gaXRzIGVuZCBpbiB0aW1lIChhIEZJRk8gd2l0aCBubyB3cml0ZXIsIG9yIG9uZSB0aGF0IHN0YXlzIG9wZW4pLiAqL1xuZXhwb3J0IGNsYXNzIEZpbGVSZWFkVGltZW91dEVycm9yIGV4dGVuZHMgRXJyb3Ige1xuICAvKiogVGhlIGJvdW5kLCBpbiBtcy4gKi9cbiAgcmVhZG9ubHkgbXM6IG51bWJlcjtcblxuICAvKipcbiAgICogQHBhcmFtIHBhdGggVGhlIGZpbGUuXG4gICAqIEBwYXJhbSBtcyBUaGUgYm91bmQsIGluIG1zLlxuICAgKi9cbiAgY29uc3RydWN0b3IocGF0aDogc3RyaW5nLCBtczogbnVtYmVyKSB7XG4gICAgc3VwZXIoXG4gICAgICBgJHtwYXRofSB3YXMgbm90IHJlYWQgdG8gaXRzIGVuZCB3aXRoaW4gJHttc30gbXMgKGEgRklGTyB3aXRoIG5vIHdyaXRlciwgb3Igb25lIHRoYXQgYCArXG4gICAgICAgIGBzdGF5cyBvcGVuPylgLFxuICAgICk7XG4gICAgdGhpcy5uYW1lID0gXCJGaWxlUmVhZFRpbWVvdXRFcnJvclwiO1xuICAgIHRoaXMubXMgPSBtcztcbiAgfVxufVxuXG4vKiogQSBmaWxlIHRoYXQgc2hvdWxkIGJlIHRleHQgaG9sZHMgYnl0ZXMgdGhhdCBhcmUgbm90IFVURi04LiAqL1xuZXhwb3J0IGNsYXNzIEZpbGVOb3RUZXh0RXJyb3IgZXh0ZW5kcyBFcnJvciB7XG4gIC8qKiBXaGVyZSB0aGUgZmlyc3QgYnl0ZSB0aGF0IGlzIG5vdCBVVEYtOCBpcywgZnJvbSAwLiAqL1xuICByZWFkb25seSBvZmZzZXQ6IG51bWJlcjtcblxuICAvKipcbiAgICogQHBhcmFtIHBhdGggVGhlIGZpbGUuXG4gICAqIEBwYXJhbSBvZmZzZXQgV2hlcmUgaXRzIGZpcnN0IGJ5dGUgdGhhdCBpcyBub3QgVVRGLTggaXMuXG4gICAqL1xuICBjb25zdHJ1Y3RvcihwYXRoOiBzdHJpbmcsIG9mZnNldDogbnVtYmVyKSB7XG4gICAgc3VwZXIoYCR7cGF0aH0gaXMgbm90IFVURi04IHRleHQgKGF0IGJ5dGUgb2Zmc2V0ICR7b2Zmc2V0fSwgY291bnRlZCBmcm9tIDApYCk7XG4gICAgdGhpcy5uYW1lID0gXCJGaWxlTm90VGV4dEVycm9yXCI7XG4gICAgdGhpcy5vZmZzZXQgPSBvZmZzZXQ7XG4gIH1cbn1cblxuLyoqXG4gKiBUaGUgYnl0ZXMgYXMgdGV4dCwgb3IgYSB7QGxpbmtjb2RlIEZpbGVOb3RUZXh0RXJyb3J9IG5hbWluZyB0aGUgZmlyc3QgYnl0ZSB0aGF0IGlzIG5vdFxuICogVVRGLTg6IG5ldmVyIHRleHQgd2l0aCBVK0ZGRkQgd2hlcmUgdGhlIGZpbGUgaGFkIHNvbWV0aGluZyBlbHNlLlxuICovXG5mdW5jdGlvbiB1dGY4VGV4dChwYXRoOiBzdHJpbmcsIGJ5dGVzOiBVaW50OEFycmF5KTogc3RyaW5nIHtcbiAgdHJ5IHtcbiAgICAvLyBBIEJPTSBzdGF5czogdGhlIHRleHQgaXMgd2hhdCB0aGUgZmlsZSBob2xkcyAoYSBjb25maWcncyBwYXJzZXIgdGFrZXMgb25lIEJPTSwgYW5kIGFcbiAgICAvLyB0b2tlbidzIGZpcnN0IGxpbmUgaXMgdHJpbW1lZCBvZiBpdCkuXG4gICAgcmV0dXJuIG5ldyBUZXh0RGVjb2RlcihcInV0Zi04XCIsIHsgZmF0YWw6IHRydWUsIGlnbm9yZUJPTTogdHJ1ZSB9KS5kZWNvZGUoYnl0ZXMpO1xuICB9IGNhdGNoIHtcbiAgICB0aHJvdyBuZXcgRmlsZU5vdFRleHRFcnJvcihwYXRoLCBmaXJzdEludmFsaWRVdGY4KGJ5dGVzKSk7XG4gIH1cbn1cblxuLyoqXG4gKiBXaGVyZSB0aGUgZmlyc3QgaWxsLWZvcm1lZCBVVEYtOCBzZXF1ZW5jZSBzdGFydHMgKFVuaWNvZGUgVGFibGUgMy03OiBhIGJ5dGUgdGhhdCBzdGFydHNcbiAqIG5vbmUsIG9yIGEgbGVhZCBieXRlIHdob3NlIHNlcXVlbmNlIGlzIGN1dCBzaG9ydCwgb3ZlcmxvbmcsIGEgc3Vycm9nYXRlIG9yIHBhc3QgVSsxMEZGRkYsXG4gKiBhdCB0aGUgZW5kIG9mIHRoZSBieXRlcyB0b28pLCBvciAtMSB3aGVuIHRoZXJlIGlzIG5vbmUuXG4gKlxuICogQHBhcmFtIGJ5dGVzIFRoZSBieXRlcy5cbiAqIEByZXR1cm5zIFRoZSBvZmZzZXQgb2YgdGhlIHNlcXVlbmNlJ3MgZmlyc3QgYnl0ZSwgY291bnRlZCBmcm9tIDAsIG9yIC0xLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgZmlyc3RJbnZhbGlkVXRmOCB9IGZyb20gXCIuL3NtYWxsX2ZpbGUudHNcIjtcbiAqIGNvbnNvbGUubG9nKGZpcnN0SW52YWxpZFV0ZjgobmV3IFVpbnQ4QXJyYXkoWzB4YzMsIDB4YTksIDB4ZmZdKSkpOyAvLyAyXG4gKiBjb25zb2xlLmxvZyhmaXJzdEludmFsaWRVdGY4KG5ldyBVaW50OEFycmF5KFsweDYxLCAweGUyLCAweDg2XSkpKTsgLy8gMVxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBmaXJzdEludmFsaWRVdGY4KGJ5dGVzOiBVaW50OEFycmF5KTogbnVtYmVyIHtcbiAgbGV0IGkgPSAwO1xuICB3aGlsZSAoaSA8IGJ5dGVzLmxlbmd0aCkge1xuICAgIGNvbnN0IGxlYWQgPSBieXRlc1tpXTtcbiAgICBpZiAobGVhZCA8IDB4ODApIHtcbiAgICAgIGkrKztcbiAgICAgIGNvbnRpbnVlO1xuICAgIH1cbiAgICAvLyBIb3cgbWFueSBieXRlcyBmb2xsb3csIGFuZCB0aGUgcmFuZ2UgdGhlIGZpcnN0IG9mIHRoZW0gbXVzdCBiZSBpbi5cbiAgICBsZXQgbW9yZTogbnVtYmVyLCBsb3cgPSAweDgwLCBoaWdoID0gMHhiZjtcbiAgICBpZiAobGVhZCA+PSAweGMyICYmIGxlYWQgPD0gMHhkZikgbW9yZSA9IDE7XG4gICAgZWxzZSBpZiAobGVhZCA+PSAweGUwICYmIGxlYWQgPD0gMHhlZikge1xuICAgICAgbW9yZSA9IDI7XG4gICAgICBpZiAobGVhZCA9PT0gMHhlMCkgbG93ID0gMHhhMDsgLy8gb3ZlcmxvbmcgYmVsb3dcbiAgICAgIGlmIChsZWFkID09PSAweGVkKSBoaWdoID0gMHg5ZjsgLy8gc3Vycm9nYXRlcyBhYm92ZVxuICAgIH0gZWxzZSBpZiAobGVhZCA+PSAweGYwICYmIGxlYWQgPD0gMHhmNCkge1xuICAgICAgbW9yZSA9IDM7XG4gICAgICBpZiAobGVhZCA9PT0gMHhmMCkgbG93ID0gMHg5MDsgLy8gb3ZlcmxvbmcgYmVsb3dcbiAgICAgIGlmIChsZWFkID09PSAweGY0KSBoaWdoID0gMHg4ZjsgLy8gcGFzdCBVKzEwRkZGRiBhYm92ZVxuICAgIH0gZWxzZSByZXR1cm4gaTtcbiAgICBmb3IgKGxldCBrID0gMTsgayA8PSBtb3JlOyBrKyspIHtcbiAgICAgIGNvbnN0IGIgPSBieXRlc1tpICsga107XG4gICAgICBjb25zdCBbbWluLCBtYXhdID0gayA9PT0gMSA/IFtsb3csIGhpZ2hdIDogWzB4ODAsIDB4YmZdO1xuICAgICAgaWYgKGIgPT09IHVuZGVmaW5lZCB8fCBiIDwgbWluIHx8IGIgPiBtYXgpIHJldHVybiBpO1xuICAgIH1cbiAgICBpICs9IG1vcmUgKyAxO1xuICB9XG4gIHJldHVybiAtMTtcbn1cblxuLyoqIEEgZmlsZSBob2xkcyBtb3JlIGJ5dGVzIHRoYW4gdGhlIGJvdW5kIGl0cyByZWFkZXIgYWxsb3dzLiAqL1xuZXhwb3J0IGNsYXNzIEZpbGVUb29MYXJnZUVycm9yIGV4dGVuZHMgRXJyb3Ige1xuICAvKiogVGhlIGJvdW5kLCBpbiBieXRlcy4gKi9cbiAgcmVhZG9ubHkgbGltaXQ6IG51bWJlcjtcblxuICAvKipcbiAgICogQHBhcmFtIHBhdGggVGhlIGZpbGUuXG4gICAqIEBwYXJhbSBsaW1pdCBUaGUgYm91bmQsIGluIGJ5dGVzLlxuICAgKi9cbiAgY29uc3RydWN0b3IocGF0aDogc3RyaW5nLCBsaW1pdDogbnVtYmVyKSB7XG4gICAgc3VwZXIoYCR7cGF0aH0gaG9sZHMgbW9yZSB0aGFuICR7bGltaXR9IGJ5dGVzYCk7XG4gICAgdGhpcy5uYW1lID0gXCJGaWxlVG9vTGFyZ2VFcnJvclwiO1xuICAgIHRoaXMubGltaXQgPSBsaW1pdDtcbiAgfVxufVxuXG4vKipcbiAqIFJlYWRzIGF0IG1vc3QgYGxpbWl0YCBieXRlcyBvZiBgcGF0aGAgYXMgVVRGLTggdGV4dCAoYW55IGZpbGUga2luZDogYSBwaXBlIGZyb20gYSBwcm9jZXNzXG4gKiBzdWJzdGl0dXRpb24gd29ya3MpLCB3aXRoaW4gYG1zYC5cbiAqXG4gKiBAcGFyYW0gcGF0aCBUaGUgZmlsZS5cbiAqIEBwYXJhbSBsaW1pdCBUaGUgbW9zdCBieXRlcyB0aGUgZmlsZSBtYXkgaG9sZC5cbiAqIEBwYXJhbSBtcyBIb3cgbG9uZyBvcGVuaW5nIGFuZCByZWFkaW5nIGl0IG1heSB0YWtlLlxuICogQHJldHVybnMgVGhlIHRleHQuXG4gKiBAdGhyb3dzIHtGaWxlVG9vTGFyZ2VFcnJvcn0gV2hlbiB0aGUgZmlsZSBob2xkcyBtb3JlIHRoYW4gYGxpbWl0YCBieXRlcy5cbiAqIEB0aHJvd3Mge0ZpbGVSZWFkVGltZW91dEVycm9yfSBXaGVuIGl0IHdhcyBub3QgcmVhZCB0byBpdHMgZW5kIHdpdGhpbiBgbXNgLlxuICpcbiAqIEBleGFtcGxlIFJlYWQgYSB0b2tlbiBmaWxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgTUFYX1RPS0VOX0ZJTEVfQllURVMsIHJlYWRTbWFsbEZpbGUgfSBmcm9tIFwiLi9zbWFsbF9maWxlLnRzXCI7XG4gKiBjb25zdCBwYXRoID0gYXdhaXQgRGVuby5tYWtlVGVtcEZpbGUoKTtcbiAqIGF3YWl0IERlbm8ud3JpdGVUZXh0RmlsZShwYXRoLCBcInNlY3JldFxcblwiKTtcbiAqIGNvbnNvbGUubG9nKGF3YWl0IHJlYWRTbWFsbEZpbGUocGF0aCwgTUFYX1RPS0VOX0ZJTEVfQllURVMpKTsgLy8gXCJzZWNyZXRcXG5cIlxuICogYXdhaXQgRGVuby5yZW1vdmUocGF0aCk7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIHJlYWRTbWFsbEZpbGUoXG4gIHBhdGg6IHN0cmluZyxcbiAgbGltaXQ6IG51bWJlcixcbiAgbXM6IG51bWJlciA9IFNNQUxMX0ZJTEVfUkVBRF9NUyxcbik6IFByb21pc2U8c3RyaW5nPiB7XG4gIGxldCBmaWxlOiBEZW5vLkZzRmlsZSB8IHVuZGVmaW5lZDtcbiAgbGV0IGxhdGUgPSBmYWxzZTtcbiAgY29uc3QgcmVhZGluZyA9IChhc3luYyAoKSA9PiB7XG4gICAgZmlsZSA9IGF3YWl0IERlbm8ub3BlbihwYXRoKTtcbiAgICBpZiAobGF0ZSkgcmV0dXJuIGZpbGUuY2xvc2UoKTsgLy8gb3BlbmVkIGFmdGVyIHRoZSBib3VuZDogbm9ib2R5IHJlYWRzIGl0IGFueSBtb3JlXG4gICAgY29uc3QgYnVmZmVyID0gbmV3IFVpbnQ4QXJyYXkobGltaXQgKyAxKTtcbiAgICBsZXQgbGVuZ3RoID0gMDtcbiAgICB3aGlsZSAobGVuZ3RoIDwgYnVmZmVyLmxlbmd0aCkge1xuICAgICAgY29uc3QgbiA9IGF3YWl0IGZpbGUucmVhZChidWZmZXIuc3ViYXJyYXkobGVuZ3RoKSk7XG4gICAgICBpZiAobiA9PT0gbnVsbCkgYnJlYWs7XG4gICAgICBsZW5ndGggKz0gbjtcbiAgICB9XG4gICAgaWYgKGxlbmd0aCA+IGxpbWl0KSByZXR1cm4gbnVsbDtcbiAgICByZXR1cm4gdXRmOFRleHQocGF0aCwgYnVmZmVyLnN1YmFycmF5KDAsIGxlbmd0aCkpO1xuICB9KSgpO1xuICB0cnkge1xuICAgIGlmICghYXdhaXQgc2V0dGxlc1dpdGhpbihyZWFkaW5nLCBtcykpIHtcbiAgICAgIGxhdGUgPSB0cnVlO1xuICAgICAgZmlsZT8uY2xvc2UoKTsgLy8gYSByZWFkIHN0aWxsIHdhaXRpbmcgZW5kcyB3aXRoIGl0XG4gICAgICByZWFkaW5nLmNhdGNoKCgpID0+IHt9KTsgLy8gbm9yIGhhcyBhIGxhdGUgZmFpbHVyZSBhbnl0aGluZyBsZWZ0IHRvIHNheVxuICAgICAgdGhyb3cgbmV3IEZpbGVSZWFkVGltZW91dEVycm9yKHBhdGgsIG1zKTtcbiAgICB9XG4gICAgY29uc3QgdGV4dCA9IGF3YWl0IHJlYWRpbmc7XG4gICAgaWYgKHRleHQgPT09IG51bGwpIHRocm93IG5ldyBGaWxlVG9vTGFyZ2VFcnJvcihwYXRoLCBsaW1pdCk7XG4gICAgcmV0dXJuIHRleHQgYXMgc3RyaW5nO1xuICB9IGZpbmFsbHkge1xuICAgIGlmICghbGF0ZSkgZmlsZT8uY2xvc2UoKTtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7O0NBT0MsR0FFRCxTQUFTLGFBQWEsUUFBUSw2QkFBNkI7QUFDM0QsU0FBUyxZQUFZLFFBQVEsNkJBQTZCO0FBRTFELFNBQVMsWUFBWSxHQUFHO0FBRXhCLGdEQUFnRCxHQUNoRCxPQUFPLE1BQU0sbUJBQTJCLE9BQU8sS0FBSztBQUNwRCx1RUFBdUUsR0FDdkUsT0FBTyxNQUFNLHVCQUErQixLQUFLLEtBQUs7QUFDdEQ7OztDQUdDLEdBQ0QsT0FBTyxNQUFNLHFCQUE2QixNQUFNO0FBRWhEOzs7Ozs7Ozs7Ozs7Q0FZQyxHQUNELE9BQU8sU0FBUyxVQUFVLElBQVk7RUFDcEMsT0FBTyxLQUFLLFVBQVUsQ0FBQyxRQUNuQixxRkFDQSw0REFDQTtBQUNOO0FBRUEsNEZBQTRGLEdBQzVGLE9BQU8sTUFBTSw2QkFBNkI7RUFDeEMsc0JBQXNCLEdBQ3RCLEFBQVMsR0FBVztFQUVwQjs7O0dBR0MsR0FDRCxZQUFZLElBQVksRUFBRSxFQUFVLENBQUU7SUFDcEMsS0FBSyxDQUNILEdBQUcsS0FBSyxnQ0FBZ0MsRUFBRSxHQUFHLHdDQUF3QyxDQUFDLEdBQ3BGLENBQUMsWUFBWSxDQUFDO0lBRWxCLElBQUksQ0FBQyxJQUFJLEdBQUc7SUFDWixJQUFJLENBQUMsRUFBRSxHQUFHO0VBQ1o7QUFDRjtBQUVBLCtEQUErRCxHQUMvRCxPQUFPLE1BQU0seUJBQXlCO0VBQ3BDLHVEQUF1RCxHQUN2RCxBQUFTLE9BQWU7RUFFeEI7OztHQUdDLEdBQ0QsWUFBWSxJQUFZLEVBQUUsTUFBYyxDQUFFO0lBQ3hDLEtBQUssQ0FBQyxHQUFHLEtBQUssbUNBQW1DLEVBQUUsT0FBTyxpQkFBaUIsQ0FBQztJQUM1RSxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ1osSUFBSSxDQUFDLE1BQU0sR0FBRztFQUNoQjtBQUNGO0FBRUE7OztDQUdDLEdBQ0QsU0FBUyxTQUFTLElBQVksRUFBRSxLQUFpQjtFQUMvQyxJQUFJO0lBQ0YsdUZBQXVGO0lBQ3ZGLHdDQUF3QztJQUN4QyxPQUFPLElBQUksWUFBWSxTQUFTO01BQUUsT0FBTztNQUFNLFdBQVc7SUFBSyxHQUFHLE1BQU0sQ0FBQztFQUMzRSxFQUFFLE9BQU07SUFDTixNQUFNLElBQUksaUJBQWlCLE1BQU0saUJBQWlCO0VBQ3BEO0FBQ0Y7QUFFQTs7Ozs7Ozs7Ozs7Ozs7Q0FjQyxHQUNELE9BQU8sU0FBUyxpQkFBaUIsS0FBaUI7RUFDaEQsSUFBSSxJQUFJO0VBQ1IsTUFBTyxJQUFJLE1BQU0sTUFBTSxDQUFFO0lBQ3ZCLE1BQU0sT0FBTyxLQUFLLENBQUMsRUFBRTtJQUNyQixJQUFJLE9BQU8sTUFBTTtNQUNmO01BQ0E7SUFDRjtJQUNBLHFFQUFxRTtJQUNyRSxJQUFJLE1BQWMsTUFBTSxNQUFNLE9BQU87SUFDckMsSUFBSSxRQUFRLFFBQVEsUUFBUSxNQUFNLE9BQU87U0FDcEMsSUFBSSxRQUFRLFFBQVEsUUFBUSxNQUFNO01BQ3JDLE9BQU87TUFDUCxJQUFJLFNBQVMsTUFBTSxNQUFNLE1BQU0saUJBQWlCO01BQ2hELElBQUksU0FBUyxNQUFNLE9BQU8sTUFBTSxtQkFBbUI7SUFDckQsT0FBTyxJQUFJLFFBQVEsUUFBUSxRQUFRLE1BQU07TUFDdkMsT0FBTztNQUNQLElBQUksU0FBUyxNQUFNLE1BQU0sTUFBTSxpQkFBaUI7TUFDaEQsSUFBSSxTQUFTLE1BQU0sT0FBTyxNQUFNLHNCQUFzQjtJQUN4RCxPQUFPLE9BQU87SUFDZCxJQUFLLElBQUksSUFBSSxHQUFHLEtBQUssTUFBTSxJQUFLO01BQzlCLE1BQU0sSUFBSSxLQUFLLENBQUMsSUFBSSxFQUFFO01BQ3RCLE1BQU0sQ0FBQyxLQUFLLElBQUksR0FBRyxNQUFNLElBQUk7UUFBQztRQUFLO09BQUssR0FBRztRQUFDO1FBQU07T0FBSztNQUN2RCxJQUFJLE1BQU0sYUFBYSxJQUFJLE9BQU8sSUFBSSxLQUFLLE9BQU87SUFDcEQ7SUFDQSxLQUFLLE9BQU87RUFDZDtFQUNBLE9BQU8sQ0FBQztBQUNWO0FBRUEsOERBQThELEdBQzlELE9BQU8sTUFBTSwwQkFBMEI7RUFDckMseUJBQXlCLEdBQ3pCLEFBQVMsTUFBYztFQUV2Qjs7O0dBR0MsR0FDRCxZQUFZLElBQVksRUFBRSxLQUFhLENBQUU7SUFDdkMsS0FBSyxDQUFDLEdBQUcsS0FBSyxpQkFBaUIsRUFBRSxNQUFNLE1BQU0sQ0FBQztJQUM5QyxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ1osSUFBSSxDQUFDLEtBQUssR0FBRztFQUNmO0FBQ0Y7QUFFQTs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQW1CQyxHQUNELE9BQU8sZUFBZSxjQUNwQixJQUFZLEVBQ1osS0FBYSxFQUNiLEtBQWEsa0JBQWtCO0VBRS9CLElBQUk7RUFDSixJQUFJLE9BQU87RUFDWCxNQUFNLFVBQVUsQ0FBQztJQUNmLE9BQU8sTUFBTSxLQUFLLElBQUksQ0FBQztJQUN2QixJQUFJLE1BQU0sT0FBTyxLQUFLLEtBQUssSUFBSSxtREFBbUQ7SUFDbEYsTUFBTSxTQUFTLElBQUksV0FBVyxRQUFRO0lBQ3RDLElBQUksU0FBUztJQUNiLE1BQU8sU0FBUyxPQUFPLE1BQU0sQ0FBRTtNQUM3QixNQUFNLElBQUksTUFBTSxLQUFLLElBQUksQ0FBQyxPQUFPLFFBQVEsQ0FBQztNQUMxQyxJQUFJLE1BQU0sTUFBTTtNQUNoQixVQUFVO0lBQ1o7SUFDQSxJQUFJLFNBQVMsT0FBTyxPQUFPO0lBQzNCLE9BQU8sU0FBUyxNQUFNLE9BQU8sUUFBUSxDQUFDLEdBQUc7RUFDM0MsQ0FBQztFQUNELElBQUk7SUFDRixJQUFJLENBQUMsTUFBTSxjQUFjLFNBQVMsS0FBSztNQUNyQyxPQUFPO01BQ1AsTUFBTSxTQUFTLG9DQUFvQztNQUNuRCxRQUFRLEtBQUssQ0FBQyxLQUFPLElBQUksOENBQThDO01BQ3ZFLE1BQU0sSUFBSSxxQkFBcUIsTUFBTTtJQUN2QztJQUNBLE1BQU0sT0FBTyxNQUFNO0lBQ25CLElBQUksU0FBUyxNQUFNLE1BQU0sSUFBSSxrQkFBa0IsTUFBTTtJQUNyRCxPQUFPO0VBQ1QsU0FBVTtJQUNSLElBQUksQ0FBQyxNQUFNLE1BQU07RUFDbkI7QUFDRiJ9
// denoCacheMetadata=11877573006407170044,3545191731660166068
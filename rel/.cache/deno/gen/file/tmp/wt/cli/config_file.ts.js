/**
 * Reads a `--config` file: JSONC (comments and trailing commas allowed) with the same
 * keys as the flags. Loaded only when `--config` is given. Every error is one line that
 * names the file (with `line:column` when the text is at fault) and says what to fix.
 *
 * @module
 */ import { NUMBER_RANGES, SETTING_KEYS, SETTING_POSITIONS, UsageError } from "./args.ts";
import { JsoncSyntaxError, parseJsonc } from "./jsonc.ts";
import { nearestName } from "./nearest_name.ts";
import { checkNamedAgents, entryKey, NO_DIRECTORY } from "./named_agents.ts";
import { FileNotTextError, FileReadTimeoutError, FileTooLargeError, MAX_CONFIG_BYTES, readSmallFile, tildeHint } from "./small_file.ts";
/**
 * Reads and checks a config file.
 *
 * @param path The file to read, as the user gave it.
 * @param overridden Keys the command line gives too: a file path among them is kept as it
 *   is written, not resolved (nor refused), since the flag's value is the one used.
 * @returns The settings it holds.
 * @throws {UsageError} When the file cannot be read, is not JSONC, or has unknown keys
 *   or values of the wrong type.
 *
 * @example Load the settings named by `--config`
 * ```ts
 * import { loadConfigFile } from "./config_file.ts";
 * const path = await Deno.makeTempFile({ suffix: ".jsonc" });
 * await Deno.writeTextFile(path, '{\n  // the v1 agent\n  "v1": "my-agent",\n}\n');
 * console.log(await loadConfigFile(path)); // { v1: "my-agent" }
 * await Deno.remove(path);
 * ```
 */ export async function loadConfigFile(path, overridden = new Set()) {
  const text = await readConfigText(path);
  /** Where each top-level key is, as `path:line:column`. */ const at = new Map();
  /** Where each named agent (`NAME`) and each key of its entry (`entryKey`) is. */ const agentsAt = new Map();
  let top = "", name = "";
  let value;
  try {
    // Keys are told in the order they are read: a key at depth 2 or 3 belongs to the last one
    // above it.
    value = parseJsonc(text, (key, line, column, depth)=>{
      const place = `${path}:${line}:${column}`;
      if (depth === 1) {
        top = key;
        at.set(key, place);
      } else if (top === "agents" && depth === 2) {
        name = key;
        agentsAt.set(key, place);
      } else if (top === "agents" && depth === 3) agentsAt.set(entryKey(name, key), place);
    });
  } catch (e) {
    if (!(e instanceof JsoncSyntaxError)) throw e;
    throw new UsageError(`${path}:${e.line}:${e.column}: ${e.reason}; ` + `fix the config file (JSONC: JSON with comments and trailing commas)`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new UsageError(`--config ${path} must hold one JSON object, e.g. {"v1": "my-agent"}`);
  }
  const settings = {};
  // The config file's directory, looked up once (a realpath), when a key needs it.
  let dirOnce;
  const directory = ()=>dirOnce ??= configDirectory(path);
  // The file's own mistakes are said in the log format it asks for, as later ones are.
  const format = value["log-format"];
  try {
    for (const [key, v] of Object.entries(value)){
      if (!Object.hasOwn(SETTING_KEYS, key)) {
        const meant = nearestName(key, Object.keys(SETTING_KEYS));
        throw new UsageError(`${at.get(key)}: unknown key "${key}"` + (meant === undefined ? `; use ${Object.keys(SETTING_KEYS).join(", ")}` : ` (did you mean "${meant}"?)`));
      }
      const kind = SETTING_KEYS[key];
      if (kind === "agents") {
        const agents = checkNamedAgents(v, at.get(key), await directory(), agentsAt);
        if (typeof agents === "string") throw new UsageError(agents);
        settings.agents = agents;
        continue;
      }
      const ok = kind === "string" ? typeof v === "string" : kind === "boolean" ? typeof v === "boolean" : kind === "strings" ? typeof v === "string" || Array.isArray(v) && v.every((x)=>typeof x === "string") : typeof v === "number" || typeof v === "string";
      if (!ok) {
        // A byte count may also be a size with a unit ("8MiB").
        const wanted = kind === "size" ? NUMBER_RANGES[key]?.unit === "bytes" ? `number or a size such as "8MiB"` : "number" : kind === "strings" ? "string or an array of strings" : kind;
        throw new UsageError(`${at.get(key)}: "${key}" must be a ${wanted}`);
      }
      settings[key] = FILE_KEYS.has(key) && typeof v === "string" && !overridden.has(key) ? await filePath(v, directory, `${at.get(key)}: "${key}"`) : v;
    }
  } catch (e) {
    if (e instanceof UsageError && (format === "json" || format === "text")) {
      e.logFormat ??= format;
    }
    throw e;
  }
  // A value checked later (a range, a command's quoting) is blamed on its place in the file.
  SETTING_POSITIONS.set(settings, at);
  return settings;
}
/** Keys naming a file or directory: a relative one starts at the config file's directory. */ const FILE_KEYS = new Set([
  "log-file",
  "transcript",
  "token-file",
  "remote-token-file"
]);
/**
 * A file key's value as the daemon opens it: `~/...` in the home directory, a relative path
 * in the config file's directory (as a named agent's `cwd`), not the daemon's working one.
 *
 * @param at `FILE:LINE:COLUMN: "key"`, for a message.
 * @throws {UsageError} For `~/...` without `HOME`, a relative path in a file that has no
 *   directory (a pipe), or half of a surrogate pair.
 */ async function filePath(value, directory, at) {
  // Opened as it is, a half pair would become U+FFFD: another file.
  if (!value.isWellFormed()) {
    throw new UsageError(`${at} has half of a UTF-16 surrogate pair (a \\uD800-\\uDFFF escape alone), which no ` + `file name can carry; remove it`);
  }
  if (value === "" || value.startsWith("/")) return value;
  if (value.startsWith("~/")) {
    const home = Deno.env.get("HOME");
    if (home?.startsWith("/")) return `${home}${value.slice(1)}`;
    throw new UsageError(home ? `${at} starts with ~/, and HOME is relative (${JSON.stringify(home)}): it would ` + "start where the daemon was started; give an absolute path, or set HOME to an " + "absolute directory" : `${at} starts with ~/, and HOME is not set or empty (an editor may start the daemon ` + "without it); give an absolute path, or set HOME");
  }
  const dir = await directory();
  if (dir === null) throw new UsageError(`${at} is relative: ${NO_DIRECTORY}`);
  return dir === "/" ? `/${value}` : `${dir}/${value}`;
}
/**
 * The absolute directory of the config file, where a relative path in it starts; `null` when
 * it is no regular file (a pipe from `<(...)`, whose `/dev/fd` directory means nothing).
 */ async function configDirectory(path) {
  try {
    if (!(await Deno.stat(path)).isFile) return null;
  } catch  {
    return null; // gone since it was read (a pipe's descriptor closed): no directory either
  }
  const absolute = path.startsWith("/") ? path : `${Deno.cwd()}/${path}`;
  const dir = absolute.slice(0, absolute.lastIndexOf("/")) || "/";
  return await Deno.realPath(dir); // it exists: the file in it was just read
}
/** Reads the file, turning each way it can fail into a one-line {@linkcode UsageError}. */ async function readConfigText(path) {
  try {
    if ((await Deno.stat(path)).isDirectory) {
      throw new UsageError(`--config ${path} is a directory; give a JSONC file`);
    }
    return await readSmallFile(path, MAX_CONFIG_BYTES);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    if (e instanceof FileTooLargeError) {
      throw new UsageError(`--config ${path} is larger than ${MAX_CONFIG_BYTES / 1024 / 1024} MiB; is it the ` + `config file? Give a JSONC file`);
    }
    if (e instanceof FileNotTextError) {
      throw new UsageError(`--config ${e.message}; save it as UTF-8 (JSONC is text)`);
    }
    if (e instanceof FileReadTimeoutError) {
      throw new UsageError(`--config ${e.message}; give a JSONC file, or write the FIFO`);
    }
    if (e instanceof Deno.errors.NotFound) {
      throw new UsageError(`--config ${path}: no such file${tildeHint(path)}`);
    }
    if (e instanceof Deno.errors.PermissionDenied) {
      throw new UsageError(`--config ${path}: permission denied`);
    }
    throw new UsageError(`cannot read --config ${path}: ${e.message}`);
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2NsaS9jb25maWdfZmlsZS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFJlYWRzIGEgYC0tY29uZmlnYCBmaWxlOiBKU09OQyAoY29tbWVudHMgYW5kIHRyYWlsaW5nIGNvbW1hcyBhbGxvd2VkKSB3aXRoIHRoZSBzYW1lXG4gKiBrZXlzIGFzIHRoZSBmbGFncy4gTG9hZGVkIG9ubHkgd2hlbiBgLS1jb25maWdgIGlzIGdpdmVuLiBFdmVyeSBlcnJvciBpcyBvbmUgbGluZSB0aGF0XG4gKiBuYW1lcyB0aGUgZmlsZSAod2l0aCBgbGluZTpjb2x1bW5gIHdoZW4gdGhlIHRleHQgaXMgYXQgZmF1bHQpIGFuZCBzYXlzIHdoYXQgdG8gZml4LlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQge1xuICBOVU1CRVJfUkFOR0VTLFxuICBTRVRUSU5HX0tFWVMsXG4gIFNFVFRJTkdfUE9TSVRJT05TLFxuICB0eXBlIFNldHRpbmdzLFxuICBVc2FnZUVycm9yLFxufSBmcm9tIFwiLi9hcmdzLnRzXCI7XG5pbXBvcnQgeyBKc29uY1N5bnRheEVycm9yLCBwYXJzZUpzb25jIH0gZnJvbSBcIi4vanNvbmMudHNcIjtcbmltcG9ydCB7IG5lYXJlc3ROYW1lIH0gZnJvbSBcIi4vbmVhcmVzdF9uYW1lLnRzXCI7XG5pbXBvcnQgeyBjaGVja05hbWVkQWdlbnRzLCBlbnRyeUtleSwgTk9fRElSRUNUT1JZIH0gZnJvbSBcIi4vbmFtZWRfYWdlbnRzLnRzXCI7XG5pbXBvcnQge1xuICBGaWxlTm90VGV4dEVycm9yLFxuICBGaWxlUmVhZFRpbWVvdXRFcnJvcixcbiAgRmlsZVRvb0xhcmdlRXJyb3IsXG4gIE1BWF9DT05GSUdfQllURVMsXG4gIHJlYWRTbWFsbEZpbGUsXG4gIHRpbGRlSGludCxcbn0gZnJvbSBcIi4vc21hbGxfZmlsZS50c1wiO1xuXG4vKipcbiAqIFJlYWRzIGFuZCBjaGVja3MgYSBjb25maWcgZmlsZS5cbiAqXG4gKiBAcGFyYW0gcGF0aCBUaGUgZmlsZSB0byByZWFkLCBhcyB0aGUgdXNlciBnYXZlIGl0LlxuICogQHBhcmFtIG92ZXJyaWRkZW4gS2V5cyB0aGUgY29tbWFuZCBsaW5lIGdpdmVzIHRvbzogYSBmaWxlIHBhdGggYW1vbmcgdGhlbSBpcyBrZXB0IGFzIGl0XG4gKiAgIGlzIHdyaXR0ZW4sIG5vdCByZXNvbHZlZCAobm9yIHJlZnVzZWQpLCBzaW5jZSB0aGUgZmxhZydzIHZhbHVlIGlzIHRoZSBvbmUgdXNlZC5cbiAqIEByZXR1cm5zIFRoZSBzZXR0aW5ncyBpdCBob2xkcy5cbiAqIEB0aHJvd3Mge1VzYWdlRXJyb3J9IFdoZW4gdGhlIGZpbGUgY2Fubm90IGJlIHJlYWQsIGlzIG5vdCBKU09OQywgb3IgaGFzIHVua25vd24ga2V5c1xuICogICBvciB2YWx1ZXMgb2YgdGhlIHdyb25nIHR5cGUuXG4gKlxuICogQGV4YW1wbGUgTG9hZCB0aGUgc2V0dGluZ3MgbmFtZWQgYnkgYC0tY29uZmlnYFxuICogYGBgdHNcbiAqIGltcG9ydCB7IGxvYWRDb25maWdGaWxlIH0gZnJvbSBcIi4vY29uZmlnX2ZpbGUudHNcIjtcbiAqIGNvbnN0IHBhdGggPSBhd2FpdCBEZW5vLm1ha2VUZW1wRmlsZSh7IHN1ZmZpeDogXCIuanNvbmNcIiB9KTtcbiAqIGF3YWl0IERlbm8ud3JpdGVUZXh0RmlsZShwYXRoLCAne1xcbiAgLy8gdGhlIHYxIGFnZW50XFxuICBcInYxXCI6IFwibXktYWdlbnRcIixcXG59XFxuJyk7XG4gKiBjb25zb2xlLmxvZyhhd2FpdCBsb2FkQ29uZmlnRmlsZShwYXRoKSk7IC8vIHsgdjE6IFwibXktYWdlbnRcIiB9XG4gKiBhd2FpdCBEZW5vLnJlbW92ZShwYXRoKTtcbiAqIGBgYFxuICovXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gbG9hZENvbmZpZ0ZpbGUoXG4gIHBhdGg6IHN0cmluZyxcbiAgb3ZlcnJpZGRlbjogUmVhZG9ubHlTZXQ8c3RyaW5nPiA9IG5ldyBTZXQoKSxcbik6IFByb21pc2U8U2V0dGluZ3M+IHtcbiAgY29uc3QgdGV4dCA9IGF3YWl0IHJlYWRDb25maWdUZXh0KHBhdGgpO1xuICAvKiogV2hlcmUgZWFjaCB0b3AtbGV2ZWwga2V5IGlzLCBhcyBgcGF0aDpsaW5lOmNvbHVtbmAuICovXG4gIGNvbnN0IGF0ID0gbmV3IE1hcDxzdHJpbmcsIHN0cmluZz4oKTtcbiAgLyoqIFdoZXJlIGVhY2ggbmFtZWQgYWdlbnQgKGBOQU1FYCkgYW5kIGVhY2gga2V5IG9mIGl0cyBlbnRyeSAoYGVudHJ5S2V5YCkgaXMuICovXG4gIGNvbnN0IGFnZW50c0F0ID0gbmV3IE1hcDxzdHJpbmcsIHN0cmluZz4oKTtcbiAgbGV0IHRvcCA9IFwiXCIsIG5hbWUgPSBcIlwiO1xuICBsZXQgdmFsdWU6IHVua25vd247XG4gIHRyeSB7XG4gICAgLy8gS2V5cyBhcmUgdG9sZCBpbiB0aGUgb3JkZXIgdGhleSBhcmUgcmVhZDogYSBrZXkgYXQgZGVwdGggMiBvciAzIGJlbG9uZ3MgdG8gdGhlIGxhc3Qgb25lXG4gICAgLy8gYWJvdmUgaXQuXG4gICAgdmFsdWUgPSBwYXJzZUpzb25jKHRleHQsIChrZXksIGxpbmUsIGNvbHVtbiwgZGVwdGgpID0+IHtcbiAgICAgIGNvbnN0IHBsYWNlID0gYCR7cGF0aH06JHtsaW5lfToke2NvbHVtbn1gO1xuICAgICAgaWYgKGRlcHRoID09PSAxKSB7XG4gICAgICAgIHRvcCA9IGtleTtcbiAgICAgICAgYXQuc2V0KGtleSwgcGxhY2UpO1xuICAgICAgfSBlbHNlIGlmICh0b3AgPT09IFwiYWdlbnRzXCIgJiYgZGVwdGggPT09IDIpIHtcbiAgICAgICAgbmFtZSA9IGtleTtcbiAgICAgICAgYWdlbnRzQXQuc2V0KGtleSwgcGxhY2UpO1xuICAgICAgfSBlbHNlIGlmICh0b3AgPT09IFwiYWdlbnRzXCIgJiYgZGVwdGggPT09IDMpIGFnZW50c0F0LnNldChlbnRyeUtleShuYW1lLCBrZXkpLCBwbGFjZSk7XG4gICAgfSk7XG4gIH0gY2F0Y2ggKGUpIHtcbiAgICBpZiAoIShlIGluc3RhbmNlb2YgSnNvbmNTeW50YXhFcnJvcikpIHRocm93IGU7XG4gICAgdGhyb3cgbmV3IFVzYWdlRXJyb3IoXG4gICAgICBgJHtwYXRofToke2UubGluZX06JHtlLmNvbHVtbn06ICR7ZS5yZWFzb259OyBgICtcbiAgICAgICAgYGZpeCB0aGUgY29uZmlnIGZpbGUgKEpTT05DOiBKU09OIHdpdGggY29tbWVudHMgYW5kIHRyYWlsaW5nIGNvbW1hcylgLFxuICAgICk7XG4gIH1cbiAgaWYgKHR5cGVvZiB2YWx1ZSAhPT0gXCJvYmplY3RcIiB8fCB2YWx1ZSA9PT0gbnVsbCB8fCBBcnJheS5pc0FycmF5KHZhbHVlKSkge1xuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKGAtLWNvbmZpZyAke3BhdGh9IG11c3QgaG9sZCBvbmUgSlNPTiBvYmplY3QsIGUuZy4ge1widjFcIjogXCJteS1hZ2VudFwifWApO1xuICB9XG4gIGNvbnN0IHNldHRpbmdzOiBTZXR0aW5ncyA9IHt9O1xuICAvLyBUaGUgY29uZmlnIGZpbGUncyBkaXJlY3RvcnksIGxvb2tlZCB1cCBvbmNlIChhIHJlYWxwYXRoKSwgd2hlbiBhIGtleSBuZWVkcyBpdC5cbiAgbGV0IGRpck9uY2U6IFByb21pc2U8c3RyaW5nIHwgbnVsbD4gfCB1bmRlZmluZWQ7XG4gIGNvbnN0IGRpcmVjdG9yeSA9ICgpID0+IGRpck9uY2UgPz89IGNvbmZpZ0RpcmVjdG9yeShwYXRoKTtcbiAgLy8gVGhlIGZpbGUncyBvd24gbWlzdGFrZXMgYXJlIHNhaWQgaW4gdGhlIGxvZyBmb3JtYXQgaXQgYXNrcyBmb3IsIGFzIGxhdGVyIG9uZXMgYXJlLlxuICBjb25zdCBmb3JtYXQgPSAodmFsdWUgYXMgUmVjb3JkPHN0cmluZywgdW5rbm93bj4pW1wibG9nLWZvcm1hdFwiXTtcbiAgdHJ5IHtcbiAgICBmb3IgKGNvbnN0IFtrZXksIHZdIG9mIE9iamVjdC5lbnRyaWVzKHZhbHVlKSkge1xuICAgICAgaWYgKCFPYmplY3QuaGFzT3duKFNFVFRJTkdfS0VZUywga2V5KSkge1xuICAgICAgICBjb25zdCBtZWFudCA9IG5lYXJlc3ROYW1lKGtleSwgT2JqZWN0LmtleXMoU0VUVElOR19LRVlTKSk7XG4gICAgICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgICAgIGAke2F0LmdldChrZXkpfTogdW5rbm93biBrZXkgXCIke2tleX1cImAgK1xuICAgICAgICAgICAgKG1lYW50ID09PSB1bmRlZmluZWRcbiAgICAgICAgICAgICAgPyBgOyB1c2UgJHtPYmplY3Qua2V5cyhTRVRUSU5HX0tFWVMpLmpvaW4oXCIsIFwiKX1gXG4gICAgICAgICAgICAgIDogYCAoZGlkIHlvdSBtZWFuIFwiJHttZWFudH1cIj8pYCksXG4gICAgICAgICk7XG4gICAgICB9XG4gICAgICBjb25zdCBraW5kID0gU0VUVElOR19LRVlTW2tleSBhcyBrZXlvZiB0eXBlb2YgU0VUVElOR19LRVlTXTtcbiAgICAgIGlmIChraW5kID09PSBcImFnZW50c1wiKSB7XG4gICAgICAgIGNvbnN0IGFnZW50cyA9IGNoZWNrTmFtZWRBZ2VudHModiwgYXQuZ2V0KGtleSkhLCBhd2FpdCBkaXJlY3RvcnkoKSwgYWdlbnRzQXQpO1xuICAgICAgICBpZiAodHlwZW9mIGFnZW50cyA9PT0gXCJzdHJpbmdcIikgdGhyb3cgbmV3IFVzYWdlRXJyb3IoYWdlbnRzKTtcbiAgICAgICAgc2V0dGluZ3MuYWdlbnRzID0gYWdlbnRzO1xuICAgICAgICBjb250aW51ZTtcbiAgICAgIH1cbiAgICAgIGNvbnN0IG9rID0ga2luZCA9PT0gXCJzdHJpbmdcIlxuICAgICAgICA/IHR5cGVvZiB2ID09PSBcInN0cmluZ1wiXG4gICAgICAgIDoga2luZCA9PT0gXCJib29sZWFuXCJcbiAgICAgICAgPyB0eXBlb2YgdiA9PT0gXCJib29sZWFuXCJcbiAgICAgICAgOiBraW5kID09PSBcInN0cmluZ3NcIlxuICAgICAgICA/IHR5cGVvZiB2ID09PSBcInN0cmluZ1wiIHx8IChBcnJheS5pc0FycmF5KHYpICYmIHYuZXZlcnkoKHgpID0+IHR5cGVvZiB4ID09PSBcInN0cmluZ1wiKSlcbiAgICAgICAgOiB0eXBlb2YgdiA9PT0gXCJudW1iZXJcIiB8fCB0eXBlb2YgdiA9PT0gXCJzdHJpbmdcIjtcbiAgICAgIGlmICghb2spIHtcbiAgICAgICAgLy8gQSBieXRlIGNvdW50IG1heSBhbHNvIGJlIGEgc2l6ZSB3aXRoIGEgdW5pdCAoXCI4TWlCXCIpLlxuICAgICAgICBjb25zdCB3YW50ZWQgPSBraW5kID09PSBcInNpemVcIlxuICAgICAgICAgID8gTlVNQkVSX1JBTkdFU1trZXkgYXMga2V5b2YgdHlwZW9mIE5VTUJFUl9SQU5HRVNdPy51bml0ID09PSBcImJ5dGVzXCJcbiAgICAgICAgICAgID8gYG51bWJlciBvciBhIHNpemUgc3VjaCBhcyBcIjhNaUJcImBcbiAgICAgICAgICAgIDogXCJudW1iZXJcIlxuICAgICAgICAgIDoga2luZCA9PT0gXCJzdHJpbmdzXCJcbiAgICAgICAgICA/IFwic3RyaW5nIG9yIGFuIGFycmF5IG9mIHN0cmluZ3NcIlxuICAgICAgICAgIDoga2luZDtcbiAgICAgICAgdGhyb3cgbmV3IFVzYWdlRXJyb3IoYCR7YXQuZ2V0KGtleSl9OiBcIiR7a2V5fVwiIG11c3QgYmUgYSAke3dhbnRlZH1gKTtcbiAgICAgIH1cbiAgICAgIHNldHRpbmdzW2tleSBhcyBrZXlvZiBTZXR0aW5nc10gPVxuICAgICAgICBGSUxFX0tFWVMuaGFzKGtleSkgJiYgdHlwZW9mIHYgPT09IFwic3RyaW5nXCIgJiYgIW92ZXJyaWRkZW4uaGFzKGtleSlcbiAgICAgICAgICA/IGF3YWl0IGZpbGVQYXRoKHYsIGRpcmVjdG9yeSwgYCR7YXQuZ2V0KGtleSl9OiBcIiR7a2V5fVwiYClcbiAgICAgICAgICA6IHYgYXMgc3RyaW5nIHwgbnVtYmVyIHwgYm9vbGVhbiB8IHN0cmluZ1tdO1xuICAgIH1cbiAgfSBjYXRjaCAoZSkge1xuICAgIGlmIChlIGluc3RhbmNlb2YgVXNhZ2VFcnJvciAmJiAoZm9ybWF0ID09PSBcImpzb25cIiB8fCBmb3JtYXQgPT09IFwidGV4dFwiKSkge1xuICAgICAgZS5sb2dGb3JtYXQgPz89IGZvcm1hdDtcbiAgICB9XG4gICAgdGhyb3cgZTtcbiAgfVxuICAvLyBBIHZhbHVlIGNoZWNrZWQgbGF0ZXIgKGEgcmFuZ2UsIGEgY29tbWFuZCdzIHF1b3RpbmcpIGlzIGJsYW1lZCBvbiBpdHMgcGxhY2UgaW4gdGhlIGZpbGUuXG4gIFNFVFRJTkdfUE9TSVRJT05TLnNldChzZXR0aW5ncywgYXQpO1xuICByZXR1cm4gc2V0dGluZ3M7XG59XG5cbi8qKiBLZXlzIG5hbWluZyBhIGZpbGUgb3IgZGlyZWN0b3J5OiBhIHJlbGF0aXZlIG9uZSBzdGFydHMgYXQgdGhlIGNvbmZpZyBmaWxlJ3MgZGlyZWN0b3J5LiAqL1xuY29uc3QgRklMRV9LRVlTOiBSZWFkb25seVNldDxzdHJpbmc+ID0gbmV3IFNldChbXG4gIFwibG9nLWZpbGVcIixcbiAgXCJ0cmFuc2NyaXB0XCIsXG4gIFwidG9rZW4tZmlsZVwiLFxuICBcInJlbW90ZS10b2tlbi1maWxlXCIsXG5dKTtcblxuLyoqXG4gKiBBIGZpbGUga2V5J3MgdmFsdWUgYXMgdGhlIGRhZW1vbiBvcGVucyBpdDogYH4vLi4uYCBpbiB0aGUgaG9tZSBkaXJlY3RvcnksIGEgcmVsYXRpdmUgcGF0aFxuICogaW4gdGhlIGNvbmZpZyBmaWxlJ3MgZGlyZWN0b3J5IChhcyBhIG5hbWVkIGFnZW50J3MgYGN3ZGApLCBub3QgdGhlIGRhZW1vbidzIHdvcmtpbmcgb25lLlxuICpcbiAqIEBwYXJhbSBhdCBgRklMRTpMSU5FOkNPTFVNTjogXCJrZXlcImAsIGZvciBhIG1lc3NhZ2UuXG4gKiBAdGhyb3dzIHtVc2FnZUVycm9yfSBGb3IgYH4vLi4uYCB3aXRob3V0IGBIT01FYCwgYSByZWxhdGl2ZSBwYXRoIGluIGEgZmlsZSB0aGF0IGhhcyBub1xuICogICBkaXJlY3RvcnkgKGEgcGlwZSksIG9yIGhhbGYgb2YgYSBzdXJyb2dhdGUgcGFpci5cbiAqL1xuYXN5bmMgZnVuY3Rpb24gZmlsZVBhdGgoXG4gIHZhbHVlOiBzdHJpbmcsXG4gIGRpcmVjdG9yeTogKCkgPT4gUHJvbWlzZTxzdHJpbmcgfCBudWxsPixcbiAgYXQ6IHN0cmluZyxcbik6IFByb21pc2U8c3RyaW5nPiB7XG4gIC8vIE9wZW5lZCBhcyBpdCBpcywgYSBoYWxmIHBhaXIgd291bGQgYmVjb21lIFUrRkZGRDogYW5vdGhlciBmaWxlLlxuICBpZiAoIXZhbHVlLmlzV2VsbEZvcm1lZCgpKSB7XG4gICAgdGhyb3cgbmV3IFVzYWdlRXJyb3IoXG4gICAgICBgJHthdH0gaGFzIGhhbGYgb2YgYSBVVEYtMTYgc3Vycm9nYXRlIHBhaXIgKGEgXFxcXHVEODAwLVxcXFx1REZGRiBlc2NhcGUgYWxvbmUpLCB3aGljaCBubyBgICtcbiAgICAgICAgYGZpbGUgbmFtZSBjYW4gY2Fycnk7IHJlbW92ZSBpdGAsXG4gICAgKTtcbiAgfVxuICBpZiAodmFsdWUgPT09IFwiXCIgfHwgdmFsdWUuc3RhcnRzV2l0aChcIi9cIikpIHJldHVybiB2YWx1ZTtcbiAgaWYgKHZhbHVlLnN0YXJ0c1dpdGgoXCJ+L1wiKSkge1xuICAgIGNvbnN0IGhvbWUgPSBEZW5vLmVudi5nZXQoXCJIT01FXCIpO1xuICAgIGlmIChob21lPy5zdGFydHNXaXRoKFwiL1wiKSkgcmV0dXJuIGAke2hvbWV9JHt2YWx1ZS5zbGljZSgxKX1gO1xuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgaG9tZVxuICAgICAgICAvLyBJdCB3b3VsZCBzdGFydCB3aGVyZSB0aGUgZGFlbW9uIHdhcyBzdGFydGVkIChhbiBlZGl0b3IgbWF5IHN0YXJ0IGl0IGluIC8pLlxuICAgICAgICA/IGAke2F0fSBzdGFydHMgd2l0aCB+LywgYW5kIEhPTUUgaXMgcmVsYXRpdmUgKCR7SlNPTi5zdHJpbmdpZnkoaG9tZSl9KTogaXQgd291bGQgYCArXG4gICAgICAgICAgXCJzdGFydCB3aGVyZSB0aGUgZGFlbW9uIHdhcyBzdGFydGVkOyBnaXZlIGFuIGFic29sdXRlIHBhdGgsIG9yIHNldCBIT01FIHRvIGFuIFwiICtcbiAgICAgICAgICBcImFic29sdXRlIGRpcmVjdG9yeVwiXG4gICAgICAgIDogYCR7YXR9IHN0YXJ0cyB3aXRoIH4vLCBhbmQgSE9NRSBpcyBub3Qgc2V0IG9yIGVtcHR5IChhbiBlZGl0b3IgbWF5IHN0YXJ0IHRoZSBkYWVtb24gYCArXG4gICAgICAgICAgXCJ3aXRob3V0IGl0KTsgZ2l2ZSBhbiBhYnNvbHV0ZSBwYXRoLCBvciBzZXQgSE9NRVwiLFxuICAgICk7XG4gIH1cbiAgY29uc3QgZGlyID0gYXdhaXQgZGlyZWN0b3J5KCk7XG4gIGlmIChkaXIgPT09IG51bGwpIHRocm93IG5ldyBVc2FnZUVycm9yKGAke2F0fSBpcyByZWxhdGl2ZTogJHtOT19ESVJFQ1RPUll9YCk7XG4gIHJldHVybiBkaXIgPT09IFwiL1wiID8gYC8ke3ZhbHVlfWAgOiBgJHtkaXJ9LyR7dmFsdWV9YDtcbn1cblxuLyoqXG4gKiBUaGUgYWJzb2x1dGUgZGlyZWN0b3J5IG9mIHRoZSBjb25maWcgZmlsZSwgd2hlcmUgYSByZWxhdGl2ZSBwYXRoIGluIGl0IHN0YXJ0czsgYG51bGxgIHdoZW5cbiAqIGl0IGlzIG5vIHJlZ3VsYXIgZmlsZSAoYSBwaXBlIGZyb20gYDwoLi4uKWAsIHdob3NlIGAvZGV2L2ZkYCBkaXJlY3RvcnkgbWVhbnMgbm90aGluZykuXG4gKi9cbmFzeW5jIGZ1bmN0aW9uIGNvbmZpZ0RpcmVjdG9yeShwYXRoOiBzdHJpbmcpOiBQcm9taXNlPHN0cmluZyB8IG51bGw+IHtcbiAgdHJ5IHtcbiAgICBpZiAoIShhd2FpdCBEZW5vLnN0YXQocGF0aCkpLmlzRmlsZSkgcmV0dXJuIG51bGw7XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiBudWxsOyAvLyBnb25lIHNpbmNlIGl0IHdhcyByZWFkIChhIHBpcGUncyBkZXNjcmlwdG9yIGNsb3NlZCk6IG5vIGRpcmVjdG9yeSBlaXRoZXJcbiAgfVxuICBjb25zdCBhYnNvbHV0ZSA9IHBhdGguc3RhcnRzV2l0aChcIi9cIikgPyBwYXRoIDogYCR7RGVuby5jd2QoKX0vJHtwYXRofWA7XG4gIGNvbnN0IGRpciA9IGFic29sdXRlLnNsaWNlKDAsIGFic29sdXRlLmxhc3RJbmRleE9mKFwiL1wiKSkgfHwgXCIvXCI7XG4gIHJldHVybiBhd2FpdCBEZW5vLnJlYWxQYXRoKGRpcik7IC8vIGl0IGV4aXN0czogdGhlIGZpbGUgaW4gaXQgd2FzIGp1c3QgcmVhZFxufVxuXG4vKiogUmVhZHMgdGhlIGZpbGUsIHR1cm5pbmcgZWFjaCB3YXkgaXQgY2FuIGZhaWwgaW50byBhIG9uZS1saW5lIHtAbGlua2NvZGUgVXNhZ2VFcnJvcn0uICovXG5hc3luYyBmdW5jdGlvbiByZWFkQ29uZmlnVGV4dChwYXRoOiBzdHJpbmcpOiBQcm9taXNlPHN0cmluZz4ge1xuICB0cnkge1xuICAgIGlmICgoYXdhaXQgRGVuby5zdGF0KHBhdGgpKS5pc0RpcmVjdG9yeSkge1xuICAgICAgdGhyb3cgbmV3IFVzYWdlRXJyb3IoYC0tY29uZmlnICR7cGF0aH0gaXMgYSBkaXJlY3Rvcnk7IGdpdmUgYSBKU09OQyBmaWxlYCk7XG4gICAgfVxuICAgIHJldHVybiBhd2FpdCByZWFkU21hbGxGaWxlKHBhdGgsIE1BWF9DT05GSUdfQllURVMpO1xuICB9IGNhdGNoIChlKSB7XG4gICAgaWYgKGUgaW5zdGFuY2VvZiBVc2FnZUVycm9yKSB0aHJvdyBlO1xuICAgIGlmIChlIGluc3RhbmNlb2YgRmlsZVRvb0xhcmdlRXJyb3IpIHtcbiAgICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgICBgLS1jb25maWcgJHtwYXRofSBpcyBsYXJnZXIgdGhhbiAke01BWF9DT05GSUdfQllURVMgLyAxMDI0IC8gMTAyNH0gTWlCOyBpcyBpdCB0aGUgYCArXG4gICAgICAgICAgYGNvbmZpZyBmaWxlPyBHaXZlIGEgSlNPTkMgZmlsZWAsXG4gICAgICApO1xuICAgIH1cbiAgICBpZiAoZSBpbnN0YW5jZW9mIEZpbGVOb3RUZXh0RXJyb3IpIHtcbiAgICAgIHRocm93IG5ldyBVc2FnZUVycm9yKGAtLWNvbmZpZyAke2UubWVzc2FnZX07IHNhdmUgaXQgYXMgVVRGLTggKEpTT05DIGlzIHRleHQpYCk7XG4gICAgfVxuICAgIGlmIChlIGluc3RhbmNlb2YgRmlsZVJlYWRUaW1lb3V0RXJyb3IpIHtcbiAgICAgIHRocm93IG5ldyBVc2FnZUVycm9yKGAtLWNvbmZpZyAke2UubWVzc2FnZX07IGdpdmUgYSBKU09OQyBmaWxlLCBvciB3cml0ZSB0aGUgRklGT2ApO1xuICAgIH1cbiAgICBpZiAoZSBpbnN0YW5jZW9mIERlbm8uZXJyb3JzLk5vdEZvdW5kKSB7XG4gICAgICB0aHJvdyBuZXcgVXNhZ2VFcnJvcihgLS1jb25maWcgJHtwYXRofTogbm8gc3VjaCBmaWxlJHt0aWxkZUhpbnQocGF0aCl9YCk7XG4gICAgfVxuICAgIGlmIChlIGluc3RhbmNlb2YgRGVuby5lcnJvcnMuUGVybWlzc2lvbkRlbmllZCkge1xuICAgICAgdGhyb3cgbmV3IFVzYWdlRXJyb3IoYC0tY29uZmlnICR7cGF0aH06IHBlcm1pc3Npb24gZGVuaWVkYCk7XG4gICAgfVxuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKGBjYW5ub3QgcmVhZCAtLWNvbmZpZyAke3BhdGh9OiAkeyhlIGFzIEVycm9yKS5tZXNzYWdlfWApO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7OztDQU1DLEdBRUQsU0FDRSxhQUFhLEVBQ2IsWUFBWSxFQUNaLGlCQUFpQixFQUVqQixVQUFVLFFBQ0wsWUFBWTtBQUNuQixTQUFTLGdCQUFnQixFQUFFLFVBQVUsUUFBUSxhQUFhO0FBQzFELFNBQVMsV0FBVyxRQUFRLG9CQUFvQjtBQUNoRCxTQUFTLGdCQUFnQixFQUFFLFFBQVEsRUFBRSxZQUFZLFFBQVEsb0JBQW9CO0FBQzdFLFNBQ0UsZ0JBQWdCLEVBQ2hCLG9CQUFvQixFQUNwQixpQkFBaUIsRUFDakIsZ0JBQWdCLEVBQ2hCLGFBQWEsRUFDYixTQUFTLFFBQ0osa0JBQWtCO0FBRXpCOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FrQkMsR0FDRCxPQUFPLGVBQWUsZUFDcEIsSUFBWSxFQUNaLGFBQWtDLElBQUksS0FBSztFQUUzQyxNQUFNLE9BQU8sTUFBTSxlQUFlO0VBQ2xDLHdEQUF3RCxHQUN4RCxNQUFNLEtBQUssSUFBSTtFQUNmLCtFQUErRSxHQUMvRSxNQUFNLFdBQVcsSUFBSTtFQUNyQixJQUFJLE1BQU0sSUFBSSxPQUFPO0VBQ3JCLElBQUk7RUFDSixJQUFJO0lBQ0YsMEZBQTBGO0lBQzFGLFlBQVk7SUFDWixRQUFRLFdBQVcsTUFBTSxDQUFDLEtBQUssTUFBTSxRQUFRO01BQzNDLE1BQU0sUUFBUSxHQUFHLEtBQUssQ0FBQyxFQUFFLEtBQUssQ0FBQyxFQUFFLFFBQVE7TUFDekMsSUFBSSxVQUFVLEdBQUc7UUFDZixNQUFNO1FBQ04sR0FBRyxHQUFHLENBQUMsS0FBSztNQUNkLE9BQU8sSUFBSSxRQUFRLFlBQVksVUFBVSxHQUFHO1FBQzFDLE9BQU87UUFDUCxTQUFTLEdBQUcsQ0FBQyxLQUFLO01BQ3BCLE9BQU8sSUFBSSxRQUFRLFlBQVksVUFBVSxHQUFHLFNBQVMsR0FBRyxDQUFDLFNBQVMsTUFBTSxNQUFNO0lBQ2hGO0VBQ0YsRUFBRSxPQUFPLEdBQUc7SUFDVixJQUFJLENBQUMsQ0FBQyxhQUFhLGdCQUFnQixHQUFHLE1BQU07SUFDNUMsTUFBTSxJQUFJLFdBQ1IsR0FBRyxLQUFLLENBQUMsRUFBRSxFQUFFLElBQUksQ0FBQyxDQUFDLEVBQUUsRUFBRSxNQUFNLENBQUMsRUFBRSxFQUFFLEVBQUUsTUFBTSxDQUFDLEVBQUUsQ0FBQyxHQUM1QyxDQUFDLG1FQUFtRSxDQUFDO0VBRTNFO0VBQ0EsSUFBSSxPQUFPLFVBQVUsWUFBWSxVQUFVLFFBQVEsTUFBTSxPQUFPLENBQUMsUUFBUTtJQUN2RSxNQUFNLElBQUksV0FBVyxDQUFDLFNBQVMsRUFBRSxLQUFLLG1EQUFtRCxDQUFDO0VBQzVGO0VBQ0EsTUFBTSxXQUFxQixDQUFDO0VBQzVCLGlGQUFpRjtFQUNqRixJQUFJO0VBQ0osTUFBTSxZQUFZLElBQU0sWUFBWSxnQkFBZ0I7RUFDcEQscUZBQXFGO0VBQ3JGLE1BQU0sU0FBUyxBQUFDLEtBQWlDLENBQUMsYUFBYTtFQUMvRCxJQUFJO0lBQ0YsS0FBSyxNQUFNLENBQUMsS0FBSyxFQUFFLElBQUksT0FBTyxPQUFPLENBQUMsT0FBUTtNQUM1QyxJQUFJLENBQUMsT0FBTyxNQUFNLENBQUMsY0FBYyxNQUFNO1FBQ3JDLE1BQU0sUUFBUSxZQUFZLEtBQUssT0FBTyxJQUFJLENBQUM7UUFDM0MsTUFBTSxJQUFJLFdBQ1IsR0FBRyxHQUFHLEdBQUcsQ0FBQyxLQUFLLGVBQWUsRUFBRSxJQUFJLENBQUMsQ0FBQyxHQUNwQyxDQUFDLFVBQVUsWUFDUCxDQUFDLE1BQU0sRUFBRSxPQUFPLElBQUksQ0FBQyxjQUFjLElBQUksQ0FBQyxPQUFPLEdBQy9DLENBQUMsZ0JBQWdCLEVBQUUsTUFBTSxHQUFHLENBQUM7TUFFdkM7TUFDQSxNQUFNLE9BQU8sWUFBWSxDQUFDLElBQWlDO01BQzNELElBQUksU0FBUyxVQUFVO1FBQ3JCLE1BQU0sU0FBUyxpQkFBaUIsR0FBRyxHQUFHLEdBQUcsQ0FBQyxNQUFPLE1BQU0sYUFBYTtRQUNwRSxJQUFJLE9BQU8sV0FBVyxVQUFVLE1BQU0sSUFBSSxXQUFXO1FBQ3JELFNBQVMsTUFBTSxHQUFHO1FBQ2xCO01BQ0Y7TUFDQSxNQUFNLEtBQUssU0FBUyxXQUNoQixPQUFPLE1BQU0sV0FDYixTQUFTLFlBQ1QsT0FBTyxNQUFNLFlBQ2IsU0FBUyxZQUNULE9BQU8sTUFBTSxZQUFhLE1BQU0sT0FBTyxDQUFDLE1BQU0sRUFBRSxLQUFLLENBQUMsQ0FBQyxJQUFNLE9BQU8sTUFBTSxZQUMxRSxPQUFPLE1BQU0sWUFBWSxPQUFPLE1BQU07TUFDMUMsSUFBSSxDQUFDLElBQUk7UUFDUCx3REFBd0Q7UUFDeEQsTUFBTSxTQUFTLFNBQVMsU0FDcEIsYUFBYSxDQUFDLElBQWtDLEVBQUUsU0FBUyxVQUN6RCxDQUFDLCtCQUErQixDQUFDLEdBQ2pDLFdBQ0YsU0FBUyxZQUNULGtDQUNBO1FBQ0osTUFBTSxJQUFJLFdBQVcsR0FBRyxHQUFHLEdBQUcsQ0FBQyxLQUFLLEdBQUcsRUFBRSxJQUFJLFlBQVksRUFBRSxRQUFRO01BQ3JFO01BQ0EsUUFBUSxDQUFDLElBQXNCLEdBQzdCLFVBQVUsR0FBRyxDQUFDLFFBQVEsT0FBTyxNQUFNLFlBQVksQ0FBQyxXQUFXLEdBQUcsQ0FBQyxPQUMzRCxNQUFNLFNBQVMsR0FBRyxXQUFXLEdBQUcsR0FBRyxHQUFHLENBQUMsS0FBSyxHQUFHLEVBQUUsSUFBSSxDQUFDLENBQUMsSUFDdkQ7SUFDUjtFQUNGLEVBQUUsT0FBTyxHQUFHO0lBQ1YsSUFBSSxhQUFhLGNBQWMsQ0FBQyxXQUFXLFVBQVUsV0FBVyxNQUFNLEdBQUc7TUFDdkUsRUFBRSxTQUFTLEtBQUs7SUFDbEI7SUFDQSxNQUFNO0VBQ1I7RUFDQSwyRkFBMkY7RUFDM0Ysa0JBQWtCLEdBQUcsQ0FBQyxVQUFVO0VBQ2hDLE9BQU87QUFDVDtBQUVBLDJGQUEyRixHQUMzRixNQUFNLFlBQWlDLElBQUksSUFBSTtFQUM3QztFQUNBO0VBQ0E7RUFDQTtDQUNEO0FBRUQ7Ozs7Ozs7Q0FPQyxHQUNELGVBQWUsU0FDYixLQUFhLEVBQ2IsU0FBdUMsRUFDdkMsRUFBVTtFQUVWLGtFQUFrRTtFQUNsRSxJQUFJLENBQUMsTUFBTSxZQUFZLElBQUk7SUFDekIsTUFBTSxJQUFJLFdBQ1IsR0FBRyxHQUFHLGdGQUFnRixDQUFDLEdBQ3JGLENBQUMsOEJBQThCLENBQUM7RUFFdEM7RUFDQSxJQUFJLFVBQVUsTUFBTSxNQUFNLFVBQVUsQ0FBQyxNQUFNLE9BQU87RUFDbEQsSUFBSSxNQUFNLFVBQVUsQ0FBQyxPQUFPO0lBQzFCLE1BQU0sT0FBTyxLQUFLLEdBQUcsQ0FBQyxHQUFHLENBQUM7SUFDMUIsSUFBSSxNQUFNLFdBQVcsTUFBTSxPQUFPLEdBQUcsT0FBTyxNQUFNLEtBQUssQ0FBQyxJQUFJO0lBQzVELE1BQU0sSUFBSSxXQUNSLE9BRUksR0FBRyxHQUFHLHVDQUF1QyxFQUFFLEtBQUssU0FBUyxDQUFDLE1BQU0sWUFBWSxDQUFDLEdBQ2pGLGtGQUNBLHVCQUNBLEdBQUcsR0FBRyw4RUFBOEUsQ0FBQyxHQUNyRjtFQUVSO0VBQ0EsTUFBTSxNQUFNLE1BQU07RUFDbEIsSUFBSSxRQUFRLE1BQU0sTUFBTSxJQUFJLFdBQVcsR0FBRyxHQUFHLGNBQWMsRUFBRSxjQUFjO0VBQzNFLE9BQU8sUUFBUSxNQUFNLENBQUMsQ0FBQyxFQUFFLE9BQU8sR0FBRyxHQUFHLElBQUksQ0FBQyxFQUFFLE9BQU87QUFDdEQ7QUFFQTs7O0NBR0MsR0FDRCxlQUFlLGdCQUFnQixJQUFZO0VBQ3pDLElBQUk7SUFDRixJQUFJLENBQUMsQ0FBQyxNQUFNLEtBQUssSUFBSSxDQUFDLEtBQUssRUFBRSxNQUFNLEVBQUUsT0FBTztFQUM5QyxFQUFFLE9BQU07SUFDTixPQUFPLE1BQU0sMkVBQTJFO0VBQzFGO0VBQ0EsTUFBTSxXQUFXLEtBQUssVUFBVSxDQUFDLE9BQU8sT0FBTyxHQUFHLEtBQUssR0FBRyxHQUFHLENBQUMsRUFBRSxNQUFNO0VBQ3RFLE1BQU0sTUFBTSxTQUFTLEtBQUssQ0FBQyxHQUFHLFNBQVMsV0FBVyxDQUFDLFNBQVM7RUFDNUQsT0FBTyxNQUFNLEtBQUssUUFBUSxDQUFDLE1BQU0sMENBQTBDO0FBQzdFO0FBRUEseUZBQXlGLEdBQ3pGLGVBQWUsZUFBZSxJQUFZO0VBQ3hDLElBQUk7SUFDRixJQUFJLENBQUMsTUFBTSxLQUFLLElBQUksQ0FBQyxLQUFLLEVBQUUsV0FBVyxFQUFFO01BQ3ZDLE1BQU0sSUFBSSxXQUFXLENBQUMsU0FBUyxFQUFFLEtBQUssa0NBQWtDLENBQUM7SUFDM0U7SUFDQSxPQUFPLE1BQU0sY0FBYyxNQUFNO0VBQ25DLEVBQUUsT0FBTyxHQUFHO0lBQ1YsSUFBSSxhQUFhLFlBQVksTUFBTTtJQUNuQyxJQUFJLGFBQWEsbUJBQW1CO01BQ2xDLE1BQU0sSUFBSSxXQUNSLENBQUMsU0FBUyxFQUFFLEtBQUssZ0JBQWdCLEVBQUUsbUJBQW1CLE9BQU8sS0FBSyxnQkFBZ0IsQ0FBQyxHQUNqRixDQUFDLDhCQUE4QixDQUFDO0lBRXRDO0lBQ0EsSUFBSSxhQUFhLGtCQUFrQjtNQUNqQyxNQUFNLElBQUksV0FBVyxDQUFDLFNBQVMsRUFBRSxFQUFFLE9BQU8sQ0FBQyxrQ0FBa0MsQ0FBQztJQUNoRjtJQUNBLElBQUksYUFBYSxzQkFBc0I7TUFDckMsTUFBTSxJQUFJLFdBQVcsQ0FBQyxTQUFTLEVBQUUsRUFBRSxPQUFPLENBQUMsc0NBQXNDLENBQUM7SUFDcEY7SUFDQSxJQUFJLGFBQWEsS0FBSyxNQUFNLENBQUMsUUFBUSxFQUFFO01BQ3JDLE1BQU0sSUFBSSxXQUFXLENBQUMsU0FBUyxFQUFFLEtBQUssY0FBYyxFQUFFLFVBQVUsT0FBTztJQUN6RTtJQUNBLElBQUksYUFBYSxLQUFLLE1BQU0sQ0FBQyxnQkFBZ0IsRUFBRTtNQUM3QyxNQUFNLElBQUksV0FBVyxDQUFDLFNBQVMsRUFBRSxLQUFLLG1CQUFtQixDQUFDO0lBQzVEO0lBQ0EsTUFBTSxJQUFJLFdBQVcsQ0FBQyxxQkFBcUIsRUFBRSxLQUFLLEVBQUUsRUFBRSxBQUFDLEVBQVksT0FBTyxFQUFFO0VBQzlFO0FBQ0YifQ==
// denoCacheMetadata=7314810710685668101,15788660544571792918
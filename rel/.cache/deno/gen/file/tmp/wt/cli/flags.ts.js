/**
 * A small command-line tokenizer for the CLI's flags. It replaces `node:util` `parseArgs`
 * to keep start-up lean (loading `node:util` costs about 15 ms of cold start).
 *
 * Accepted forms: `--name value`, `--name=value`, boolean `--name` (and `--no-name` for a
 * negatable one: false, to turn off what a config file turns on), short aliases (`-h`),
 * positionals, and `--` (everything after it is positional). A string flag's value may not
 * start with `-` unless given as `--name=-value` or it looks like a negative number (`-5`),
 * which the caller then rejects with a message about that flag's range. A flag given twice
 * is an error.
 *
 * @module
 */ import { nearestName } from "./nearest_name.ts";
/** A word that reads as a negative number: a value, not a flag. */ const NEGATIVE = /^-[0-9.]/;
/** A command line that does not match the flag spec; the message says what to fix. */ export class FlagError extends Error {
  /**
   * Creates the error.
   *
   * @param message What is wrong.
   */ constructor(message){
    super(message);
    this.name = "FlagError";
  }
}
/**
 * Splits `argv` into flag values and positionals.
 *
 * @param argv The arguments after the program name.
 * @param spec The known flags.
 * @param suggests Whether a flag (by its long name, `no-NAME` for a negation) may be offered
 *   for a near miss: one that would then be refused anyway is not.
 * @returns Values and positionals.
 * @throws {FlagError} On an unknown flag, a flag given twice, a missing value, or a value
 *   given to a boolean.
 */ export function parseFlags(argv, spec, suggests = ()=>true) {
  const values = {};
  const positionals = [];
  const byShort = new Map();
  // How each flag was first written (`--copy`, `--no-copy`, `-V`), for the message at a second.
  const firstWritten = new Map();
  for (const [name, { short }] of Object.entries(spec))if (short) byShort.set(short, name);
  for(let i = 0; i < argv.length; i++){
    const arg = argv[i];
    if (arg === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith("-") || arg === "-") {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    const written = eq > 0 ? arg.slice(0, eq) : arg;
    let name = written.startsWith("--") ? written.slice(2) : byShort.get(written.slice(1));
    // `--no-NAME` of a negatable boolean (unless NAME itself begins with `no-`: `--no-session`).
    const negated = name !== undefined && written.startsWith("--no-") && !Object.hasOwn(spec, name) && Object.hasOwn(spec, name.slice(3)) && spec[name.slice(3)].negatable === true;
    if (negated) name = name.slice(3);
    // Own keys only: `--constructor` or `--toString` name no flag, whatever an object inherits.
    const flag = name === undefined || !Object.hasOwn(spec, name) ? undefined : spec[name];
    if (name === undefined || flag === undefined || !written.startsWith("--") && written.length !== 2) {
      // A near miss of a long flag (`--max_frame`, `--grace`) is said with the one it meant.
      const meant = written.startsWith("--") && !written.startsWith("---") ? nearestName(written.slice(2), longNames(spec).filter(suggests)) : undefined;
      // A short one in the other case (`-v` for `-V`) likewise.
      const otherCase = /^-[a-zA-Z]$/.test(written) ? Object.values(spec).find((f)=>f.short !== undefined && f.short !== written[1] && f.short.toLowerCase() === written[1].toLowerCase())?.short : undefined;
      throw new FlagError(`unknown option '${written}'` + (meant !== undefined ? ` (did you mean --${meant}?)` : otherCase !== undefined ? ` (did you mean -${otherCase}?)` : ""));
    }
    if (Object.hasOwn(values, name) && !flag.multiple) {
      const first = firstWritten.get(name);
      throw new FlagError(first !== undefined && first !== written ? `option '--${name}' is given twice (as ${first} and ${written}); give one` : `option '${written}' is given twice; give it once`);
    }
    firstWritten.set(name, written);
    if (flag.type === "boolean") {
      if (eq > 0) throw new FlagError(`option '${written}' takes no value`);
      values[name] = !negated;
      continue;
    }
    const set = (value)=>{
      if (flag.multiple) values[name] = [
        ...values[name] ?? [],
        value
      ];
      else values[name] = value;
    };
    if (eq > 0) {
      set(arg.slice(eq + 1));
      continue;
    }
    const next = argv[i + 1];
    if (next === undefined) {
      throw new FlagError(`option '${written}' needs a value, e.g. ${written} VALUE`);
    }
    if (next.startsWith("-") && next !== "-" && !NEGATIVE.test(next)) {
      // A value that starts with "-" is taken only after "=": otherwise it reads as a flag.
      // Said unless it is one of the flags, or a near miss of one (the value was left out).
      const nextName = next.startsWith("--") ? next.slice(2).split("=")[0] : byShort.get(next.slice(1));
      const names = longNames(spec);
      const isFlag = nextName !== undefined && (names.includes(nextName) || nearestName(nextName, names) !== undefined);
      const hint = /\s/.test(next) ? `"${written}=${next}"` : `${written}=${next}`;
      throw new FlagError(`option '${written}' needs a value, e.g. ${written} VALUE` + (isFlag ? "" : ` (a value that starts with '-' goes after '=': ${hint})`));
    }
    set(next);
    i++;
  }
  return {
    values,
    positionals
  };
}
/** Every long flag's name, the `no-NAME` of each negatable one too. */ function longNames(spec) {
  return Object.entries(spec).flatMap(([name, flag])=>flag.negatable ? [
      name,
      `no-${name}`
    ] : [
      name
    ]);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2NsaS9mbGFncy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEEgc21hbGwgY29tbWFuZC1saW5lIHRva2VuaXplciBmb3IgdGhlIENMSSdzIGZsYWdzLiBJdCByZXBsYWNlcyBgbm9kZTp1dGlsYCBgcGFyc2VBcmdzYFxuICogdG8ga2VlcCBzdGFydC11cCBsZWFuIChsb2FkaW5nIGBub2RlOnV0aWxgIGNvc3RzIGFib3V0IDE1IG1zIG9mIGNvbGQgc3RhcnQpLlxuICpcbiAqIEFjY2VwdGVkIGZvcm1zOiBgLS1uYW1lIHZhbHVlYCwgYC0tbmFtZT12YWx1ZWAsIGJvb2xlYW4gYC0tbmFtZWAgKGFuZCBgLS1uby1uYW1lYCBmb3IgYVxuICogbmVnYXRhYmxlIG9uZTogZmFsc2UsIHRvIHR1cm4gb2ZmIHdoYXQgYSBjb25maWcgZmlsZSB0dXJucyBvbiksIHNob3J0IGFsaWFzZXMgKGAtaGApLFxuICogcG9zaXRpb25hbHMsIGFuZCBgLS1gIChldmVyeXRoaW5nIGFmdGVyIGl0IGlzIHBvc2l0aW9uYWwpLiBBIHN0cmluZyBmbGFnJ3MgdmFsdWUgbWF5IG5vdFxuICogc3RhcnQgd2l0aCBgLWAgdW5sZXNzIGdpdmVuIGFzIGAtLW5hbWU9LXZhbHVlYCBvciBpdCBsb29rcyBsaWtlIGEgbmVnYXRpdmUgbnVtYmVyIChgLTVgKSxcbiAqIHdoaWNoIHRoZSBjYWxsZXIgdGhlbiByZWplY3RzIHdpdGggYSBtZXNzYWdlIGFib3V0IHRoYXQgZmxhZydzIHJhbmdlLiBBIGZsYWcgZ2l2ZW4gdHdpY2VcbiAqIGlzIGFuIGVycm9yLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBuZWFyZXN0TmFtZSB9IGZyb20gXCIuL25lYXJlc3RfbmFtZS50c1wiO1xuXG4vKiogVGhlIGZsYWdzIGEgY29tbWFuZCBsaW5lIG1heSB1c2U6IG5hbWUgLT4ga2luZCwgd2l0aCBvcHRpb25hbCBvbmUtbGV0dGVyIGFsaWFzZXMuICovXG5leHBvcnQgaW50ZXJmYWNlIEZsYWdTcGVjIHtcbiAgLyoqXG4gICAqIGBzdHJpbmdgIGZsYWdzIHRha2UgYSB2YWx1ZTsgYGJvb2xlYW5gIGZsYWdzIGRvIG5vdC4gQSBgbXVsdGlwbGVgIHN0cmluZyBmbGFnIG1heSBiZVxuICAgKiBnaXZlbiBtb3JlIHRoYW4gb25jZTsgaXRzIHZhbHVlcyBhcmUgY29sbGVjdGVkIGluIG9yZGVyLiBBIGBuZWdhdGFibGVgIGJvb2xlYW4gbWF5IGJlXG4gICAqIGdpdmVuIGFzIGAtLW5vLU5BTUVgLCB3aGljaCBzZXRzIGl0IHRvIGZhbHNlLlxuICAgKi9cbiAgW25hbWU6IHN0cmluZ106IHtcbiAgICB0eXBlOiBcInN0cmluZ1wiIHwgXCJib29sZWFuXCI7XG4gICAgc2hvcnQ/OiBzdHJpbmc7XG4gICAgbXVsdGlwbGU/OiBib29sZWFuO1xuICAgIG5lZ2F0YWJsZT86IGJvb2xlYW47XG4gIH07XG59XG5cbi8qKiBGbGFncyBhbmQgcG9zaXRpb25hbHMgb2Ygb25lIGNvbW1hbmQgbGluZS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgUGFyc2VkRmxhZ3Mge1xuICAvKiogRmxhZyB2YWx1ZXMgYnkgbmFtZSAoYW4gYXJyYXkgb2YgZXZlcnkgdmFsdWUgZm9yIGEgYG11bHRpcGxlYCBmbGFnKS4gKi9cbiAgdmFsdWVzOiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmcgfCBib29sZWFuIHwgc3RyaW5nW10gfCB1bmRlZmluZWQ+O1xuICAvKiogQXJndW1lbnRzIHRoYXQgYXJlIG5vdCBmbGFncywgaW4gb3JkZXIuICovXG4gIHBvc2l0aW9uYWxzOiBzdHJpbmdbXTtcbn1cblxuLyoqIEEgd29yZCB0aGF0IHJlYWRzIGFzIGEgbmVnYXRpdmUgbnVtYmVyOiBhIHZhbHVlLCBub3QgYSBmbGFnLiAqL1xuY29uc3QgTkVHQVRJVkUgPSAvXi1bMC05Ll0vO1xuXG4vKiogQSBjb21tYW5kIGxpbmUgdGhhdCBkb2VzIG5vdCBtYXRjaCB0aGUgZmxhZyBzcGVjOyB0aGUgbWVzc2FnZSBzYXlzIHdoYXQgdG8gZml4LiAqL1xuZXhwb3J0IGNsYXNzIEZsYWdFcnJvciBleHRlbmRzIEVycm9yIHtcbiAgLyoqXG4gICAqIENyZWF0ZXMgdGhlIGVycm9yLlxuICAgKlxuICAgKiBAcGFyYW0gbWVzc2FnZSBXaGF0IGlzIHdyb25nLlxuICAgKi9cbiAgY29uc3RydWN0b3IobWVzc2FnZTogc3RyaW5nKSB7XG4gICAgc3VwZXIobWVzc2FnZSk7XG4gICAgdGhpcy5uYW1lID0gXCJGbGFnRXJyb3JcIjtcbiAgfVxufVxuXG4vKipcbiAqIFNwbGl0cyBgYXJndmAgaW50byBmbGFnIHZhbHVlcyBhbmQgcG9zaXRpb25hbHMuXG4gKlxuICogQHBhcmFtIGFyZ3YgVGhlIGFyZ3VtZW50cyBhZnRlciB0aGUgcHJvZ3JhbSBuYW1lLlxuICogQHBhcmFtIHNwZWMgVGhlIGtub3duIGZsYWdzLlxuICogQHBhcmFtIHN1Z2dlc3RzIFdoZXRoZXIgYSBmbGFnIChieSBpdHMgbG9uZyBuYW1lLCBgbm8tTkFNRWAgZm9yIGEgbmVnYXRpb24pIG1heSBiZSBvZmZlcmVkXG4gKiAgIGZvciBhIG5lYXIgbWlzczogb25lIHRoYXQgd291bGQgdGhlbiBiZSByZWZ1c2VkIGFueXdheSBpcyBub3QuXG4gKiBAcmV0dXJucyBWYWx1ZXMgYW5kIHBvc2l0aW9uYWxzLlxuICogQHRocm93cyB7RmxhZ0Vycm9yfSBPbiBhbiB1bmtub3duIGZsYWcsIGEgZmxhZyBnaXZlbiB0d2ljZSwgYSBtaXNzaW5nIHZhbHVlLCBvciBhIHZhbHVlXG4gKiAgIGdpdmVuIHRvIGEgYm9vbGVhbi5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHBhcnNlRmxhZ3MoXG4gIGFyZ3Y6IHJlYWRvbmx5IHN0cmluZ1tdLFxuICBzcGVjOiBGbGFnU3BlYyxcbiAgc3VnZ2VzdHM6IChuYW1lOiBzdHJpbmcpID0+IGJvb2xlYW4gPSAoKSA9PiB0cnVlLFxuKTogUGFyc2VkRmxhZ3Mge1xuICBjb25zdCB2YWx1ZXM6IFBhcnNlZEZsYWdzW1widmFsdWVzXCJdID0ge307XG4gIGNvbnN0IHBvc2l0aW9uYWxzOiBzdHJpbmdbXSA9IFtdO1xuICBjb25zdCBieVNob3J0ID0gbmV3IE1hcDxzdHJpbmcsIHN0cmluZz4oKTtcbiAgLy8gSG93IGVhY2ggZmxhZyB3YXMgZmlyc3Qgd3JpdHRlbiAoYC0tY29weWAsIGAtLW5vLWNvcHlgLCBgLVZgKSwgZm9yIHRoZSBtZXNzYWdlIGF0IGEgc2Vjb25kLlxuICBjb25zdCBmaXJzdFdyaXR0ZW4gPSBuZXcgTWFwPHN0cmluZywgc3RyaW5nPigpO1xuICBmb3IgKGNvbnN0IFtuYW1lLCB7IHNob3J0IH1dIG9mIE9iamVjdC5lbnRyaWVzKHNwZWMpKSBpZiAoc2hvcnQpIGJ5U2hvcnQuc2V0KHNob3J0LCBuYW1lKTtcbiAgZm9yIChsZXQgaSA9IDA7IGkgPCBhcmd2Lmxlbmd0aDsgaSsrKSB7XG4gICAgY29uc3QgYXJnID0gYXJndltpXTtcbiAgICBpZiAoYXJnID09PSBcIi0tXCIpIHtcbiAgICAgIHBvc2l0aW9uYWxzLnB1c2goLi4uYXJndi5zbGljZShpICsgMSkpO1xuICAgICAgYnJlYWs7XG4gICAgfVxuICAgIGlmICghYXJnLnN0YXJ0c1dpdGgoXCItXCIpIHx8IGFyZyA9PT0gXCItXCIpIHtcbiAgICAgIHBvc2l0aW9uYWxzLnB1c2goYXJnKTtcbiAgICAgIGNvbnRpbnVlO1xuICAgIH1cbiAgICBjb25zdCBlcSA9IGFyZy5pbmRleE9mKFwiPVwiKTtcbiAgICBjb25zdCB3cml0dGVuID0gZXEgPiAwID8gYXJnLnNsaWNlKDAsIGVxKSA6IGFyZztcbiAgICBsZXQgbmFtZSA9IHdyaXR0ZW4uc3RhcnRzV2l0aChcIi0tXCIpID8gd3JpdHRlbi5zbGljZSgyKSA6IGJ5U2hvcnQuZ2V0KHdyaXR0ZW4uc2xpY2UoMSkpO1xuICAgIC8vIGAtLW5vLU5BTUVgIG9mIGEgbmVnYXRhYmxlIGJvb2xlYW4gKHVubGVzcyBOQU1FIGl0c2VsZiBiZWdpbnMgd2l0aCBgbm8tYDogYC0tbm8tc2Vzc2lvbmApLlxuICAgIGNvbnN0IG5lZ2F0ZWQgPSBuYW1lICE9PSB1bmRlZmluZWQgJiYgd3JpdHRlbi5zdGFydHNXaXRoKFwiLS1uby1cIikgJiZcbiAgICAgICFPYmplY3QuaGFzT3duKHNwZWMsIG5hbWUpICYmIE9iamVjdC5oYXNPd24oc3BlYywgbmFtZS5zbGljZSgzKSkgJiZcbiAgICAgIHNwZWNbbmFtZS5zbGljZSgzKV0ubmVnYXRhYmxlID09PSB0cnVlO1xuICAgIGlmIChuZWdhdGVkKSBuYW1lID0gbmFtZSEuc2xpY2UoMyk7XG4gICAgLy8gT3duIGtleXMgb25seTogYC0tY29uc3RydWN0b3JgIG9yIGAtLXRvU3RyaW5nYCBuYW1lIG5vIGZsYWcsIHdoYXRldmVyIGFuIG9iamVjdCBpbmhlcml0cy5cbiAgICBjb25zdCBmbGFnID0gbmFtZSA9PT0gdW5kZWZpbmVkIHx8ICFPYmplY3QuaGFzT3duKHNwZWMsIG5hbWUpID8gdW5kZWZpbmVkIDogc3BlY1tuYW1lXTtcbiAgICBpZiAoXG4gICAgICBuYW1lID09PSB1bmRlZmluZWQgfHwgZmxhZyA9PT0gdW5kZWZpbmVkIHx8XG4gICAgICAoIXdyaXR0ZW4uc3RhcnRzV2l0aChcIi0tXCIpICYmIHdyaXR0ZW4ubGVuZ3RoICE9PSAyKVxuICAgICkge1xuICAgICAgLy8gQSBuZWFyIG1pc3Mgb2YgYSBsb25nIGZsYWcgKGAtLW1heF9mcmFtZWAsIGAtLWdyYWNlYCkgaXMgc2FpZCB3aXRoIHRoZSBvbmUgaXQgbWVhbnQuXG4gICAgICBjb25zdCBtZWFudCA9IHdyaXR0ZW4uc3RhcnRzV2l0aChcIi0tXCIpICYmICF3cml0dGVuLnN0YXJ0c1dpdGgoXCItLS1cIilcbiAgICAgICAgPyBuZWFyZXN0TmFtZSh3cml0dGVuLnNsaWNlKDIpLCBsb25nTmFtZXMoc3BlYykuZmlsdGVyKHN1Z2dlc3RzKSlcbiAgICAgICAgOiB1bmRlZmluZWQ7XG4gICAgICAvLyBBIHNob3J0IG9uZSBpbiB0aGUgb3RoZXIgY2FzZSAoYC12YCBmb3IgYC1WYCkgbGlrZXdpc2UuXG4gICAgICBjb25zdCBvdGhlckNhc2UgPSAvXi1bYS16QS1aXSQvLnRlc3Qod3JpdHRlbilcbiAgICAgICAgPyBPYmplY3QudmFsdWVzKHNwZWMpLmZpbmQoKGYpID0+XG4gICAgICAgICAgZi5zaG9ydCAhPT0gdW5kZWZpbmVkICYmIGYuc2hvcnQgIT09IHdyaXR0ZW5bMV0gJiZcbiAgICAgICAgICBmLnNob3J0LnRvTG93ZXJDYXNlKCkgPT09IHdyaXR0ZW5bMV0udG9Mb3dlckNhc2UoKVxuICAgICAgICApPy5zaG9ydFxuICAgICAgICA6IHVuZGVmaW5lZDtcbiAgICAgIHRocm93IG5ldyBGbGFnRXJyb3IoXG4gICAgICAgIGB1bmtub3duIG9wdGlvbiAnJHt3cml0dGVufSdgICtcbiAgICAgICAgICAobWVhbnQgIT09IHVuZGVmaW5lZFxuICAgICAgICAgICAgPyBgIChkaWQgeW91IG1lYW4gLS0ke21lYW50fT8pYFxuICAgICAgICAgICAgOiBvdGhlckNhc2UgIT09IHVuZGVmaW5lZFxuICAgICAgICAgICAgPyBgIChkaWQgeW91IG1lYW4gLSR7b3RoZXJDYXNlfT8pYFxuICAgICAgICAgICAgOiBcIlwiKSxcbiAgICAgICk7XG4gICAgfVxuICAgIGlmIChPYmplY3QuaGFzT3duKHZhbHVlcywgbmFtZSkgJiYgIWZsYWcubXVsdGlwbGUpIHtcbiAgICAgIGNvbnN0IGZpcnN0ID0gZmlyc3RXcml0dGVuLmdldChuYW1lKTtcbiAgICAgIHRocm93IG5ldyBGbGFnRXJyb3IoXG4gICAgICAgIGZpcnN0ICE9PSB1bmRlZmluZWQgJiYgZmlyc3QgIT09IHdyaXR0ZW5cbiAgICAgICAgICA/IGBvcHRpb24gJy0tJHtuYW1lfScgaXMgZ2l2ZW4gdHdpY2UgKGFzICR7Zmlyc3R9IGFuZCAke3dyaXR0ZW59KTsgZ2l2ZSBvbmVgXG4gICAgICAgICAgOiBgb3B0aW9uICcke3dyaXR0ZW59JyBpcyBnaXZlbiB0d2ljZTsgZ2l2ZSBpdCBvbmNlYCxcbiAgICAgICk7XG4gICAgfVxuICAgIGZpcnN0V3JpdHRlbi5zZXQobmFtZSwgd3JpdHRlbik7XG4gICAgaWYgKGZsYWcudHlwZSA9PT0gXCJib29sZWFuXCIpIHtcbiAgICAgIGlmIChlcSA+IDApIHRocm93IG5ldyBGbGFnRXJyb3IoYG9wdGlvbiAnJHt3cml0dGVufScgdGFrZXMgbm8gdmFsdWVgKTtcbiAgICAgIHZhbHVlc1tuYW1lXSA9ICFuZWdhdGVkO1xuICAgICAgY29udGludWU7XG4gICAgfVxuICAgIGNvbnN0IHNldCA9ICh2YWx1ZTogc3RyaW5nKSA9PiB7XG4gICAgICBpZiAoZmxhZy5tdWx0aXBsZSkgdmFsdWVzW25hbWVdID0gWy4uLih2YWx1ZXNbbmFtZV0gYXMgc3RyaW5nW10gfCB1bmRlZmluZWQpID8/IFtdLCB2YWx1ZV07XG4gICAgICBlbHNlIHZhbHVlc1tuYW1lXSA9IHZhbHVlO1xuICAgIH07XG4gICAgaWYgKGVxID4gMCkge1xuICAgICAgc2V0KGFyZy5zbGljZShlcSArIDEpKTtcbiAgICAgIGNvbnRpbnVlO1xuICAgIH1cbiAgICBjb25zdCBuZXh0ID0gYXJndltpICsgMV07XG4gICAgaWYgKG5leHQgPT09IHVuZGVmaW5lZCkge1xuICAgICAgdGhyb3cgbmV3IEZsYWdFcnJvcihgb3B0aW9uICcke3dyaXR0ZW59JyBuZWVkcyBhIHZhbHVlLCBlLmcuICR7d3JpdHRlbn0gVkFMVUVgKTtcbiAgICB9XG4gICAgaWYgKG5leHQuc3RhcnRzV2l0aChcIi1cIikgJiYgbmV4dCAhPT0gXCItXCIgJiYgIU5FR0FUSVZFLnRlc3QobmV4dCkpIHtcbiAgICAgIC8vIEEgdmFsdWUgdGhhdCBzdGFydHMgd2l0aCBcIi1cIiBpcyB0YWtlbiBvbmx5IGFmdGVyIFwiPVwiOiBvdGhlcndpc2UgaXQgcmVhZHMgYXMgYSBmbGFnLlxuICAgICAgLy8gU2FpZCB1bmxlc3MgaXQgaXMgb25lIG9mIHRoZSBmbGFncywgb3IgYSBuZWFyIG1pc3Mgb2Ygb25lICh0aGUgdmFsdWUgd2FzIGxlZnQgb3V0KS5cbiAgICAgIGNvbnN0IG5leHROYW1lID0gbmV4dC5zdGFydHNXaXRoKFwiLS1cIilcbiAgICAgICAgPyBuZXh0LnNsaWNlKDIpLnNwbGl0KFwiPVwiKVswXVxuICAgICAgICA6IGJ5U2hvcnQuZ2V0KG5leHQuc2xpY2UoMSkpO1xuICAgICAgY29uc3QgbmFtZXMgPSBsb25nTmFtZXMoc3BlYyk7XG4gICAgICBjb25zdCBpc0ZsYWcgPSBuZXh0TmFtZSAhPT0gdW5kZWZpbmVkICYmXG4gICAgICAgIChuYW1lcy5pbmNsdWRlcyhuZXh0TmFtZSkgfHwgbmVhcmVzdE5hbWUobmV4dE5hbWUsIG5hbWVzKSAhPT0gdW5kZWZpbmVkKTtcbiAgICAgIGNvbnN0IGhpbnQgPSAvXFxzLy50ZXN0KG5leHQpID8gYFwiJHt3cml0dGVufT0ke25leHR9XCJgIDogYCR7d3JpdHRlbn09JHtuZXh0fWA7XG4gICAgICB0aHJvdyBuZXcgRmxhZ0Vycm9yKFxuICAgICAgICBgb3B0aW9uICcke3dyaXR0ZW59JyBuZWVkcyBhIHZhbHVlLCBlLmcuICR7d3JpdHRlbn0gVkFMVUVgICtcbiAgICAgICAgICAoaXNGbGFnID8gXCJcIiA6IGAgKGEgdmFsdWUgdGhhdCBzdGFydHMgd2l0aCAnLScgZ29lcyBhZnRlciAnPSc6ICR7aGludH0pYCksXG4gICAgICApO1xuICAgIH1cbiAgICBzZXQobmV4dCk7XG4gICAgaSsrO1xuICB9XG4gIHJldHVybiB7IHZhbHVlcywgcG9zaXRpb25hbHMgfTtcbn1cblxuLyoqIEV2ZXJ5IGxvbmcgZmxhZydzIG5hbWUsIHRoZSBgbm8tTkFNRWAgb2YgZWFjaCBuZWdhdGFibGUgb25lIHRvby4gKi9cbmZ1bmN0aW9uIGxvbmdOYW1lcyhzcGVjOiBGbGFnU3BlYyk6IHN0cmluZ1tdIHtcbiAgcmV0dXJuIE9iamVjdC5lbnRyaWVzKHNwZWMpLmZsYXRNYXAoKFtuYW1lLCBmbGFnXSkgPT5cbiAgICBmbGFnLm5lZ2F0YWJsZSA/IFtuYW1lLCBgbm8tJHtuYW1lfWBdIDogW25hbWVdXG4gICk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7OztDQVlDLEdBRUQsU0FBUyxXQUFXLFFBQVEsb0JBQW9CO0FBeUJoRCxpRUFBaUUsR0FDakUsTUFBTSxXQUFXO0FBRWpCLG9GQUFvRixHQUNwRixPQUFPLE1BQU0sa0JBQWtCO0VBQzdCOzs7O0dBSUMsR0FDRCxZQUFZLE9BQWUsQ0FBRTtJQUMzQixLQUFLLENBQUM7SUFDTixJQUFJLENBQUMsSUFBSSxHQUFHO0VBQ2Q7QUFDRjtBQUVBOzs7Ozs7Ozs7O0NBVUMsR0FDRCxPQUFPLFNBQVMsV0FDZCxJQUF1QixFQUN2QixJQUFjLEVBQ2QsV0FBc0MsSUFBTSxJQUFJO0VBRWhELE1BQU0sU0FBZ0MsQ0FBQztFQUN2QyxNQUFNLGNBQXdCLEVBQUU7RUFDaEMsTUFBTSxVQUFVLElBQUk7RUFDcEIsOEZBQThGO0VBQzlGLE1BQU0sZUFBZSxJQUFJO0VBQ3pCLEtBQUssTUFBTSxDQUFDLE1BQU0sRUFBRSxLQUFLLEVBQUUsQ0FBQyxJQUFJLE9BQU8sT0FBTyxDQUFDLE1BQU8sSUFBSSxPQUFPLFFBQVEsR0FBRyxDQUFDLE9BQU87RUFDcEYsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEtBQUssTUFBTSxFQUFFLElBQUs7SUFDcEMsTUFBTSxNQUFNLElBQUksQ0FBQyxFQUFFO0lBQ25CLElBQUksUUFBUSxNQUFNO01BQ2hCLFlBQVksSUFBSSxJQUFJLEtBQUssS0FBSyxDQUFDLElBQUk7TUFDbkM7SUFDRjtJQUNBLElBQUksQ0FBQyxJQUFJLFVBQVUsQ0FBQyxRQUFRLFFBQVEsS0FBSztNQUN2QyxZQUFZLElBQUksQ0FBQztNQUNqQjtJQUNGO0lBQ0EsTUFBTSxLQUFLLElBQUksT0FBTyxDQUFDO0lBQ3ZCLE1BQU0sVUFBVSxLQUFLLElBQUksSUFBSSxLQUFLLENBQUMsR0FBRyxNQUFNO0lBQzVDLElBQUksT0FBTyxRQUFRLFVBQVUsQ0FBQyxRQUFRLFFBQVEsS0FBSyxDQUFDLEtBQUssUUFBUSxHQUFHLENBQUMsUUFBUSxLQUFLLENBQUM7SUFDbkYsNkZBQTZGO0lBQzdGLE1BQU0sVUFBVSxTQUFTLGFBQWEsUUFBUSxVQUFVLENBQUMsWUFDdkQsQ0FBQyxPQUFPLE1BQU0sQ0FBQyxNQUFNLFNBQVMsT0FBTyxNQUFNLENBQUMsTUFBTSxLQUFLLEtBQUssQ0FBQyxPQUM3RCxJQUFJLENBQUMsS0FBSyxLQUFLLENBQUMsR0FBRyxDQUFDLFNBQVMsS0FBSztJQUNwQyxJQUFJLFNBQVMsT0FBTyxLQUFNLEtBQUssQ0FBQztJQUNoQyw0RkFBNEY7SUFDNUYsTUFBTSxPQUFPLFNBQVMsYUFBYSxDQUFDLE9BQU8sTUFBTSxDQUFDLE1BQU0sUUFBUSxZQUFZLElBQUksQ0FBQyxLQUFLO0lBQ3RGLElBQ0UsU0FBUyxhQUFhLFNBQVMsYUFDOUIsQ0FBQyxRQUFRLFVBQVUsQ0FBQyxTQUFTLFFBQVEsTUFBTSxLQUFLLEdBQ2pEO01BQ0EsdUZBQXVGO01BQ3ZGLE1BQU0sUUFBUSxRQUFRLFVBQVUsQ0FBQyxTQUFTLENBQUMsUUFBUSxVQUFVLENBQUMsU0FDMUQsWUFBWSxRQUFRLEtBQUssQ0FBQyxJQUFJLFVBQVUsTUFBTSxNQUFNLENBQUMsYUFDckQ7TUFDSiwwREFBMEQ7TUFDMUQsTUFBTSxZQUFZLGNBQWMsSUFBSSxDQUFDLFdBQ2pDLE9BQU8sTUFBTSxDQUFDLE1BQU0sSUFBSSxDQUFDLENBQUMsSUFDMUIsRUFBRSxLQUFLLEtBQUssYUFBYSxFQUFFLEtBQUssS0FBSyxPQUFPLENBQUMsRUFBRSxJQUMvQyxFQUFFLEtBQUssQ0FBQyxXQUFXLE9BQU8sT0FBTyxDQUFDLEVBQUUsQ0FBQyxXQUFXLEtBQy9DLFFBQ0Q7TUFDSixNQUFNLElBQUksVUFDUixDQUFDLGdCQUFnQixFQUFFLFFBQVEsQ0FBQyxDQUFDLEdBQzNCLENBQUMsVUFBVSxZQUNQLENBQUMsaUJBQWlCLEVBQUUsTUFBTSxFQUFFLENBQUMsR0FDN0IsY0FBYyxZQUNkLENBQUMsZ0JBQWdCLEVBQUUsVUFBVSxFQUFFLENBQUMsR0FDaEMsRUFBRTtJQUVaO0lBQ0EsSUFBSSxPQUFPLE1BQU0sQ0FBQyxRQUFRLFNBQVMsQ0FBQyxLQUFLLFFBQVEsRUFBRTtNQUNqRCxNQUFNLFFBQVEsYUFBYSxHQUFHLENBQUM7TUFDL0IsTUFBTSxJQUFJLFVBQ1IsVUFBVSxhQUFhLFVBQVUsVUFDN0IsQ0FBQyxVQUFVLEVBQUUsS0FBSyxxQkFBcUIsRUFBRSxNQUFNLEtBQUssRUFBRSxRQUFRLFdBQVcsQ0FBQyxHQUMxRSxDQUFDLFFBQVEsRUFBRSxRQUFRLDhCQUE4QixDQUFDO0lBRTFEO0lBQ0EsYUFBYSxHQUFHLENBQUMsTUFBTTtJQUN2QixJQUFJLEtBQUssSUFBSSxLQUFLLFdBQVc7TUFDM0IsSUFBSSxLQUFLLEdBQUcsTUFBTSxJQUFJLFVBQVUsQ0FBQyxRQUFRLEVBQUUsUUFBUSxnQkFBZ0IsQ0FBQztNQUNwRSxNQUFNLENBQUMsS0FBSyxHQUFHLENBQUM7TUFDaEI7SUFDRjtJQUNBLE1BQU0sTUFBTSxDQUFDO01BQ1gsSUFBSSxLQUFLLFFBQVEsRUFBRSxNQUFNLENBQUMsS0FBSyxHQUFHO1dBQUksQUFBQyxNQUFNLENBQUMsS0FBSyxJQUE2QixFQUFFO1FBQUU7T0FBTTtXQUNyRixNQUFNLENBQUMsS0FBSyxHQUFHO0lBQ3RCO0lBQ0EsSUFBSSxLQUFLLEdBQUc7TUFDVixJQUFJLElBQUksS0FBSyxDQUFDLEtBQUs7TUFDbkI7SUFDRjtJQUNBLE1BQU0sT0FBTyxJQUFJLENBQUMsSUFBSSxFQUFFO0lBQ3hCLElBQUksU0FBUyxXQUFXO01BQ3RCLE1BQU0sSUFBSSxVQUFVLENBQUMsUUFBUSxFQUFFLFFBQVEsc0JBQXNCLEVBQUUsUUFBUSxNQUFNLENBQUM7SUFDaEY7SUFDQSxJQUFJLEtBQUssVUFBVSxDQUFDLFFBQVEsU0FBUyxPQUFPLENBQUMsU0FBUyxJQUFJLENBQUMsT0FBTztNQUNoRSxzRkFBc0Y7TUFDdEYsc0ZBQXNGO01BQ3RGLE1BQU0sV0FBVyxLQUFLLFVBQVUsQ0FBQyxRQUM3QixLQUFLLEtBQUssQ0FBQyxHQUFHLEtBQUssQ0FBQyxJQUFJLENBQUMsRUFBRSxHQUMzQixRQUFRLEdBQUcsQ0FBQyxLQUFLLEtBQUssQ0FBQztNQUMzQixNQUFNLFFBQVEsVUFBVTtNQUN4QixNQUFNLFNBQVMsYUFBYSxhQUMxQixDQUFDLE1BQU0sUUFBUSxDQUFDLGFBQWEsWUFBWSxVQUFVLFdBQVcsU0FBUztNQUN6RSxNQUFNLE9BQU8sS0FBSyxJQUFJLENBQUMsUUFBUSxDQUFDLENBQUMsRUFBRSxRQUFRLENBQUMsRUFBRSxLQUFLLENBQUMsQ0FBQyxHQUFHLEdBQUcsUUFBUSxDQUFDLEVBQUUsTUFBTTtNQUM1RSxNQUFNLElBQUksVUFDUixDQUFDLFFBQVEsRUFBRSxRQUFRLHNCQUFzQixFQUFFLFFBQVEsTUFBTSxDQUFDLEdBQ3hELENBQUMsU0FBUyxLQUFLLENBQUMsK0NBQStDLEVBQUUsS0FBSyxDQUFDLENBQUM7SUFFOUU7SUFDQSxJQUFJO0lBQ0o7RUFDRjtFQUNBLE9BQU87SUFBRTtJQUFRO0VBQVk7QUFDL0I7QUFFQSxxRUFBcUUsR0FDckUsU0FBUyxVQUFVLElBQWM7RUFDL0IsT0FBTyxPQUFPLE9BQU8sQ0FBQyxNQUFNLE9BQU8sQ0FBQyxDQUFDLENBQUMsTUFBTSxLQUFLLEdBQy9DLEtBQUssU0FBUyxHQUFHO01BQUM7TUFBTSxDQUFDLEdBQUcsRUFBRSxNQUFNO0tBQUMsR0FBRztNQUFDO0tBQUs7QUFFbEQifQ==
// denoCacheMetadata=2867999991446080806,13014104548755502306
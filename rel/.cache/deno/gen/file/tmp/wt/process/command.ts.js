/**
 * A command as a {@linkcode ConnectionFactory}: the common kind of implementation.
 *
 * @module
 */ import { offerInheritedStdout } from "../transport/child_spawn.ts";
import { spawnChild } from "./child_process.ts";
import { checkOptionsObject, shownValue } from "../log/shown_value.ts";
import { CommandSyntaxError, splitCommand, uncarriedCharacter } from "./split_command.ts";
/**
 * A factory that starts `cmd` as a fresh child process each time it is called, in a
 * process group of its own. A string is split into words like a shell would (quotes and
 * backslashes) but no shell runs; the split happens now, so bad quoting, an empty command
 * (or program word), words that are not strings or options of the wrong type fail early.
 *
 * @param cmd The command string, or its words.
 * @param options Environment, working directory and stderr handling.
 * @returns The factory.
 * @throws {import("./split_command.ts").CommandSyntaxError} On bad quoting, an empty
 *   command, or a NUL or half of a UTF-16 surrogate pair in it (no argument can carry one).
 * @throws {TypeError} When `cmd` is not a string or an array of strings, or an option is
 *   not of its type (`env` values are strings, `stderr` is `"inherit"` or `"null"`), or an
 *   `env` name or value no environment variable can carry.
 *
 * @example Start an agent with an extra environment variable
 * ```ts
 * import { command } from "./command.ts";
 * const v1 = command(`deno run -A "agents/my agent.ts"`, { env: { RUST_LOG: "info" } });
 * ```
 */ export function command(cmd, options = {}) {
  if (typeof cmd !== "string" && !Array.isArray(cmd)) {
    throw new TypeError(`a command is a string or an array of words (got ${typeof cmd})`);
  }
  const words = typeof cmd === "string" ? splitCommand(cmd) : [
    ...cmd
  ];
  if (words.length === 0) throw new CommandSyntaxError("the command is empty");
  // By index, not by value: an `undefined` word is not a string either.
  const notWord = words.findIndex((w)=>typeof w !== "string");
  if (notWord >= 0) {
    throw new TypeError(`a command's words are strings (got ${typeof words[notWord]})`);
  }
  // `''` or `[""]`: no program to run, known now rather than when a client comes.
  if (words[0] === "") throw new CommandSyntaxError("the command is empty");
  for (const word of words){
    const uncarried = uncarriedCharacter(word);
    if (uncarried !== null) {
      throw new CommandSyntaxError(`${uncarried} in the command's word ${JSON.stringify(word)}, which no program's ` + `arguments can carry`);
    }
  }
  checkCommandOptions(options);
  // Its own copy, env included: the caller changing its objects later changes nothing. Read
  // key by key, as the check read them (a class's getters count).
  const { env, cwd, clearEnv, stderr } = options;
  const own = {
    ...env === undefined ? {} : {
      env: {
        ...env
      }
    },
    ...cwd === undefined ? {} : {
      cwd
    },
    ...clearEnv === undefined ? {} : {
      clearEnv
    },
    ...stderr === undefined ? {} : {
      stderr
    }
  };
  const withEnv = (open)=>{
    if (!open?.env && !open?.unsetEnv?.length) return own;
    const env = {
      ...own.env,
      ...open.env
    };
    const unset = (open.unsetEnv ?? []).filter((name)=>!(name in env));
    if (!unset.some((name)=>Deno.env.get(name) !== undefined)) return {
      ...own,
      env
    };
    // A variable to hide is inherited: pass the environment explicitly, without it.
    const inherited = own.clearEnv ? {} : Deno.env.toObject();
    for (const name of unset)delete inherited[name];
    return {
      ...own,
      clearEnv: true,
      env: {
        ...inherited,
        ...env
      }
    };
  };
  const factory = offerInheritedStdout((open)=>spawnChild(words, withEnv(open)), (stdout, open)=>spawnChild(words, withEnv(open), stdout));
  Object.defineProperty(factory, COMMAND_WORDS, {
    value: words,
    enumerable: false
  });
  return factory;
}
/** Options that would fail only at the start, when a client came: refused now. */ function checkCommandOptions(options) {
  checkOptionsObject(options, "a command's");
  const { env, stderr, cwd, clearEnv } = options;
  if (env !== undefined && (env === null || typeof env !== "object" || Array.isArray(env))) {
    const got = Array.isArray(env) ? "an array" : String(env);
    throw new TypeError(`a command's env is an object of strings (got ${got})`);
  }
  const bad = Object.entries(env ?? {}).find(([, v])=>typeof v !== "string");
  if (bad) {
    throw new TypeError(`a command's env values are strings (got ${shownValue(bad[0])}: ${typeof bad[1]})`);
  }
  for (const [name, value] of Object.entries(env ?? {})){
    if (name === "" || name.includes("=") || uncarriedCharacter(name) !== null) {
      throw new TypeError(`a command's env has ${JSON.stringify(name)}, no variable name`);
    }
    const uncarried = uncarriedCharacter(value);
    if (uncarried !== null) {
      throw new TypeError(`a command's env value of ${name} holds ${uncarried}, which no environment variable ` + `can carry`);
    }
  }
  if (stderr !== undefined && stderr !== "inherit" && stderr !== "null") {
    throw new TypeError(`a command's stderr is "inherit" or "null" (got ${shownValue(stderr)})`);
  }
  if (cwd !== undefined && typeof cwd !== "string") {
    throw new TypeError(`a command's cwd is a string (got ${typeof cwd})`);
  }
  if (cwd === "") {
    throw new TypeError(`a command's cwd is a directory's path (got an empty string)`);
  }
  if (clearEnv !== undefined && typeof clearEnv !== "boolean") {
    throw new TypeError(`a command's clearEnv is true or false (got ${typeof clearEnv})`);
  }
}
const COMMAND_WORDS = Symbol("acp-proxy.commandWords");
/**
 * The words of the command a {@linkcode command} factory starts, for logs and transcripts;
 * null for any other factory.
 *
 * @param factory A connection factory.
 * @returns The command's words, or null.
 *
 * @example
 * ```ts
 * import { command, commandWords } from "./command.ts";
 * console.log(commandWords(command("my-agent --acp"))); // ["my-agent", "--acp"]
 * ```
 */ export function commandWords(factory) {
  return factory[COMMAND_WORDS] ?? null;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3Byb2Nlc3MvY29tbWFuZC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEEgY29tbWFuZCBhcyBhIHtAbGlua2NvZGUgQ29ubmVjdGlvbkZhY3Rvcnl9OiB0aGUgY29tbW9uIGtpbmQgb2YgaW1wbGVtZW50YXRpb24uXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgQ29ubmVjdGlvbkZhY3RvcnksIE9wZW5PcHRpb25zIH0gZnJvbSBcIi4uL3RyYW5zcG9ydC9kdXBsZXgudHNcIjtcbmltcG9ydCB7IG9mZmVySW5oZXJpdGVkU3Rkb3V0IH0gZnJvbSBcIi4uL3RyYW5zcG9ydC9jaGlsZF9zcGF3bi50c1wiO1xuaW1wb3J0IHsgdHlwZSBDb21tYW5kT3B0aW9ucywgc3Bhd25DaGlsZCB9IGZyb20gXCIuL2NoaWxkX3Byb2Nlc3MudHNcIjtcbmltcG9ydCB7IGNoZWNrT3B0aW9uc09iamVjdCwgc2hvd25WYWx1ZSB9IGZyb20gXCIuLi9sb2cvc2hvd25fdmFsdWUudHNcIjtcblxuZXhwb3J0IHR5cGUgeyBDb21tYW5kT3B0aW9ucyB9O1xuaW1wb3J0IHsgQ29tbWFuZFN5bnRheEVycm9yLCBzcGxpdENvbW1hbmQsIHVuY2FycmllZENoYXJhY3RlciB9IGZyb20gXCIuL3NwbGl0X2NvbW1hbmQudHNcIjtcblxuLyoqXG4gKiBBIGZhY3RvcnkgdGhhdCBzdGFydHMgYGNtZGAgYXMgYSBmcmVzaCBjaGlsZCBwcm9jZXNzIGVhY2ggdGltZSBpdCBpcyBjYWxsZWQsIGluIGFcbiAqIHByb2Nlc3MgZ3JvdXAgb2YgaXRzIG93bi4gQSBzdHJpbmcgaXMgc3BsaXQgaW50byB3b3JkcyBsaWtlIGEgc2hlbGwgd291bGQgKHF1b3RlcyBhbmRcbiAqIGJhY2tzbGFzaGVzKSBidXQgbm8gc2hlbGwgcnVuczsgdGhlIHNwbGl0IGhhcHBlbnMgbm93LCBzbyBiYWQgcXVvdGluZywgYW4gZW1wdHkgY29tbWFuZFxuICogKG9yIHByb2dyYW0gd29yZCksIHdvcmRzIHRoYXQgYXJlIG5vdCBzdHJpbmdzIG9yIG9wdGlvbnMgb2YgdGhlIHdyb25nIHR5cGUgZmFpbCBlYXJseS5cbiAqXG4gKiBAcGFyYW0gY21kIFRoZSBjb21tYW5kIHN0cmluZywgb3IgaXRzIHdvcmRzLlxuICogQHBhcmFtIG9wdGlvbnMgRW52aXJvbm1lbnQsIHdvcmtpbmcgZGlyZWN0b3J5IGFuZCBzdGRlcnIgaGFuZGxpbmcuXG4gKiBAcmV0dXJucyBUaGUgZmFjdG9yeS5cbiAqIEB0aHJvd3Mge2ltcG9ydChcIi4vc3BsaXRfY29tbWFuZC50c1wiKS5Db21tYW5kU3ludGF4RXJyb3J9IE9uIGJhZCBxdW90aW5nLCBhbiBlbXB0eVxuICogICBjb21tYW5kLCBvciBhIE5VTCBvciBoYWxmIG9mIGEgVVRGLTE2IHN1cnJvZ2F0ZSBwYWlyIGluIGl0IChubyBhcmd1bWVudCBjYW4gY2Fycnkgb25lKS5cbiAqIEB0aHJvd3Mge1R5cGVFcnJvcn0gV2hlbiBgY21kYCBpcyBub3QgYSBzdHJpbmcgb3IgYW4gYXJyYXkgb2Ygc3RyaW5ncywgb3IgYW4gb3B0aW9uIGlzXG4gKiAgIG5vdCBvZiBpdHMgdHlwZSAoYGVudmAgdmFsdWVzIGFyZSBzdHJpbmdzLCBgc3RkZXJyYCBpcyBgXCJpbmhlcml0XCJgIG9yIGBcIm51bGxcImApLCBvciBhblxuICogICBgZW52YCBuYW1lIG9yIHZhbHVlIG5vIGVudmlyb25tZW50IHZhcmlhYmxlIGNhbiBjYXJyeS5cbiAqXG4gKiBAZXhhbXBsZSBTdGFydCBhbiBhZ2VudCB3aXRoIGFuIGV4dHJhIGVudmlyb25tZW50IHZhcmlhYmxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgY29tbWFuZCB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbiAqIGNvbnN0IHYxID0gY29tbWFuZChgZGVubyBydW4gLUEgXCJhZ2VudHMvbXkgYWdlbnQudHNcImAsIHsgZW52OiB7IFJVU1RfTE9HOiBcImluZm9cIiB9IH0pO1xuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjb21tYW5kKFxuICBjbWQ6IHN0cmluZyB8IHJlYWRvbmx5IHN0cmluZ1tdLFxuICBvcHRpb25zOiBDb21tYW5kT3B0aW9ucyA9IHt9LFxuKTogQ29ubmVjdGlvbkZhY3Rvcnkge1xuICBpZiAodHlwZW9mIGNtZCAhPT0gXCJzdHJpbmdcIiAmJiAhQXJyYXkuaXNBcnJheShjbWQpKSB7XG4gICAgdGhyb3cgbmV3IFR5cGVFcnJvcihgYSBjb21tYW5kIGlzIGEgc3RyaW5nIG9yIGFuIGFycmF5IG9mIHdvcmRzIChnb3QgJHt0eXBlb2YgY21kfSlgKTtcbiAgfVxuICBjb25zdCB3b3JkcyA9IHR5cGVvZiBjbWQgPT09IFwic3RyaW5nXCIgPyBzcGxpdENvbW1hbmQoY21kKSA6IFsuLi5jbWRdO1xuICBpZiAod29yZHMubGVuZ3RoID09PSAwKSB0aHJvdyBuZXcgQ29tbWFuZFN5bnRheEVycm9yKFwidGhlIGNvbW1hbmQgaXMgZW1wdHlcIik7XG4gIC8vIEJ5IGluZGV4LCBub3QgYnkgdmFsdWU6IGFuIGB1bmRlZmluZWRgIHdvcmQgaXMgbm90IGEgc3RyaW5nIGVpdGhlci5cbiAgY29uc3Qgbm90V29yZCA9IHdvcmRzLmZpbmRJbmRleCgodykgPT4gdHlwZW9mIHcgIT09IFwic3RyaW5nXCIpO1xuICBpZiAobm90V29yZCA+PSAwKSB7XG4gICAgdGhyb3cgbmV3IFR5cGVFcnJvcihgYSBjb21tYW5kJ3Mgd29yZHMgYXJlIHN0cmluZ3MgKGdvdCAke3R5cGVvZiB3b3Jkc1tub3RXb3JkXX0pYCk7XG4gIH1cbiAgLy8gYCcnYCBvciBgW1wiXCJdYDogbm8gcHJvZ3JhbSB0byBydW4sIGtub3duIG5vdyByYXRoZXIgdGhhbiB3aGVuIGEgY2xpZW50IGNvbWVzLlxuICBpZiAod29yZHNbMF0gPT09IFwiXCIpIHRocm93IG5ldyBDb21tYW5kU3ludGF4RXJyb3IoXCJ0aGUgY29tbWFuZCBpcyBlbXB0eVwiKTtcbiAgZm9yIChjb25zdCB3b3JkIG9mIHdvcmRzKSB7XG4gICAgY29uc3QgdW5jYXJyaWVkID0gdW5jYXJyaWVkQ2hhcmFjdGVyKHdvcmQpO1xuICAgIGlmICh1bmNhcnJpZWQgIT09IG51bGwpIHtcbiAgICAgIHRocm93IG5ldyBDb21tYW5kU3ludGF4RXJyb3IoXG4gICAgICAgIGAke3VuY2FycmllZH0gaW4gdGhlIGNvbW1hbmQncyB3b3JkICR7SlNPTi5zdHJpbmdpZnkod29yZCl9LCB3aGljaCBubyBwcm9ncmFtJ3MgYCArXG4gICAgICAgICAgYGFyZ3VtZW50cyBjYW4gY2FycnlgLFxuICAgICAgKTtcbiAgICB9XG4gIH1cbiAgY2hlY2tDb21tYW5kT3B0aW9ucyhvcHRpb25zKTtcbiAgLy8gSXRzIG93biBjb3B5LCBlbnYgaW5jbHVkZWQ6IHRoZSBjYWxsZXIgY2hhbmdpbmcgaXRzIG9iamVjdHMgbGF0ZXIgY2hhbmdlcyBub3RoaW5nLiBSZWFkXG4gIC8vIGtleSBieSBrZXksIGFzIHRoZSBjaGVjayByZWFkIHRoZW0gKGEgY2xhc3MncyBnZXR0ZXJzIGNvdW50KS5cbiAgY29uc3QgeyBlbnYsIGN3ZCwgY2xlYXJFbnYsIHN0ZGVyciB9ID0gb3B0aW9ucztcbiAgY29uc3Qgb3duOiBDb21tYW5kT3B0aW9ucyA9IHtcbiAgICAuLi4oZW52ID09PSB1bmRlZmluZWQgPyB7fSA6IHsgZW52OiB7IC4uLmVudiB9IH0pLFxuICAgIC4uLihjd2QgPT09IHVuZGVmaW5lZCA/IHt9IDogeyBjd2QgfSksXG4gICAgLi4uKGNsZWFyRW52ID09PSB1bmRlZmluZWQgPyB7fSA6IHsgY2xlYXJFbnYgfSksXG4gICAgLi4uKHN0ZGVyciA9PT0gdW5kZWZpbmVkID8ge30gOiB7IHN0ZGVyciB9KSxcbiAgfTtcbiAgY29uc3Qgd2l0aEVudiA9IChvcGVuPzogT3Blbk9wdGlvbnMpOiBDb21tYW5kT3B0aW9ucyA9PiB7XG4gICAgaWYgKCFvcGVuPy5lbnYgJiYgIW9wZW4/LnVuc2V0RW52Py5sZW5ndGgpIHJldHVybiBvd247XG4gICAgY29uc3QgZW52ID0geyAuLi5vd24uZW52LCAuLi5vcGVuLmVudiB9O1xuICAgIGNvbnN0IHVuc2V0ID0gKG9wZW4udW5zZXRFbnYgPz8gW10pLmZpbHRlcigobmFtZSkgPT4gIShuYW1lIGluIGVudikpO1xuICAgIGlmICghdW5zZXQuc29tZSgobmFtZSkgPT4gRGVuby5lbnYuZ2V0KG5hbWUpICE9PSB1bmRlZmluZWQpKSByZXR1cm4geyAuLi5vd24sIGVudiB9O1xuICAgIC8vIEEgdmFyaWFibGUgdG8gaGlkZSBpcyBpbmhlcml0ZWQ6IHBhc3MgdGhlIGVudmlyb25tZW50IGV4cGxpY2l0bHksIHdpdGhvdXQgaXQuXG4gICAgY29uc3QgaW5oZXJpdGVkID0gb3duLmNsZWFyRW52ID8ge30gOiBEZW5vLmVudi50b09iamVjdCgpO1xuICAgIGZvciAoY29uc3QgbmFtZSBvZiB1bnNldCkgZGVsZXRlIGluaGVyaXRlZFtuYW1lXTtcbiAgICByZXR1cm4geyAuLi5vd24sIGNsZWFyRW52OiB0cnVlLCBlbnY6IHsgLi4uaW5oZXJpdGVkLCAuLi5lbnYgfSB9O1xuICB9O1xuICBjb25zdCBmYWN0b3J5ID0gb2ZmZXJJbmhlcml0ZWRTdGRvdXQoXG4gICAgKG9wZW4pID0+IHNwYXduQ2hpbGQod29yZHMsIHdpdGhFbnYob3BlbikpLFxuICAgIChzdGRvdXQsIG9wZW4pID0+IHNwYXduQ2hpbGQod29yZHMsIHdpdGhFbnYob3BlbiksIHN0ZG91dCksXG4gICk7XG4gIE9iamVjdC5kZWZpbmVQcm9wZXJ0eShmYWN0b3J5LCBDT01NQU5EX1dPUkRTLCB7IHZhbHVlOiB3b3JkcywgZW51bWVyYWJsZTogZmFsc2UgfSk7XG4gIHJldHVybiBmYWN0b3J5O1xufVxuXG4vKiogT3B0aW9ucyB0aGF0IHdvdWxkIGZhaWwgb25seSBhdCB0aGUgc3RhcnQsIHdoZW4gYSBjbGllbnQgY2FtZTogcmVmdXNlZCBub3cuICovXG5mdW5jdGlvbiBjaGVja0NvbW1hbmRPcHRpb25zKG9wdGlvbnM6IENvbW1hbmRPcHRpb25zKTogdm9pZCB7XG4gIGNoZWNrT3B0aW9uc09iamVjdChvcHRpb25zLCBcImEgY29tbWFuZCdzXCIpO1xuICBjb25zdCB7IGVudiwgc3RkZXJyLCBjd2QsIGNsZWFyRW52IH0gPSBvcHRpb25zO1xuICBpZiAoZW52ICE9PSB1bmRlZmluZWQgJiYgKGVudiA9PT0gbnVsbCB8fCB0eXBlb2YgZW52ICE9PSBcIm9iamVjdFwiIHx8IEFycmF5LmlzQXJyYXkoZW52KSkpIHtcbiAgICBjb25zdCBnb3QgPSBBcnJheS5pc0FycmF5KGVudikgPyBcImFuIGFycmF5XCIgOiBTdHJpbmcoZW52KTtcbiAgICB0aHJvdyBuZXcgVHlwZUVycm9yKGBhIGNvbW1hbmQncyBlbnYgaXMgYW4gb2JqZWN0IG9mIHN0cmluZ3MgKGdvdCAke2dvdH0pYCk7XG4gIH1cbiAgY29uc3QgYmFkID0gT2JqZWN0LmVudHJpZXMoZW52ID8/IHt9KS5maW5kKChbLCB2XSkgPT4gdHlwZW9mIHYgIT09IFwic3RyaW5nXCIpO1xuICBpZiAoYmFkKSB7XG4gICAgdGhyb3cgbmV3IFR5cGVFcnJvcihcbiAgICAgIGBhIGNvbW1hbmQncyBlbnYgdmFsdWVzIGFyZSBzdHJpbmdzIChnb3QgJHtzaG93blZhbHVlKGJhZFswXSl9OiAke3R5cGVvZiBiYWRbMV19KWAsXG4gICAgKTtcbiAgfVxuICBmb3IgKGNvbnN0IFtuYW1lLCB2YWx1ZV0gb2YgT2JqZWN0LmVudHJpZXMoZW52ID8/IHt9KSkge1xuICAgIGlmIChuYW1lID09PSBcIlwiIHx8IG5hbWUuaW5jbHVkZXMoXCI9XCIpIHx8IHVuY2FycmllZENoYXJhY3RlcihuYW1lKSAhPT0gbnVsbCkge1xuICAgICAgdGhyb3cgbmV3IFR5cGVFcnJvcihgYSBjb21tYW5kJ3MgZW52IGhhcyAke0pTT04uc3RyaW5naWZ5KG5hbWUpfSwgbm8gdmFyaWFibGUgbmFtZWApO1xuICAgIH1cbiAgICBjb25zdCB1bmNhcnJpZWQgPSB1bmNhcnJpZWRDaGFyYWN0ZXIodmFsdWUgYXMgc3RyaW5nKTtcbiAgICBpZiAodW5jYXJyaWVkICE9PSBudWxsKSB7XG4gICAgICB0aHJvdyBuZXcgVHlwZUVycm9yKFxuICAgICAgICBgYSBjb21tYW5kJ3MgZW52IHZhbHVlIG9mICR7bmFtZX0gaG9sZHMgJHt1bmNhcnJpZWR9LCB3aGljaCBubyBlbnZpcm9ubWVudCB2YXJpYWJsZSBgICtcbiAgICAgICAgICBgY2FuIGNhcnJ5YCxcbiAgICAgICk7XG4gICAgfVxuICB9XG4gIGlmIChzdGRlcnIgIT09IHVuZGVmaW5lZCAmJiBzdGRlcnIgIT09IFwiaW5oZXJpdFwiICYmIHN0ZGVyciAhPT0gXCJudWxsXCIpIHtcbiAgICB0aHJvdyBuZXcgVHlwZUVycm9yKFxuICAgICAgYGEgY29tbWFuZCdzIHN0ZGVyciBpcyBcImluaGVyaXRcIiBvciBcIm51bGxcIiAoZ290ICR7c2hvd25WYWx1ZShzdGRlcnIpfSlgLFxuICAgICk7XG4gIH1cbiAgaWYgKGN3ZCAhPT0gdW5kZWZpbmVkICYmIHR5cGVvZiBjd2QgIT09IFwic3RyaW5nXCIpIHtcbiAgICB0aHJvdyBuZXcgVHlwZUVycm9yKGBhIGNvbW1hbmQncyBjd2QgaXMgYSBzdHJpbmcgKGdvdCAke3R5cGVvZiBjd2R9KWApO1xuICB9XG4gIGlmIChjd2QgPT09IFwiXCIpIHtcbiAgICB0aHJvdyBuZXcgVHlwZUVycm9yKGBhIGNvbW1hbmQncyBjd2QgaXMgYSBkaXJlY3RvcnkncyBwYXRoIChnb3QgYW4gZW1wdHkgc3RyaW5nKWApO1xuICB9XG4gIGlmIChjbGVhckVudiAhPT0gdW5kZWZpbmVkICYmIHR5cGVvZiBjbGVhckVudiAhPT0gXCJib29sZWFuXCIpIHtcbiAgICB0aHJvdyBuZXcgVHlwZUVycm9yKGBhIGNvbW1hbmQncyBjbGVhckVudiBpcyB0cnVlIG9yIGZhbHNlIChnb3QgJHt0eXBlb2YgY2xlYXJFbnZ9KWApO1xuICB9XG59XG5cbmNvbnN0IENPTU1BTkRfV09SRFM6IHVuaXF1ZSBzeW1ib2wgPSBTeW1ib2woXCJhY3AtcHJveHkuY29tbWFuZFdvcmRzXCIpO1xuXG4vKipcbiAqIFRoZSB3b3JkcyBvZiB0aGUgY29tbWFuZCBhIHtAbGlua2NvZGUgY29tbWFuZH0gZmFjdG9yeSBzdGFydHMsIGZvciBsb2dzIGFuZCB0cmFuc2NyaXB0cztcbiAqIG51bGwgZm9yIGFueSBvdGhlciBmYWN0b3J5LlxuICpcbiAqIEBwYXJhbSBmYWN0b3J5IEEgY29ubmVjdGlvbiBmYWN0b3J5LlxuICogQHJldHVybnMgVGhlIGNvbW1hbmQncyB3b3Jkcywgb3IgbnVsbC5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IGNvbW1hbmQsIGNvbW1hbmRXb3JkcyB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbiAqIGNvbnNvbGUubG9nKGNvbW1hbmRXb3Jkcyhjb21tYW5kKFwibXktYWdlbnQgLS1hY3BcIikpKTsgLy8gW1wibXktYWdlbnRcIiwgXCItLWFjcFwiXVxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjb21tYW5kV29yZHMoZmFjdG9yeTogQ29ubmVjdGlvbkZhY3RvcnkpOiByZWFkb25seSBzdHJpbmdbXSB8IG51bGwge1xuICByZXR1cm4gKGZhY3RvcnkgYXMgeyBbQ09NTUFORF9XT1JEU10/OiByZWFkb25seSBzdHJpbmdbXSB9KVtDT01NQU5EX1dPUkRTXSA/PyBudWxsO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7O0NBSUMsR0FHRCxTQUFTLG9CQUFvQixRQUFRLDhCQUE4QjtBQUNuRSxTQUE4QixVQUFVLFFBQVEscUJBQXFCO0FBQ3JFLFNBQVMsa0JBQWtCLEVBQUUsVUFBVSxRQUFRLHdCQUF3QjtBQUd2RSxTQUFTLGtCQUFrQixFQUFFLFlBQVksRUFBRSxrQkFBa0IsUUFBUSxxQkFBcUI7QUFFMUY7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBb0JDLEdBQ0QsT0FBTyxTQUFTLFFBQ2QsR0FBK0IsRUFDL0IsVUFBMEIsQ0FBQyxDQUFDO0VBRTVCLElBQUksT0FBTyxRQUFRLFlBQVksQ0FBQyxNQUFNLE9BQU8sQ0FBQyxNQUFNO0lBQ2xELE1BQU0sSUFBSSxVQUFVLENBQUMsZ0RBQWdELEVBQUUsT0FBTyxJQUFJLENBQUMsQ0FBQztFQUN0RjtFQUNBLE1BQU0sUUFBUSxPQUFPLFFBQVEsV0FBVyxhQUFhLE9BQU87T0FBSTtHQUFJO0VBQ3BFLElBQUksTUFBTSxNQUFNLEtBQUssR0FBRyxNQUFNLElBQUksbUJBQW1CO0VBQ3JELHNFQUFzRTtFQUN0RSxNQUFNLFVBQVUsTUFBTSxTQUFTLENBQUMsQ0FBQyxJQUFNLE9BQU8sTUFBTTtFQUNwRCxJQUFJLFdBQVcsR0FBRztJQUNoQixNQUFNLElBQUksVUFBVSxDQUFDLG1DQUFtQyxFQUFFLE9BQU8sS0FBSyxDQUFDLFFBQVEsQ0FBQyxDQUFDLENBQUM7RUFDcEY7RUFDQSxnRkFBZ0Y7RUFDaEYsSUFBSSxLQUFLLENBQUMsRUFBRSxLQUFLLElBQUksTUFBTSxJQUFJLG1CQUFtQjtFQUNsRCxLQUFLLE1BQU0sUUFBUSxNQUFPO0lBQ3hCLE1BQU0sWUFBWSxtQkFBbUI7SUFDckMsSUFBSSxjQUFjLE1BQU07TUFDdEIsTUFBTSxJQUFJLG1CQUNSLEdBQUcsVUFBVSx1QkFBdUIsRUFBRSxLQUFLLFNBQVMsQ0FBQyxNQUFNLHFCQUFxQixDQUFDLEdBQy9FLENBQUMsbUJBQW1CLENBQUM7SUFFM0I7RUFDRjtFQUNBLG9CQUFvQjtFQUNwQiwwRkFBMEY7RUFDMUYsZ0VBQWdFO0VBQ2hFLE1BQU0sRUFBRSxHQUFHLEVBQUUsR0FBRyxFQUFFLFFBQVEsRUFBRSxNQUFNLEVBQUUsR0FBRztFQUN2QyxNQUFNLE1BQXNCO0lBQzFCLEdBQUksUUFBUSxZQUFZLENBQUMsSUFBSTtNQUFFLEtBQUs7UUFBRSxHQUFHLEdBQUc7TUFBQztJQUFFLENBQUM7SUFDaEQsR0FBSSxRQUFRLFlBQVksQ0FBQyxJQUFJO01BQUU7SUFBSSxDQUFDO0lBQ3BDLEdBQUksYUFBYSxZQUFZLENBQUMsSUFBSTtNQUFFO0lBQVMsQ0FBQztJQUM5QyxHQUFJLFdBQVcsWUFBWSxDQUFDLElBQUk7TUFBRTtJQUFPLENBQUM7RUFDNUM7RUFDQSxNQUFNLFVBQVUsQ0FBQztJQUNmLElBQUksQ0FBQyxNQUFNLE9BQU8sQ0FBQyxNQUFNLFVBQVUsUUFBUSxPQUFPO0lBQ2xELE1BQU0sTUFBTTtNQUFFLEdBQUcsSUFBSSxHQUFHO01BQUUsR0FBRyxLQUFLLEdBQUc7SUFBQztJQUN0QyxNQUFNLFFBQVEsQ0FBQyxLQUFLLFFBQVEsSUFBSSxFQUFFLEVBQUUsTUFBTSxDQUFDLENBQUMsT0FBUyxDQUFDLENBQUMsUUFBUSxHQUFHO0lBQ2xFLElBQUksQ0FBQyxNQUFNLElBQUksQ0FBQyxDQUFDLE9BQVMsS0FBSyxHQUFHLENBQUMsR0FBRyxDQUFDLFVBQVUsWUFBWSxPQUFPO01BQUUsR0FBRyxHQUFHO01BQUU7SUFBSTtJQUNsRixnRkFBZ0Y7SUFDaEYsTUFBTSxZQUFZLElBQUksUUFBUSxHQUFHLENBQUMsSUFBSSxLQUFLLEdBQUcsQ0FBQyxRQUFRO0lBQ3ZELEtBQUssTUFBTSxRQUFRLE1BQU8sT0FBTyxTQUFTLENBQUMsS0FBSztJQUNoRCxPQUFPO01BQUUsR0FBRyxHQUFHO01BQUUsVUFBVTtNQUFNLEtBQUs7UUFBRSxHQUFHLFNBQVM7UUFBRSxHQUFHLEdBQUc7TUFBQztJQUFFO0VBQ2pFO0VBQ0EsTUFBTSxVQUFVLHFCQUNkLENBQUMsT0FBUyxXQUFXLE9BQU8sUUFBUSxRQUNwQyxDQUFDLFFBQVEsT0FBUyxXQUFXLE9BQU8sUUFBUSxPQUFPO0VBRXJELE9BQU8sY0FBYyxDQUFDLFNBQVMsZUFBZTtJQUFFLE9BQU87SUFBTyxZQUFZO0VBQU07RUFDaEYsT0FBTztBQUNUO0FBRUEsZ0ZBQWdGLEdBQ2hGLFNBQVMsb0JBQW9CLE9BQXVCO0VBQ2xELG1CQUFtQixTQUFTO0VBQzVCLE1BQU0sRUFBRSxHQUFHLEVBQUUsTUFBTSxFQUFFLEdBQUcsRUFBRSxRQUFRLEVBQUUsR0FBRztFQUN2QyxJQUFJLFFBQVEsYUFBYSxDQUFDLFFBQVEsUUFBUSxPQUFPLFFBQVEsWUFBWSxNQUFNLE9BQU8sQ0FBQyxJQUFJLEdBQUc7SUFDeEYsTUFBTSxNQUFNLE1BQU0sT0FBTyxDQUFDLE9BQU8sYUFBYSxPQUFPO0lBQ3JELE1BQU0sSUFBSSxVQUFVLENBQUMsNkNBQTZDLEVBQUUsSUFBSSxDQUFDLENBQUM7RUFDNUU7RUFDQSxNQUFNLE1BQU0sT0FBTyxPQUFPLENBQUMsT0FBTyxDQUFDLEdBQUcsSUFBSSxDQUFDLENBQUMsR0FBRyxFQUFFLEdBQUssT0FBTyxNQUFNO0VBQ25FLElBQUksS0FBSztJQUNQLE1BQU0sSUFBSSxVQUNSLENBQUMsd0NBQXdDLEVBQUUsV0FBVyxHQUFHLENBQUMsRUFBRSxFQUFFLEVBQUUsRUFBRSxPQUFPLEdBQUcsQ0FBQyxFQUFFLENBQUMsQ0FBQyxDQUFDO0VBRXRGO0VBQ0EsS0FBSyxNQUFNLENBQUMsTUFBTSxNQUFNLElBQUksT0FBTyxPQUFPLENBQUMsT0FBTyxDQUFDLEdBQUk7SUFDckQsSUFBSSxTQUFTLE1BQU0sS0FBSyxRQUFRLENBQUMsUUFBUSxtQkFBbUIsVUFBVSxNQUFNO01BQzFFLE1BQU0sSUFBSSxVQUFVLENBQUMsb0JBQW9CLEVBQUUsS0FBSyxTQUFTLENBQUMsTUFBTSxrQkFBa0IsQ0FBQztJQUNyRjtJQUNBLE1BQU0sWUFBWSxtQkFBbUI7SUFDckMsSUFBSSxjQUFjLE1BQU07TUFDdEIsTUFBTSxJQUFJLFVBQ1IsQ0FBQyx5QkFBeUIsRUFBRSxLQUFLLE9BQU8sRUFBRSxVQUFVLGdDQUFnQyxDQUFDLEdBQ25GLENBQUMsU0FBUyxDQUFDO0lBRWpCO0VBQ0Y7RUFDQSxJQUFJLFdBQVcsYUFBYSxXQUFXLGFBQWEsV0FBVyxRQUFRO0lBQ3JFLE1BQU0sSUFBSSxVQUNSLENBQUMsK0NBQStDLEVBQUUsV0FBVyxRQUFRLENBQUMsQ0FBQztFQUUzRTtFQUNBLElBQUksUUFBUSxhQUFhLE9BQU8sUUFBUSxVQUFVO0lBQ2hELE1BQU0sSUFBSSxVQUFVLENBQUMsaUNBQWlDLEVBQUUsT0FBTyxJQUFJLENBQUMsQ0FBQztFQUN2RTtFQUNBLElBQUksUUFBUSxJQUFJO0lBQ2QsTUFBTSxJQUFJLFVBQVUsQ0FBQywyREFBMkQsQ0FBQztFQUNuRjtFQUNBLElBQUksYUFBYSxhQUFhLE9BQU8sYUFBYSxXQUFXO0lBQzNELE1BQU0sSUFBSSxVQUFVLENBQUMsMkNBQTJDLEVBQUUsT0FBTyxTQUFTLENBQUMsQ0FBQztFQUN0RjtBQUNGO0FBRUEsTUFBTSxnQkFBK0IsT0FBTztBQUU1Qzs7Ozs7Ozs7Ozs7O0NBWUMsR0FDRCxPQUFPLFNBQVMsYUFBYSxPQUEwQjtFQUNyRCxPQUFPLEFBQUMsT0FBbUQsQ0FBQyxjQUFjLElBQUk7QUFDaEYifQ==
// denoCacheMetadata=4948955318872031976,16980241787208018825
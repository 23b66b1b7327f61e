/**
 * Shell syntax in a command that no shell will run: the daemon splits a command into words
 * itself (`process/split_command.ts`), so `X=1 agent`, `~/agent`, `$HOME/agent` name no
 * program, and `agent | tee log` passes `|`, `tee` and `log` to the agent. Said at start-up,
 * with what to write instead, rather than as "command not found" once a client comes (or
 * never). The text is read as a POSIX shell reads it: what is quoted or escaped is literal.
 *
 * @module
 */ import { splitCommand } from "../process/split_command.ts";
/** Characters a shell takes as operators where they stand unquoted, even inside a word. */ const OPERATOR_CHARACTERS = new Set([
  "|",
  "&",
  ";",
  "<",
  ">",
  "(",
  ")",
  "`"
]);
/** What may follow `$` for a shell to expand it: a name, `{`, `(`, a digit, a special one. */ const EXPANDED_AFTER_DOLLAR = /[A-Za-z_{(0-9@*#?$!-]/;
/** The blanks that part words (as `splitCommand` parts them). */ const BLANKS = new Set([
  " ",
  "\t",
  "\n",
  "\r"
]);
/**
 * What in `command` only a shell would understand, said with what to do; null when nothing.
 * A command that does not split is left to the caller's own check.
 *
 * @param command The command string, as given (`--v1 "agent --acp"`).
 * @returns The problem and its fix, or null.
 *
 * @example
 * ```ts
 * import { shellSyntaxProblem } from "./shell_syntax.ts";
 * console.log(shellSyntaxProblem("agent --acp")); // null
 * console.log(shellSyntaxProblem("agent | tee log")?.startsWith("'|' is shell syntax")); // true
 * ```
 */ export function shellSyntaxProblem(command) {
  try {
    splitCommand(command);
  } catch  {
    return null;
  }
  const found = scan(command);
  const useShell = `no shell runs the command; to use one, give sh -c '...'`;
  if (found.assignment !== null) {
    return `'${found.assignment}' sets a variable, but ${useShell} (or env ` + `${found.assignment} ...; a named agent's "env" sets it too)`;
  }
  if (found.expands !== null) {
    return `'${found.expands}' needs a shell to expand it, but ${useShell} (or give the path ` + `itself)`;
  }
  if (found.operator !== null) return `${found.operator} is shell syntax, but ${useShell}`;
  return null;
}
/**
 * Reads `command` as a shell would: quotes (`'...'` literal, `"..."` where `$` and `` ` ``
 * still work), backslash escapes and line continuations, words parted by blanks.
 */ function scan(command) {
  const found = {
    assignment: null,
    expands: null,
    operator: null
  };
  let quote = null;
  let words = 0; // words begun so far
  let inWord = false;
  let wordStart = 0;
  let quotedInWord = false; // a quote or escape so far in this word (for `~` and `NAME=`)
  let lineEnded = false; // an unquoted line break after a word: what follows is a new command
  const operator = (text)=>void (found.operator ??= text);
  const firstWordExpands = ()=>{
    if (words === 1) found.expands ??= firstWord(command, wordStart);
  };
  for(let i = 0; i < command.length; i++){
    const c = command[i];
    if (quote === "'") {
      if (c === "'") quote = null;
      continue;
    }
    if (c === "\\") {
      if (command[i + 1] === "\n") {
        i++; // a line continuation: removed, no word break
        continue;
      }
      if (!inWord) [inWord, words, wordStart, quotedInWord] = [
        true,
        words + 1,
        i,
        false
      ];
      quotedInWord = true;
      i++;
      continue;
    }
    if (quote === '"') {
      if (c === '"') quote = null;
      else if (c === "`") {
        firstWordExpands();
        operator("'`'"); // a command substitution, quoted or not
      } else if (c === "$" && EXPANDED_AFTER_DOLLAR.test(command[i + 1] ?? "")) {
        firstWordExpands();
      }
      continue;
    }
    if (BLANKS.has(c)) {
      if (c === "\n" && words > 0) lineEnded = true;
      inWord = false;
      continue;
    }
    if (lineEnded) operator("a line break (a second command)");
    if (!inWord) {
      [inWord, words, wordStart, quotedInWord] = [
        true,
        words + 1,
        i,
        false
      ];
      if (c === "#") operator("'#' (a comment)");
      if (c === "~" && words === 1 && tildeExpands(command, i)) firstWordExpands();
    }
    if (c === "'" || c === '"') {
      quote = c;
      quotedInWord = true;
    } else if (c === "`") {
      firstWordExpands();
      operator("'`'");
    } else if (OPERATOR_CHARACTERS.has(c)) operator(`'${operatorAt(command, i)}'`);
    else if (c === "$" && EXPANDED_AFTER_DOLLAR.test(command[i + 1] ?? "")) firstWordExpands();
    else if (c === "=" && words === 1 && !quotedInWord && found.assignment === null) {
      const name = command.slice(wordStart, i);
      if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) found.assignment = firstWord(command, wordStart);
    }
  }
  return found;
}
/**
 * Whether the `~` at `at` starts a tilde prefix a shell expands: the characters up to the
 * first `/` (or the word's end) are not quoted or escaped.
 */ function tildeExpands(command, at) {
  for(let i = at + 1; i < command.length; i++){
    const c = command[i];
    if (c === "/" || BLANKS.has(c)) return true;
    if (c === "'" || c === '"' || c === "\\") return false;
  }
  return true;
}
/** The operator starting at `at` (`|`, `||`, `>>`, `2>`, `&&`, ...), as written. */ function operatorAt(command, at) {
  const rest = command.slice(at);
  let run = /^[|&;<>()]+/.exec(rest)?.[0] ?? command[at];
  if (/[<>]&$/.test(run)) run += /^[0-9-]*/.exec(rest.slice(run.length))[0]; // 2>&1, >&-
  const fd = /[0-9]$/.exec(command.slice(0, at))?.[0] ?? "";
  return fd + run;
}
/** The first word as `splitCommand` gives it (its quotes removed), for a message. */ function firstWord(command, start) {
  return splitCommand(command.slice(start))[0] ?? command.slice(start);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2NsaS9zaGVsbF9zeW50YXgudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBTaGVsbCBzeW50YXggaW4gYSBjb21tYW5kIHRoYXQgbm8gc2hlbGwgd2lsbCBydW46IHRoZSBkYWVtb24gc3BsaXRzIGEgY29tbWFuZCBpbnRvIHdvcmRzXG4gKiBpdHNlbGYgKGBwcm9jZXNzL3NwbGl0X2NvbW1hbmQudHNgKSwgc28gYFg9MSBhZ2VudGAsIGB+L2FnZW50YCwgYCRIT01FL2FnZW50YCBuYW1lIG5vXG4gKiBwcm9ncmFtLCBhbmQgYGFnZW50IHwgdGVlIGxvZ2AgcGFzc2VzIGB8YCwgYHRlZWAgYW5kIGBsb2dgIHRvIHRoZSBhZ2VudC4gU2FpZCBhdCBzdGFydC11cCxcbiAqIHdpdGggd2hhdCB0byB3cml0ZSBpbnN0ZWFkLCByYXRoZXIgdGhhbiBhcyBcImNvbW1hbmQgbm90IGZvdW5kXCIgb25jZSBhIGNsaWVudCBjb21lcyAob3JcbiAqIG5ldmVyKS4gVGhlIHRleHQgaXMgcmVhZCBhcyBhIFBPU0lYIHNoZWxsIHJlYWRzIGl0OiB3aGF0IGlzIHF1b3RlZCBvciBlc2NhcGVkIGlzIGxpdGVyYWwuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IHNwbGl0Q29tbWFuZCB9IGZyb20gXCIuLi9wcm9jZXNzL3NwbGl0X2NvbW1hbmQudHNcIjtcblxuLyoqIENoYXJhY3RlcnMgYSBzaGVsbCB0YWtlcyBhcyBvcGVyYXRvcnMgd2hlcmUgdGhleSBzdGFuZCB1bnF1b3RlZCwgZXZlbiBpbnNpZGUgYSB3b3JkLiAqL1xuY29uc3QgT1BFUkFUT1JfQ0hBUkFDVEVSUyA9IG5ldyBTZXQoW1wifFwiLCBcIiZcIiwgXCI7XCIsIFwiPFwiLCBcIj5cIiwgXCIoXCIsIFwiKVwiLCBcImBcIl0pO1xuLyoqIFdoYXQgbWF5IGZvbGxvdyBgJGAgZm9yIGEgc2hlbGwgdG8gZXhwYW5kIGl0OiBhIG5hbWUsIGB7YCwgYChgLCBhIGRpZ2l0LCBhIHNwZWNpYWwgb25lLiAqL1xuY29uc3QgRVhQQU5ERURfQUZURVJfRE9MTEFSID0gL1tBLVphLXpfeygwLTlAKiM/JCEtXS87XG4vKiogVGhlIGJsYW5rcyB0aGF0IHBhcnQgd29yZHMgKGFzIGBzcGxpdENvbW1hbmRgIHBhcnRzIHRoZW0pLiAqL1xuY29uc3QgQkxBTktTID0gbmV3IFNldChbXCIgXCIsIFwiXFx0XCIsIFwiXFxuXCIsIFwiXFxyXCJdKTtcblxuLyoqXG4gKiBXaGF0IGluIGBjb21tYW5kYCBvbmx5IGEgc2hlbGwgd291bGQgdW5kZXJzdGFuZCwgc2FpZCB3aXRoIHdoYXQgdG8gZG87IG51bGwgd2hlbiBub3RoaW5nLlxuICogQSBjb21tYW5kIHRoYXQgZG9lcyBub3Qgc3BsaXQgaXMgbGVmdCB0byB0aGUgY2FsbGVyJ3Mgb3duIGNoZWNrLlxuICpcbiAqIEBwYXJhbSBjb21tYW5kIFRoZSBjb21tYW5kIHN0cmluZywgYXMgZ2l2ZW4gKGAtLXYxIFwiYWdlbnQgLS1hY3BcImApLlxuICogQHJldHVybnMgVGhlIHByb2JsZW0gYW5kIGl0cyBmaXgsIG9yIG51bGwuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBzaGVsbFN5bnRheFByb2JsZW0gfSBmcm9tIFwiLi9zaGVsbF9zeW50YXgudHNcIjtcbiAqIGNvbnNvbGUubG9nKHNoZWxsU3ludGF4UHJvYmxlbShcImFnZW50IC0tYWNwXCIpKTsgLy8gbnVsbFxuICogY29uc29sZS5sb2coc2hlbGxTeW50YXhQcm9ibGVtKFwiYWdlbnQgfCB0ZWUgbG9nXCIpPy5zdGFydHNXaXRoKFwiJ3wnIGlzIHNoZWxsIHN5bnRheFwiKSk7IC8vIHRydWVcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gc2hlbGxTeW50YXhQcm9ibGVtKGNvbW1hbmQ6IHN0cmluZyk6IHN0cmluZyB8IG51bGwge1xuICB0cnkge1xuICAgIHNwbGl0Q29tbWFuZChjb21tYW5kKTtcbiAgfSBjYXRjaCB7XG4gICAgcmV0dXJuIG51bGw7XG4gIH1cbiAgY29uc3QgZm91bmQgPSBzY2FuKGNvbW1hbmQpO1xuICBjb25zdCB1c2VTaGVsbCA9IGBubyBzaGVsbCBydW5zIHRoZSBjb21tYW5kOyB0byB1c2Ugb25lLCBnaXZlIHNoIC1jICcuLi4nYDtcbiAgaWYgKGZvdW5kLmFzc2lnbm1lbnQgIT09IG51bGwpIHtcbiAgICByZXR1cm4gYCcke2ZvdW5kLmFzc2lnbm1lbnR9JyBzZXRzIGEgdmFyaWFibGUsIGJ1dCAke3VzZVNoZWxsfSAob3IgZW52IGAgK1xuICAgICAgYCR7Zm91bmQuYXNzaWdubWVudH0gLi4uOyBhIG5hbWVkIGFnZW50J3MgXCJlbnZcIiBzZXRzIGl0IHRvbylgO1xuICB9XG4gIGlmIChmb3VuZC5leHBhbmRzICE9PSBudWxsKSB7XG4gICAgcmV0dXJuIGAnJHtmb3VuZC5leHBhbmRzfScgbmVlZHMgYSBzaGVsbCB0byBleHBhbmQgaXQsIGJ1dCAke3VzZVNoZWxsfSAob3IgZ2l2ZSB0aGUgcGF0aCBgICtcbiAgICAgIGBpdHNlbGYpYDtcbiAgfVxuICBpZiAoZm91bmQub3BlcmF0b3IgIT09IG51bGwpIHJldHVybiBgJHtmb3VuZC5vcGVyYXRvcn0gaXMgc2hlbGwgc3ludGF4LCBidXQgJHt1c2VTaGVsbH1gO1xuICByZXR1cm4gbnVsbDtcbn1cblxuLyoqIFdoYXQge0BsaW5rY29kZSBzY2FufSBmb3VuZDogZWFjaCB0aGUgZmlyc3Qgb2YgaXRzIGtpbmQsIG9yIG51bGwuICovXG5pbnRlcmZhY2UgRm91bmQge1xuICAvKiogYE5BTUU9dmFsdWVgIGFzIHRoZSBmaXJzdCB3b3JkIChhcyB3cml0dGVuKS4gKi9cbiAgYXNzaWdubWVudDogc3RyaW5nIHwgbnVsbDtcbiAgLyoqIFRoZSBmaXJzdCB3b3JkLCB3aGVuIGEgc2hlbGwgd291bGQgZXhwYW5kIHBhcnQgb2YgaXQgKGB+YCwgYCROQU1FYCwgYGAgYCBgYCkuICovXG4gIGV4cGFuZHM6IHN0cmluZyB8IG51bGw7XG4gIC8qKiBBbiBvcGVyYXRvciAocXVvdGVkIGZvciB0aGUgbWVzc2FnZTogYCd8J2ApLCBhIGNvbW1lbnQgb3IgYSBzZWNvbmQgY29tbWFuZCwgdW5xdW90ZWQuICovXG4gIG9wZXJhdG9yOiBzdHJpbmcgfCBudWxsO1xufVxuXG4vKipcbiAqIFJlYWRzIGBjb21tYW5kYCBhcyBhIHNoZWxsIHdvdWxkOiBxdW90ZXMgKGAnLi4uJ2AgbGl0ZXJhbCwgYFwiLi4uXCJgIHdoZXJlIGAkYCBhbmQgYGAgYCBgYFxuICogc3RpbGwgd29yayksIGJhY2tzbGFzaCBlc2NhcGVzIGFuZCBsaW5lIGNvbnRpbnVhdGlvbnMsIHdvcmRzIHBhcnRlZCBieSBibGFua3MuXG4gKi9cbmZ1bmN0aW9uIHNjYW4oY29tbWFuZDogc3RyaW5nKTogRm91bmQge1xuICBjb25zdCBmb3VuZDogRm91bmQgPSB7IGFzc2lnbm1lbnQ6IG51bGwsIGV4cGFuZHM6IG51bGwsIG9wZXJhdG9yOiBudWxsIH07XG4gIGxldCBxdW90ZTogXCInXCIgfCAnXCInIHwgbnVsbCA9IG51bGw7XG4gIGxldCB3b3JkcyA9IDA7IC8vIHdvcmRzIGJlZ3VuIHNvIGZhclxuICBsZXQgaW5Xb3JkID0gZmFsc2U7XG4gIGxldCB3b3JkU3RhcnQgPSAwO1xuICBsZXQgcXVvdGVkSW5Xb3JkID0gZmFsc2U7IC8vIGEgcXVvdGUgb3IgZXNjYXBlIHNvIGZhciBpbiB0aGlzIHdvcmQgKGZvciBgfmAgYW5kIGBOQU1FPWApXG4gIGxldCBsaW5lRW5kZWQgPSBmYWxzZTsgLy8gYW4gdW5xdW90ZWQgbGluZSBicmVhayBhZnRlciBhIHdvcmQ6IHdoYXQgZm9sbG93cyBpcyBhIG5ldyBjb21tYW5kXG4gIGNvbnN0IG9wZXJhdG9yID0gKHRleHQ6IHN0cmluZykgPT4gdm9pZCAoZm91bmQub3BlcmF0b3IgPz89IHRleHQpO1xuICBjb25zdCBmaXJzdFdvcmRFeHBhbmRzID0gKCkgPT4ge1xuICAgIGlmICh3b3JkcyA9PT0gMSkgZm91bmQuZXhwYW5kcyA/Pz0gZmlyc3RXb3JkKGNvbW1hbmQsIHdvcmRTdGFydCk7XG4gIH07XG4gIGZvciAobGV0IGkgPSAwOyBpIDwgY29tbWFuZC5sZW5ndGg7IGkrKykge1xuICAgIGNvbnN0IGMgPSBjb21tYW5kW2ldO1xuICAgIGlmIChxdW90ZSA9PT0gXCInXCIpIHtcbiAgICAgIGlmIChjID09PSBcIidcIikgcXVvdGUgPSBudWxsO1xuICAgICAgY29udGludWU7XG4gICAgfVxuICAgIGlmIChjID09PSBcIlxcXFxcIikge1xuICAgICAgaWYgKGNvbW1hbmRbaSArIDFdID09PSBcIlxcblwiKSB7XG4gICAgICAgIGkrKzsgLy8gYSBsaW5lIGNvbnRpbnVhdGlvbjogcmVtb3ZlZCwgbm8gd29yZCBicmVha1xuICAgICAgICBjb250aW51ZTtcbiAgICAgIH1cbiAgICAgIGlmICghaW5Xb3JkKSBbaW5Xb3JkLCB3b3Jkcywgd29yZFN0YXJ0LCBxdW90ZWRJbldvcmRdID0gW3RydWUsIHdvcmRzICsgMSwgaSwgZmFsc2VdO1xuICAgICAgcXVvdGVkSW5Xb3JkID0gdHJ1ZTtcbiAgICAgIGkrKztcbiAgICAgIGNvbnRpbnVlO1xuICAgIH1cbiAgICBpZiAocXVvdGUgPT09ICdcIicpIHtcbiAgICAgIGlmIChjID09PSAnXCInKSBxdW90ZSA9IG51bGw7XG4gICAgICBlbHNlIGlmIChjID09PSBcImBcIikge1xuICAgICAgICBmaXJzdFdvcmRFeHBhbmRzKCk7XG4gICAgICAgIG9wZXJhdG9yKFwiJ2AnXCIpOyAvLyBhIGNvbW1hbmQgc3Vic3RpdHV0aW9uLCBxdW90ZWQgb3Igbm90XG4gICAgICB9IGVsc2UgaWYgKGMgPT09IFwiJFwiICYmIEVYUEFOREVEX0FGVEVSX0RPTExBUi50ZXN0KGNvbW1hbmRbaSArIDFdID8/IFwiXCIpKSB7XG4gICAgICAgIGZpcnN0V29yZEV4cGFuZHMoKTtcbiAgICAgIH1cbiAgICAgIGNvbnRpbnVlO1xuICAgIH1cbiAgICBpZiAoQkxBTktTLmhhcyhjKSkge1xuICAgICAgaWYgKGMgPT09IFwiXFxuXCIgJiYgd29yZHMgPiAwKSBsaW5lRW5kZWQgPSB0cnVlO1xuICAgICAgaW5Xb3JkID0gZmFsc2U7XG4gICAgICBjb250aW51ZTtcbiAgICB9XG4gICAgaWYgKGxpbmVFbmRlZCkgb3BlcmF0b3IoXCJhIGxpbmUgYnJlYWsgKGEgc2Vjb25kIGNvbW1hbmQpXCIpO1xuICAgIGlmICghaW5Xb3JkKSB7XG4gICAgICBbaW5Xb3JkLCB3b3Jkcywgd29yZFN0YXJ0LCBxdW90ZWRJbldvcmRdID0gW3RydWUsIHdvcmRzICsgMSwgaSwgZmFsc2VdO1xuICAgICAgaWYgKGMgPT09IFwiI1wiKSBvcGVyYXRvcihcIicjJyAoYSBjb21tZW50KVwiKTtcbiAgICAgIGlmIChjID09PSBcIn5cIiAmJiB3b3JkcyA9PT0gMSAmJiB0aWxkZUV4cGFuZHMoY29tbWFuZCwgaSkpIGZpcnN0V29yZEV4cGFuZHMoKTtcbiAgICB9XG4gICAgaWYgKGMgPT09IFwiJ1wiIHx8IGMgPT09ICdcIicpIHtcbiAgICAgIHF1b3RlID0gYztcbiAgICAgIHF1b3RlZEluV29yZCA9IHRydWU7XG4gICAgfSBlbHNlIGlmIChjID09PSBcImBcIikge1xuICAgICAgZmlyc3RXb3JkRXhwYW5kcygpO1xuICAgICAgb3BlcmF0b3IoXCInYCdcIik7XG4gICAgfSBlbHNlIGlmIChPUEVSQVRPUl9DSEFSQUNURVJTLmhhcyhjKSkgb3BlcmF0b3IoYCcke29wZXJhdG9yQXQoY29tbWFuZCwgaSl9J2ApO1xuICAgIGVsc2UgaWYgKGMgPT09IFwiJFwiICYmIEVYUEFOREVEX0FGVEVSX0RPTExBUi50ZXN0KGNvbW1hbmRbaSArIDFdID8/IFwiXCIpKSBmaXJzdFdvcmRFeHBhbmRzKCk7XG4gICAgZWxzZSBpZiAoYyA9PT0gXCI9XCIgJiYgd29yZHMgPT09IDEgJiYgIXF1b3RlZEluV29yZCAmJiBmb3VuZC5hc3NpZ25tZW50ID09PSBudWxsKSB7XG4gICAgICBjb25zdCBuYW1lID0gY29tbWFuZC5zbGljZSh3b3JkU3RhcnQsIGkpO1xuICAgICAgaWYgKC9eW0EtWmEtel9dW0EtWmEtejAtOV9dKiQvLnRlc3QobmFtZSkpIGZvdW5kLmFzc2lnbm1lbnQgPSBmaXJzdFdvcmQoY29tbWFuZCwgd29yZFN0YXJ0KTtcbiAgICB9XG4gIH1cbiAgcmV0dXJuIGZvdW5kO1xufVxuXG4vKipcbiAqIFdoZXRoZXIgdGhlIGB+YCBhdCBgYXRgIHN0YXJ0cyBhIHRpbGRlIHByZWZpeCBhIHNoZWxsIGV4cGFuZHM6IHRoZSBjaGFyYWN0ZXJzIHVwIHRvIHRoZVxuICogZmlyc3QgYC9gIChvciB0aGUgd29yZCdzIGVuZCkgYXJlIG5vdCBxdW90ZWQgb3IgZXNjYXBlZC5cbiAqL1xuZnVuY3Rpb24gdGlsZGVFeHBhbmRzKGNvbW1hbmQ6IHN0cmluZywgYXQ6IG51bWJlcik6IGJvb2xlYW4ge1xuICBmb3IgKGxldCBpID0gYXQgKyAxOyBpIDwgY29tbWFuZC5sZW5ndGg7IGkrKykge1xuICAgIGNvbnN0IGMgPSBjb21tYW5kW2ldO1xuICAgIGlmIChjID09PSBcIi9cIiB8fCBCTEFOS1MuaGFzKGMpKSByZXR1cm4gdHJ1ZTtcbiAgICBpZiAoYyA9PT0gXCInXCIgfHwgYyA9PT0gJ1wiJyB8fCBjID09PSBcIlxcXFxcIikgcmV0dXJuIGZhbHNlO1xuICB9XG4gIHJldHVybiB0cnVlO1xufVxuXG4vKiogVGhlIG9wZXJhdG9yIHN0YXJ0aW5nIGF0IGBhdGAgKGB8YCwgYHx8YCwgYD4+YCwgYDI+YCwgYCYmYCwgLi4uKSwgYXMgd3JpdHRlbi4gKi9cbmZ1bmN0aW9uIG9wZXJhdG9yQXQoY29tbWFuZDogc3RyaW5nLCBhdDogbnVtYmVyKTogc3RyaW5nIHtcbiAgY29uc3QgcmVzdCA9IGNvbW1hbmQuc2xpY2UoYXQpO1xuICBsZXQgcnVuID0gL15bfCY7PD4oKV0rLy5leGVjKHJlc3QpPy5bMF0gPz8gY29tbWFuZFthdF07XG4gIGlmICgvWzw+XSYkLy50ZXN0KHJ1bikpIHJ1biArPSAvXlswLTktXSovLmV4ZWMocmVzdC5zbGljZShydW4ubGVuZ3RoKSkhWzBdOyAvLyAyPiYxLCA+Ji1cbiAgY29uc3QgZmQgPSAvWzAtOV0kLy5leGVjKGNvbW1hbmQuc2xpY2UoMCwgYXQpKT8uWzBdID8/IFwiXCI7XG4gIHJldHVybiBmZCArIHJ1bjtcbn1cblxuLyoqIFRoZSBmaXJzdCB3b3JkIGFzIGBzcGxpdENvbW1hbmRgIGdpdmVzIGl0IChpdHMgcXVvdGVzIHJlbW92ZWQpLCBmb3IgYSBtZXNzYWdlLiAqL1xuZnVuY3Rpb24gZmlyc3RXb3JkKGNvbW1hbmQ6IHN0cmluZywgc3RhcnQ6IG51bWJlcik6IHN0cmluZyB7XG4gIHJldHVybiBzcGxpdENvbW1hbmQoY29tbWFuZC5zbGljZShzdGFydCkpWzBdID8/IGNvbW1hbmQuc2xpY2Uoc3RhcnQpO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7OztDQVFDLEdBRUQsU0FBUyxZQUFZLFFBQVEsOEJBQThCO0FBRTNELHlGQUF5RixHQUN6RixNQUFNLHNCQUFzQixJQUFJLElBQUk7RUFBQztFQUFLO0VBQUs7RUFBSztFQUFLO0VBQUs7RUFBSztFQUFLO0NBQUk7QUFDNUUsNEZBQTRGLEdBQzVGLE1BQU0sd0JBQXdCO0FBQzlCLCtEQUErRCxHQUMvRCxNQUFNLFNBQVMsSUFBSSxJQUFJO0VBQUM7RUFBSztFQUFNO0VBQU07Q0FBSztBQUU5Qzs7Ozs7Ozs7Ozs7OztDQWFDLEdBQ0QsT0FBTyxTQUFTLG1CQUFtQixPQUFlO0VBQ2hELElBQUk7SUFDRixhQUFhO0VBQ2YsRUFBRSxPQUFNO0lBQ04sT0FBTztFQUNUO0VBQ0EsTUFBTSxRQUFRLEtBQUs7RUFDbkIsTUFBTSxXQUFXLENBQUMsdURBQXVELENBQUM7RUFDMUUsSUFBSSxNQUFNLFVBQVUsS0FBSyxNQUFNO0lBQzdCLE9BQU8sQ0FBQyxDQUFDLEVBQUUsTUFBTSxVQUFVLENBQUMsdUJBQXVCLEVBQUUsU0FBUyxTQUFTLENBQUMsR0FDdEUsR0FBRyxNQUFNLFVBQVUsQ0FBQyx3Q0FBd0MsQ0FBQztFQUNqRTtFQUNBLElBQUksTUFBTSxPQUFPLEtBQUssTUFBTTtJQUMxQixPQUFPLENBQUMsQ0FBQyxFQUFFLE1BQU0sT0FBTyxDQUFDLGtDQUFrQyxFQUFFLFNBQVMsbUJBQW1CLENBQUMsR0FDeEYsQ0FBQyxPQUFPLENBQUM7RUFDYjtFQUNBLElBQUksTUFBTSxRQUFRLEtBQUssTUFBTSxPQUFPLEdBQUcsTUFBTSxRQUFRLENBQUMsc0JBQXNCLEVBQUUsVUFBVTtFQUN4RixPQUFPO0FBQ1Q7QUFZQTs7O0NBR0MsR0FDRCxTQUFTLEtBQUssT0FBZTtFQUMzQixNQUFNLFFBQWU7SUFBRSxZQUFZO0lBQU0sU0FBUztJQUFNLFVBQVU7RUFBSztFQUN2RSxJQUFJLFFBQTBCO0VBQzlCLElBQUksUUFBUSxHQUFHLHFCQUFxQjtFQUNwQyxJQUFJLFNBQVM7RUFDYixJQUFJLFlBQVk7RUFDaEIsSUFBSSxlQUFlLE9BQU8sOERBQThEO0VBQ3hGLElBQUksWUFBWSxPQUFPLHFFQUFxRTtFQUM1RixNQUFNLFdBQVcsQ0FBQyxPQUFpQixLQUFLLENBQUMsTUFBTSxRQUFRLEtBQUssSUFBSTtFQUNoRSxNQUFNLG1CQUFtQjtJQUN2QixJQUFJLFVBQVUsR0FBRyxNQUFNLE9BQU8sS0FBSyxVQUFVLFNBQVM7RUFDeEQ7RUFDQSxJQUFLLElBQUksSUFBSSxHQUFHLElBQUksUUFBUSxNQUFNLEVBQUUsSUFBSztJQUN2QyxNQUFNLElBQUksT0FBTyxDQUFDLEVBQUU7SUFDcEIsSUFBSSxVQUFVLEtBQUs7TUFDakIsSUFBSSxNQUFNLEtBQUssUUFBUTtNQUN2QjtJQUNGO0lBQ0EsSUFBSSxNQUFNLE1BQU07TUFDZCxJQUFJLE9BQU8sQ0FBQyxJQUFJLEVBQUUsS0FBSyxNQUFNO1FBQzNCLEtBQUssOENBQThDO1FBQ25EO01BQ0Y7TUFDQSxJQUFJLENBQUMsUUFBUSxDQUFDLFFBQVEsT0FBTyxXQUFXLGFBQWEsR0FBRztRQUFDO1FBQU0sUUFBUTtRQUFHO1FBQUc7T0FBTTtNQUNuRixlQUFlO01BQ2Y7TUFDQTtJQUNGO0lBQ0EsSUFBSSxVQUFVLEtBQUs7TUFDakIsSUFBSSxNQUFNLEtBQUssUUFBUTtXQUNsQixJQUFJLE1BQU0sS0FBSztRQUNsQjtRQUNBLFNBQVMsUUFBUSx3Q0FBd0M7TUFDM0QsT0FBTyxJQUFJLE1BQU0sT0FBTyxzQkFBc0IsSUFBSSxDQUFDLE9BQU8sQ0FBQyxJQUFJLEVBQUUsSUFBSSxLQUFLO1FBQ3hFO01BQ0Y7TUFDQTtJQUNGO0lBQ0EsSUFBSSxPQUFPLEdBQUcsQ0FBQyxJQUFJO01BQ2pCLElBQUksTUFBTSxRQUFRLFFBQVEsR0FBRyxZQUFZO01BQ3pDLFNBQVM7TUFDVDtJQUNGO0lBQ0EsSUFBSSxXQUFXLFNBQVM7SUFDeEIsSUFBSSxDQUFDLFFBQVE7TUFDWCxDQUFDLFFBQVEsT0FBTyxXQUFXLGFBQWEsR0FBRztRQUFDO1FBQU0sUUFBUTtRQUFHO1FBQUc7T0FBTTtNQUN0RSxJQUFJLE1BQU0sS0FBSyxTQUFTO01BQ3hCLElBQUksTUFBTSxPQUFPLFVBQVUsS0FBSyxhQUFhLFNBQVMsSUFBSTtJQUM1RDtJQUNBLElBQUksTUFBTSxPQUFPLE1BQU0sS0FBSztNQUMxQixRQUFRO01BQ1IsZUFBZTtJQUNqQixPQUFPLElBQUksTUFBTSxLQUFLO01BQ3BCO01BQ0EsU0FBUztJQUNYLE9BQU8sSUFBSSxvQkFBb0IsR0FBRyxDQUFDLElBQUksU0FBUyxDQUFDLENBQUMsRUFBRSxXQUFXLFNBQVMsR0FBRyxDQUFDLENBQUM7U0FDeEUsSUFBSSxNQUFNLE9BQU8sc0JBQXNCLElBQUksQ0FBQyxPQUFPLENBQUMsSUFBSSxFQUFFLElBQUksS0FBSztTQUNuRSxJQUFJLE1BQU0sT0FBTyxVQUFVLEtBQUssQ0FBQyxnQkFBZ0IsTUFBTSxVQUFVLEtBQUssTUFBTTtNQUMvRSxNQUFNLE9BQU8sUUFBUSxLQUFLLENBQUMsV0FBVztNQUN0QyxJQUFJLDJCQUEyQixJQUFJLENBQUMsT0FBTyxNQUFNLFVBQVUsR0FBRyxVQUFVLFNBQVM7SUFDbkY7RUFDRjtFQUNBLE9BQU87QUFDVDtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsYUFBYSxPQUFlLEVBQUUsRUFBVTtFQUMvQyxJQUFLLElBQUksSUFBSSxLQUFLLEdBQUcsSUFBSSxRQUFRLE1BQU0sRUFBRSxJQUFLO0lBQzVDLE1BQU0sSUFBSSxPQUFPLENBQUMsRUFBRTtJQUNwQixJQUFJLE1BQU0sT0FBTyxPQUFPLEdBQUcsQ0FBQyxJQUFJLE9BQU87SUFDdkMsSUFBSSxNQUFNLE9BQU8sTUFBTSxPQUFPLE1BQU0sTUFBTSxPQUFPO0VBQ25EO0VBQ0EsT0FBTztBQUNUO0FBRUEsa0ZBQWtGLEdBQ2xGLFNBQVMsV0FBVyxPQUFlLEVBQUUsRUFBVTtFQUM3QyxNQUFNLE9BQU8sUUFBUSxLQUFLLENBQUM7RUFDM0IsSUFBSSxNQUFNLGNBQWMsSUFBSSxDQUFDLE9BQU8sQ0FBQyxFQUFFLElBQUksT0FBTyxDQUFDLEdBQUc7RUFDdEQsSUFBSSxTQUFTLElBQUksQ0FBQyxNQUFNLE9BQU8sV0FBVyxJQUFJLENBQUMsS0FBSyxLQUFLLENBQUMsSUFBSSxNQUFNLEVBQUcsQ0FBQyxFQUFFLEVBQUUsWUFBWTtFQUN4RixNQUFNLEtBQUssU0FBUyxJQUFJLENBQUMsUUFBUSxLQUFLLENBQUMsR0FBRyxNQUFNLENBQUMsRUFBRSxJQUFJO0VBQ3ZELE9BQU8sS0FBSztBQUNkO0FBRUEsbUZBQW1GLEdBQ25GLFNBQVMsVUFBVSxPQUFlLEVBQUUsS0FBYTtFQUMvQyxPQUFPLGFBQWEsUUFBUSxLQUFLLENBQUMsT0FBTyxDQUFDLEVBQUUsSUFBSSxRQUFRLEtBQUssQ0FBQztBQUNoRSJ9
// denoCacheMetadata=843933460212325010,17639096243255174342
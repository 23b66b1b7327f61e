/**
 * How a refusal shows the value it refused: a number as written (`NaN`, `Infinity` too), any
 * other value as JSON, so that the string `"10"` is not taken for the number 10. Shared by
 * every options check that names what it got.
 *
 * @module
 */ /** The longest text a refused value is shown with; a longer one is described instead. */ const MAX_SHOWN_CHARS = 120;
/**
 * A refused value's text for a message, never longer than about {@linkcode MAX_SHOWN_CHARS}:
 * a message repeats what it was given, not a megabyte of it, nor a function's source.
 *
 * @param value The value refused.
 * @returns Its text: a number as written, a bigint with its `n`, a function as `a function`,
 *   anything else as JSON (its type when JSON has no text for it, `undefined` as
 *   `undefined`); a text longer than {@linkcode MAX_SHOWN_CHARS} as what it is (`a string of
 *   N characters`, `an array of N items`, `an object`, `a bigint of N digits`).
 *
 * @example
 * ```ts
 * import { shownValue } from "./shown_value.ts";
 * console.log(shownValue("1"), shownValue(1), shownValue(NaN), shownValue(undefined)); // "1" 1 NaN undefined
 * console.log(shownValue(() => 1), shownValue("x".repeat(500))); // a function a string of 500 characters
 * ```
 */ export function shownValue(value) {
  if (typeof value === "number") return String(value);
  if (typeof value === "bigint") {
    const digits = String(value);
    return digits.length <= MAX_SHOWN_CHARS ? `${digits}n` : `a bigint of ${digits.length} digits`;
  }
  if (typeof value === "function") return "a function";
  let text;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch  {
    return typeof value; // a cycle, a toJSON that throws
  }
  if (text.length <= MAX_SHOWN_CHARS) return text;
  return typeof value === "string" ? `a string of ${value.length} characters` : Array.isArray(value) ? `an array of ${value.length} item${value.length === 1 ? "" : "s"}` : typeof value === "object" ? "an object" : `a ${typeof value}`; // a symbol
}
/**
 * What an options value is when it is no plain options object, for a refusal's `(got ...)`:
 * `an array`, or the value's {@linkcode shownValue} (`null`, `5`, `"x"`); `undefined` when it
 * is an object. Shared by every check of an options object.
 *
 * @param options What a call was given.
 * @returns What it is, or `undefined` for an object.
 * @throws {TypeError} When it cannot be looked at (a revoked Proxy): each caller says the
 *   options could not be read.
 *
 * @example
 * ```ts
 * import { notAnOptionsObject } from "./shown_value.ts";
 * console.log(notAnOptionsObject([]), notAnOptionsObject(5), notAnOptionsObject({})); // an array 5 undefined
 * ```
 */ export function notAnOptionsObject(options) {
  if (Array.isArray(options)) return "an array";
  return typeof options === "object" && options !== null ? undefined : shownValue(options);
}
/**
 * Refuses options that are no plain options object (a caller in JavaScript may pass anything):
 * `null`, a primitive, an array. Shared by every public call that takes an options object.
 *
 * @param options What the call was given.
 * @param whose Names the call in the message: `inProcess's`, `a command's`.
 * @throws {TypeError} `WHOSE options must be an object (got VALUE)`, or, for a revoked Proxy, that
 *   they could not be read.
 *
 * @example
 * ```ts
 * import { checkOptionsObject } from "./shown_value.ts";
 * try {
 *   checkOptionsObject([], "inProcess's");
 * } catch (e) {
 *   console.log((e as TypeError).message); // inProcess's options must be an object (got an array)
 * }
 * ```
 */ export function checkOptionsObject(options, whose) {
  let got;
  try {
    got = notAnOptionsObject(options);
  } catch (e) {
    throw new TypeError(`${whose} options could not be read: ${e.message}`, {
      cause: e
    });
  }
  if (got !== undefined) throw new TypeError(`${whose} options must be an object (got ${got})`);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2xvZy9zaG93bl92YWx1ZS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEhvdyBhIHJlZnVzYWwgc2hvd3MgdGhlIHZhbHVlIGl0IHJlZnVzZWQ6IGEgbnVtYmVyIGFzIHdyaXR0ZW4gKGBOYU5gLCBgSW5maW5pdHlgIHRvbyksIGFueVxuICogb3RoZXIgdmFsdWUgYXMgSlNPTiwgc28gdGhhdCB0aGUgc3RyaW5nIGBcIjEwXCJgIGlzIG5vdCB0YWtlbiBmb3IgdGhlIG51bWJlciAxMC4gU2hhcmVkIGJ5XG4gKiBldmVyeSBvcHRpb25zIGNoZWNrIHRoYXQgbmFtZXMgd2hhdCBpdCBnb3QuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiBUaGUgbG9uZ2VzdCB0ZXh0IGEgcmVmdXNlZCB2YWx1ZSBpcyBzaG93biB3aXRoOyBhIGxvbmdlciBvbmUgaXMgZGVzY3JpYmVkIGluc3RlYWQuICovXG5jb25zdCBNQVhfU0hPV05fQ0hBUlMgPSAxMjA7XG5cbi8qKlxuICogQSByZWZ1c2VkIHZhbHVlJ3MgdGV4dCBmb3IgYSBtZXNzYWdlLCBuZXZlciBsb25nZXIgdGhhbiBhYm91dCB7QGxpbmtjb2RlIE1BWF9TSE9XTl9DSEFSU306XG4gKiBhIG1lc3NhZ2UgcmVwZWF0cyB3aGF0IGl0IHdhcyBnaXZlbiwgbm90IGEgbWVnYWJ5dGUgb2YgaXQsIG5vciBhIGZ1bmN0aW9uJ3Mgc291cmNlLlxuICpcbiAqIEBwYXJhbSB2YWx1ZSBUaGUgdmFsdWUgcmVmdXNlZC5cbiAqIEByZXR1cm5zIEl0cyB0ZXh0OiBhIG51bWJlciBhcyB3cml0dGVuLCBhIGJpZ2ludCB3aXRoIGl0cyBgbmAsIGEgZnVuY3Rpb24gYXMgYGEgZnVuY3Rpb25gLFxuICogICBhbnl0aGluZyBlbHNlIGFzIEpTT04gKGl0cyB0eXBlIHdoZW4gSlNPTiBoYXMgbm8gdGV4dCBmb3IgaXQsIGB1bmRlZmluZWRgIGFzXG4gKiAgIGB1bmRlZmluZWRgKTsgYSB0ZXh0IGxvbmdlciB0aGFuIHtAbGlua2NvZGUgTUFYX1NIT1dOX0NIQVJTfSBhcyB3aGF0IGl0IGlzIChgYSBzdHJpbmcgb2ZcbiAqICAgTiBjaGFyYWN0ZXJzYCwgYGFuIGFycmF5IG9mIE4gaXRlbXNgLCBgYW4gb2JqZWN0YCwgYGEgYmlnaW50IG9mIE4gZGlnaXRzYCkuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBzaG93blZhbHVlIH0gZnJvbSBcIi4vc2hvd25fdmFsdWUudHNcIjtcbiAqIGNvbnNvbGUubG9nKHNob3duVmFsdWUoXCIxXCIpLCBzaG93blZhbHVlKDEpLCBzaG93blZhbHVlKE5hTiksIHNob3duVmFsdWUodW5kZWZpbmVkKSk7IC8vIFwiMVwiIDEgTmFOIHVuZGVmaW5lZFxuICogY29uc29sZS5sb2coc2hvd25WYWx1ZSgoKSA9PiAxKSwgc2hvd25WYWx1ZShcInhcIi5yZXBlYXQoNTAwKSkpOyAvLyBhIGZ1bmN0aW9uIGEgc3RyaW5nIG9mIDUwMCBjaGFyYWN0ZXJzXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNob3duVmFsdWUodmFsdWU6IHVua25vd24pOiBzdHJpbmcge1xuICBpZiAodHlwZW9mIHZhbHVlID09PSBcIm51bWJlclwiKSByZXR1cm4gU3RyaW5nKHZhbHVlKTtcbiAgaWYgKHR5cGVvZiB2YWx1ZSA9PT0gXCJiaWdpbnRcIikge1xuICAgIGNvbnN0IGRpZ2l0cyA9IFN0cmluZyh2YWx1ZSk7XG4gICAgcmV0dXJuIGRpZ2l0cy5sZW5ndGggPD0gTUFYX1NIT1dOX0NIQVJTID8gYCR7ZGlnaXRzfW5gIDogYGEgYmlnaW50IG9mICR7ZGlnaXRzLmxlbmd0aH0gZGlnaXRzYDtcbiAgfVxuICBpZiAodHlwZW9mIHZhbHVlID09PSBcImZ1bmN0aW9uXCIpIHJldHVybiBcImEgZnVuY3Rpb25cIjtcbiAgbGV0IHRleHQ6IHN0cmluZztcbiAgdHJ5IHtcbiAgICB0ZXh0ID0gSlNPTi5zdHJpbmdpZnkodmFsdWUpID8/IFN0cmluZyh2YWx1ZSk7XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiB0eXBlb2YgdmFsdWU7IC8vIGEgY3ljbGUsIGEgdG9KU09OIHRoYXQgdGhyb3dzXG4gIH1cbiAgaWYgKHRleHQubGVuZ3RoIDw9IE1BWF9TSE9XTl9DSEFSUykgcmV0dXJuIHRleHQ7XG4gIHJldHVybiB0eXBlb2YgdmFsdWUgPT09IFwic3RyaW5nXCJcbiAgICA/IGBhIHN0cmluZyBvZiAke3ZhbHVlLmxlbmd0aH0gY2hhcmFjdGVyc2BcbiAgICA6IEFycmF5LmlzQXJyYXkodmFsdWUpXG4gICAgPyBgYW4gYXJyYXkgb2YgJHt2YWx1ZS5sZW5ndGh9IGl0ZW0ke3ZhbHVlLmxlbmd0aCA9PT0gMSA/IFwiXCIgOiBcInNcIn1gXG4gICAgOiB0eXBlb2YgdmFsdWUgPT09IFwib2JqZWN0XCJcbiAgICA/IFwiYW4gb2JqZWN0XCJcbiAgICA6IGBhICR7dHlwZW9mIHZhbHVlfWA7IC8vIGEgc3ltYm9sXG59XG5cbi8qKlxuICogV2hhdCBhbiBvcHRpb25zIHZhbHVlIGlzIHdoZW4gaXQgaXMgbm8gcGxhaW4gb3B0aW9ucyBvYmplY3QsIGZvciBhIHJlZnVzYWwncyBgKGdvdCAuLi4pYDpcbiAqIGBhbiBhcnJheWAsIG9yIHRoZSB2YWx1ZSdzIHtAbGlua2NvZGUgc2hvd25WYWx1ZX0gKGBudWxsYCwgYDVgLCBgXCJ4XCJgKTsgYHVuZGVmaW5lZGAgd2hlbiBpdFxuICogaXMgYW4gb2JqZWN0LiBTaGFyZWQgYnkgZXZlcnkgY2hlY2sgb2YgYW4gb3B0aW9ucyBvYmplY3QuXG4gKlxuICogQHBhcmFtIG9wdGlvbnMgV2hhdCBhIGNhbGwgd2FzIGdpdmVuLlxuICogQHJldHVybnMgV2hhdCBpdCBpcywgb3IgYHVuZGVmaW5lZGAgZm9yIGFuIG9iamVjdC5cbiAqIEB0aHJvd3Mge1R5cGVFcnJvcn0gV2hlbiBpdCBjYW5ub3QgYmUgbG9va2VkIGF0IChhIHJldm9rZWQgUHJveHkpOiBlYWNoIGNhbGxlciBzYXlzIHRoZVxuICogICBvcHRpb25zIGNvdWxkIG5vdCBiZSByZWFkLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgbm90QW5PcHRpb25zT2JqZWN0IH0gZnJvbSBcIi4vc2hvd25fdmFsdWUudHNcIjtcbiAqIGNvbnNvbGUubG9nKG5vdEFuT3B0aW9uc09iamVjdChbXSksIG5vdEFuT3B0aW9uc09iamVjdCg1KSwgbm90QW5PcHRpb25zT2JqZWN0KHt9KSk7IC8vIGFuIGFycmF5IDUgdW5kZWZpbmVkXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIG5vdEFuT3B0aW9uc09iamVjdChvcHRpb25zOiB1bmtub3duKTogc3RyaW5nIHwgdW5kZWZpbmVkIHtcbiAgaWYgKEFycmF5LmlzQXJyYXkob3B0aW9ucykpIHJldHVybiBcImFuIGFycmF5XCI7XG4gIHJldHVybiB0eXBlb2Ygb3B0aW9ucyA9PT0gXCJvYmplY3RcIiAmJiBvcHRpb25zICE9PSBudWxsID8gdW5kZWZpbmVkIDogc2hvd25WYWx1ZShvcHRpb25zKTtcbn1cblxuLyoqXG4gKiBSZWZ1c2VzIG9wdGlvbnMgdGhhdCBhcmUgbm8gcGxhaW4gb3B0aW9ucyBvYmplY3QgKGEgY2FsbGVyIGluIEphdmFTY3JpcHQgbWF5IHBhc3MgYW55dGhpbmcpOlxuICogYG51bGxgLCBhIHByaW1pdGl2ZSwgYW4gYXJyYXkuIFNoYXJlZCBieSBldmVyeSBwdWJsaWMgY2FsbCB0aGF0IHRha2VzIGFuIG9wdGlvbnMgb2JqZWN0LlxuICpcbiAqIEBwYXJhbSBvcHRpb25zIFdoYXQgdGhlIGNhbGwgd2FzIGdpdmVuLlxuICogQHBhcmFtIHdob3NlIE5hbWVzIHRoZSBjYWxsIGluIHRoZSBtZXNzYWdlOiBgaW5Qcm9jZXNzJ3NgLCBgYSBjb21tYW5kJ3NgLlxuICogQHRocm93cyB7VHlwZUVycm9yfSBgV0hPU0Ugb3B0aW9ucyBtdXN0IGJlIGFuIG9iamVjdCAoZ290IFZBTFVFKWAsIG9yLCBmb3IgYSByZXZva2VkIFByb3h5LCB0aGF0XG4gKiAgIHRoZXkgY291bGQgbm90IGJlIHJlYWQuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBjaGVja09wdGlvbnNPYmplY3QgfSBmcm9tIFwiLi9zaG93bl92YWx1ZS50c1wiO1xuICogdHJ5IHtcbiAqICAgY2hlY2tPcHRpb25zT2JqZWN0KFtdLCBcImluUHJvY2VzcydzXCIpO1xuICogfSBjYXRjaCAoZSkge1xuICogICBjb25zb2xlLmxvZygoZSBhcyBUeXBlRXJyb3IpLm1lc3NhZ2UpOyAvLyBpblByb2Nlc3MncyBvcHRpb25zIG11c3QgYmUgYW4gb2JqZWN0IChnb3QgYW4gYXJyYXkpXG4gKiB9XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNoZWNrT3B0aW9uc09iamVjdChvcHRpb25zOiB1bmtub3duLCB3aG9zZTogc3RyaW5nKTogYXNzZXJ0cyBvcHRpb25zIGlzIG9iamVjdCB7XG4gIGxldCBnb3Q6IHN0cmluZyB8IHVuZGVmaW5lZDtcbiAgdHJ5IHtcbiAgICBnb3QgPSBub3RBbk9wdGlvbnNPYmplY3Qob3B0aW9ucyk7XG4gIH0gY2F0Y2ggKGUpIHsgLy8gYSByZXZva2VkIFByb3h5XG4gICAgdGhyb3cgbmV3IFR5cGVFcnJvcihgJHt3aG9zZX0gb3B0aW9ucyBjb3VsZCBub3QgYmUgcmVhZDogJHsoZSBhcyBFcnJvcikubWVzc2FnZX1gLCB7XG4gICAgICBjYXVzZTogZSxcbiAgICB9KTtcbiAgfVxuICBpZiAoZ290ICE9PSB1bmRlZmluZWQpIHRocm93IG5ldyBUeXBlRXJyb3IoYCR7d2hvc2V9IG9wdGlvbnMgbXVzdCBiZSBhbiBvYmplY3QgKGdvdCAke2dvdH0pYCk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7OztDQU1DLEdBRUQsdUZBQXVGLEdBQ3ZGLE1BQU0sa0JBQWtCO0FBRXhCOzs7Ozs7Ozs7Ozs7Ozs7O0NBZ0JDLEdBQ0QsT0FBTyxTQUFTLFdBQVcsS0FBYztFQUN2QyxJQUFJLE9BQU8sVUFBVSxVQUFVLE9BQU8sT0FBTztFQUM3QyxJQUFJLE9BQU8sVUFBVSxVQUFVO0lBQzdCLE1BQU0sU0FBUyxPQUFPO0lBQ3RCLE9BQU8sT0FBTyxNQUFNLElBQUksa0JBQWtCLEdBQUcsT0FBTyxDQUFDLENBQUMsR0FBRyxDQUFDLFlBQVksRUFBRSxPQUFPLE1BQU0sQ0FBQyxPQUFPLENBQUM7RUFDaEc7RUFDQSxJQUFJLE9BQU8sVUFBVSxZQUFZLE9BQU87RUFDeEMsSUFBSTtFQUNKLElBQUk7SUFDRixPQUFPLEtBQUssU0FBUyxDQUFDLFVBQVUsT0FBTztFQUN6QyxFQUFFLE9BQU07SUFDTixPQUFPLE9BQU8sT0FBTyxnQ0FBZ0M7RUFDdkQ7RUFDQSxJQUFJLEtBQUssTUFBTSxJQUFJLGlCQUFpQixPQUFPO0VBQzNDLE9BQU8sT0FBTyxVQUFVLFdBQ3BCLENBQUMsWUFBWSxFQUFFLE1BQU0sTUFBTSxDQUFDLFdBQVcsQ0FBQyxHQUN4QyxNQUFNLE9BQU8sQ0FBQyxTQUNkLENBQUMsWUFBWSxFQUFFLE1BQU0sTUFBTSxDQUFDLEtBQUssRUFBRSxNQUFNLE1BQU0sS0FBSyxJQUFJLEtBQUssS0FBSyxHQUNsRSxPQUFPLFVBQVUsV0FDakIsY0FDQSxDQUFDLEVBQUUsRUFBRSxPQUFPLE9BQU8sRUFBRSxXQUFXO0FBQ3RDO0FBRUE7Ozs7Ozs7Ozs7Ozs7OztDQWVDLEdBQ0QsT0FBTyxTQUFTLG1CQUFtQixPQUFnQjtFQUNqRCxJQUFJLE1BQU0sT0FBTyxDQUFDLFVBQVUsT0FBTztFQUNuQyxPQUFPLE9BQU8sWUFBWSxZQUFZLFlBQVksT0FBTyxZQUFZLFdBQVc7QUFDbEY7QUFFQTs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBa0JDLEdBQ0QsT0FBTyxTQUFTLG1CQUFtQixPQUFnQixFQUFFLEtBQWE7RUFDaEUsSUFBSTtFQUNKLElBQUk7SUFDRixNQUFNLG1CQUFtQjtFQUMzQixFQUFFLE9BQU8sR0FBRztJQUNWLE1BQU0sSUFBSSxVQUFVLEdBQUcsTUFBTSw0QkFBNEIsRUFBRSxBQUFDLEVBQVksT0FBTyxFQUFFLEVBQUU7TUFDakYsT0FBTztJQUNUO0VBQ0Y7RUFDQSxJQUFJLFFBQVEsV0FBVyxNQUFNLElBQUksVUFBVSxHQUFHLE1BQU0sZ0NBQWdDLEVBQUUsSUFBSSxDQUFDLENBQUM7QUFDOUYifQ==
// denoCacheMetadata=16883230145592946610,11402949770615435957
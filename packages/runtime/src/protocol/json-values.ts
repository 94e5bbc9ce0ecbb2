/**
 * The value-count limit of incoming messages. JSON.parse cannot be
 * interrupted, and its cost follows the number of values, not the bytes: a
 * 4 MiB array of a million one-letter strings takes 50-200 ms to parse on a
 * busy 2-core machine, while every other client of the process waits. So the
 * text is counted before it is parsed. No MCP message a model writes holds
 * anywhere near the default.
 */

/** Array items and object members, at any depth, counting each container too. */
export const DEFAULT_MAX_JSON_VALUES = 100_000;

/**
 * True when `text` holds more than `max` values: it counts `,`, `[` and `{`
 * outside strings (one per value or member, give or take one per
 * container), jumping over strings with indexOf. Free for short texts (each
 * value takes at least two characters); stops at the limit otherwise.
 */
export function holdsMoreValuesThan(text: string, max: number): boolean {
  if (text.length <= 2 * max) return false;
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      i = endOfString(text, i);
      if (i < 0) return false; // Unterminated: JSON.parse refuses it at once.
    } else if (c === 0x2c /* , */ || c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++count > max) return true;
    }
  }
  return false;
}

/** The index of the quote closing the string that opens at `start`, or -1. */
function endOfString(text: string, start: number): number {
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 0x5c /* \ */) backslashes++;
    if (backslashes % 2 === 0) return quote;
    from = quote + 1;
  }
}

/**
 * Control characters a client could misrender or a reader could be fooled by:
 * C0 controls except tab, line feed and carriage return (terminal escapes
 * start with ESC), DEL, C1 controls, and the bidirectional embeddings,
 * overrides and isolates that reorder what a reader sees ("Trojan Source").
 * Marks a script needs (ZWJ, LRM/RLM) are left alone.
 */
const UNSAFE_SOURCE = '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]';

/** One test per text; almost every text is clean, so the replacing regex rarely runs. */
const UNSAFE = new RegExp(UNSAFE_SOURCE);
const UNSAFE_ALL = new RegExp(UNSAFE_SOURCE, 'g');

/** What an unsafe character becomes: visible, so tampering shows. */
export const REPLACEMENT_CHARACTER = '\uFFFD';

export function hasUnsafeText(text: string): boolean {
  return UNSAFE.test(text);
}

/** The text with every unsafe control character replaced by U+FFFD; the same string when there is none. */
export function sanitizeText(text: string): string {
  return UNSAFE.test(text) ? text.replace(UNSAFE_ALL, REPLACEMENT_CHARACTER) : text;
}

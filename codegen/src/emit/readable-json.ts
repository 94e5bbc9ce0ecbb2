/**
 * JSON text a reviewer can read: one member or item a line, indented, with
 * short arrays and objects (up to 60 characters) kept on one line. There is
 * no space after a colon and no line break inside a string (JSON escapes
 * them), so removing each line break and the indentation after it gives
 * back exactly JSON.stringify's text.
 */
const INLINE_UP_TO = 60;

export function readableJson(value: unknown, indent = ''): string {
  const compact = JSON.stringify(value);
  if (value === null || typeof value !== 'object' || compact.length <= INLINE_UP_TO) return compact;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => inner + readableJson(item, inner)).join(',\n')}\n${indent}]`;
  }
  const members = Object.entries(value as Record<string, unknown>).filter(([, member]) => member !== undefined);
  return `{\n${members.map(([key, member]) => `${inner}${JSON.stringify(key)}:${readableJson(member, inner)}`).join(',\n')}\n${indent}}`;
}

/** Undoes the layout: the compact text JSON.stringify would have written. */
export const ONE_LINE = /\n */g;

/** Text for the inside of a template literal: backslashes, backticks and `${` escaped, U+2028/U+2029 written as escapes. */
export function templateLiteralText(text: string): string {
  return text.replace(/[\\`]|\$\{|[\u2028\u2029]/g, (match) => {
    if (match === '\u2028') return '\\u2028';
    if (match === '\u2029') return '\\u2029';
    return `\\${match}`;
  });
}

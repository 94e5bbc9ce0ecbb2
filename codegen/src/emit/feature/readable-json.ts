/**
 * JSON text a reviewer can read: one member or item a line, indented, with
 * short arrays and objects (up to 60 characters) kept on one line. There is
 * no space after a colon and no line break inside a string (JSON escapes
 * them), so removing each line break and the indentation after it gives
 * back exactly JSON.stringify's text.
 */
const INLINE_UP_TO = 60;

export function readableJson(value: unknown, indent = ''): string {
  return layout(value, indent).readable;
}

/** Both forms of a value, made bottom-up so each part is serialised once. */
function layout(value: unknown, indent: string): { compact: string; readable: string } {
  if (value === null || typeof value !== 'object') {
    const compact = JSON.stringify(value) ?? 'null'; // undefined in an array, as JSON.stringify writes it
    return { compact, readable: compact };
  }
  const inner = `${indent}  `;
  const isArray = Array.isArray(value);
  const entries = isArray ? value.map((item) => ['', item] as const) : Object.entries(value as Record<string, unknown>).filter(([, member]) => member !== undefined);
  const parts = entries.map(([key, member]) => {
    const { compact, readable } = layout(member, inner);
    const head = isArray ? '' : `${JSON.stringify(key)}:`;
    return { compact: head + compact, readable: head + readable };
  });
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  const compact = `${open}${parts.map((p) => p.compact).join(',')}${close}`;
  if (compact.length <= INLINE_UP_TO || parts.length === 0) return { compact, readable: compact };
  return { compact, readable: `${open}\n${parts.map((p) => inner + p.readable).join(',\n')}\n${indent}${close}` };
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

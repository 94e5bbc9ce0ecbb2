const LINE_TERMINATORS: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * A RegExp literal for a pattern source. Every unescaped `/` is escaped, inside
 * character classes too (valid there, and it keeps CodeBlockWriter's regex
 * tracking in step); raw line terminators, which would end the literal, are
 * written as escapes.
 */
export function regexLiteral(source: string): string {
  new RegExp(source); // throws on an invalid source rather than emitting a broken literal
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char in LINE_TERMINATORS) {
      out += LINE_TERMINATORS[char];
    } else if (char === '\\' && i + 1 < source.length) {
      const next = source[++i];
      out += LINE_TERMINATORS[next] ?? char + next;
    } else {
      out += char === '/' ? '\\/' : char;
    }
  }
  return `/${out === '' ? '(?:)' : out}/`;
}

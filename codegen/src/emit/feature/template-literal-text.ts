/** Text for the inside of a template literal: backslashes, backticks and `${` escaped, U+2028/U+2029 written as escapes. */
export function templateLiteralText(text: string): string {
  return text.replace(/[\\`]|\$\{|[\u2028\u2029]/g, (match) => {
    if (match === '\u2028') return '\\u2028';
    if (match === '\u2029') return '\\u2029';
    return `\\${match}`;
  });
}

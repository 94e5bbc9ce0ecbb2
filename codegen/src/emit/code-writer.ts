import CodeBlockWriter from 'code-block-writer';

/** The house style of generated TypeScript: 2-space indent, single quotes, `\n`. */
export function createWriter(): CodeBlockWriter {
  return new CodeBlockWriter({ indentNumberOfSpaces: 2, useSingleQuote: true, newLine: '\n' });
}

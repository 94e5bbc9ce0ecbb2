import { readFileSync } from 'node:fs';

/**
 * The fenced block that follows `<!-- newcomer-test: NAME -->` in a doc: the
 * newcomer test runs the docs' own words, so they cannot drift apart.
 */
export function docBlock(file: string, name: string): string {
  const text = readFileSync(file, 'utf8');
  const marker = text.indexOf(`<!-- newcomer-test: ${name} -->`);
  if (marker < 0) throw new Error(`${file} has no <!-- newcomer-test: ${name} --> block`);
  const match = /```[a-z]*\n([\s\S]*?)```/.exec(text.slice(marker));
  if (!match) throw new Error(`${file}: no fenced block after <!-- newcomer-test: ${name} -->`);
  return match[1]!;
}

/** The commands of a ```sh block, comments dropped. */
export function shellCommands(block: string): string[] {
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

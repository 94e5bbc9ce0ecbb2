import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const GOLDEN_DIR = join(__dirname, '..', 'golden');

/**
 * Compares `actual` with the committed golden file; `UPDATE_GOLDEN=1` rewrites
 * it instead, so a generator change shows up as a reviewable diff.
 */
export function expectGolden(name: string, actual: string): void {
  // '.golden' keeps tsc, jest and linters from treating the files as sources.
  const file = join(GOLDEN_DIR, `${name}.golden`);
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, actual);
    return;
  }
  if (!existsSync(file)) {
    throw new Error(`No golden file ${name}; run the tests with UPDATE_GOLDEN=1 to create it, then review it.`);
  }
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

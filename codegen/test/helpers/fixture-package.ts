import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FIXTURES = join(__dirname, '..', 'fixtures');
const BASE_TSCONFIG = join(__dirname, '..', '..', '..', 'tsconfig.base.json');

/**
 * Copies test/fixtures/<name> into a fresh temp directory (as `<tmp>/<name>`)
 * so a test may write into it. The copy's tsconfig extends the repository
 * base by absolute path, which keeps the `paths` to @mcp-codegen/* working.
 */
export function copyFixturePackage(name: string): { root: string; dir: string } {
  const root = mkdtempSync(join(tmpdir(), 'mcpg-cli-'));
  const dir = join(root, name);
  cpSync(join(FIXTURES, name), dir, { recursive: true });
  const tsconfigPath = join(dir, 'tsconfig.json');
  const tsconfig = JSON.parse(readFileSync(tsconfigPath, 'utf8'));
  writeFileSync(tsconfigPath, JSON.stringify({ ...tsconfig, extends: BASE_TSCONFIG }, null, 2));
  return { root, dir };
}

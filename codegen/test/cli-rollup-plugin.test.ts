import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { rollup, type Plugin } from 'rollup';
import { mcpCodegen } from '../src/rollup/index.js';
import { copyFixturePackage } from './helpers/fixture-package.js';

/** An entry module that exists only in memory, so the test bundles nothing of its own. */
const entry: Plugin = {
  name: 'virtual-entry',
  resolveId: (id) => (id === 'entry' ? id : null),
  load: (id) => (id === 'entry' ? 'export const ok = 1;' : null),
};

describe('the rollup plugin', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('runs mcp-codegen build when the rollup build starts', async () => {
    const { root, dir } = copyFixturePackage('cli-ok');
    roots.push(root);
    const bundle = await rollup({ input: 'entry', plugins: [mcpCodegen({ packages: [dir] }) as Plugin, entry] });
    await bundle.close();
    expect(existsSync(join(dir, 'src/generated/feature.generated.ts'))).toBe(true);
  }, 60_000);

  it('fails the rollup build with the diagnostics of a broken package', async () => {
    const { root, dir } = copyFixturePackage('cli-broken');
    roots.push(root);
    await expect(rollup({ input: 'entry', plugins: [mcpCodegen({ packages: [dir] }) as Plugin, entry] })).rejects.toThrow(/error MCPG2\d{3}: [\s\S]*Found 1 error/);
    expect(existsSync(join(dir, 'src/generated'))).toBe(false);
  }, 60_000);
});

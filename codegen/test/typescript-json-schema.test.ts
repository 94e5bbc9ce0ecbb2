import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ts } from 'ts-morph';
import { schemaTypeScriptVersion } from '../src/load/typescript-json-schema.js';

const CLI = join(__dirname, '..', 'dist', 'cli.mjs');
const SAMPLES = join(__dirname, '..', '..', 'samples');

/** Runs the built `mcp-codegen check` in a fresh process; which of TJS and the `typescript` package got loaded. */
function loaded(sample: string): { tjs: boolean; typescript: boolean } {
  const script = `import(${JSON.stringify(CLI)}).then(async ({ main }) => {
    const code = await main(['check', ${JSON.stringify(join(SAMPLES, sample))}], { cwd: process.cwd(), stdout: { write() {} }, stderr: process.stderr, env: {} });
    if (code !== 0) throw new Error('exit ' + code);
    const files = Object.keys(require.cache);
    const tjs = files.some((f) => /[\\\\/]typescript-json-schema[\\\\/]/.test(f));
    const typescript = files.some((f) => /[\\\\/]node_modules[\\\\/]typescript[\\\\/]lib[\\\\/]/.test(f));
    process.stdout.write(JSON.stringify({ tjs, typescript }));
  });`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as { tjs: boolean; typescript: boolean };
}

/**
 * typescript-json-schema runs on the TypeScript ts-morph bundles, so a build
 * loads one compiler, not two (load/typescript-json-schema.ts). That holds
 * only while both are built for the same TypeScript minor: when an upgrade
 * of either moves it, the first test fails.
 */
describe('typescript-json-schema on ts-morph’s TypeScript', () => {
  it('depends on the TypeScript minor ts-morph bundles', () => {
    expect(schemaTypeScriptVersion().split('.').slice(0, 2).join('.')).toBe(ts.versionMajorMinor);
  });

  it('a build that needs TJS loads it without the typescript package', () => {
    expect(loaded('03-types')).toEqual({ tjs: true, typescript: false });
  });
});

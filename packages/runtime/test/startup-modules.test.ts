/**
 * What a stdio server loads before it answers initialize: node:crypto waits
 * for its first use (request states, state handles, tasks, HTTP sessions), since
 * importing it costs about 3% of a 1,000-tool server's start-up (bench/PROFILES.md,
 * cold start, wave 5). The built package in a real process, as ESM and as CJS:
 * a static `import ... from 'node:crypto'` anywhere in the bundle fails this.
 * Needs `npm run build -w @mcp-codegen/runtime`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { callOnceAndEnd, echoFeatureSource } from './piped-process';

const dist = join(__dirname, '..', 'dist');

const featureSource = echoFeatureSource();

// Writes the builtins loaded so far to stderr when the initialize reply is written.
const reportAtInitialize = `
const write = process.stdout.write;
process.stdout.write = function (chunk, ...rest) {
  if (String(chunk).includes('"id":1,')) process.stderr.write('LOADED ' + JSON.stringify(process.moduleLoadList.filter((m) => m.startsWith('NativeModule '))) + '\\n');
  return write.call(this, chunk, ...rest);
};
`;

function scripts(before = { cjs: '', esm: '' }) {
  return {
    cjs: ['-e', `${before.cjs}${reportAtInitialize}const { serve } = require(${JSON.stringify(join(dist, 'index.cjs'))});${featureSource}serve([feature], { name: 'p' });`],
    esm: ['--input-type=module', '-e', `${before.esm}${reportAtInitialize}const { serve } = await import(${JSON.stringify(join(dist, 'index.mjs'))});${featureSource}await serve([feature], { name: 'p' });`],
  };
}

async function loadedAtInitialize(args: string[]): Promise<string[]> {
  if (!existsSync(join(dist, 'index.cjs'))) throw new Error(`${dist} is missing: run \`npm run build -w @mcp-codegen/runtime\` first.`);
  const { code, stdout, stderr } = await callOnceAndEnd(args, { name: 'echo', arguments: { text: 'hi' } });
  expect(code).toBe(0);
  expect(stdout).toContain('"id":2');
  const line = stderr.split('\n').find((l) => l.startsWith('LOADED '));
  if (!line) throw new Error(`no module list on stderr:\n${stderr}`);
  return JSON.parse(line.slice('LOADED '.length)) as string[];
}

describe.each(Object.entries(scripts()))('a %s stdio server, at its initialize reply', (_format, args) => {
  it('has not loaded node:crypto', async () => {
    expect(await loadedAtInitialize(args)).not.toContain('NativeModule crypto');
  });
});

const loadingCrypto = scripts({ cjs: "require('node:crypto');", esm: "await import('node:crypto');" });
describe.each(Object.entries(loadingCrypto))('the check, in a %s app that loads node:crypto itself', (_format, args) => {
  it('sees it', async () => {
    expect(await loadedAtInitialize(args)).toContain('NativeModule crypto');
  });
});

/**
 * A generated feature's tool list text (lists.generated.js) is not loaded
 * before the initialize reply, and is loaded before the first tools/list
 * reply: with 1,000 tools it is ~380 KB, and compiling it cost a third of the
 * start-up in fresh memory pages (bench/PROFILES.md, cold start, wave 6).
 * A real stdio process serving the built sample (samples/01-notes/dist, as a
 * user's package ships it) with the built runtime; a module load hook writes
 * to stderr when Node loads the lists module, and the app writes there when a
 * reply goes out, both with writeSync on fd 2, so stderr has the true order.
 * Needs `npm run build:packages` and `npm run build:samples`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const runtime = join(root, 'packages', 'runtime', 'dist', 'index.mjs');
const sample = join(root, 'samples', '01-notes', 'dist', 'index.js');

const hooks = `import { writeSync } from 'node:fs';
export async function load(url, context, next) {
  if (url.endsWith('/lists.generated.js')) writeSync(2, 'LOADED lists\\n');
  return next(url, context);
}`;
const registerHooks = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});`;

const app = `
import { writeSync } from 'node:fs';
const write = process.stdout.write;
process.stdout.write = function (chunk, ...rest) {
  for (const id of [1, 2]) if (String(chunk).includes('"id":' + id + ',')) writeSync(2, 'REPLY ' + id + '\\n');
  return write.call(this, chunk, ...rest);
};
const { serve } = await import(${JSON.stringify(runtime)});
const { feature } = await import(${JSON.stringify(sample)});
await serve([feature], { name: 'startup-lists' });
`;

/** initialize; after its reply, initialized and tools/list; after that reply, stdin ends. The stderr lines in order. */
async function events(): Promise<string[]> {
  const child = spawn(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(registerHooks)}`, '--input-type=module', '-e', app], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
    const replies = stdout.split('\n').length - 1;
    if (replies === 1 && !stdout.includes('"id":2')) {
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' })}\n`);
    }
    if (replies === 2) child.stdin.end();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } })}\n`);
  expect(await exited).toBe(0);
  expect(stdout).toContain('"name":"addNote"');
  return stderr.split('\n').filter((line) => /^(LOADED|REPLY) /.test(line));
}

describe('a stdio server of a generated feature', () => {
  it('loads the tool list text after the initialize reply and before the first list reply', async () => {
    for (const file of [runtime, sample]) if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build:packages && npm run build:samples\` first.`);
    expect(await events()).toEqual(['REPLY 1', 'LOADED lists', 'REPLY 2']);
  });
});

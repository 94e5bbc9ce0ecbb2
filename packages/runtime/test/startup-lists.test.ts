/**
 * A generated feature's tool list text (lists.generated.js) is not loaded
 * before the initialize reply, and is loaded before the first tools/list
 * reply: with 1,000 tools it is ~380 KB, and compiling it cost a third of the
 * start-up in fresh memory pages (bench/PROFILES.md, cold start, wave 6).
 * In an ES module package the text is read out of that module's file instead
 * of compiling it (toolListFromModuleFile), and imported when it cannot be:
 * both give the same bytes.
 * A real stdio process serving the built sample (samples/01-notes/dist, as a
 * user's package ships it) with the built runtime; a module load hook writes
 * to stderr when Node loads the lists module, the app when fs reads its file
 * and when a reply goes out, all with writeSync on fd 2, so stderr has the
 * true order. Needs `npm run build:packages` and `npm run build:samples`.
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

// With UNREADABLE_LISTS set, reading the lists module's file fails, as where there is no file: the import is the fallback.
const app = `
import fs, { writeSync } from 'node:fs';
const readFileSync = fs.readFileSync;
fs.readFileSync = function (file, ...rest) {
  if (String(file).endsWith('/lists.generated.js')) {
    if (process.env.UNREADABLE_LISTS) throw new Error('unreadable');
    writeSync(2, 'READ lists\\n');
  }
  return readFileSync.call(this, file, ...rest);
};
const write = process.stdout.write;
process.stdout.write = function (chunk, ...rest) {
  for (const id of [1, 2]) if (String(chunk).includes('"id":' + id + ',')) writeSync(2, 'REPLY ' + id + '\\n');
  return write.call(this, chunk, ...rest);
};
const { serve } = await import(${JSON.stringify(runtime)});
const { feature } = await import(${JSON.stringify(sample)});
await serve([feature], { name: 'startup-lists' });
`;

/** initialize; after its reply, initialized and tools/list; after that reply, stdin ends. The stderr lines in order, and stdout. */
async function events(env: Record<string, string> = {}): Promise<{ events: string[]; stdout: string }> {
  const child = spawn(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(registerHooks)}`, '--input-type=module', '-e', app], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
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
  return { events: stderr.split('\n').filter((line) => /^(LOADED|READ|REPLY) /.test(line)), stdout };
}

describe('a stdio server of a generated feature', () => {
  it('reads the tool list text after the initialize reply and before the first list reply; imports it when it cannot', async () => {
    for (const file of [runtime, sample]) if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build:packages && npm run build:samples\` first.`);
    const read = await events();
    const imported = await events({ UNREADABLE_LISTS: '1' });
    expect(read.events).toEqual(['REPLY 1', 'READ lists', 'REPLY 2']);
    expect(imported.events).toEqual(['REPLY 1', 'LOADED lists', 'REPLY 2']);
    expect(read.stdout).toBe(imported.stdout);
  });
});

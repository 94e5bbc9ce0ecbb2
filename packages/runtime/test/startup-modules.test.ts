/**
 * What a stdio server loads before it answers initialize: node:crypto
 * and node:fs/promises wait for their first use
 * (src/lazy-builtins.ts), since importing them costs a 1,000-tool server's
 * start-up a measurable share (bench/PROFILES.md, cold start, waves 5 and 13).
 * The built package in a real process, as ESM and as CJS: a static
 * `import ... from 'node:crypto'` (or the others) anywhere in the bundle fails this.
 * The 2026-07-28 method table and the tasks runner (chunks/modern-table) load on
 * the first modern request: a 2025 session (initialize, a tools/call) never loads
 * them (wave 6); a static import of modern-table.ts in server.ts fails this.
 * The Streamable HTTP exchange (chunks/exchange: POST and GET handling, HTTP
 * sessions) loads on an HTTP handler's first request (wave 7): a static import of
 * exchange/ in streamable-http-handler.ts fails this.
 * Needs `npm run build -w @mcp-codegen/runtime`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { callOnceAndEnd, echoFeatureSource } from './piped-process';

const dist = join(__dirname, '..', 'dist');

const featureSource = echoFeatureSource();

/** Builtins no stdio server loads before its first request; src/lazy-builtins.ts loads them. */
const LAZY_BUILTINS = ['crypto', 'fs/promises'];

/** Chunks a 2025 stdio session never loads; each is a file of its own only while nothing imports it statically. */
const LAZY_CHUNKS = ['modern-table', 'exchange'];
const chunkOf = (file: string) => /^chunks\/(.+)\.[cm]js$/.exec(file)?.[1];

// Writes the builtins loaded so far to stderr when the initialize reply is written; CommonJS: the files
// required by the end of the process (stderr is a pipe: written synchronously, at exit too).
const reportAtInitialize = `
const write = process.stdout.write;
process.stdout.write = function (chunk, ...rest) {
  if (String(chunk).includes('"id":1,')) process.stderr.write('LOADED ' + JSON.stringify(process.moduleLoadList.filter((m) => m.startsWith('NativeModule '))) + '\\n');
  return write.call(this, chunk, ...rest);
};
if (typeof require === 'function') process.on('exit', () => process.stderr.write(Object.keys(require.cache).map((file) => 'LOADED-FILE ' + file + '\\n').join('')));
`;

// ESM: a resolve hook (module.register; it runs on the loader's thread) writes each module it resolves to stderr.
const resolveHook = `import { writeSync } from 'node:fs'; export async function resolve(specifier, context, next) { const found = await next(specifier, context); writeSync(2, 'LOADED-FILE ' + found.url + '\\n'); return found; }`;
const registerHook = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(resolveHook)}`)});`;

function scripts(before = { cjs: '', esm: '' }) {
  return {
    cjs: ['-e', `${before.cjs}${reportAtInitialize}const { serve } = require(${JSON.stringify(join(dist, 'index.cjs'))});${featureSource}serve([feature], { name: 'p' });`],
    esm: ['--import', `data:text/javascript,${encodeURIComponent(registerHook)}`, '--input-type=module', '-e', `${before.esm}${reportAtInitialize}const { serve } = await import(${JSON.stringify(join(dist, 'index.mjs'))});${featureSource}await serve([feature], { name: 'p' });`],
  };
}

async function run(args: string[]): Promise<string> {
  if (!existsSync(join(dist, 'index.cjs'))) throw new Error(`${dist} is missing: run \`npm run build -w @mcp-codegen/runtime\` first.`);
  const { code, stdout, stderr } = await callOnceAndEnd(args, { name: 'echo', arguments: { text: 'hi' } });
  expect(code).toBe(0);
  expect(stdout).toContain('"id":2');
  return stderr;
}

async function loadedAtInitialize(args: string[]): Promise<string[]> {
  const stderr = await run(args);
  const line = stderr.split('\n').find((l) => l.startsWith('LOADED '));
  if (!line) throw new Error(`no module list on stderr:\n${stderr}`);
  return JSON.parse(line.slice('LOADED '.length)) as string[];
}

/** The package's files a whole 2025 session loaded (initialize, one tools/call), relative to dist. */
async function distFilesLoaded(args: string[]): Promise<string[]> {
  const stderr = await run(args);
  const files = stderr.split('\n').filter((l) => l.startsWith('LOADED-FILE ')).map((l) => l.slice('LOADED-FILE '.length).replace(/^file:\/\//, ''));
  if (!files.some((file) => file.endsWith(join('dist', 'chunks', 'index.cjs')) || file.endsWith(join('dist', 'chunks', 'index.mjs')))) throw new Error(`no file list on stderr:\n${stderr}`);
  return files.filter((file) => file.startsWith(dist)).map((file) => file.slice(dist.length + 1));
}

describe.each(Object.entries(scripts()))('a %s stdio server, at its initialize reply', (_format, args) => {
  it('has not loaded node:crypto nor node:fs/promises', async () => {
    const loaded = await loadedAtInitialize(args);
    expect(LAZY_BUILTINS.filter((id) => loaded.includes(`NativeModule ${id}`))).toEqual([]);
  });

  it('never loads the 2026-07-28 table and the tasks runner (chunks/modern-table), nor the HTTP exchange (chunks/exchange)', async () => {
    // Chunks of their own: a static import would put them in chunks/index, loaded at once, and there would be no such files.
    for (const chunk of LAZY_CHUNKS) expect([chunk, existsSync(join(dist, 'chunks', `${chunk}.mjs`)) && existsSync(join(dist, 'chunks', `${chunk}.cjs`))]).toEqual([chunk, true]);
    expect((await distFilesLoaded(args)).filter((file) => LAZY_CHUNKS.includes(chunkOf(file) ?? ''))).toEqual([]);
  });
});

const loadingBuiltins = scripts({
  cjs: LAZY_BUILTINS.map((id) => `require('node:${id}');`).join(''),
  esm: LAZY_BUILTINS.map((id) => `await import('node:${id}');`).join(''),
});
describe.each(Object.entries(loadingBuiltins))('the check, in a %s app that loads those builtins itself', (_format, args) => {
  it('sees them', async () => {
    const loaded = await loadedAtInitialize(args);
    expect(LAZY_BUILTINS.filter((id) => !loaded.includes(`NativeModule ${id}`))).toEqual([]);
  });
});

const loadingChunks = scripts({
  cjs: LAZY_CHUNKS.map((chunk) => `require(${JSON.stringify(join(dist, 'chunks', `${chunk}.cjs`))});`).join(''),
  esm: LAZY_CHUNKS.map((chunk) => `await import(${JSON.stringify(join(dist, 'chunks', `${chunk}.mjs`))});`).join(''),
});
describe.each(Object.entries(loadingChunks))('the check, in a %s app that loads those chunks itself', (_format, args) => {
  it('sees them', async () => {
    const seen = new Set((await distFilesLoaded(args)).map(chunkOf));
    expect(LAZY_CHUNKS.filter((chunk) => !seen.has(chunk))).toEqual([]);
  });
});

// The exchange's own code in chunks/exchange, none of it in chunks/index: a static import of any of its
// modules from the index's graph would move that code back into start-up without removing the chunk.
const EXCHANGE_DECLARATIONS = ['handlePost', 'handleGet', 'HttpSession'];
describe.each(['mjs', 'cjs'])('the built runtime (%s)', (ext) => {
  const declares = (chunk: string, name: string) => new RegExp(`(function|class) ${name}\\b`).test(readFileSync(join(dist, 'chunks', `${chunk}.${ext}`), 'utf8'));
  it('declares the HTTP exchange in chunks/exchange, not in chunks/index', () => {
    expect(EXCHANGE_DECLARATIONS.filter((name) => !declares('exchange', name))).toEqual([]);
    expect(EXCHANGE_DECLARATIONS.filter((name) => declares('index', name))).toEqual([]);
  });
});

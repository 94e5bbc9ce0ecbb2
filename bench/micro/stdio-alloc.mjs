#!/usr/bin/env node
// Bytes allocated per stdio tools/call, in process: harness-like lines (new ids and sums each call,
// 64 lines a chunk) through a StdioServerTransport, counted as the heap's growth over a batch with
// no GC in it (the tool gives itself a large young generation for that; users get no flags).
//
//   node --expose-gc --min-semi-space-size=64 --max-semi-space-size=64 bench/micro/stdio-alloc.mjs /tmp/ours/feature-1 [valid|invalid] [calls]
// It runs the runtime its own folder resolves, whatever the feature: to pair two builds, copy it beside
// each (cp bench/micro/stdio-alloc.mjs /tmp/ours/) and run each copy.
import { PassThrough, Writable } from 'node:stream';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import { createServer, StdioServerTransport } from '@mcp-codegen/runtime';

const [featureDir, kind = 'valid', calls = '8192'] = process.argv.slice(2);
if (!featureDir || typeof gc !== 'function') throw new Error('usage: node --expose-gc --min-semi-space-size=64 --max-semi-space-size=64 bench/micro/stdio-alloc.mjs <feature dir> [valid|invalid] [calls]');
const { feature } = await import(pathToFileURL(resolve(featureDir, 'dist', 'index.js')).href);
const quiet = { debug() {}, info() {}, warn() {}, error: (...args) => console.error(...args) };
const server = createServer([feature], { logger: quiet });

const input = new PassThrough();
let lines = 0;
let waiter;
const output = new Writable({
  write(chunk, _encoding, callback) {
    for (let at = chunk.indexOf(0x0a); at !== -1; at = chunk.indexOf(0x0a, at + 1)) lines++;
    if (waiter && lines >= waiter.lines) waiter.resolve();
    callback();
  },
});
await server.connect(new StdioServerTransport({ input, output }));

let seq = 0;
const line = kind === 'invalid'
  ? (s) => `{"jsonrpc":"2.0","id":${s},"method":"tools/call","params":{"name":"add","arguments":{"a":"x${s}","b":1}}}\n`
  : (s) => `{"jsonrpc":"2.0","id":${s},"method":"tools/call","params":{"name":"add","arguments":{"a":${s},"b":1}}}\n`;
// The chunks are made before counting, so only the server's allocations are counted (and the Buffer
// the stream makes of each chunk, as stdin would).
function chunks(count) {
  const out = [];
  for (let sent = 0; sent < count; sent += 64) {
    let text = '';
    for (let i = 0; i < 64; i++) text += line(++seq);
    out.push(Buffer.from(text));
  }
  return out;
}
async function run(list) {
  for (const chunk of list) {
    const replied = new Promise((resolve) => (waiter = { lines: lines + 64, resolve }));
    input.write(chunk);
    await replied;
  }
}

let gcs = 0;
new PerformanceObserver((list) => (gcs += list.getEntries().length)).observe({ entryTypes: ['gc'] });
await run(chunks(20_000)); // warm-up, and the classes load
const results = [];
for (let round = 0; round < 5; round++) {
  const list = chunks(Number(calls));
  gc();
  await new Promise((r) => setTimeout(r, 20)); // the observer hears of that GC before counting starts
  const gcsBefore = gcs;
  const before = v8.getHeapStatistics().used_heap_size;
  await run(list);
  const after = v8.getHeapStatistics().used_heap_size;
  await new Promise((r) => setTimeout(r, 20));
  if (gcs !== gcsBefore) { console.error('a GC ran during the batch; use a larger young generation'); continue; }
  results.push((after - before) / Number(calls));
}
console.log(`stdio ${kind} tools/call: ${results.map((b) => b.toFixed(0)).join(' ')} bytes allocated per call`);
process.exit(0);

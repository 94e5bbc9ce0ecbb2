#!/usr/bin/env node
// Server CPU per tools/call on stdio, in process: 64-line chunks through a
// StdioServerTransport (the harness's 64 in flight), no second process and so
// little noise on a shared machine. Use it to compare changes; confirm with
// the harness's paired ratios.
//
//   node bench/harness-server.mjs --out /tmp/ours && node bench/micro/stdio.mjs /tmp/ours/feature-1 [valid|invalid] [calls]
import { PassThrough, Writable } from 'node:stream';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer, StdioServerTransport } from '@mcp-codegen/runtime';

const [featureDir, kind = 'valid', calls = '200000'] = process.argv.slice(2);
if (!featureDir) throw new Error('usage: node bench/micro/stdio.mjs <feature dir built by bench/harness-server.mjs> [valid|invalid] [calls]');
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

const args = kind === 'invalid' ? { a: 'x1', b: 1 } : { a: 2, b: 3 };
const chunk = `${Array.from({ length: 64 }, (_, i) => JSON.stringify({ jsonrpc: '2.0', id: i + 1, method: 'tools/call', params: { name: 'add', arguments: args } })).join('\n')}\n`;
async function run(count) {
  for (let sent = 0; sent < count; sent += 64) {
    const replied = new Promise((resolve) => (waiter = { lines: lines + 64, resolve }));
    input.write(chunk);
    await replied;
  }
}

await run(20_000); // warm-up, and the classes load
const before = process.cpuUsage();
await run(Number(calls));
const used = process.cpuUsage(before);
console.log(`stdio ${kind} tools/call, 64 per chunk: ${((used.user + used.system) / Number(calls)).toFixed(2)} µs CPU per call`);
process.exit(0);

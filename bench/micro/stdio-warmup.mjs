#!/usr/bin/env node
// The independent harness's `list` phase, then three more of its batches: a fresh stdio server,
// initialize, 31 tools/list, then 4 × 5,000 pipelined `add` calls (64 in flight), each batch's
// server CPU per call (every thread, from /proc/<pid>/task/*/schedstat; Linux only). The first
// batch is the harness's row; the later ones show what is warm-up and what is per call.
//
//   node bench/harness-server.mjs --out /tmp/ours
//   node bench/micro/stdio-warmup.mjs node /tmp/ours/app.mjs /tmp/ours/feature-1000
//   BENCH_TOOLS=1000 node bench/micro/stdio-warmup.mjs node ../shared/bench/servers/floor/stdio.mjs
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const command = process.argv.slice(2);
if (command.length === 0) throw new Error('usage: node bench/micro/stdio-warmup.mjs <server command…>');
const child = spawn(command[0], command.slice(1), { stdio: ['pipe', 'pipe', 'inherit'] });

function cpuMs(pid) {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
  return ns / 1e6;
}

const waiting = new Map();
let buffered = '';
child.stdout.setEncoding('utf8').on('data', (chunk) => {
  buffered += chunk;
  let newline;
  while ((newline = buffered.indexOf('\n')) !== -1) {
    const message = JSON.parse(buffered.slice(0, newline));
    buffered = buffered.slice(newline + 1);
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  }
});
let nextId = 1;
function request(method, params) {
  const id = nextId++;
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
  return new Promise((resolve) => waiting.set(id, resolve));
}

/** `count` add calls, `inFlight` at a time (closed loop); every answer checked. */
function batch(count, inFlight) {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let done = 0;
    const sendOne = () => {
      const a = sent++;
      request('tools/call', { name: 'add', arguments: { a, b: 1 } }).then((reply) => {
        if (reply.result?.content?.[0]?.text !== String(a + 1)) return reject(new Error(`wrong answer: ${JSON.stringify(reply)}`));
        if (++done === count) resolve();
        else if (sent < count) sendOne();
      });
    };
    for (let i = 0; i < Math.min(inFlight, count); i++) sendOne();
  });
}

await request('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'stdio-warmup', version: '0' } });
child.stdin.write('{"jsonrpc":"2.0","method":"notifications/initialized"}\n');
for (let i = 0; i < 31; i++) await request('tools/list', {});
for (let round = 1; round <= 4; round++) {
  const before = cpuMs(child.pid);
  const started = performance.now();
  await batch(5_000, 64);
  const seconds = (performance.now() - started) / 1000;
  console.log(`batch ${round}: ${Math.round(5_000 / seconds)} calls/s, ${(((cpuMs(child.pid) - before) * 1000) / 5_000).toFixed(2)} µs server CPU per call`);
}
child.stdin.end(); // the server exits when its input ends

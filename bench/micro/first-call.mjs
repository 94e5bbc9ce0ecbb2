#!/usr/bin/env node
// The first tools/call of a stdio server sent the moment its first tools/list is answered, the
// second call, then 5,000 calls sent at once. With LISTS=30, the calls come after 30 lists, as in
// the independent harness's "tools/call pipelined with 1,000 tools" row (no warm-up call before
// them). Wall time at the client; each command is started with BENCH_TOOLS=1000 (the harness's
// floor reads it) and must serve the harness's `add`.
//
//   node bench/micro/first-call.mjs 3 "node <bench>/servers/floor/stdio.mjs" "node /tmp/ours/app.mjs /tmp/ours/feature-1000"
//   LISTS=30 node bench/micro/first-call.mjs 3 …
import { spawn } from 'node:child_process';

const [rounds = '3', ...commands] = process.argv.slice(2);
if (commands.length === 0) throw new Error('usage: node bench/micro/first-call.mjs <rounds> "<command>"...');

async function measure(command) {
  const child = spawn('/bin/sh', ['-c', `exec ${command}`], { stdio: ['pipe', 'pipe', 'ignore'], env: { ...process.env, BENCH_TOOLS: '1000' } });
  const waiting = new Map();
  let buffer = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      waiting.get(message.id)?.(message);
    }
  });
  let id = 0;
  const request = (method, params) =>
    new Promise((resolve) => {
      waiting.set(++id, resolve);
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  const call = async () => {
    const reply = await request('tools/call', { name: 'add', arguments: { a: 2, b: 3 } });
    if (reply.result?.content?.[0]?.text !== '5') throw new Error(`unexpected reply: ${JSON.stringify(reply)}`);
  };
  const timed = async (work) => {
    const start = performance.now();
    await work();
    return performance.now() - start;
  };
  await request('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'first-call', version: '1' } });
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
  for (let i = 0; i < Number(process.env.LISTS ?? 1); i++) await request('tools/list', {});
  const first = await timed(call);
  const second = await timed(call);
  const many = await timed(() => Promise.all(Array.from({ length: 5000 }, call)));
  child.kill();
  return { first, second, many };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = commands.map(() => ({ first: [], second: [], many: [] }));
for (let round = 0; round < Number(rounds); round++) {
  for (const [i, command] of commands.entries()) {
    const { first, second, many } = await measure(command);
    results[i].first.push(first);
    results[i].second.push(second);
    results[i].many.push(many);
  }
}
for (const [i, command] of commands.entries()) {
  const r = results[i];
  console.log(`${command}\n  first call ${median(r.first).toFixed(1)} ms, second ${median(r.second).toFixed(2)} ms, 5,000 at once ${median(r.many).toFixed(0)} ms`);
}
console.log(`medians of ${rounds} rounds`);

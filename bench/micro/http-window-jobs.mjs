#!/usr/bin/env node
// TurboFan jobs in the independent harness's window, per server: each command is started with
// --trace-opt (stdout piped unbuffered), sent the harness's probe and 1,000 warm-up 2025 tools/calls,
// then the 10,000 requests of the window; the jobs V8 reports completed during the window are counted,
// with the sum of the times they report (wall times of V8's compile threads: they grow with the load,
// the count does not move much). Rounds alternate the servers' order. NAMES=1 lists the functions;
// ERA=modern sends the harness's 2026-07-28 request (the `_meta` envelope and the Mcp-* headers).
//
//   node bench/micro/http-window-jobs.mjs 3 "node /tmp/hb/servers/floor/http.mjs" "node /tmp/ours/app.mjs /tmp/ours/feature-1 --http" [...]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { drive as driveRaw, harnessRequest } from './raw-http-drive.mjs';
import { freePort, connects } from './ports.mjs';

const [rounds = '3', ...commands] = process.argv.slice(2);
if (commands.length < 1) throw new Error('usage: node bench/micro/http-window-jobs.mjs <rounds> "<command>"...');
const era = process.env.ERA === 'modern' ? 'modern' : 'legacy';

async function start(command, port) {
  const line = command.replace(/^node /, 'node --trace-opt ');
  const child = spawn('/bin/sh', ['-c', `exec stdbuf -o0 ${line}`], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'ignore'] });
  child.trace = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (child.trace += chunk));
  while (!(await connects(port))) await new Promise((resolve) => setTimeout(resolve, 20));
  return child;
}

/** Jobs completed in a piece of trace: their count, the sum of their reported times (ms), and each job's function and time. */
function jobs(trace) {
  const done = [...trace.matchAll(/\[completed compiling [^\]]*?<JSFunction ([^ >]*)[^\]]*?took ([\d.]+), ([\d.]+), ([\d.]+) ms\]/g)];
  const list = done.map((m) => ({ name: m[1] || '(anonymous)', ms: Number(m[2]) + Number(m[3]) + Number(m[4]) }));
  return { count: list.length, ms: list.reduce((sum, job) => sum + job.ms, 0), list };
}

const results = commands.map(() => []);
for (let round = 0; round < Number(rounds); round++) {
  const order = round % 2 ? [...commands.keys()].reverse() : [...commands.keys()];
  for (const i of order) {
    const port = await freePort();
    const child = await start(commands[i], port);
    const { body, headers, bytes } = harnessRequest(port, era);
    await (await fetch(`http://127.0.0.1:${port}/mcp`, { method: 'POST', headers, body })).text();
    await driveRaw(port, 1_000, bytes);
    await new Promise((resolve) => setTimeout(resolve, 200)); // jobs of the warm-up finish before the window
    const mark = child.trace.length;
    await driveRaw(port, 10_000, bytes);
    await new Promise((resolve) => setTimeout(resolve, 200)); // jobs the window started finish
    results[i].push(jobs(child.trace.slice(mark)));
    child.kill();
  }
}
for (const [i, command] of commands.entries()) {
  console.log(`${command}\n  window jobs ${results[i].map((r) => r.count).join(', ')}; compile ms ${results[i].map((r) => r.ms.toFixed(0)).join(', ')}`);
  // NAMES=1: each function compiled in the window: in how many rounds, and its compile ms per round (mean).
  if (process.env.NAMES) {
    const byName = new Map();
    for (const r of results[i]) {
      for (const name of new Set(r.list.map((job) => job.name))) (byName.get(name) ?? byName.set(name, { rounds: 0, ms: 0 }).get(name)).rounds++;
      for (const job of r.list) byName.get(job.name).ms += job.ms;
    }
    const rows = [...byName].sort((a, b) => b[1].ms - a[1].ms);
    console.log(rows.map(([name, { rounds, ms }]) => `    ${rounds} ${(ms / results[i].length).toFixed(1).padStart(6)} ms ${name}`).join('\n'));
  }
}
console.log(`load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);

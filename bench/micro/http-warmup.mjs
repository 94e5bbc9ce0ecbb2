#!/usr/bin/env node
// Server CPU per stateless tools/call in the independent harness's window and in steady state, for
// two or more servers, paired per round. Each round starts every server afresh, then per server:
// the harness's probe (one request through fetch, on a connection of its own, answered before
// anything else is sent), 1,000 warm-up requests, 10,000 measured ("window": what the harness
// reports), 30,000 more, 10,000 measured ("steady"). Raw keep-alive requests on 16 connections, the
// harness's headers; CPU of every thread from /proc/<pid>/task/*/schedstat (Linux only), with the
// main thread's share beside it: the other threads are mostly V8's concurrent TurboFan jobs.
// With --zone, each server also runs with --turbo-stats-nvp and prints the bytes TurboFan's zones
// allocated over the whole run (probe, warm-up and window; no steady phase): a measure of
// compile work that does not move with the machine's load.
//
//   node bench/micro/http-warmup.mjs legacy|modern 6 "<floor command>" "<our command>" [...]
//   node bench/micro/http-warmup.mjs legacy 3 --zone "node ../shared/bench/servers/floor/http.mjs" "node /tmp/ours/app.mjs /tmp/ours/feature-1 --http"
//
// Each command is started with PORT and HOST=127.0.0.1 and must serve POST /mcp. A third command and
// more are also paired with the second (before and after a change, with the floor first).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { drive as driveRaw, harnessRequest } from './raw-http-drive.mjs';
import { freePort, connects } from './ports.mjs';

const args = process.argv.slice(2);
const zone = args.includes('--zone');
const [era = 'legacy', rounds = '6', ...commands] = args.filter((arg) => arg !== '--zone');
if (commands.length < 2) throw new Error('usage: node bench/micro/http-warmup.mjs legacy|modern <rounds> [--zone] "<baseline command>" "<command>"...');


/** CPU time in µs of the main thread and of all the others. */
function cpuMicros(pid) {
  let main = 0;
  let other = 0;
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      const micros = Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]) / 1000;
      if (thread === String(pid)) main += micros;
      else other += micros;
    } catch {
      // The thread ended.
    }
  }
  return { main, other };
}


// --zone: TurboFan's statistics are printed at exit, so SIGTERM must exit (the floor does not handle it).
const EXIT_ON_TERM = 'data:text/javascript,process.prependListener("SIGTERM",()=>process.exit(0))';

async function start(command, port) {
  const flags = zone ? `--turbo-stats-nvp --import '${EXIT_ON_TERM}' ` : '';
  const line = command.replace(/^node /, `node ${flags}`);
  const child = spawn('/bin/sh', ['-c', `exec ${line}`], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', zone ? 'pipe' : 'ignore', 'ignore'] });
  let stats = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk) => (stats += chunk));
  child.zoneBytes = () => [...stats.matchAll(/"V8\.TF\w+_space"=(\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
  for (let i = 0; i < 400 && !(await connects(port)); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return child;
}

function requestBytes(port) {
  return harnessRequest(port, era).bytes;
}

/**
 * The harness's probe: one request through fetch before the warm-up. Without it the warm-up's 16
 * first requests meet a server that has answered none, which changes what V8 learns early (a
 * node-internal function then deoptimised in the window for our server and not for the floor).
 */
async function probe(port) {
  const { headers, body } = harnessRequest(port, era);
  const text = await (await fetch(`http://127.0.0.1:${port}/mcp`, { method: 'POST', headers, body })).text();
  if (!text.includes('"text":"5"')) throw new Error(`unexpected probe answer: ${text}`);
}

/** Sends `count` requests (raw-http-drive.mjs). */
function drive(port, count) {
  return driveRaw(port, count, requestBytes(port));
}


const exited = (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
const results = commands.map(() => ({ window: [], windowMain: [], steady: [], steadyMain: [], zoneMB: [] }));
for (let round = 0; round < Number(rounds); round++) {
  const servers = [];
  for (const [i, command] of commands.entries()) {
    const port = await freePort();
    servers.push({ i, port, child: await start(command, port) });
  }
  const order = round % 2 ? [...servers].reverse() : servers;
  const measure = async (phase) => {
    for (const { i, port, child } of order) {
      const before = cpuMicros(child.pid);
      await drive(port, 10_000);
      const after = cpuMicros(child.pid);
      results[i][phase].push((after.main - before.main + after.other - before.other) / 10_000);
      results[i][`${phase}Main`].push((after.main - before.main) / 10_000);
    }
  };
  for (const { port } of order) {
    await probe(port);
    await drive(port, 1_000);
  }
  await measure('window');
  if (zone) {
    for (const { i, child } of servers) {
      child.kill();
      await exited(child);
      results[i].zoneMB.push(child.zoneBytes() / 1e6);
    }
    continue;
  }
  for (const { port } of order) await drive(port, 30_000);
  await measure('steady');
  for (const { child } of servers) child.kill();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ratio = (i, phase, to = 0) => median(results[i][phase].map((value, round) => value / results[to][phase][round])).toFixed(3);
for (const [i, command] of commands.entries()) {
  const r = results[i];
  let line = `  window ${median(r.window).toFixed(1)} µs (main thread ${median(r.windowMain).toFixed(1)}) ×${ratio(i, 'window')}`;
  line += zone ? ` | TurboFan zones ${median(r.zoneMB).toFixed(1)} MB ×${ratio(i, 'zoneMB')}` : ` | steady ${median(r.steady).toFixed(1)} µs (main thread ${median(r.steadyMain).toFixed(1)}) ×${ratio(i, 'steady')}`;
  // A third server and more: also paired with the second (a build before a change, say).
  if (i >= 2) line += `\n  ÷ the second server, per round: window ×${ratio(i, 'window', 1)}` + (zone ? ` zones ×${ratio(i, 'zoneMB', 1)}` : ` steady ×${ratio(i, 'steady', 1)}`);
  console.log(`${era} ${command}\n${line}`);
}
console.log(`medians of ${rounds} rounds; × is the median of per-round ratios to the first server; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);

#!/usr/bin/env node
// Server CPU per stateless Streamable HTTP tools/call over loopback, for two
// or more servers in the same run, rounds interleaved: raw keep-alive requests
// on 16 connections (the client does little, so it disturbs the servers
// little), the servers' CPU from /proc (every thread). Prints each round and
// the median of the per-round ratios to the first server.
//
//   node bench/micro/http-wire.mjs legacy|modern 12000 7 \
//     "node /tmp/perf-nm/bench/servers/floor/http.mjs" \
//     "node /tmp/ours/app.mjs /tmp/ours/feature-1 --http"
//
// Each command is started with PORT and HOST=127.0.0.1 and must serve POST /mcp.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { drive as driveRaw, harnessRequest } from './raw-http-drive.mjs';
import { connects } from './ports.mjs';

const [era = 'legacy', requests = '12000', rounds = '7', ...commands] = process.argv.slice(2);
if (commands.length < 2) throw new Error('usage: node bench/micro/http-wire.mjs legacy|modern <requests> <rounds> "<baseline command>" "<command>"...');


/** CPU time of every thread of the process, in µs. */
function cpuMicros(pid) {
  let total = 0;
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]) / 1000;
    } catch {
      // The thread ended.
    }
  }
  return total;
}


async function start(command, port) {
  const child = spawn('/bin/sh', ['-c', `exec ${command}`], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 400 && !(await connects(port)); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return child;
}

function requestBytes(port) {
  return harnessRequest(port, era).bytes;
}

/** Sends `count` requests (raw-http-drive.mjs). */
function drive(port, count) {
  return driveRaw(port, count, requestBytes(port));
}

const base = 42_000 + Math.floor(Math.random() * 1000);
const servers = [];
for (const [i, command] of commands.entries()) servers.push({ command, port: base + i, child: await start(command, base + i), perRequest: [] });
try {
  for (const server of servers) await drive(server.port, 3000); // warm-up
  for (let round = 0; round < Number(rounds); round++) {
    for (const server of round % 2 ? [...servers].reverse() : servers) {
      const before = cpuMicros(server.child.pid);
      await drive(server.port, Number(requests));
      server.perRequest.push((cpuMicros(server.child.pid) - before) / Number(requests));
    }
  }
} finally {
  for (const { child } of servers) child.kill();
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const server of servers) {
  const ratios = server.perRequest.map((value, round) => value / servers[0].perRequest[round]);
  console.log(`${era} ${server.command}\n  µs/request: ${server.perRequest.map((v) => v.toFixed(1)).join(' ')}  median ${median(server.perRequest).toFixed(1)}; paired ratio median ×${median(ratios).toFixed(2)}`);
}
console.log(`load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);

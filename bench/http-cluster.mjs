#!/usr/bin/env node
// HTTP throughput of one machine with 1 and 2 node:cluster workers on one
// port (runCluster from @mcp-codegen/redis): the generated `add` tool,
// stateless Streamable HTTP, autocannon with 16 connections on 127.0.0.1.
// Usage: node bench/http-cluster.mjs [--seconds 5] [--rounds 2] [--workers 1,2]
// Needs the packages built (npm run build:packages, npm run build -w @mcp-codegen/redis).
import { spawn } from 'node:child_process';
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { featureDir } from './lib/paths.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};

// The server side: `node bench/http-cluster.mjs --serve <workers>` (primary and workers).
if (argument('serve') !== undefined || !cluster.isPrimary) {
  const { runCluster } = await import('@mcp-codegen/redis');
  const { serve } = await import('@mcp-codegen/runtime');
  const running = await runCluster({
    workers: Number(argument('serve', '1')),
    async start() {
      const { feature } = await import(pathToFileURL(join(featureDir(1), 'dist', 'index.js')).href);
      // Port 0 in cluster workers: the primary binds once and every worker shares that port.
      const app = await serve([feature], { transport: 'http', http: { host: '127.0.0.1', port: 0, sessions: false } });
      return { url: app.url, close: () => app.close() };
    },
  });
  if (cluster.isPrimary) {
    process.stdout.write(`${JSON.stringify({ url: running.urls[0] })}\n`);
    process.stdin.resume();
    process.stdin.on('end', () => void running.close().then(() => process.exit(0)));
  }
} else {
  const seconds = Number(argument('seconds', '5'));
  const rounds = Number(argument('rounds', '2'));
  const counts = argument('workers', '1,2').split(',').map(Number);
  const { prepare } = await import('./lib/prepare.mjs');
  const log = (line) => process.stderr.write(`${line}\n`);
  await prepare([1], { log, reuse: true });

  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add', arguments: { a: 2, b: 3 } } });
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };

  async function measure(workers) {
    const child = spawn(process.execPath, [process.argv[1], '--serve', String(workers)], { stdio: ['pipe', 'pipe', 'inherit'] });
    const [line] = await new Promise((resolve) => createInterface({ input: child.stdout }).once('line', (l) => resolve([l])));
    const { url } = JSON.parse(line);
    try {
      const run = (duration) => autocannon({ url, connections: 16, duration, method: 'POST', headers, body });
      await run(1); // warm-up
      const result = await run(seconds);
      if (result.errors || result.timeouts || result.non2xx) throw new Error(`wrong answers: errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`);
      return { rps: result.requests.average, p99: result.latency.p99 };
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end();
      await exited;
    }
  }

  const results = Object.fromEntries(counts.map((n) => [n, []]));
  for (let round = 0; round < rounds; round++) {
    for (const workers of round % 2 === 0 ? counts : [...counts].reverse()) {
      const measured = await measure(workers);
      results[workers].push(measured);
      log(`round ${round + 1}: ${workers} worker(s): ${Math.round(measured.rps)} req/s, p99 ${measured.p99} ms`);
    }
  }
  const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  const base = median(results[counts[0]].map((r) => r.rps));
  console.log(`\nHTTP throughput, stateless tools/call add, 16 connections, ${seconds} s x ${rounds} rounds, ${availableParallelism()} cores`);
  console.log('workers | req/s (median) | p99 ms (median) | vs 1 worker');
  for (const workers of counts) {
    const rps = median(results[workers].map((r) => r.rps));
    console.log(`${String(workers).padStart(7)} | ${String(Math.round(rps)).padStart(14)} | ${String(median(results[workers].map((r) => r.p99))).padStart(15)} | ${(rps / base).toFixed(2)}x`);
  }
}

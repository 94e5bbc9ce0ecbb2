#!/usr/bin/env node
// The cost of middleware per tools/call, in process: one session of the built
// runtime answers tools/call of one echo tool with 0, 1 and 3 pass-through
// middleware (each `async handle(call, next) { return next(); }`), applied
// the way generated code applies @Use (a `use` on the binding). With
// --baseline <dir>, a runtime dist built from another commit serves the same
// 0-middleware case, for "0 costs nothing against before".
// Usage: node bench/middleware.mjs [--seconds 1] [--rounds 5] [--baseline /path/to/runtime/dist]
// Build first: npm run build:packages.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchDir } from './lib/paths.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args[index + 1];
};
const seconds = Number(option('--seconds', '1'));
const rounds = Number(option('--rounds', '5'));
const baselineDir = option('--baseline', undefined);

const current = await import(pathToFileURL(join(benchDir, '..', 'packages', 'runtime', 'dist', 'index.mjs')).href);
const baseline = baselineDir ? await import(pathToFileURL(join(baselineDir, 'index.mjs')).href) : undefined;

const passThrough = () => ({ handle: async (_call, next) => next() });

/** A feature shaped like generated code: one tool, its validator, its binding. */
function echoFeature(middlewareCount) {
  const validate = (data) => typeof data === 'object' && data !== null && typeof data.text === 'string';
  const chain = Array.from({ length: middlewareCount }, passThrough);
  const binding = { validate, result: 'text', invoke: (_c, args) => args.text };
  if (middlewareCount > 0) binding.use = () => chain;
  return {
    manifest: {
      manifestVersion: 1,
      feature: 'echo',
      tools: [{ name: 'echo', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } }],
      resources: [],
      resourceTemplates: [],
      prompts: [],
    },
    register() {},
    tools: { echo: binding },
    resources: {},
    resourceTemplates: {},
    prompts: {},
  };
}

async function session(runtime, middlewareCount) {
  const server = runtime.createServer([echoFeature(middlewareCount)], { logger: { error: (m, e) => console.error(m, e), warn: () => undefined }, telemetry: false });
  await server.container.load();
  const s = server.createSession(() => undefined);
  await s.handle({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '0' } } });
  await s.handle({ jsonrpc: '2.0', method: 'notifications/initialized' });
  return { server, s };
}

/** Sequential tools/call for `seconds`; nanoseconds per call. */
async function measure({ s }) {
  let id = 1;
  const call = async () => {
    const reply = await s.handle({ jsonrpc: '2.0', id: id++, method: 'tools/call', params: { name: 'echo', arguments: { text: 'hi' } } });
    if (reply?.result?.content?.[0]?.text !== 'hi') throw new Error(`wrong reply: ${JSON.stringify(reply)}`);
  };
  for (let i = 0; i < 2000; i++) await call(); // warm-up
  const until = performance.now() + seconds * 1000;
  let calls = 0;
  const started = performance.now();
  while (performance.now() < until) {
    for (let i = 0; i < 200; i++) await call();
    calls += 200;
  }
  return ((performance.now() - started) * 1e6) / calls;
}

const cases = [
  ...(baseline ? [{ name: '0 middleware (baseline build)', runtime: baseline, count: 0 }] : []),
  { name: '0 middleware', runtime: current, count: 0 },
  { name: '1 middleware', runtime: current, count: 1 },
  { name: '3 middleware', runtime: current, count: 3 },
];
const samples = new Map(cases.map((c) => [c.name, []]));
for (let r = 0; r < rounds; r++) {
  // Rotated, so no case always runs first.
  for (let i = 0; i < cases.length; i++) {
    const c = cases[(i + r) % cases.length];
    const running = await session(c.runtime, c.count);
    samples.get(c.name).push(await measure(running));
    await running.server.close();
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const reference = median(samples.get('0 middleware'));
console.log(`tools/call in process, ${rounds} rounds × ${seconds} s each, median ns per call (and its spread):`);
for (const c of cases) {
  const values = samples.get(c.name);
  const ns = median(values);
  const delta = c.name === '0 middleware' ? '' : `  ${ns >= reference ? '+' : ''}${(ns - reference).toFixed(0)} ns vs 0 middleware`;
  console.log(`  ${c.name.padEnd(30)} ${ns.toFixed(0).padStart(6)} ns  (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})${delta}`);
}

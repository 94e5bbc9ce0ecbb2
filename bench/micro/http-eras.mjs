#!/usr/bin/env node
// Server CPU per stateless tools/call in our HTTP core, both wires and one or more builds in ONE
// process: blocks of 10,000 requests rotate over every (build, wire), so the machine's load hits
// them alike, and 2026 ÷ 2025 is paired per block. On the shared machine this resolves 2–3%, where
// separate runs of bench/micro/http.mjs do not. Each DIR is an --out of bench/harness-server.mjs
// (its node_modules is the build measured; a DIR made from another worktree measures that one).
// DIR@1000 serves its feature-1000 (add and 999 fillers) instead of feature-1. Every DIR after the first
// is also paired per block with the first DIR of the same wire and tool count (÷ first build).
//
//   node bench/micro/http-eras.mjs 30 /tmp/ours-before /tmp/ours
//   node bench/micro/http-eras.mjs 30 /tmp/ours /tmp/ours@1000
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
const [blocks = '30', ...snaps] = process.argv.slice(2);
if (snaps.length === 0) throw new Error('usage: node bench/micro/http-eras.mjs <blocks> <dir built by bench/harness-server.mjs>...');
const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
const quiet = { debug() {}, info() {}, warn() {}, error: (...a) => console.error(...a) };
const variants = [];
for (const snap of snaps) {
  const [dir, tools = '1'] = snap.split('@');
  const { createServer, StreamableHttpHandler } = await import(`${dir}/node_modules/@mcp-codegen/runtime/dist/index.mjs`);
  const { feature } = await import(pathToFileURL(resolve(dir, `feature-${tools}`, 'dist', 'index.js')).href);
  for (const era of ['legacy', 'modern']) {
    const handler = new StreamableHttpHandler(createServer([feature], { logger: quiet }), { sessions: false }, { loopback: true });
    const modern = era === 'modern';
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add', arguments: { a: 2, b: 3 }, ...(modern ? { _meta: meta } : {}) } });
    const headers = { host: '127.0.0.1:3000', accept: 'application/json, text/event-stream', 'content-type': 'application/json', ...(modern ? { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'add' } : {}) };
    class RequestView { method = 'POST'; header(n) { return headers[n]; } readBody() { return Promise.resolve(body); } receiveBody(l, done) { done(body); } onDisconnect() {} }
    variants.push({ name: `${snap} ${era}`, handler, RequestView, times: [] });
  }
}
const failed = (e) => { throw e; };
async function run(v, count) {
  for (let i = 0; i < count; i++) {
    let reply, later;
    v.handler.respond(new v.RequestView(), { done: (r) => (later ? later(r) : (reply = r)), failed });
    if (reply === undefined) reply = await new Promise((r) => (later = r));
    if (i === 0 && !reply.body.includes('"text":"5"')) throw new Error(reply.body);
  }
}
for (const v of variants) await run(v, 30000);
const B = 10000;
for (let b = 0; b < Number(blocks); b++) {
  const order = b % 2 ? [...variants].reverse() : variants;
  for (const v of order) {
    const t = process.cpuUsage();
    await run(v, B);
    const u = process.cpuUsage(t);
    v.times.push((u.user + u.system) / B);
  }
}
const median = (x) => { const s = [...x].sort((a, b) => a - b); return s[s.length >> 1]; };
const ref = {};
// Each variant against the first DIR's of the same wire, paired per block: after ÷ before.
const first = {};
const paired = (times, base) => median(times.map((t, i) => t / base[i])).toFixed(3);
for (const v of variants) {
  const [snap, era] = v.name.split(' ');
  const tools = snap.split('@')[1] ?? '1';
  const key = `${era}@${tools}`;
  first[key] ??= v.times;
  const build = first[key] === v.times ? '' : `   ÷ first build ${paired(v.times, first[key])}`;
  const line = `${v.name.padEnd(28)} median ${median(v.times).toFixed(3)} µs  mean ${(v.times.reduce((a, b) => a + b) / v.times.length).toFixed(3)}`;
  if (era === 'legacy') { ref[snap] = v.times; console.log(`${line}${build}`); }
  else console.log(`${line}   2026÷2025 paired median ${paired(v.times, ref[snap])}${build}`);
}
console.log(`load ${(await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ')}`);

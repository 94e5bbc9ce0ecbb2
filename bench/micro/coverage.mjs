#!/usr/bin/env node
// What JavaScript of ours one tools/call runs, counted with V8's block coverage, in process: calls of
// our functions per request, how many distinct functions, source bytes executed per request (each byte
// times the count of its innermost block) and bytes covered at all. Only the runtime's dist and the
// feature's code are counted (node's own code is not). Counts do not move with the machine's load; run
// with --no-opt, else functions TurboFan inlines stop counting their calls.
//
//   node --no-opt bench/micro/coverage.mjs /tmp/ours/feature-1 [http|modern|wire|wire-modern|stdio] [requests]   (LIST=1: per function)
// `modern` is the 2026-07-28 wire over HTTP: its `_meta` envelope and standard headers. `http` and
// `modern` call StreamableHttpHandler.respond() directly; `wire` and `wire-modern` send the same
// requests through the node:http adapter (listenHttp on 127.0.0.1:0, stateless, one raw keep-alive
// connection from this process, the harness's request bytes), so the adapter's functions count too.
// It runs the runtime its own folder resolves: to pair two builds, copy it and raw-http-drive.mjs beside
// each (cp bench/micro/coverage.mjs bench/micro/raw-http-drive.mjs /tmp/ours/) and run each copy.
import { Session as Inspector } from 'node:inspector/promises';
import { PassThrough, Writable } from 'node:stream';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import net from 'node:net';
import { createServer, listenHttp, StdioServerTransport, StreamableHttpHandler } from '@mcp-codegen/runtime';
import { harnessRequest } from './raw-http-drive.mjs';

const [featureDir, mode = 'http', requests = '2048'] = process.argv.slice(2);
if (!featureDir) throw new Error('usage: node --no-opt bench/micro/coverage.mjs <feature dir built by bench/harness-server.mjs> [http|modern|wire|wire-modern|stdio] [requests]');
const count = Number(requests);
const { feature } = await import(pathToFileURL(resolve(featureDir, 'dist', 'index.js')).href);
const quiet = { debug() {}, info() {}, warn() {}, error: (...args) => console.error(...args) };

/** Sends `n` tools/call requests and resolves when all are answered. */
let run;
if (mode === 'http' || mode === 'modern') {
  // As bench/micro/http.mjs: StreamableHttpHandler.respond() with a request view that holds the body.
  const handler = new StreamableHttpHandler(createServer([feature], { logger: quiet }), { sessions: false }, { loopback: true });
  const modern = mode === 'modern';
  const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add', arguments: { a: 2, b: 3 }, ...(modern ? { _meta: meta } : {}) } });
  const headers = { host: '127.0.0.1:3000', accept: 'application/json, text/event-stream', 'content-type': 'application/json' };
  if (modern) Object.assign(headers, { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'add' });
  class RequestView {
    method = 'POST';
    header(name) {
      return headers[name];
    }
    readBody() {
      return Promise.resolve(body);
    }
    receiveBody(_limit, done) {
      done(body);
    }
    onDisconnect() {}
  }
  const failed = (error) => {
    throw error;
  };
  run = async (n) => {
    for (let i = 0; i < n; i++) {
      let reply;
      let later;
      handler.respond(new RequestView(), { done: (r) => (later ? later(r) : (reply = r)), failed });
      if (reply === undefined) reply = await new Promise((resolve) => (later = resolve));
      if (i === 0 && !reply.body?.includes('"text":"5"')) throw new Error(`unexpected reply: ${JSON.stringify(reply)}`);
    }
  };
} else if (mode === 'wire' || mode === 'wire-modern') {
  // As bench/micro/http-warmup.mjs's requests (raw-http-drive.mjs), on one connection, one at a time.
  const listener = await listenHttp(createServer([feature], { logger: quiet }), { port: 0, host: '127.0.0.1', sessions: false, logger: quiet });
  const request = harnessRequest(listener.port, mode === 'wire-modern' ? 'modern' : 'legacy').bytes;
  const socket = net.connect(listener.port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let text = '';
  let answered;
  socket.on('data', (chunk) => {
    text += chunk.toString('latin1');
    const end = text.indexOf('\r\n\r\n');
    if (end < 0) return;
    const length = Number(/content-length: *(\d+)/i.exec(text.slice(0, end))?.[1]);
    if (text.length < end + 4 + length) return;
    const reply = text.slice(0, end + 4 + length);
    text = text.slice(end + 4 + length);
    answered(reply);
  });
  run = async (n) => {
    for (let i = 0; i < n; i++) {
      const reply = await new Promise((resolve) => {
        answered = resolve;
        socket.write(request);
      });
      if (i === 0 && !reply.includes('"text":"5"')) throw new Error(`unexpected reply: ${reply}`);
    }
  };
} else {
  // As bench/micro/stdio.mjs: 64-line chunks through a StdioServerTransport.
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
  let id = 0;
  run = async (n) => {
    for (let sent = 0; sent < n; sent += 64) {
      let chunk = '';
      for (let k = 0; k < 64; k++) chunk += `${JSON.stringify({ jsonrpc: '2.0', id: ++id, method: 'tools/call', params: { name: 'add', arguments: { a: k, b: 1 } } })}\n`;
      await new Promise((resolve) => {
        waiter = { lines: lines + 64, resolve };
        input.write(chunk);
      });
    }
  };
}

await run(3000); // the classes load, every function on the path has run
const inspector = new Inspector();
inspector.connect();
await inspector.post('Profiler.enable');
await inspector.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
await inspector.post('Profiler.takePreciseCoverage'); // resets the counts
await run(count);
const { result } = await inspector.post('Profiler.takePreciseCoverage');

const featureUrl = pathToFileURL(resolve(featureDir)).href;
/** The runtime's build (a link to the workspace's or a copy) and the feature's own code. */
const ours = (url) => url.startsWith(featureUrl) || /(@mcp-codegen|packages)\/runtime\/dist\//.test(url);
let calls = 0;
let functions = 0;
let executed = 0;
let covered = 0;
const perFunction = [];
for (const script of result) {
  if (!ours(script.url)) continue;
  // A byte counts as often as its innermost block ran: each range's count times its length minus its inner ranges'.
  const ranges = script.functions.flatMap((f) => f.ranges.map((range) => ({ range, own: range.endOffset - range.startOffset })));
  ranges.sort((a, b) => a.range.startOffset - b.range.startOffset || b.range.endOffset - a.range.endOffset);
  const open = [];
  for (const entry of ranges) {
    while (open.length > 0 && open.at(-1).range.endOffset <= entry.range.startOffset) open.pop();
    if (open.length > 0) open.at(-1).own -= entry.range.endOffset - entry.range.startOffset;
    open.push(entry);
  }
  for (const { range, own } of ranges) {
    executed += range.count * own;
    if (range.count > 0) covered += own;
  }
  for (const f of script.functions) {
    const [whole] = f.ranges;
    if (whole.count === 0 || whole.startOffset === 0) continue; // not run, or the module's top level
    calls += whole.count;
    functions++;
    perFunction.push([whole.count / count, f.functionName || '(anonymous)', `${script.url.replace(/.*\/runtime\/dist\//, '').replace(featureUrl, '')}:${whole.startOffset}`]);
  }
}
console.log(`${mode}: ${(calls / count).toFixed(1)} calls of our functions per request, ${functions} functions, ${(executed / count / 1024).toFixed(2)} KB executed per request, ${(covered / 1024).toFixed(2)} KB covered`);
if (process.env.LIST) for (const [perRequest, name, where] of perFunction.sort((a, b) => b[0] - a[0])) console.log(perRequest.toFixed(2).padStart(7), name, where);
process.exit(0);

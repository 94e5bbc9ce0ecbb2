#!/usr/bin/env node
// Server CPU per stateless Streamable HTTP tools/call spent in our transport
// core, in process: StreamableHttpHandler.respond() with a request view that
// holds the body (node:http's own cost is not in it). `modern` sends the
// 2026-07-28 envelope and headers.
//
//   node bench/harness-server.mjs --out /tmp/ours && node bench/micro/http.mjs /tmp/ours/feature-1 [legacy|modern] [requests]
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer, StreamableHttpHandler } from '@mcp-codegen/runtime';

const [featureDir, era = 'legacy', requests = '200000'] = process.argv.slice(2);
if (!featureDir) throw new Error('usage: node bench/micro/http.mjs <feature dir built by bench/harness-server.mjs> [legacy|modern] [requests]');
const { feature } = await import(pathToFileURL(resolve(featureDir, 'dist', 'index.js')).href);
const quiet = { debug() {}, info() {}, warn() {}, error: (...args) => console.error(...args) };
const handler = new StreamableHttpHandler(createServer([feature], { logger: quiet }), { sessions: false }, { loopback: true });

const modern = era === 'modern';
const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add', arguments: { a: 2, b: 3 }, ...(modern ? { _meta: meta } : {}) } });
const headers = {
  host: '127.0.0.1:3000',
  accept: 'application/json, text/event-stream',
  'content-type': 'application/json',
  ...(modern ? { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'add' } : {}),
};

class RequestView {
  method = 'POST';
  header(name) {
    return headers[name];
  }
  readBody() {
    return Promise.resolve(body);
  }
  receiveBody(limit, done) {
    done(body);
  }
  onDisconnect() {}
  get signal() {
    throw new Error('the stateless POST path read the request signal (an AbortController per request)');
  }
}

// respond(), as the node:http adapter calls it; a reply not given at once (an asynchronous handler) is awaited.
const failed = (error) => {
  throw error;
};
async function run(count) {
  for (let i = 0; i < count; i++) {
    let reply;
    let later;
    handler.respond(new RequestView(), { done: (r) => (later ? later(r) : (reply = r)), failed });
    if (reply === undefined) reply = await new Promise((resolve) => (later = resolve));
    if (i === 0 && !reply.body?.includes('"text":"5"')) throw new Error(`unexpected reply: ${JSON.stringify(reply)}`);
  }
}

await run(20_000);
const before = process.cpuUsage();
await run(Number(requests));
const used = process.cpuUsage(before);
console.log(`HTTP ${era} tools/call, in process: ${((used.user + used.system) / Number(requests)).toFixed(2)} µs CPU per request`);
process.exit(0);

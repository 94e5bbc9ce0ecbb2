#!/usr/bin/env node
// The independent harness's floor (../shared/bench/servers/floor), with the checks a correct
// 2026-07-28 server makes on a stateless POST written around it by hand, in the floor's style: one
// function, no framework. It answers what the question "how far is ours from the floor on the
// 2026-07-28 wire" leaves open: how much of the gap is the wire's own work, not ours.
//
// Checked, as our runtime checks them (the errors are plain, not the specification's codes):
// the path; Accept and Content-Type; the Host of a loopback server (DNS rebinding); the body's size;
// the number of JSON values and their depth before JSON.parse (a bounded parse); the JSON-RPC shape;
// the `_meta` envelope (protocol version, client capabilities, log level); the standard headers
// against the body (MCP-Protocol-Version, Mcp-Method, Mcp-Name, with its `=?base64?...?=` form);
// then the floor's own tools/call, its result stamped `resultType: "complete"`.
//
//   PORT=3000 node bench/micro/floor-modern-http.mjs [<harness folder>]   (default ../shared/bench)
import http from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const harness = resolve(process.argv[2] ?? new URL('../../../shared/bench', import.meta.url).pathname);
const { createFloor } = await import(pathToFileURL(`${harness}/servers/floor/core.mjs`).href);
const { handle } = await createFloor();

const VERSION = '2026-07-28';
const MAX_BODY = 4 * 1024 * 1024;
const MAX_VALUES = 100_000;
const MAX_DEPTH = 64;
const LEVELS = new Set(['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency']);
const NAME_FIELD = { 'tools/call': 'name', 'prompts/get': 'name', 'resources/read': 'uri' };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The Host header's name, without its port. */
function hostName(host) {
  const end = host.startsWith('[') ? host.indexOf(']') + 1 : host.indexOf(':');
  return end > 0 ? host.slice(0, end) : host;
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One pass over the text: false when it holds more values than MAX_VALUES or nests deeper than MAX_DEPTH. */
function bounded(text) {
  let values = 0;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string: skipped to its closing quote.
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) i++;
        else if (d === 0x22) break;
      }
      values++;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > MAX_DEPTH) return false;
      values++;
    } else if (c === 0x7d || c === 0x5d) depth--;
    else if (c === 0x2c || c === 0x3a) continue;
    else if (c > 0x20) {
      // A number or a literal: one value, however many characters.
      values++;
      while (i + 1 < text.length && text.charCodeAt(i + 1) > 0x2c && text.charCodeAt(i + 1) !== 0x3a && text.charCodeAt(i + 1) !== 0x5d && text.charCodeAt(i + 1) !== 0x7d) i++;
    }
    if (values > MAX_VALUES) return false;
  }
  return true;
}

function decodeName(raw) {
  if (!raw.startsWith('=?base64?')) return raw.trim();
  if (!raw.endsWith('?=')) return undefined;
  return Buffer.from(raw.slice(9, -2), 'base64').toString('utf8');
}

function reply(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

const fail = (res, status, id, code, message) => reply(res, status, JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } }));

/** The 400 for a request whose envelope or standard headers are wrong, or undefined. */
function modernProblem(req, msg) {
  const meta = msg.params._meta;
  if (!isObject(meta)) return '_meta is missing';
  const version = meta['io.modelcontextprotocol/protocolVersion'];
  if (typeof version !== 'string' || version !== VERSION) return 'unsupported protocol version';
  if (!isObject(meta['io.modelcontextprotocol/clientCapabilities'])) return 'client capabilities must be an object';
  const level = meta['io.modelcontextprotocol/logLevel'];
  if (level !== undefined && !LEVELS.has(level)) return 'bad log level';
  const headers = req.headers;
  if (headers['mcp-protocol-version']?.trim() !== version) return 'MCP-Protocol-Version disagrees';
  if (headers['mcp-method']?.trim() !== msg.method) return 'Mcp-Method disagrees';
  const field = NAME_FIELD[msg.method];
  const name = field === undefined ? undefined : msg.params[field];
  if (typeof name === 'string') {
    const raw = headers['mcp-name'];
    if (raw === undefined || decodeName(raw) !== name) return 'Mcp-Name disagrees';
  }
  return undefined;
}

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '127.0.0.1';
const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/mcp') return fail(res, 405, null, -32000, 'Method not allowed');
  const accept = req.headers.accept ?? '';
  if (!accept.includes('application/json') || !accept.includes('text/event-stream')) return fail(res, 406, null, -32000, 'Not Acceptable');
  if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return fail(res, 415, null, -32000, 'Unsupported Media Type');
  if (!LOOPBACK.has(hostName(req.headers.host ?? ''))) return fail(res, 403, null, -32000, 'Forbidden host');
  if (Number(req.headers['content-length']) > MAX_BODY) return fail(res, 413, null, -32000, 'Payload Too Large');
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (size > MAX_BODY) return fail(res, 413, null, -32000, 'Payload Too Large');
    const text = chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8');
    if (!bounded(text)) return fail(res, 400, null, -32600, 'Too many or too deep JSON values');
    let msg;
    try {
      msg = JSON.parse(text);
    } catch {
      return fail(res, 400, null, -32700, 'Parse error');
    }
    if (!isObject(msg) || msg.jsonrpc !== '2.0' || typeof msg.method !== 'string' || (msg.params !== undefined && !isObject(msg.params))) return fail(res, 400, null, -32600, 'Invalid Request');
    const id = msg.id;
    if (typeof id !== 'string' && typeof id !== 'number') return fail(res, 400, null, -32600, 'Invalid Request');
    msg.params ??= {};
    const problem = modernProblem(req, msg);
    if (problem) return fail(res, 400, id, -32602, problem);
    const out = handle(msg);
    if (out.result) out.result.resultType = 'complete';
    reply(res, out.error?.code === -32601 ? 404 : 200, JSON.stringify(out));
  });
});
server.keepAliveTimeout = 30_000;
server.listen(port, host, () => process.stderr.write(`floor-modern http listening on ${port}\n`));

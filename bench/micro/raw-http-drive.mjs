// Drives a server over raw sockets: `count` copies of one request on 16 connections, one at a
// time on each, every answer checked for the sum `add` returns ("5"). Shared by http-wire.mjs and
// http-warmup.mjs, so both measure the same client.
import net from 'node:net';

/**
 * The independent harness's request (../shared/bench, lib/http-bench.mjs): a stateless tools/call of
 * `add(2, 3)` on the 2025 wire (`legacy`), or on the 2026-07-28 wire (`modern`: the `_meta` envelope and
 * the Mcp-* standard headers). Its body, its headers, and the raw request bytes for a server on `port`.
 */
export function harnessRequest(port, era = 'legacy') {
  const modern = era === 'modern';
  const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add', arguments: { a: 2, b: 3 }, ...(modern ? { _meta: meta } : {}) } });
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream',
    ...(modern ? { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'add' } : { 'mcp-protocol-version': '2025-06-18' }) };
  const lines = ['POST /mcp HTTP/1.1', `Host: 127.0.0.1:${port}`, `Content-Length: ${Buffer.byteLength(body)}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  return { body, headers, bytes: Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`) };
}

export function drive(port, count, request) {
  let left = count;
  let done = 0;
  return new Promise((resolve, reject) => {
    for (let c = 0; c < 16; c++) {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      const next = () => (left-- > 0 ? socket.write(request) : socket.end());
      socket.on('connect', next);
      socket.on('error', reject);
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1');
        for (;;) {
          const end = text.indexOf('\r\n\r\n');
          if (end < 0) return;
          const length = Number(/content-length: *(\d+)/i.exec(text.slice(0, end))?.[1]);
          if (text.length < end + 4 + length) return;
          if (!text.slice(end + 4, end + 4 + length).includes('"text":"5"')) return reject(new Error(`unexpected answer: ${text.slice(0, end + 4 + length)}`));
          text = text.slice(end + 4 + length);
          if (++done === count) resolve();
          next();
        }
      });
    }
  });
}

/**
 * Issue 21: sockets sending their body (or headers) a byte at a time were
 * held for Node's default 5 minutes (1,500 held for 95 s). listenHttp now
 * sets requestTimeoutMs (30 s) and headersTimeoutMs (10 s); the test runs
 * them short. A chunked body of unknown length is read only up to the
 * limit. The official SDK v1 leaves the node:http server to the app, so its
 * example runs with Node's defaults: the same attack holds its sockets.
 */
import { createServer, listenHttp, DEFAULT_HEADERS_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS } from '@mcp-codegen/runtime';
import { connect, type Socket } from 'node:net';
import { capturingLogger } from '../fixtures';
import { INITIALIZE, post } from '../http-helpers';
import { feature } from './attack-feature';
import { spawnAttackServer, type AttackServer, type Target } from './spawn-attack-server';

const SLOW_BODIES = 100;
const SLOW_HEADERS = 50;
const WINDOW_MS = 4000;

let server: AttackServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

interface Held {
  socket: Socket;
  closed: boolean;
  answer: string;
}

function open(url: URL, first: string): Promise<Held> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(first);
      resolve(held);
    });
    const held: Held = { socket, closed: false, answer: '' };
    socket.on('data', (chunk) => (held.answer += chunk.toString()));
    socket.on('close', () => (held.closed = true));
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

/** Opens slow-body and slow-header sockets, trickles a byte every 250 ms for WINDOW_MS, and says how many the server closed. */
async function trickle(target: Target, env: Record<string, string> = {}) {
  server = await spawnAttackServer(target, 'http', env);
  const url = new URL(server.url);
  const head = `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n`;
  const bodies = await Promise.all(Array.from({ length: SLOW_BODIES }, () => open(url, `${head}Content-Length: 100000\r\n\r\n{`)));
  const headers = await Promise.all(Array.from({ length: SLOW_HEADERS }, () => open(url, head)));
  const all = [...bodies, ...headers];
  const started = Date.now();
  while (Date.now() - started < WINDOW_MS && all.some((h) => !h.closed)) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    for (const h of bodies) if (!h.closed) h.socket.write(' ');
    for (const h of headers) if (!h.closed) h.socket.write('X');
  }
  const result = {
    bodiesClosed: bodies.filter((h) => h.closed).length,
    headersClosed: headers.filter((h) => h.closed).length,
    answered408: all.filter((h) => h.answer.startsWith('HTTP/1.1 408')).length,
    ms: Date.now() - started,
  };
  for (const h of all) h.socket.destroy();
  // The server still serves.
  const init = await post(server.url, INITIALIZE);
  process.stderr.write(`slow-body ${JSON.stringify({ target, ...result })}\n`);
  return { ...result, servedAfter: init.status };
}

it(`ours: ${SLOW_BODIES} slow-body and ${SLOW_HEADERS} slow-header sockets are closed within the timeouts`, async () => {
  const outcome = await trickle('ours', { ATTACK_OPTIONS: JSON.stringify({ http: { requestTimeoutMs: 1500, headersTimeoutMs: 1000 } }) });
  expect(outcome).toMatchObject({ bodiesClosed: SLOW_BODIES, headersClosed: SLOW_HEADERS, servedAfter: 200 });
  expect(outcome.answered408).toBeGreaterThan(0);
  expect(outcome.ms).toBeLessThan(3500);
}, 30_000);

it('listenHttp sets the timeouts by default', async () => {
  const app = createServer([feature], { logger: capturingLogger() });
  const listener = await listenHttp(app, { port: 0, logger: capturingLogger() });
  try {
    expect(listener.httpServer.requestTimeout).toBe(DEFAULT_REQUEST_TIMEOUT_MS);
    expect(listener.httpServer.headersTimeout).toBe(DEFAULT_HEADERS_TIMEOUT_MS);
    expect([DEFAULT_REQUEST_TIMEOUT_MS, DEFAULT_HEADERS_TIMEOUT_MS]).toEqual([30_000, 10_000]);
  } finally {
    await listener.close();
    await app.close();
  }
});

it('the official SDK v1 example server (Node defaults) still holds every slow socket after the same window (for docs/security.md)', async () => {
  const outcome = await trickle('sdk');
  expect(outcome).toMatchObject({ bodiesClosed: 0, headersClosed: 0 });
}, 30_000);

it('a chunked body of unknown length is read only up to the limit, then 413', async () => {
  const app = createServer([feature], { logger: capturingLogger() });
  const limit = 1024 * 1024;
  const listener = await listenHttp(app, { port: 0, maxBodyBytes: limit, logger: capturingLogger() });
  const sockets: Socket[] = [];
  listener.httpServer.on('connection', (socket: Socket) => sockets.push(socket));
  try {
    const url = new URL(listener.url);
    const held = await open(url, `POST /mcp HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let written = 0;
    const started = Date.now();
    while (!held.closed && written < 16 * limit && Date.now() - started < 5000) {
      const ok = held.socket.write(`${chunk.length.toString(16)}\r\n`) && held.socket.write(chunk) && held.socket.write('\r\n');
      written += chunk.length;
      if (!ok) await Promise.race([new Promise((resolve) => held.socket.once('drain', resolve)), new Promise((resolve) => setTimeout(resolve, 100))]);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(held.answer.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(held.closed).toBe(true);
    // What the server took off the socket: the limit, one chunk more at most, and the head.
    expect(sockets[0]!.bytesRead).toBeLessThan(limit + 2 * chunk.length);
  } finally {
    await listener.close();
    await app.close();
  }
});

it('a body in several chunks is decoded as it arrives, a character split between chunks included', async () => {
  const app = createServer([feature], { logger: capturingLogger() });
  const listener = await listenHttp(app, { port: 0, sessions: false, logger: capturingLogger() });
  try {
    const url = new URL(listener.url);
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'echo', arguments: { data: 'rouge é vert' } } }));
    const split = body.indexOf(Buffer.from('é')) + 1; // Inside the two bytes of é.
    const held = await open(url, `POST /mcp HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2025-11-25\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`);
    for (const part of [body.subarray(0, split), body.subarray(split)]) {
      held.socket.write(`${part.length.toString(16)}\r\n`);
      held.socket.write(part);
      held.socket.write('\r\n');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    held.socket.write('0\r\n\r\n');
    for (const until = Date.now() + 3000; !held.answer.includes('vert') && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(held.answer).toContain('rouge é vert');
    held.socket.destroy();
  } finally {
    await listener.close();
    await app.close();
  }
});

import { connect } from 'node:net';
/** HTTP status codes of the Streamable HTTP transport, driven with raw fetch and node:http requests. */
import { request as httpRequest } from 'node:http';
import { BOTH, INITIALIZE, openSession, post, startHttpServer, type TestHttpServer } from './http-helpers';

let http: TestHttpServer;

afterEach(async () => {
  await http?.close();
});

const ping = (id = 1) => ({ jsonrpc: '2.0', id, method: 'ping' });
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: number; message: string } }).error;

/** node:http, because fetch will not send a forged Host header. */
function rawRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: string }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'POST', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('with sessions', () => {
  beforeEach(async () => {
    http = await startHttpServer();
  });

  it('issues a visible-ASCII session id at initialize', async () => {
    const response = await post(http.url, INITIALIZE);
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-session-id')).toMatch(/^[\x21-\x7e]{16,}$/);
    expect(((await response.json()) as any).result.protocolVersion).toBe('2025-11-25');
  });

  it('400 for a request without Mcp-Session-Id', async () => {
    const response = await post(http.url, ping());
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: -32000, message: expect.stringMatching(/Mcp-Session-Id/) });
  });

  it('404 for an unknown session id', async () => {
    const response = await post(http.url, ping(), { 'mcp-session-id': 'no-such-session' });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe(-32001);
  });

  it('202 with no body for a notification or a response', async () => {
    const session = await openSession(http.url);
    const notification = await post(http.url, { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 9 } }, { 'mcp-session-id': session });
    expect(notification.status).toBe(202);
    expect(await notification.text()).toBe('');
    const response = await post(http.url, { jsonrpc: '2.0', id: 'srv-1', result: {} }, { 'mcp-session-id': session });
    expect(response.status).toBe(202);
  });

  it('DELETE ends the session; the id then gets 404', async () => {
    const session = await openSession(http.url);
    const deleted = await fetch(http.url, { method: 'DELETE', headers: { 'mcp-session-id': session } });
    expect(deleted.status).toBe(200);
    expect((await post(http.url, ping(), { 'mcp-session-id': session })).status).toBe(404);
    expect((await fetch(http.url, { method: 'DELETE', headers: { 'mcp-session-id': session } })).status).toBe(404);
  });

  it('400 for a second initialize on the same session', async () => {
    const session = await openSession(http.url);
    const response = await post(http.url, INITIALIZE, { 'mcp-session-id': session });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe(-32600);
  });

  it('400 for an unsupported MCP-Protocol-Version; an absent one is fine', async () => {
    const session = await openSession(http.url);
    const bad = await post(http.url, ping(), { 'mcp-session-id': session, 'mcp-protocol-version': '1999-01-01' });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toMatch(/1999-01-01/);
    const absent = await post(http.url, ping(2), { 'mcp-session-id': session });
    expect((await absent.json()) as any).toEqual({ jsonrpc: '2.0', id: 2, result: {} });
  });

  it('does not issue a session for a failed initialize', async () => {
    const response = await post(http.url, { jsonrpc: '2.0', id: 1, method: 'initialize', params: {} });
    expect(response.status).toBe(200);
    expect(((await response.json()) as any).error.code).toBe(-32602);
    expect(http.listener.handler.sessionCount).toBe(0);
  });

  it('406 when the POST Accept header lacks either type; GET needs text/event-stream', async () => {
    for (const accept of ['application/json', 'text/event-stream', 'text/html', '']) {
      const response = await post(http.url, INITIALIZE, { accept });
      expect(response.status).toBe(406);
      expect((await errorOf(response)).code).toBe(-32000);
    }
    // Wildcards count.
    expect((await post(http.url, INITIALIZE, { accept: '*/*' })).status).toBe(200);
    const session = await openSession(http.url);
    expect((await fetch(http.url, { headers: { accept: 'application/json', 'mcp-session-id': session } })).status).toBe(406);
  });

  it('415 for a body that is not declared as JSON', async () => {
    const response = await post(http.url, JSON.stringify(INITIALIZE), { 'content-type': 'text/plain' });
    expect(response.status).toBe(415);
    expect((await post(http.url, INITIALIZE, { 'content-type': 'application/json; charset=utf-8' })).status).toBe(200);
  });

  it('400 with -32700 for unparseable JSON, -32600 for an invalid message or a batch', async () => {
    const parse = await post(http.url, '{"jsonrpc": "2.0", "id": 1, "method":');
    expect(parse.status).toBe(400);
    expect((await parse.json()) as any).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.any(String) } });
    const invalid = await post(http.url, { jsonrpc: '1.0', id: 5, method: 'ping' });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()) as any).toMatchObject({ id: 5, error: { code: -32600 } });
    const batch = await post(http.url, [ping(1), ping(2)]);
    expect(batch.status).toBe(400);
    expect((await errorOf(batch)).code).toBe(-32600);
  });

  it('405 for other methods, with Allow', async () => {
    const response = await fetch(http.url, { method: 'PUT', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST, DELETE');
  });

  it('404 for another path', async () => {
    expect((await post(http.url.replace('/mcp', '/other'), INITIALIZE)).status).toBe(404);
  });
});

describe('limits', () => {
  it('413 for a body over maxBodyBytes, declared or streamed, and the server goes on', async () => {
    http = await startHttpServer({ maxBodyBytes: 1024 });
    const big = JSON.stringify({ ...INITIALIZE, params: { ...INITIALIZE.params, clientInfo: { name: 'x'.repeat(2000), version: '1' } } });
    const declared = await post(http.url, big);
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).message).toMatch(/1024/);
    const streamed = await rawRequest(http.url, { headers: { 'content-type': 'application/json', accept: BOTH, 'transfer-encoding': 'chunked' }, body: big });
    expect(streamed.status).toBe(413);
    expect((await post(http.url, INITIALIZE)).status).toBe(200);
  });
});

describe('Host and Origin (DNS-rebinding protection)', () => {
  it('bound to 127.0.0.1: 403 for a foreign Host or Origin, loopback ones pass', async () => {
    http = await startHttpServer();
    const port = http.listener.port;
    const send = (headers: Record<string, string>) =>
      rawRequest(http.url, { headers: { 'content-type': 'application/json', accept: BOTH, ...headers }, body: JSON.stringify(INITIALIZE) });
    expect((await send({ host: 'evil.example.com' })).status).toBe(403);
    expect((await send({ host: `evil.example.com:${port}` })).status).toBe(403);
    // A Host that only starts like a loopback one (issue 21).
    for (const host of ['localhost:evil.com', `localhost:${port}@evil.com`, '[::1].evil.com', `127.0.0.1:${port}:1`, 'localhost/evil']) {
      expect({ host, status: (await send({ host })).status }).toEqual({ host, status: 403 });
    }
    expect((await send({ origin: 'http://evil.example.com' })).status).toBe(403);
    expect((await send({ origin: 'null' })).status).toBe(403);
    const refused = await send({ origin: 'https://evil.example.com' });
    expect(JSON.parse(refused.body)).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000, message: expect.stringMatching(/Origin/) } });
    expect((await send({ host: `localhost:${port}` })).status).toBe(200);
    expect((await send({ host: `127.0.0.1:${port}`, origin: `http://localhost:${port}` })).status).toBe(200);
    expect((await send({ origin: 'http://[::1]:5173' })).status).toBe(200);
  });

  it('403 for two Host headers, and for an absolute-form target naming another host', async () => {
    http = await startHttpServer();
    const port = http.listener.port;
    const body = JSON.stringify(INITIALIZE);
    /** Exact bytes over a socket: node:http and fetch would not send these. */
    const raw = (target: string, hosts: string[]) =>
      new Promise<number>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          const head = [`POST ${target} HTTP/1.1`, ...hosts.map((h) => `Host: ${h}`), 'Content-Type: application/json', `Accept: ${BOTH}`, `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close'];
          socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
        });
        let reply = '';
        socket.on('data', (chunk) => (reply += chunk));
        socket.on('end', () => resolve(Number(reply.split(' ')[1])));
        socket.on('error', reject);
      });
    expect(await raw('/mcp', [`localhost:${port}`])).toBe(200);
    expect(await raw('/mcp', [`localhost:${port}`, 'evil.example.com'])).toBe(403);
    expect(await raw('http://evil.example.com/mcp', [`localhost:${port}`])).toBe(403);
    expect(await raw(`http://localhost:${port}/mcp`, [`localhost:${port}`])).toBe(200);
  });

  it('allow-lists replace the loopback defaults', async () => {
    http = await startHttpServer({ allowedHosts: ['mcp.example.com'], allowedOrigins: ['https://app.example.com'] });
    const send = (headers: Record<string, string>) =>
      rawRequest(http.url, { headers: { 'content-type': 'application/json', accept: BOTH, ...headers }, body: JSON.stringify(INITIALIZE) });
    expect((await send({ host: 'mcp.example.com' })).status).toBe(200);
    expect((await send({ host: 'mcp.example.com:443', origin: 'https://app.example.com' })).status).toBe(200);
    expect((await send({ host: 'localhost' })).status).toBe(403);
    expect((await send({ host: 'mcp.example.com:evil.com' })).status).toBe(403);
    expect((await send({ host: 'mcp.example.com', origin: 'https://other.example.com' })).status).toBe(403);
  });
});

describe('stateless mode', () => {
  beforeEach(async () => {
    http = await startHttpServer({ sessions: false });
  });

  it('answers any request without a session id, and issues none', async () => {
    const response = await post(http.url, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    expect(((await response.json()) as any).result.tools.length).toBeGreaterThan(0);
    const init = await post(http.url, INITIALIZE);
    expect(init.headers.get('mcp-session-id')).toBeNull();
    expect(http.listener.handler.sessionCount).toBe(0);
  });

  it('405 for GET and DELETE', async () => {
    expect((await fetch(http.url, { headers: { accept: 'text/event-stream' } })).status).toBe(405);
    const deleted = await fetch(http.url, { method: 'DELETE' });
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get('allow')).toBe('POST');
  });
});

it('405 for GET when the GET stream is disabled', async () => {
  http = await startHttpServer({ getStream: false });
  const session = await openSession(http.url);
  expect((await fetch(http.url, { headers: { accept: 'text/event-stream', 'mcp-session-id': session } })).status).toBe(405);
});

describe('idle sessions', () => {
  it('are ended after idleTimeoutMs without a request; a request keeps one alive', async () => {
    let now = 1_000_000;
    http = await startHttpServer({ idleTimeoutMs: 60_000, now: () => now });
    const idle = await openSession(http.url);
    const active = await openSession(http.url);
    now += 59_000;
    http.listener.handler.sweep();
    expect(http.listener.handler.sessionCount).toBe(2);
    await post(http.url, ping(), { 'mcp-session-id': active }).then((r) => r.text());
    now += 2_000;
    http.listener.handler.sweep();
    expect(http.listener.handler.sessionCount).toBe(1);
    expect((await post(http.url, ping(), { 'mcp-session-id': idle })).status).toBe(404);
    expect((await post(http.url, ping(), { 'mcp-session-id': active })).status).toBe(200);
  });
});

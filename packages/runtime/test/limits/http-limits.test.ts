/** maxSessions (503 with a body and Retry-After when full) and the idle timeout, over real HTTP on 127.0.0.1. */
import { INITIALIZE, openSession, post, startHttpServer, type TestHttpServer } from '../http-helpers';

describe('HTTP session limits', () => {
  let http: TestHttpServer;
  let now = 0;

  afterEach(() => http.close());

  it('refuses an initialize beyond maxSessions with 503 and a JSON-RPC error body, until a session ends', async () => {
    http = await startHttpServer({ maxSessions: 2, housekeepingMs: 0 });
    const first = await openSession(http.url);
    await openSession(http.url);
    const refused = await post(http.url, INITIALIZE);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Service Unavailable: the server holds its maximum of 2 sessions; retry later' } });
    expect(http.listener.handler.sessionCount).toBe(2);
    // Existing sessions are still served.
    const ping = await post(http.url, { jsonrpc: '2.0', id: 1, method: 'ping' }, { 'mcp-session-id': first, 'mcp-protocol-version': '2025-11-25' });
    expect(ping.status).toBe(200);
    const ended = await fetch(http.url, { method: 'DELETE', headers: { 'mcp-session-id': first, 'mcp-protocol-version': '2025-11-25' } });
    expect(ended.status).toBe(200);
    await openSession(http.url);
  });

  it('ends a session idle past idleTimeoutMs; its id then gets 404', async () => {
    now = 0;
    http = await startHttpServer({ idleTimeoutMs: 1000, housekeepingMs: 0, now: () => now });
    const idle = await openSession(http.url);
    now = 600;
    const active = await openSession(http.url);
    now = 1000;
    http.listener.handler.sweep();
    expect(http.listener.handler.sessionCount).toBe(1);
    const gone = await post(http.url, { jsonrpc: '2.0', id: 1, method: 'ping' }, { 'mcp-session-id': idle, 'mcp-protocol-version': '2025-11-25' });
    expect(gone.status).toBe(404);
    const alive = await post(http.url, { jsonrpc: '2.0', id: 2, method: 'ping' }, { 'mcp-session-id': active, 'mcp-protocol-version': '2025-11-25' });
    expect(alive.status).toBe(200);
  });
});

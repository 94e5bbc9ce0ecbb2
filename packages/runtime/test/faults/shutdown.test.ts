/**
 * SIGTERM on a real server process, by PID: it stops accepting (a busy error
 * on stdio, 503 over HTTP), lets the call in flight finish, then exits 0;
 * past the grace period the call is aborted and it still exits 0.
 */
import { INITIALIZE, spawnHttpServer, spawnServer, stdioPeer } from './spawn-server';

const postHeaders = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

describe('graceful shutdown on SIGTERM', () => {
  it('stdio: refuses new requests, finishes the one in flight, exits 0', async () => {
    const server = spawnServer('stdio');
    const peer = stdioPeer(server.child);
    peer.send(INITIALIZE);
    await peer.reply('init');
    peer.send({ id: 'slow', method: 'tools/call', params: { name: 'slow', arguments: { ms: 400 } } });
    await server.stderrLine('STARTED slow');
    process.kill(server.child.pid!, 'SIGTERM');
    await server.stderrLine('SIGTERM: no longer accepting');
    peer.send({ id: 'late', method: 'tools/call', params: { name: 'echo', arguments: { n: 1 } } });
    expect((await peer.reply('late')).error).toEqual({ code: -32053, message: 'Server busy: the server is shutting down' });
    expect((await peer.reply('slow')).result).toEqual({ content: [{ type: 'text', text: 'slow done' }] });
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('stdio: aborts what is still running when the grace period ends, then exits 0', async () => {
    const server = spawnServer('stdio', { GRACE_MS: '100' });
    const peer = stdioPeer(server.child);
    peer.send(INITIALIZE);
    await peer.reply('init');
    peer.send({ id: 'w', method: 'tools/call', params: { name: 'waitAbort', arguments: {} } });
    peer.send({ id: 'p', method: 'ping' });
    await peer.reply('p');
    process.kill(server.child.pid!, 'SIGTERM');
    await server.stderrLine('ABORTED w');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.stderr()).toContain('Grace period over');
  });

  it('HTTP: answers new requests with 503, finishes the call in flight, exits 0', async () => {
    const server = await spawnHttpServer();
    const init = await fetch(server.url, { method: 'POST', headers: postHeaders, body: JSON.stringify({ jsonrpc: '2.0', ...INITIALIZE }) });
    const sessionId = init.headers.get('mcp-session-id')!;
    await init.text();
    const headers = { ...postHeaders, 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25' };
    const slow = fetch(server.url, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'slow', arguments: { ms: 400 } } }) });
    await server.stderrLine('STARTED slow');
    process.kill(server.child.pid!, 'SIGTERM');
    await server.stderrLine('SIGTERM: no longer accepting');
    const late = await fetch(server.url, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'ping' }) });
    expect(late.status).toBe(503);
    expect(await late.json()).toMatchObject({ error: { code: -32000, message: 'Service Unavailable: the server is shutting down' } });
    const reply = await slow;
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('slow done');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});

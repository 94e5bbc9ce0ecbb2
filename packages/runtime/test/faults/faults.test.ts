/**
 * Handler faults and client disconnects against a real server process, over
 * stdio (raw JSON lines) and HTTP (the official SDK client): every call gets
 * one reply, no detail leaks, and an abandoned handler is aborted.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { INITIALIZE, spawnHttpServer, spawnServer, stdioPeer } from './spawn-server';

const FAULTS: Array<[string, string]> = [
  ['throws', 'Tool "throws" failed. The server logged the details.'],
  ['rejects', 'Tool "rejects" failed. The server logged the details.'],
  ['throwsString', 'Tool "throwsString" failed. The server logged the details.'],
  ['throwsUndefined', 'Tool "throwsUndefined" failed. The server logged the details.'],
  ['throwsObject', 'Tool "throwsObject" failed. The server logged the details.'],
  ['hangs', 'Tool "hangs" timed out after 100 ms.'],
  ['wrongShape', 'Tool "wrongShape" returned a result that does not match its output schema. The server logged the details.'],
];

describe('faults over stdio', () => {
  it('answers each faulty handler with a masked isError result and keeps serving', async () => {
    const server = spawnServer('stdio');
    const peer = stdioPeer(server.child);
    peer.send(INITIALIZE);
    await peer.reply('init');
    FAULTS.forEach(([name], i) => peer.send({ id: i, method: 'tools/call', params: { name, arguments: {} } }));
    for (const [i, [, message]] of FAULTS.entries()) {
      expect((await peer.reply(i)).result).toEqual({ content: [{ type: 'text', text: message }], isError: true });
    }
    await server.stderrLine('ABORTED 5'); // The hung handler's signal was aborted at its timeout.
    peer.send({ id: 'after', method: 'tools/call', params: { name: 'echo', arguments: { n: 7 } } });
    expect((await peer.reply('after')).result).toEqual({ content: [{ type: 'text', text: '7' }] });
    // Nothing internal reached the client.
    expect(peer.lines.join('\n')).not.toMatch(/hunter2|\/etc\/secret|bare string|secret|at \w+ \(/);
    server.child.stdin.end();
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('sends console.log of a handler to stderr, never onto the protocol stream', async () => {
    const server = spawnServer('stdio');
    const peer = stdioPeer(server.child);
    peer.send(INITIALIZE);
    peer.send({ id: 1, method: 'tools/call', params: { name: 'log', arguments: {} } });
    expect((await peer.reply(1)).result).toEqual({ content: [{ type: 'text', text: 'logged' }] });
    server.child.stdin.end();
    await server.exited;
    expect(server.stderr()).toContain('console.log from a handler');
    expect(server.stderr()).toContain('console.info from a handler');
    for (const line of peer.lines) expect(JSON.parse(line)).toHaveProperty('jsonrpc', '2.0');
  });

  it('aborts a running handler when the client closes stdin, then exits 0', async () => {
    const server = spawnServer('stdio');
    const peer = stdioPeer(server.child);
    peer.send(INITIALIZE);
    await peer.reply('init');
    peer.send({ id: 'w', method: 'tools/call', params: { name: 'waitAbort', arguments: {} } });
    peer.send({ id: 'p', method: 'ping' });
    await peer.reply('p'); // The tool call is in flight by now.
    server.child.stdin.end();
    await server.stderrLine('ABORTED w');
    // The process ends by itself: no timer, socket or handler holds it.
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});

describe('faults over HTTP', () => {
  it('answers each faulty handler through the SDK client, and a dropped request aborts its handler without leaking', async () => {
    const server = await spawnHttpServer();
    try {
      const client = new Client({ name: 'faults', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
      for (const [name, message] of FAULTS) {
        expect(await client.callTool({ name, arguments: {} })).toEqual({ content: [{ type: 'text', text: message }], isError: true });
      }
      // A raw POST that the client abandons mid-call.
      const sessionId = (client.transport as StreamableHTTPClientTransport).sessionId!;
      const controller = new AbortController();
      const call = fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 'dropped', method: 'tools/call', params: { name: 'waitAbort', arguments: {} } }),
        signal: controller.signal,
      }).catch((error: unknown) => error);
      await expect(client.callTool({ name: 'stats', arguments: {} })).resolves.toMatchObject({ structuredContent: { sessions: 1, exchanges: 1 } });
      controller.abort();
      await call;
      await server.stderrLine('ABORTED dropped');
      expect(await client.callTool({ name: 'stats', arguments: {} })).toMatchObject({ structuredContent: { sessions: 1, exchanges: 0 } });
      await (client.transport as StreamableHTTPClientTransport).terminateSession();
      await client.close();
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  });
});

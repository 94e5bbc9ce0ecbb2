/** notifications/cancelled: the handler's signal aborts, the request gets no reply, and its own client requests are cancelled. */
import { CreateMessageRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createServer, type McpServer } from '@mcp-codegen/runtime';
import { connectClient, contextFeature, Gate } from './context-fixtures';
import { deferred } from './fixtures';
import { rawPeer } from './raw-peer';

let server: McpServer;

afterEach(async () => {
  await server.close();
});

describe('cancellation', () => {
  it('aborts the handler signal and sends no reply for the cancelled request', async () => {
    const gate = new Gate();
    const peer = await rawPeer([contextFeature(gate)]);
    server = peer.server;
    peer.request({ id: 5, method: 'tools/call', params: { name: 'held' } });
    const context = await gate.entered.promise;
    const aborted = new Promise<unknown>((resolve) => context.signal.addEventListener('abort', () => resolve(context.signal.reason)));
    peer.send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 5, reason: 'no longer needed' } }));
    expect(await aborted).toEqual(new Error('no longer needed'));
    gate.release.resolve(); // the handler finishes anyway; its result must be dropped
    peer.request({ id: 6, method: 'ping' });
    expect(await peer.responseTo(6)).toEqual({ jsonrpc: '2.0', id: 6, result: {} });
    expect(peer.received.filter((m) => m.id === 5)).toEqual([]);
  });

  it('ignores a cancellation for an unknown or finished request', async () => {
    const peer = await rawPeer([contextFeature()]);
    server = peer.server;
    peer.send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 404 } }));
    peer.request({ id: 1, method: 'ping' });
    expect(await peer.responseTo(1)).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
  });

  it('cancels the sampling request a cancelled tool was waiting for (SDK client)', async () => {
    server = createServer([contextFeature()]);
    const client = await connectClient(server, { sampling: {} });
    const asked = deferred<void>();
    const samplingAborted = deferred<void>();
    client.setRequestHandler(CreateMessageRequestSchema, async (_request, extra) => {
      asked.resolve();
      await new Promise<void>((resolve) => extra.signal.addEventListener('abort', () => resolve()));
      samplingAborted.resolve();
      return { role: 'assistant', model: 'm', content: { type: 'text', text: 'too late' } };
    });
    const controller = new AbortController();
    const call = client.callTool({ name: 'ask', arguments: { text: 'x' } }, undefined, { signal: controller.signal });
    await asked.promise;
    controller.abort('stop');
    await expect(call).rejects.toThrow();
    await samplingAborted.promise; // the server sent notifications/cancelled for its own request
    await expect(client.ping()).resolves.toEqual({});
  });
});

/** ctx.progress → notifications/progress against the request's progressToken. */
import type { Progress } from '@modelcontextprotocol/sdk/types.js';
import { createServer, type McpServer } from '@mcp-codegen/runtime';
import type { JsonRpcMessage } from '../src/protocol/wire/json-rpc';
import { connectClient, contextFeature, Gate, notifications } from './context-fixtures';

let server: McpServer;

afterEach(async () => {
  await server.close();
});

describe('progress', () => {
  it('reports increasing progress to the client that asked for it, ignoring values that do not increase', async () => {
    server = createServer([contextFeature()]);
    const client = await connectClient(server);
    const updates: Progress[] = [];
    const result = await client.callTool({ name: 'steps' }, undefined, { onprogress: (p) => void updates.push(p) });
    expect(result.content).toEqual([{ type: 'text', text: 'stepped' }]);
    expect(updates).toEqual([
      { progress: 0, total: 3, message: 'starting' },
      { progress: 1, total: 3 },
      { progress: 2, total: 3, message: 'almost' },
      { progress: 3, total: 3, message: 'done' },
    ]);
  });

  it('sends nothing without a progressToken', async () => {
    server = createServer([contextFeature()]);
    const client = await connectClient(server);
    const seen = notifications(client);
    await client.callTool({ name: 'steps' });
    expect(seen.of('notifications/progress')).toEqual([]);
  });

  it('ties each notification to its request (relatedRequestId) and stops once the request is answered', async () => {
    const gate = new Gate();
    server = createServer([contextFeature(gate)]);
    const sent: Array<{ message: JsonRpcMessage; relatedRequestId?: string | number }> = [];
    const session = server.createSession((message, options) => void sent.push({ message, relatedRequestId: options?.relatedRequestId }));
    await session.handle({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 's', version: '1' } } });

    const reply = session.handle({ jsonrpc: '2.0', id: 'call-7', method: 'tools/call', params: { name: 'held', _meta: { progressToken: 'tok' } } });
    const context = await gate.entered.promise;
    context.progress(1, 2, 'half');
    context.log.info('working');
    gate.release.resolve();
    expect(await reply).toMatchObject({ id: 'call-7', result: { content: [{ type: 'text', text: 'released' }] } });
    context.progress(2, 2, 'too late');
    context.log.info('too late');

    expect(sent).toEqual([
      { message: { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 'tok', progress: 1, total: 2, message: 'half' } }, relatedRequestId: 'call-7' },
      { message: { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'working' } }, relatedRequestId: 'call-7' },
    ]);
    session.close();
  });

  it('accepts an integer progressToken', async () => {
    const gate = new Gate();
    server = createServer([contextFeature(gate)]);
    const sent: JsonRpcMessage[] = [];
    const session = server.createSession((message) => void sent.push(message));
    const reply = session.handle({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'held', _meta: { progressToken: 42 } } });
    (await gate.entered.promise).progress(5);
    gate.release.resolve();
    await reply;
    expect(sent).toEqual([{ jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 42, progress: 5 } }]);
    session.close();
  });
});

/** logging/setLevel and ctx.log → notifications/message, through the official SDK clients. */
import { Client as ClientV2 } from '@modelcontextprotocol/client';
import { createInMemoryTransportPair, createServer, type McpServer } from '@mcp-codegen/runtime';
import { connectClient, contextFeature, notifications } from './context-fixtures';
import { rawPeer } from './raw-peer';

let server: McpServer;

afterEach(async () => {
  await server.close();
});

const levels = (messages: Array<Record<string, any>>) => messages.map((m) => m.level);

describe('logging', () => {
  it('declares the logging capability', async () => {
    server = createServer([contextFeature()]);
    const client = await connectClient(server);
    expect(client.getServerCapabilities()?.logging).toEqual({});
  });

  it('sends info and above until the client sets a level', async () => {
    server = createServer([contextFeature()]);
    const client = await connectClient(server);
    const seen = notifications(client);
    await client.callTool({ name: 'chatty' });
    expect(levels(seen.of('notifications/message'))).toEqual(['info', 'notice', 'warning', 'error']);
    expect(seen.of('notifications/message')[0]).toEqual({ level: 'info', logger: 'chatty', data: { step: 'started' } });
    expect(seen.of('notifications/message')[3]).toEqual({ level: 'error', logger: 'db', data: 'it broke' });
  });

  it('sends everything after logging/setLevel debug (at least 3 messages during the call)', async () => {
    server = createServer([contextFeature()]);
    const client = await connectClient(server);
    const seen = notifications(client);
    await expect(client.setLoggingLevel('debug')).resolves.toEqual({});
    await client.callTool({ name: 'chatty' });
    expect(levels(seen.of('notifications/message'))).toEqual(['debug', 'info', 'notice', 'warning', 'error']);
    expect(seen.of('notifications/message')[0]).toEqual({ level: 'debug', data: 'debug detail' });
  });

  it('filters below the level the client set', async () => {
    server = createServer([contextFeature()]);
    const client = await connectClient(server);
    const seen = notifications(client);
    await client.setLoggingLevel('warning');
    await client.callTool({ name: 'chatty' });
    expect(levels(seen.of('notifications/message'))).toEqual(['warning', 'error']);
  });

  it('keeps the level per session', async () => {
    server = createServer([contextFeature()]);
    const quiet = await connectClient(server);
    const loud = await connectClient(server);
    const quietSeen = notifications(quiet);
    const loudSeen = notifications(loud);
    await quiet.setLoggingLevel('emergency');
    await loud.setLoggingLevel('debug');
    await quiet.callTool({ name: 'chatty' });
    await loud.callTool({ name: 'chatty' });
    expect(quietSeen.of('notifications/message')).toEqual([]);
    expect(loudSeen.of('notifications/message')).toHaveLength(5);
  });

  it('honours ServerOptions.defaultLogLevel', async () => {
    server = createServer([contextFeature()], { defaultLogLevel: 'error' });
    const client = await connectClient(server);
    const seen = notifications(client);
    await client.callTool({ name: 'chatty' });
    expect(levels(seen.of('notifications/message'))).toEqual(['error']);
  });

  it('answers an unknown level with -32602', async () => {
    const peer = await rawPeer([contextFeature()]);
    server = peer.server;
    peer.request({ id: 1, method: 'logging/setLevel', params: { level: 'verbose' } });
    expect(await peer.responseTo(1)).toMatchObject({ error: { code: -32602, message: expect.stringContaining('debug, info, notice') } });
    peer.request({ id: 2, method: 'logging/setLevel', params: {} });
    expect(await peer.responseTo(2)).toMatchObject({ error: { code: -32602 } });
  });

  it('works with the v2 client', async () => {
    server = createServer([contextFeature()]);
    const pair = createInMemoryTransportPair();
    await server.connect(pair.server);
    const client = new ClientV2({ name: 'v2', version: '1.0.0' });
    const messages: unknown[] = [];
    client.setNotificationHandler('notifications/message', (notification) => void messages.push(notification.params));
    await client.connect(pair.client);
    await client.setLoggingLevel('debug');
    await client.callTool({ name: 'chatty' });
    expect(messages).toHaveLength(5);
    await client.close();
  });
});

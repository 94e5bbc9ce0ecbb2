/** resources/subscribe, resources/unsubscribe and notifications/resources/updated through an update bus. */
import { createServer, InMemoryResourceUpdateBus, type McpServer } from '@mcp-codegen/runtime';
import { connectClient, notifications } from './context-fixtures';
import { docsFeature } from './fixtures';
import { rawPeer } from './raw-peer';

let server: McpServer;

afterEach(async () => {
  await server.close();
});

describe('subscriptions', () => {
  it('declares resources.subscribe', async () => {
    server = createServer([docsFeature]);
    const client = await connectClient(server);
    expect(client.getServerCapabilities()?.resources).toEqual({ subscribe: true, listChanged: true });
  });

  it('sends notifications/resources/updated to the sessions subscribed to that URI only', async () => {
    server = createServer([docsFeature]);
    const watcher = await connectClient(server);
    const bystander = await connectClient(server);
    const seenWatcher = notifications(watcher);
    const seenBystander = notifications(bystander);
    await expect(watcher.subscribeResource({ uri: 'docs://readme' })).resolves.toEqual({});
    await bystander.subscribeResource({ uri: 'docs://config' });

    const updated = seenWatcher.next('notifications/resources/updated');
    await server.resourceUpdated('docs://readme');
    expect(await updated).toEqual({ uri: 'docs://readme' });
    await bystander.ping(); // anything sent to it would have arrived before this reply
    expect(seenBystander.of('notifications/resources/updated')).toEqual([]);
  });

  it('stops after resources/unsubscribe', async () => {
    server = createServer([docsFeature]);
    const client = await connectClient(server);
    const seen = notifications(client);
    await client.subscribeResource({ uri: 'docs://pages/intro' });
    await server.resourceUpdated('docs://pages/intro');
    await client.unsubscribeResource({ uri: 'docs://pages/intro' });
    await server.resourceUpdated('docs://pages/intro');
    await client.ping();
    expect(seen.of('notifications/resources/updated')).toEqual([{ uri: 'docs://pages/intro' }]);
  });

  it('delivers updates published on a shared bus (as from another process)', async () => {
    const bus = new InMemoryResourceUpdateBus();
    server = createServer([docsFeature], { resourceUpdates: bus });
    const other = createServer([docsFeature], { resourceUpdates: bus });
    const client = await connectClient(server);
    const seen = notifications(client);
    await client.subscribeResource({ uri: 'docs://config' });
    const updated = seen.next('notifications/resources/updated');
    await other.resourceUpdated('docs://config');
    expect(await updated).toEqual({ uri: 'docs://config' });
    await other.close();
  });

  it('forgets the subscriptions of a closed session and stops listening when the server closes', async () => {
    const bus = new InMemoryResourceUpdateBus();
    const listen = jest.spyOn(bus, 'listen');
    server = createServer([docsFeature], { resourceUpdates: bus });
    const client = await connectClient(server);
    await client.subscribeResource({ uri: 'docs://readme' });
    await client.close();
    await expect(server.resourceUpdated('docs://readme')).resolves.toBeUndefined();
    expect(listen).toHaveBeenCalledTimes(1);
    await server.close();
    expect((bus as unknown as { listeners: Set<unknown> }).listeners.size).toBe(0);
  });

  it('answers a subscribe without a uri with -32602', async () => {
    const peer = await rawPeer([docsFeature]);
    server = peer.server;
    peer.request({ id: 1, method: 'resources/subscribe', params: {} });
    expect(await peer.responseTo(1)).toMatchObject({ error: { code: -32602, message: expect.stringContaining('"uri"') } });
  });
});

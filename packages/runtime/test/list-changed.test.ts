/** Dynamic lists: enable, disable, add and remove at run time, with list_changed sent to every session. */
import { createServer, CompositionError, type McpServer } from '@mcp-codegen/runtime';
import { connectClient, notifications } from './context-fixtures';
import { calcFeature, docsFeature } from './fixtures';

let server: McpServer;

afterEach(async () => {
  await server.close();
});

const toolNames = async (client: Awaited<ReturnType<typeof connectClient>>) => (await client.listTools()).tools.map((t) => t.name);

describe('dynamic lists', () => {
  it('declares listChanged on tools, resources and prompts', async () => {
    server = createServer([calcFeature, docsFeature]);
    const client = await connectClient(server);
    expect(client.getServerCapabilities()).toMatchObject({ tools: { listChanged: true }, resources: { listChanged: true }, prompts: { listChanged: true } });
  });

  it('hides a disabled tool from tools/list and tools/call (-32602), and shows it again when enabled', async () => {
    server = createServer([calcFeature]);
    const client = await connectClient(server);
    const seen = notifications(client);

    let changed = seen.next('notifications/tools/list_changed');
    server.tools.disable('add');
    await changed;
    expect(server.tools.isEnabled('add')).toBe(false);
    expect(await toolNames(client)).not.toContain('add');
    await expect(client.callTool({ name: 'add', arguments: { a: 1, b: 2 } })).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('Unknown tool: add') });

    changed = seen.next('notifications/tools/list_changed');
    server.tools.enable('add');
    await changed;
    expect((await toolNames(client))[0]).toBe('add'); // back in its place
    await expect(client.callTool({ name: 'add', arguments: { a: 1, b: 2 } })).resolves.toEqual({ content: [{ type: 'text', text: '3' }] });
  });

  it('sends one notification for the changes of one tick, and none for a change that changes nothing', async () => {
    server = createServer([calcFeature]);
    const client = await connectClient(server);
    const seen = notifications(client);
    server.tools.disable('add');
    server.tools.disable('divide');
    server.tools.disable('divide');
    await client.ping(); // the notification, if any, went out before this reply
    expect(seen.of('notifications/tools/list_changed')).toHaveLength(1);
    server.tools.disable('add');
    await client.ping();
    expect(seen.of('notifications/tools/list_changed')).toHaveLength(1);
  });

  it('switches resources, templates and prompts, each notifying its own list', async () => {
    server = createServer([docsFeature]);
    const client = await connectClient(server);
    const seen = notifications(client);

    let changed = seen.next('notifications/resources/list_changed');
    server.resources.disable('docs://readme');
    await changed;
    expect((await client.listResources()).resources.map((r) => r.uri)).not.toContain('docs://readme');
    await expect(client.readResource({ uri: 'docs://readme' })).rejects.toMatchObject({ code: -32002 });

    changed = seen.next('notifications/resources/list_changed');
    server.resourceTemplates.disable('docs://pages/{slug}');
    await changed;
    expect((await client.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate)).toEqual(['docs://users/{id}/profile']);
    await expect(client.readResource({ uri: 'docs://pages/intro' })).rejects.toMatchObject({ code: -32002 });

    changed = seen.next('notifications/prompts/list_changed');
    server.prompts.disable('review');
    await changed;
    expect((await client.listPrompts()).prompts.map((p) => p.name)).toEqual(['conversation', 'broken']);
    await expect(client.getPrompt({ name: 'review', arguments: { topic: 'x' } })).rejects.toMatchObject({ code: -32602 });
    expect(seen.of('notifications/tools/list_changed')).toEqual([]);
  });

  it('adds and removes whole features, notifying every connected session of the lists they touch', async () => {
    server = createServer([calcFeature]);
    const first = await connectClient(server);
    const second = await connectClient(server);
    const seenFirst = notifications(first);
    const seenSecond = notifications(second);

    const resourcesChanged = Promise.all([seenFirst.next('notifications/resources/list_changed'), seenSecond.next('notifications/resources/list_changed')]);
    const promptsChanged = seenSecond.next('notifications/prompts/list_changed');
    server.addFeature(docsFeature);
    await resourcesChanged;
    await promptsChanged;
    expect(seenFirst.of('notifications/tools/list_changed')).toEqual([]);
    expect((await second.listPrompts()).prompts).toHaveLength(3);
    await expect(second.readResource({ uri: 'docs://readme' })).resolves.toMatchObject({ contents: [{ text: '# Readme' }] });

    const toolsChanged = seenFirst.next('notifications/tools/list_changed');
    expect(server.removeFeature('calc')).toBe(true);
    await toolsChanged;
    expect(await toolNames(first)).toEqual([]);
    expect(server.removeFeature('calc')).toBe(false);
  });

  it('tells sessions initialized after a feature was added about its capabilities', async () => {
    server = createServer([calcFeature]);
    server.addFeature(docsFeature);
    const client = await connectClient(server);
    expect(client.getServerCapabilities()).toMatchObject({ resources: { subscribe: true }, prompts: { listChanged: true } });
  });

  it('refuses a feature that clashes, changing nothing', async () => {
    server = createServer([calcFeature]);
    const client = await connectClient(server);
    expect(() => server.addFeature({ ...calcFeature })).toThrow(CompositionError);
    expect(await toolNames(client)).toContain('add');
  });

  it('refuses to switch an item no feature offers', () => {
    server = createServer([calcFeature]);
    expect(() => server.tools.disable('nope')).toThrow('There is no tool "nope" to disable.');
    expect(() => server.prompts.enable('nope')).toThrow(CompositionError);
  });
});

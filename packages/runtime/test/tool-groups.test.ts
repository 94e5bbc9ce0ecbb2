/**
 * Tool groups exposed progressively, end to end over Streamable HTTP: the SDK
 * v1 client on the 2025 wire (notifications/tools/list_changed) and the SDK
 * v2 client pinned to 2026-07-28 (subscriptions/listen, opened by its
 * listChanged option).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { Client as ClientV2, StreamableHTTPClientTransport as StreamableHTTPClientTransportV2 } from '@modelcontextprotocol/client';
import type { Feature } from '@mcp-codegen/manifest';
import { CompositionError, createServer, listenHttp, type ToolGroupsOptions } from '@mcp-codegen/runtime';
import { calcFeature, capturingLogger, deferred } from './fixtures';

// The calc fixture with the token estimates a build would record.
const calc: Feature = Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(calcFeature), manifest: { value: { ...calcFeature.manifest, tokens: { method: 'json-chars/4', tools: Object.fromEntries(calcFeature.manifest.tools.map((t, i) => [t.name, 40 + i])), total: 0 } }, enumerable: true } }) as Feature;

const GROUPS: ToolGroupsOptions = {
  groups: {
    math: { description: 'Arithmetic on two numbers.', tools: ['add', 'divide'] },
    people: { tools: ['greet'] },
  },
};

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function start(toolGroups: ToolGroupsOptions = GROUPS) {
  const logger = capturingLogger();
  const server = createServer([calc], { name: 'groups', version: '1.0.0', logger, toolGroups });
  const listener = await listenHttp(server, { port: 0, logger });
  closers.push(async () => {
    await listener.close();
    await server.close();
  });
  return { server, url: new URL(listener.url) };
}

const text = (result: Record<string, unknown>) => (result.content as Array<{ text: string }>)[0]!.text;
const ungrouped = calcFeature.manifest.tools.map((t) => t.name).filter((n) => !['add', 'divide', 'greet'].includes(n));

test('2025 wire: only the discovery tool and ungrouped tools at first; opening a group sends tools/list_changed and lists it', async () => {
  const { url } = await start();
  const client = new Client({ name: 'v1', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(url));
  closers.push(() => client.close());
  const changed = deferred();
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => changed.resolve());

  const before = (await client.listTools()).tools.map((t) => t.name);
  expect(before.sort()).toEqual(['tool_groups', ...ungrouped].sort());
  await expect(client.callTool({ name: 'add', arguments: { a: 1, b: 2 } })).rejects.toMatchObject({ code: -32602 });

  const listing = text(await client.callTool({ name: 'tool_groups', arguments: {} }));
  expect(listing).toContain('- math (2 tools, about 81 tokens): Arithmetic on two numbers.');
  expect(listing).toContain('- people (1 tool, about 45 tokens): Tools: greet.');

  expect(text(await client.callTool({ name: 'tool_groups', arguments: { group: 'math' } }))).toBe('Opened group "math": add, divide are now in tools/list.');
  await changed.promise;
  const after = (await client.listTools()).tools.map((t) => t.name);
  expect(after).toEqual(expect.arrayContaining(['add', 'divide', 'tool_groups']));
  expect(after).not.toContain('greet');
  expect(await client.callTool({ name: 'add', arguments: { a: 2, b: 3 } })).toEqual({ content: [{ type: 'text', text: '5' }] });
  expect(text(await client.callTool({ name: 'tool_groups', arguments: {} }))).toContain('math (2 tools, about 81 tokens, open)');
});

test('2026-07-28 wire: the v2 client hears the change through subscriptions/listen and refreshes its tools', async () => {
  const { url } = await start();
  const refreshed = deferred<string[]>();
  const client = new ClientV2(
    { name: 'v2', version: '1' },
    {
      versionNegotiation: { mode: { pin: '2026-07-28' } },
      listChanged: { tools: { onChanged: (error, tools) => refreshed.resolve(error ? [`error: ${String(error)}`] : (tools ?? []).map((t) => t.name)) } },
    },
  );
  await client.connect(new StreamableHTTPClientTransportV2(url));
  closers.push(() => client.close());
  expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
  expect((await client.listTools()).tools.map((t) => t.name)).not.toContain('greet');

  await client.callTool({ name: 'tool_groups', arguments: { group: 'people' } });
  expect(await refreshed.promise).toContain('greet');
  expect(text(await client.callTool({ name: 'greet', arguments: { name: 'Ada' } }))).toContain('Ada');
});

test('by default each feature is a group, and groups in `open` are listed from the start', async () => {
  const { url } = await start({ open: ['calc'] });
  const client = new Client({ name: 'v1', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(url));
  closers.push(() => client.close());
  expect((await client.listTools()).tools.map((t) => t.name)).toEqual(expect.arrayContaining(['add', 'greet', 'tool_groups']));
  expect(text(await client.callTool({ name: 'tool_groups', arguments: {} }))).toMatch(/^- calc \(\d+ tools, about \d+ tokens, open\): Tools: add, divide/m);
});

test('a group that is not one is refused like any invalid argument', async () => {
  const { url } = await start();
  const client = new Client({ name: 'v1', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(url));
  closers.push(() => client.close());
  const result = await client.callTool({ name: 'tool_groups', arguments: { group: 'nope' } });
  expect(result).toEqual({ isError: true, content: [{ type: 'text', text: 'Invalid arguments for tool "tool_groups": "group" must be one of "math", "people"' }] });
  expect((await client.callTool({ name: 'tool_groups', arguments: { other: 1 } })).isError).toBe(true);
  expect((await client.listTools()).tools.map((t) => t.name)).not.toContain('add');
});

test('a group naming a tool no feature offers is a start-up error', () => {
  expect(() => createServer([calc], { logger: capturingLogger(), toolGroups: { groups: { x: { tools: ['nope'] } } } })).toThrow(CompositionError);
  expect(() => createServer([calc], { logger: capturingLogger(), toolGroups: { open: ['nope'] } })).toThrow(/not a group/);
});

test('opening a group whose feature was removed since shows what is left and fails nothing', async () => {
  const { server, url } = await start({});
  const client = new Client({ name: 'v1', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(url));
  closers.push(() => client.close());
  server.removeFeature('calc');
  const result = await client.callTool({ name: 'tool_groups', arguments: { group: 'calc' } });
  expect(result.isError).toBeFalsy();
  expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['tool_groups']);
});

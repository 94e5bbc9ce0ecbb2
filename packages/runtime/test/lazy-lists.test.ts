/**
 * A generated feature keeps its tool list's JSON text out of start-up
 * (Feature.loadLists): `listsJson.tools` and `manifest.tools` throw until
 * loadLists() has resolved, and the runtime awaits it before the first request
 * other than initialize, ping and server/discover. The oracle: the same
 * requests against the feature with its lists parsed and no list text at all
 * (the runtime serialises the parsed manifest) and shaped as generated code
 * now is get byte-identical replies, for every reader of lists and descriptors
 * (lists paged and not, calls, disabled items, namespaces, tool groups, schema
 * profiles, scoped lists, the 2026 wire and its Mcp-Param headers, the server
 * card); and initialize loads nothing.
 */
import type { Feature, FeatureManifest, Validator } from '@mcp-codegen/manifest';
import { createServer, type ServerOptions } from '@mcp-codegen/runtime';
import { serverCard } from '../src/transports/http/server-card/server-card';
import { messageJson } from '../src/protocol/wire/message-json';
import { calcFeature, capturingLogger } from './fixtures';
import { modernHttpCall } from './http-helpers';
import { call, initialize, list, modern, reader, runSteps, scopedCalcFeature, writer, type Step } from './session-steps';

/** calcFeature with one scoped tool and a variant, its lists parsed, no list text: the runtime serialises the lists. */
function parsed(): Feature {
  return { ...scopedCalcFeature(), listsJson: undefined };
}

/** The same feature as generated code gives it: the tool list's text loaded by loadLists() (counted), read before it throws. */
function generated(from: Feature = parsed()): { feature: Feature; loads: () => number } {
  const text = JSON.stringify(from.manifest.tools);
  let loaded: string | undefined;
  let loads = 0;
  let toolList: FeatureManifest['tools'] | undefined;
  const listsJson = {
    get tools(): string {
      if (loaded === undefined) throw new Error('The tool list is read before feature.loadLists().');
      return loaded;
    },
    prompts: JSON.stringify(from.manifest.prompts),
  };
  const manifest: FeatureManifest = {
    ...from.manifest,
    get tools() {
      return (toolList ??= JSON.parse(listsJson.tools));
    },
  };
  const feature: Feature = {
    ...from,
    manifest,
    listsJson,
    toolNames: from.manifest.tools.map((d) => d.name),
    async loadLists() {
      loads++;
      await Promise.resolve();
      loaded = text;
    },
  };
  return { feature, loads: () => loads };
}

async function expectSameReplies(steps: Step[], options: ServerOptions = {}, namespace?: string): Promise<string[]> {
  const expected = await runSteps(parsed(), steps, options, namespace);
  const lazy = generated();
  const replies = await runSteps(lazy.feature, steps, options, namespace);
  expect(replies).toEqual(expected);
  expect(lazy.loads()).toBe(1);
  return replies;
}

describe('list texts loaded on first need (Feature.loadLists)', () => {
  it('loads nothing through createServer, initialize and ping; loads once, on the first list', async () => {
    const lazy = generated();
    const server = createServer([lazy.feature], { logger: capturingLogger() });
    const session = server.createSession();
    const [init] = await runSteps(parsed(), [initialize()]);
    expect(messageJson((await session.handle({ jsonrpc: '2.0', ...(initialize() as [Record<string, unknown>])[0] } as never)) as never)).toBe(init);
    await session.handle({ jsonrpc: '2.0', id: 2, method: 'ping' } as never);
    expect(lazy.loads()).toBe(0);
    // Before loading, the lists are not readable directly: the generated getter says why.
    expect(() => server.registry.lists.tools.tools).toThrow('read before feature.loadLists()');
    await session.handle({ jsonrpc: '2.0', id: 3, method: 'tools/list' } as never);
    await session.handle({ jsonrpc: '2.0', id: 4, method: 'tools/list' } as never);
    expect(lazy.loads()).toBe(1);
    expect(server.listsLoaded()).toBeUndefined();
    expect(server.registry.lists.tools.tools).toEqual(parsed().manifest.tools);
    await server.close();
  });

  it('gives the same replies: lists, calls (the first before any list), an invalid call, an unknown tool, a tool disabled before any request and enabled again', async () => {
    const replies = await expectSameReplies([
      (server) => server.tools.disable('add'),
      initialize(),
      call(2, 'divide'),
      list(3),
      call(4, 'add'),
      (server) => server.tools.enable('add'),
      list(5),
      call(6, 'add', { a: 'x' }),
      call(7, 'nope'),
      list(8, undefined, { cursor: 'bogus' }),
    ]);
    expect(JSON.parse(replies[3]!).result.tools.map((t: { name: string }) => t.name)).not.toContain('add');
  });

  it('gives the same replies paged, namespaced, with tool groups, and with schema profiles', async () => {
    const steps = (prefix: string) => [initialize('strict-client'), list(2), list(3, undefined, { cursor: btoa('page:1') }), call(4, `${prefix}add`)];
    await expectSameReplies(steps(''), { pageSize: 2 });
    await expectSameReplies(steps('ns_'), {}, 'ns');
    await expectSameReplies(steps('ns_'), { pageSize: 1 }, 'ns');
    await expectSameReplies([...steps(''), call(5, 'tool_groups', {}), call(6, 'tool_groups', { group: 'math' }), list(7)], { toolGroups: { groups: { math: { tools: ['add', 'divide'] } } } });
    const replies = await expectSameReplies(steps(''), { schemaProfile: (client) => (client.name === 'strict-client' ? 'openai-strict' : undefined) });
    expect(replies[1]).toContain('"required":["a"]');
  });

  it('gives the same scoped lists and refusals, the same 2026 replies, and the same server card', async () => {
    await expectSameReplies([initialize(), list(2, reader), list(3, writer), call(4, 'divide', undefined, reader), call(5, 'divide', undefined, writer)]);
    await expectSameReplies([modern(1, 'server/discover'), modern(2, 'tools/list'), modern(3, 'tools/call', { name: 'add', arguments: { a: 1, b: 2 } })]);
    const card = async (feature: Feature) => {
      const server = createServer([feature], { logger: capturingLogger() });
      await server.listsLoaded();
      return serverCard(server, 'http://localhost/mcp', {});
    };
    expect(await card(generated().feature)).toEqual(await card(parsed()));
  });

  it('loads a feature added later before the next request, and again after a failed load', async () => {
    const server = createServer([generated().feature], { logger: capturingLogger() });
    const session = server.createSession();
    await session.handle({ jsonrpc: '2.0', id: 1, method: 'tools/list' } as never);
    const other = generated({ ...parsed(), manifest: { ...parsed().manifest, feature: 'other', tools: [{ name: 'extra', inputSchema: { type: 'object' } }] }, tools: { extra: calcFeature.tools.add! }, toolPolicies: undefined });
    let failures = 1;
    const load = other.feature.loadLists!;
    other.feature.loadLists = () => (failures-- > 0 ? Promise.reject(new Error('lists missing')) : load());
    server.addFeature(other.feature);
    const failed = (await session.handle({ jsonrpc: '2.0', id: 2, method: 'tools/list' } as never)) as { error?: unknown };
    expect(failed.error).toBeDefined();
    const listed = (await session.handle({ jsonrpc: '2.0', id: 3, method: 'tools/list' } as never)) as unknown as { result: { tools: Array<{ name: string }> } };
    expect(listed.result.tools.map((t) => t.name)).toEqual([...parsed().manifest.tools.map((d) => d.name), 'extra']);
    expect(other.loads()).toBe(1);
    await server.close();
  });
});

describe('a 2026 tools/call over HTTP, first request of the server', () => {
  const schema = (properties: Record<string, unknown>) => ({ type: 'object' as const, properties, additionalProperties: false });
  const tools: FeatureManifest['tools'] = [
    { name: 'plain', inputSchema: schema({ q: { type: 'string' } }) },
    { name: 'region', inputSchema: schema({ region: { type: 'string', 'x-mcp-header': 'Region' }, q: { type: 'string' } }) },
  ];
  const anything: Validator = () => true;
  const bindings = Object.fromEntries(tools.map((d) => [d.name, { validate: anything, result: 'text' as const, invoke: () => 'ok' }]));
  const plain: Feature = { ...calcFeature, manifest: { ...calcFeature.manifest, tools }, tools: bindings, listsJson: undefined };

  it.each([
    ['region', { region: 'eu' }, {}],
    ['region', { region: 'eu' }, { 'mcp-param-region': 'eu' }],
    ['plain', { q: 'x' }, {}],
  ] as const)('checks the Mcp-Param headers of %s as with the list parsed (%j, %j)', async (name, args, headers) => {
    const lazy = generated(plain);
    expect(await modernHttpCall(lazy.feature, name, args, headers)).toEqual(await modernHttpCall(plain, name, args, headers));
    expect(lazy.loads()).toBe(1);
  });
});

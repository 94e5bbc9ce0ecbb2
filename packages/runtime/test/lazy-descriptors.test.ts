/**
 * A generated feature's tool list is parsed on first read (`get tools()` in
 * its manifest) and its names are given apart (Feature.toolNames): the first
 * tools/list is sent from the list's text, so a server that only starts and
 * lists parses nothing. The oracle: the same requests, against the feature as
 * before (its list parsed at start) and shaped as generated code now is, get
 * the same replies, for every reader of descriptors (lists, calls, disabled
 * items, namespaces, tool groups, schema profiles, scoped lists, the server
 * card, the registry); and the plain case reads no descriptor before a call.
 */
import type { Feature, FeatureManifest } from '@mcp-codegen/manifest';
import { createServer, type ServerOptions } from '@mcp-codegen/runtime';
import { buildRegistry, CompositionError } from '../src/composition/registry';
import { serverCard } from '../src/transports/http/server-card/server-card';
import { calcFeature, capturingLogger } from './fixtures';
import { call, initialize, list, reader, runSteps, scopedCalcFeature, writer, type Step } from './session-steps';

/** calcFeature as generated code gave it before: its lists parsed at start, their texts carried along. One tool scoped. */
function eager(): Feature {
  const base = scopedCalcFeature();
  return { ...base, listsJson: { tools: JSON.stringify(base.manifest.tools), prompts: JSON.stringify(base.manifest.prompts) } };
}

/** The same feature as generated code gives it now: the tool list parsed on first read (counted), the names apart. */
function lazy(): { feature: Feature; parses: () => number } {
  const base = eager();
  let parses = 0;
  let toolList: FeatureManifest['tools'] | undefined;
  const manifest: FeatureManifest = {
    ...base.manifest,
    get tools() {
      if (!toolList) parses++;
      return (toolList ??= JSON.parse(base.listsJson!.tools!));
    },
  };
  return { feature: { ...base, manifest, toolNames: base.manifest.tools.map((d) => d.name) }, parses: () => parses };
}

async function expectSameReplies(steps: Step[], options: ServerOptions = {}, namespace?: string): Promise<{ parses: number; replies: string[] }> {
  const expected = await runSteps(eager(), steps, options, namespace);
  const generated = lazy();
  const replies = await runSteps(generated.feature, steps, options, namespace);
  expect(replies).toEqual(expected);
  return { parses: generated.parses(), replies };
}

describe('tool descriptors read on first use', () => {
  it('starts, initializes and lists without parsing the tool list; the list is the same text', async () => {
    const generated = lazy();
    const server = createServer([generated.feature], { logger: capturingLogger() });
    const session = server.createSession();
    await session.handle({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } } as never);
    const first = await session.handle({ jsonrpc: '2.0', id: 2, method: 'tools/list' } as never);
    expect(generated.parses()).toBe(0);
    // The page's items are read when an in-process caller reads them: the same descriptors.
    expect(JSON.parse(JSON.stringify(first))).toEqual({ jsonrpc: '2.0', id: 2, result: { tools: eager().manifest.tools } });
    expect(generated.parses()).toBe(1);
    await server.close();
  });

  it('gives the same replies: lists, calls, an invalid call, an unknown tool, a tool disabled and enabled again', async () => {
    const { replies } = await expectSameReplies([
      initialize(),
      list(2),
      call(3, 'add'),
      call(4, 'add', { a: 'x' }),
      call(5, 'nope'),
      (server) => server.tools.disable('add'),
      list(6),
      call(7, 'add'),
      (server) => server.tools.enable('add'),
      list(8),
      list(9, undefined, { cursor: 'bogus' }),
    ]);
    expect(JSON.parse(replies[6]!).result.tools.map((t: { name: string }) => t.name)).not.toContain('add');
  });

  it('gives the same replies paged, namespaced, with tool groups, and with schema profiles', async () => {
    const steps = (prefix: string) => [initialize('strict-client'), list(2, undefined, {}), list(3, undefined, { cursor: btoa('page:1') }), call(4, `${prefix}add`)];
    await expectSameReplies(steps(''), { pageSize: 2 });
    await expectSameReplies(steps('ns_'), {}, 'ns');
    await expectSameReplies([...steps(''), call(5, 'tool_groups', {}), call(6, 'tool_groups', { group: 'math' }), list(7)], { toolGroups: { groups: { math: { tools: ['add', 'divide'] } } } });
    const { replies } = await expectSameReplies(steps(''), { schemaProfile: (client) => (client.name === 'strict-client' ? 'openai-strict' : undefined) });
    expect(replies[1]).toContain('"required":["a"]');
  });

  it('gives the same scoped lists and refusals, and the same server card', async () => {
    await expectSameReplies([initialize(), list(2, reader), list(3, writer), call(4, 'divide', undefined, reader), call(5, 'divide', undefined, writer)]);
    const card = (feature: Feature) => serverCard(createServer([feature], { logger: capturingLogger() }), 'http://localhost/mcp', {});
    expect(card(lazy().feature)).toEqual(card(eager()));
  });

  it('builds the same registry: names, descriptors, lists, variants, policies', () => {
    const before = buildRegistry([eager()]);
    const generated = lazy();
    const after = buildRegistry([generated.feature]);
    expect([...after.tools.keys()]).toEqual([...before.tools.keys()]);
    expect(generated.parses()).toBe(0);
    expect([...after.tools.values()].map((e) => [e.feature, e.descriptor, e.variants, e.policy])).toEqual([...before.tools.values()].map((e) => [e.feature, e.descriptor, e.variants, e.policy]));
    expect(after.lists.tools.tools).toEqual(before.lists.tools.tools);
    expect(after.lists.tools.tools[0]).toBe(generated.feature.manifest.tools[0]);
  });

  it('says so on first use when toolNames does not name the tools the manifest lists', () => {
    const generated = lazy();
    const registry = buildRegistry([{ ...generated.feature, toolNames: [...generated.feature.toolNames!].reverse() }]);
    expect(() => [...registry.tools.values()][0]!.descriptor).toThrow(CompositionError);
  });
});

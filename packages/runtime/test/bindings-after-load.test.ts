/**
 * A generated feature's tool bindings exist only after load() (they live in
 * tools.generated.ts, which load() imports with the classes and validators);
 * what the runtime needs before that, each tool's policy, it reads from
 * Feature.toolPolicies. The oracle: the same requests, against a hand-written
 * feature (plain `tools`, read at start-up) and against that feature shaped as
 * generated code is (its `tools` throws before load()), get the same replies.
 * A runtime that reads a binding before load() fails here.
 */
import type { Feature, FeatureManifest, HandlerPolicy, ToolBinding } from '@mcp-codegen/manifest';
import { createServer, type ServerOptions } from '@mcp-codegen/runtime';
import { buildRegistry } from '../src/composition/registry';
import { withNamespace } from '../src/composition/namespace';
import { anyScoped, scopesOf } from '../src/protocol/methods/authorization';
import { capturingLogger, validator } from './fixtures';
import { envelope, jobsFeature, TASKS } from './tasks/task-fixtures';

/** `feature` as generated code gives it: policies apart, bindings readable only once load() has run. */
function asGenerated(feature: Feature): Feature {
  const bindings = feature.tools;
  let loaded = false;
  const toolPolicies = Object.fromEntries(Object.entries(bindings).flatMap(([name, b]) => (b.policy ? [[name, b.policy]] : [])));
  return {
    manifest: feature.manifest,
    async load() {
      await feature.load?.();
      loaded = true;
    },
    register: (container) => feature.register(container),
    get tools() {
      if (!loaded) throw new Error('feature.tools is read before load()');
      return bindings;
    },
    toolPolicies,
    resources: feature.resources,
    resourceTemplates: feature.resourceTemplates,
    prompts: feature.prompts,
  };
}

const scoped: HandlerPolicy = { scopes: ['notes:write'] };
const limited: HandlerPolicy = { rateLimit: { limit: 1, windowMs: 60_000 }, timeoutMs: 1_000 };

/** Tools with each policy the runtime reads before a call: scopes, a rate limit and timeout, none. */
function policiesFeature(): Feature {
  const names = ['open', 'write', 'limited'];
  const manifest: FeatureManifest = {
    manifestVersion: 1,
    feature: 'policies',
    tools: names.map((name) => ({ name, inputSchema: { type: 'object', properties: { n: { type: 'number' } } } })),
    resources: [],
    resourceTemplates: [],
    prompts: [],
  };
  const tool = (name: string, policy?: HandlerPolicy): ToolBinding => ({ validate: validator({ n: { type: 'number' } }), result: 'text', invoke: (_c, args) => `${name} ${String(args.n)}`, ...(policy ? { policy } : {}) });
  return {
    manifest,
    async load() {},
    register() {},
    tools: { open: tool('open'), write: tool('write', scoped), limited: tool('limited', limited) },
    resources: {},
    resourceTemplates: {},
    prompts: {},
  };
}

const writer = { subject: 'w', scopes: ['notes:write'] };
const reader = { subject: 'r', scopes: ['notes:read'] };

/** Each request in turn on one session (the first call is the one that loads), with the reply each got. */
async function replies(feature: Feature, requests: Array<[message: Record<string, unknown>, auth?: typeof writer]>, options: ServerOptions = {}): Promise<unknown[]> {
  const server = createServer([feature], { logger: capturingLogger(), ...options });
  const session = server.createSession();
  const out: unknown[] = [];
  for (const [message, auth] of requests) out.push(await session.handle({ jsonrpc: '2.0', ...message }, auth));
  await server.close();
  return out;
}

const call = (id: number, name: string, args: unknown = { n: 1 }) => ({ id, method: 'tools/call', params: { name, arguments: args } });

describe('tool bindings read only after load()', () => {
  it('gives the same replies as plain bindings: lists by scope, scopes refused, an invalid first call, rate limits', async () => {
    const requests: Array<[Record<string, unknown>, typeof writer?]> = [
      [{ id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } }],
      [{ id: 2, method: 'tools/list' }, reader],
      [{ id: 3, method: 'tools/list' }, writer],
      [call(4, 'write'), reader],
      [call(5, 'open', { n: 'not a number' })],
      [call(6, 'write'), writer],
      [call(7, 'limited')],
      [call(8, 'limited')],
      [call(9, 'nope')],
    ];
    const strip = (reply: unknown) => JSON.parse(JSON.stringify(reply).replace(/Retry after \d+ ms/g, 'Retry after N ms'));
    const expected = (await replies(policiesFeature(), requests)).map(strip);
    expect((await replies(asGenerated(policiesFeature()), requests)).map(strip)).toEqual(expected);
    // The scenario does what it says: the reader sees two tools and is refused; the second limited call is refused.
    expect((expected[1] as { result: { tools: unknown[] } }).result.tools).toHaveLength(2);
    expect(expected[3]).toMatchObject({ error: { code: expect.any(Number) } });
    expect(expected[7]).toMatchObject({ result: { isError: true } });
  });

  it('gives the same replies with tasks on: capabilities, a required task refused, a task started', async () => {
    const requests: Array<[Record<string, unknown>, typeof writer?]> = [
      [{ id: 1, method: 'server/discover', params: { _meta: envelope(true) } }],
      [{ id: 2, method: 'tools/call', params: { name: 'needsTask', arguments: {}, _meta: envelope(false) } }],
      [{ id: 3, method: 'tools/call', params: { name: 'plain', arguments: {}, _meta: envelope(true) } }],
      [{ id: 4, method: 'tools/call', params: { name: 'sleepy', arguments: { ms: 1 }, _meta: envelope(true) } }],
    ];
    const strip = (reply: unknown) => JSON.parse(JSON.stringify(reply).replace(/"taskId":"[^"]+"|"(createdAt|lastUpdatedAt)":"[^"]+"/g, '"x":0'));
    const expected = (await replies(jobsFeature(), requests, { tasks: {} })).map(strip);
    expect((await replies(asGenerated(jobsFeature()), requests, { tasks: {} })).map(strip)).toEqual(expected);
    expect(expected[0]).toMatchObject({ result: { capabilities: { extensions: { [TASKS]: {} } } } });
    expect(expected[1]).toMatchObject({ error: { code: -32021 } });
  });

  it('takes each entry.policy from toolPolicies before load, equal to the binding policy after it', async () => {
    const feature = asGenerated(policiesFeature());
    const registry = buildRegistry([feature]);
    expect(scopesOf(registry, 'tools/call', { name: 'write' })).toEqual(['notes:write']);
    expect(anyScoped(registry)).toBe(true);
    const before = [...registry.tools.values()].map((entry) => entry.policy);
    expect(() => registry.tools.get('open')!.binding).toThrow('read before load()');
    await feature.load!();
    expect(before).toEqual([...registry.tools.values()].map((entry) => entry.binding.policy));
  });

  it('keeps toolPolicies under a namespace, renamed as the tools are', () => {
    const registry = buildRegistry([withNamespace(asGenerated(policiesFeature()), 'x')]);
    expect(scopesOf(registry, 'tools/call', { name: 'x_write' })).toEqual(['notes:write']);
    expect(registry.tools.get('x_limited')!.policy).toEqual(limited);
  });
});

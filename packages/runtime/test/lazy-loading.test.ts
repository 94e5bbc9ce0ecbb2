/**
 * What loads when: tsyringe and a feature's classes (Feature.load) wait for
 * the first handler call, since initialize and the lists need neither.
 */
import type { Arguments, Feature, Resolver } from '@mcp-codegen/manifest';
import { createServer } from '@mcp-codegen/runtime';
import { capturingLogger, validator } from './fixtures';

/** A feature whose class arrives through load(), as generated code does it; `loads` counts the calls. */
function lazyFeature(name: string, options: { failLoad?: boolean; invoked?: string[] } = {}) {
  let Greeter: (new () => { greet(who: string): string }) | undefined;
  const counts = { loads: 0, registers: 0, toolBindings: 0 };
  const feature: Feature = {
    manifest: {
      manifestVersion: 1,
      feature: name,
      tools: [{ name: `${name}_greet`, inputSchema: { type: 'object', properties: { who: { type: 'string' } } } }],
      resources: [],
      resourceTemplates: [],
      prompts: [],
    },
    async load() {
      counts.loads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (options.failLoad) throw new Error('Cannot find module ../greeter.js');
      // A class module may import tsyringe (for its @inject): the Reflect polyfill it needs is loaded by then.
      await import('tsyringe');
      Greeter = class {
        greet(who: string) {
          return `${name} greets ${who}`;
        }
      };
    },
    register(container) {
      counts.registers++;
      container.provide(Greeter!, () => new Greeter!());
    },
    // A getter, as generated code builds its tool bindings: the registry looks them up on first use.
    get tools() {
      counts.toolBindings++;
      return { [`${name}_greet`]: { validate: validator({ who: { type: 'string' } }), result: 'text' as const, invoke: (c: Resolver, args: Arguments) => (options.invoked?.push(name), c.resolve(Greeter!).greet(args.who as string)) } };
    },
    resources: {},
    resourceTemplates: {},
    prompts: {},
  };
  return { feature, counts };
}

const call = (id: number, name: string) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: { who: 'Ada' } } });
const result = (reply: unknown) => (reply as { result: { content: Array<{ text: string }>; tools?: unknown[]; isError?: boolean } }).result;
const text = (reply: unknown) => result(reply).content[0].text;

describe('loading on first use', () => {
  it('answers initialize and tools/list without loading, then loads once at the first call, however many arrive together', async () => {
    const { feature, counts } = lazyFeature('one');
    const server = createServer([feature], { logger: capturingLogger() });
    const session = server.createSession();
    await session.handle({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } });
    const list = await session.handle({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    expect(result(list).tools).toHaveLength(1);
    expect(counts).toEqual({ loads: 0, registers: 0, toolBindings: 0 });
    expect(server.container.loaded).toBe(false);

    const replies = await Promise.all([session.handle(call(3, 'one_greet')), session.handle(call(4, 'one_greet'))]);
    expect(replies.map(text)).toEqual(['one greets Ada', 'one greets Ada']);
    expect(counts).toEqual({ loads: 1, registers: 1, toolBindings: 1 });
    expect(server.container.loaded).toBe(true);
  });

  it('loads a feature added after the first call before that feature is called', async () => {
    const first = lazyFeature('first');
    const server = createServer([first.feature], { logger: capturingLogger() });
    const session = server.createSession();
    expect(text(await session.handle(call(1, 'first_greet')))).toBe('first greets Ada');
    const later = lazyFeature('later');
    server.addFeature(later.feature);
    expect(server.container.loaded).toBe(false);
    expect(text(await session.handle(call(2, 'later_greet')))).toBe('later greets Ada');
    expect([first.counts.loads, later.counts.loads]).toEqual([1, 1]);
  });

  it('keeps a namespaced feature lazy: its tool bindings are built with the first call, under the prefixed name', async () => {
    const { feature, counts } = lazyFeature('ns');
    const server = createServer([{ feature, namespace: 'x' }], { logger: capturingLogger() });
    const session = server.createSession();
    expect(result(await session.handle({ jsonrpc: '2.0', id: 1, method: 'tools/list' })).tools).toMatchObject([{ name: 'x_ns_greet' }]);
    expect(counts).toEqual({ loads: 0, registers: 0, toolBindings: 0 });
    expect(text(await session.handle(call(2, 'x_ns_greet')))).toBe('ns greets Ada');
    expect(counts).toEqual({ loads: 1, registers: 1, toolBindings: 1 });
  });

  it('runs no handler for a request cancelled while the load was under way', async () => {
    const invoked: string[] = [];
    const { feature } = lazyFeature('cancel', { invoked });
    const session = createServer([feature], { logger: capturingLogger() }).createSession();
    const reply = session.handle(call(1, 'cancel_greet'));
    await session.handle({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } });
    expect(await reply).toBeUndefined();
    expect(invoked).toEqual([]);
  });

  it('answers every call with a masked error when a feature cannot load, and logs why', async () => {
    const { feature } = lazyFeature('broken', { failLoad: true });
    const logger = capturingLogger();
    const server = createServer([feature], { logger });
    const session = server.createSession();
    for (const id of [1, 2]) {
      expect(result(await session.handle(call(id, 'broken_greet')))).toEqual({ isError: true, content: [{ type: 'text', text: 'Tool "broken_greet" failed. The server logged the details.' }] });
    }
    expect(logger.errors.map((e) => (e.error as Error).message)).toEqual(['Cannot find module ../greeter.js', 'Cannot find module ../greeter.js']);
  });

  it('runs a provider callback when the container loads, not at start-up', async () => {
    const { feature } = lazyFeature('cb');
    const order: string[] = [];
    const server = createServer([feature], {
      logger: capturingLogger(),
      providers: (tsyringe) => {
        order.push(`callback, ${tsyringe.isRegistered('x') ? 'x' : 'nothing'} registered`);
      },
    });
    expect(order).toEqual([]);
    await server.container.load();
    expect(order).toEqual(['callback, nothing registered']);
  });

  it('warms up in idle time after the first list when asked to (serve() does), so the first call need not wait', async () => {
    const { feature, counts } = lazyFeature('warm');
    const server = createServer([feature], { logger: capturingLogger(), warmUpAfterListMs: 5 });
    const session = server.createSession();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(counts.loads).toBe(0); // Nothing before a client has listed.
    await session.handle({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(counts.loads).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(counts).toMatchObject({ loads: 1, registers: 1 });
    expect(server.container.loaded).toBe(true);
    expect(text(await session.handle(call(2, 'warm_greet')))).toBe('warm greets Ada');
    expect(counts.loads).toBe(1);
    await server.close();
  });

  it('says what to do when the container is used directly before it has loaded', () => {
    const server = createServer([], { logger: capturingLogger() });
    expect(() => server.container.resolve('anything')).toThrow('await server.container.load()');
  });
});

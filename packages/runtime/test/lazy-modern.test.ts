/**
 * The 2026-07-28 method table and the tasks runner load on the first modern
 * request (protocol/modern/lazy-methods.ts; bench/PROFILES.md, cold start,
 * wave 6). The router must know the table's method names before it exists:
 * modernMethodNames says them, and this holds it to the table modernMethods
 * builds (the oracle), then checks a fresh server end to end.
 */
import { createServer, type McpServer } from '@mcp-codegen/runtime';
import { buildRegistry } from '../src/composition/registry';
import { CachePolicy } from '../src/protocol/methods/cache-hints';
import { ListenHub } from '../src/protocol/modern/listen';
import { modernMethodNames } from '../src/protocol/modern/modern-method-names';
import { modernTable } from '../src/modern-table';
import type { MethodTable, RequestContext } from '../src/protocol/session/method-table';
import { lazyMethods } from '../src/protocol/modern/lazy-methods';
import { eraRouter } from '../src/protocol/modern/era-router';
import { RequestStateCodec } from '../src/protocol/session/request-state';
import { resolveTaskOptions } from '../src/tasks/task-options';
import { capturingLogger } from './fixtures';
import { envelope, jobsFeature } from './tasks/task-fixtures';

const handler = () => ({});
const tableOf = (names: Iterable<string>): MethodTable => Object.fromEntries([...names].map((name) => [name, handler]));

/** The table modernMethods builds, with the tasks extension, as createServer would load it. */
async function builtModern(legacy: MethodTable): Promise<string[]> {
  const table = modernTable({
    legacy,
    serverInfo: { name: 't', version: '1' },
    capabilities: () => ({}),
    instructions: undefined,
    cache: new CachePolicy(),
    states: new RequestStateCodec(),
    listen: new ListenHub(),
    registry: buildRegistry([]),
    logger: capturingLogger(),
    legacyToolsCall: handler,
    taskOptions: resolveTaskOptions(),
    taskStore: undefined,
  });
  await table.close();
  return Object.keys(table.methods);
}

/** Every method a server routes (its 2025 table and the modern names), read from a session it made. */
function routedNames(server: McpServer): string[] {
  return Object.keys((server.createSession() as unknown as { options: { methods: MethodTable } }).options.methods);
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

describe('modernMethodNames, against the table modernMethods builds', () => {
  it('names exactly its methods for the 2025 table a server has, with and without tools/call', async () => {
    const server = createServer([jobsFeature()], { logger: capturingLogger(), tasks: {} });
    // What the modern table adds of its own: what it builds from a 2025 table with only tools/call, minus that.
    const modernOnly = new Set(await builtModern(tableOf(['tools/call'])));
    modernOnly.delete('tools/call');
    const legacy = tableOf(routedNames(server).filter((name) => !modernOnly.has(name)));
    await server.close();
    expect(Object.keys(legacy)).toEqual(expect.arrayContaining(['initialize', 'ping', 'tools/call', 'tools/list', 'resources/subscribe']));
    expect(sorted(modernMethodNames(legacy))).toEqual(sorted(await builtModern(legacy)));
    const withoutCall = tableOf(Object.keys(legacy).filter((name) => name !== 'tools/call'));
    expect(sorted(modernMethodNames(withoutCall))).toEqual(sorted(await builtModern(withoutCall)));
  });
});

describe('a fresh server, whose first modern request loads the table', () => {
  async function replies(messages: Array<Record<string, unknown>>): Promise<unknown[]> {
    const server = createServer([jobsFeature()], { logger: capturingLogger(), tasks: {} });
    const session = server.createSession();
    // All at once, before the table has loaded: each waits for the one load.
    const out = await Promise.all(messages.map((message) => session.handle({ jsonrpc: '2.0', ...message })));
    await server.close();
    return out;
  }

  it('answers modern-only methods, refuses the removed ones, and routes 2025 requests', async () => {
    const [discover, task, ping, listed] = await replies([
      { id: 1, method: 'server/discover', params: { _meta: envelope(true) } },
      { id: 2, method: 'tasks/get', params: { taskId: 'nope', _meta: envelope(true) } },
      { id: 3, method: 'ping', params: { _meta: envelope(true) } },
      { id: 4, method: 'tools/list' },
    ]);
    expect(discover).toMatchObject({ result: { capabilities: { extensions: { 'io.modelcontextprotocol/tasks': {} } } } });
    expect(task).toMatchObject({ error: { code: -32602, message: 'Failed to retrieve task: Task not found' } });
    expect(ping).toMatchObject({ error: { code: -32601, message: expect.stringContaining('removed in protocol revision 2026-07-28') } });
    expect(listed).toMatchObject({ result: { tools: expect.any(Array) } });
  });

  it('still refuses bad task options at createServer, not at the first modern request', () => {
    expect(() => createServer([jobsFeature()], { logger: capturingLogger(), tasks: { ttlMs: 0 } })).toThrow('tasks.ttlMs must be a whole number');
  });

  it('closes with no modern request ever made', async () => {
    const server = createServer([jobsFeature()], { logger: capturingLogger(), tasks: {} });
    await expect(server.close()).resolves.toBeUndefined();
  });
});

describe('lazyMethods once loaded', () => {
  it('holds the loaded handlers themselves, and a stub kept from before answers at once with them', async () => {
    const loaded: MethodTable = { 'a/b': (params) => ({ from: 'a/b', params }), 'c/d': () => ({ from: 'c/d' }) };
    let loads = 0;
    const table = lazyMethods(['a/b', 'c/d'], () => {
      loads++;
      return Promise.resolve(loaded);
    });
    const stub = table['a/b'];
    const request = { session: { initialized: false } } as unknown as RequestContext;
    // Before the load: the stub loads, then answers as the loaded handler does.
    await expect(Promise.all([stub({ n: 1 }, request), table['c/d']({}, request)])).resolves.toEqual([{ from: 'a/b', params: { n: 1 } }, { from: 'c/d' }]);
    expect(loads).toBe(1);
    expect(table['a/b']).toBe(loaded['a/b']);
    expect(table['c/d']).toBe(loaded['c/d']);
    // The stub kept from before: no promise, the loaded handler's own answer.
    expect(stub({ n: 2 }, request)).toEqual({ from: 'a/b', params: { n: 2 } });
    // The era router reads the table per call: it gets the loaded handler's answer, at once.
    const routed = eraRouter({}, table);
    expect(routed['a/b']({ n: 3, _meta: envelope(true) }, request)).toEqual({ from: 'a/b', params: { n: 3, _meta: envelope(true) } });
    expect(loads).toBe(1);
  });
});

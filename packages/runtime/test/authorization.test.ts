/** Scope checks in the dispatcher and the per-scope-set list pages, in process (no HTTP). */
import { createServer, INSUFFICIENT_SCOPE } from '@mcp-codegen/runtime';
import { pagedCatalog } from '../src/protocol/lists/paged-catalog';
import { MAX_SCOPED_PAGE_SETS, ScopedLists } from '../src/protocol/lists/scoped-lists';
import { TOKENS, vaultFeature } from './auth-fixtures';
import { capturingLogger } from './fixtures';

const request = (method: string, params: object = {}) => ({ jsonrpc: '2.0', id: 1, method, params });

describe('the dispatcher', () => {
  const server = createServer([vaultFeature], { logger: capturingLogger() });
  afterAll(() => server.close());

  it('refuses an authenticated caller without the scope in-band, before the handler', async () => {
    const session = server.createSession();
    const response = await session.handle(request('tools/call', { name: 'rotateKeys', arguments: {} }), TOKENS.alice);
    expect(response).toMatchObject({ error: { code: INSUFFICIENT_SCOPE, data: { requiredScopes: ['admin'] } } });
    const read = await session.handle(request('resources/read', { uri: 'vault://items/1' }), TOKENS.alice);
    expect(read).toMatchObject({ error: { code: INSUFFICIENT_SCOPE } });
    const allowed = await session.handle(request('tools/call', { name: 'rotateKeys', arguments: {} }), TOKENS.admin);
    expect(allowed).toMatchObject({ result: { content: [{ text: 'rotated' }] } });
  });

  it('leaves callers without authentication (stdio, in-memory) as before: everything listed and callable', async () => {
    const session = server.createSession();
    const list = (await session.handle(request('tools/list'))) as unknown as { result: { tools: unknown[] } };
    expect(list.result.tools).toHaveLength(3);
    expect(await session.handle(request('tools/call', { name: 'audit', arguments: {} }))).toMatchObject({ result: { content: [{ text: 'audited' }] } });
  });
});

describe('ScopedLists', () => {
  const catalog = pagedCatalog([vaultFeature], 100);
  const lists = new ScopedLists(catalog);

  it('serves the catalog pages untouched without authentication or with every relevant scope', () => {
    expect(lists.pages('tools', undefined)).toBe(catalog.pages.tools);
    expect(lists.pages('tools', { scopes: ['admin', 'audit', 'vault:read', 'prompts'] })).toBe(catalog.pages.tools);
  });

  it('cuts pages once per set of relevant scopes; scopes no item declares do not split the cache', () => {
    const first = lists.pages('tools', { scopes: ['admin', 'mcp'] });
    expect(lists.pages('tools', { scopes: ['x', 'admin', 'y'] })).toBe(first);
    expect(lists.pages('tools', { scopes: ['vault:read'] })).not.toBe(first);
  });

  it('stays bounded and follows catalog changes', () => {
    for (let i = 0; i < MAX_SCOPED_PAGE_SETS * 2; i++) lists.pages('tools', { scopes: [] });
    const before = lists.pages('tools', { scopes: [] });
    catalog.setEnabled('tools', 'whoami', false);
    const after = lists.pages('tools', { scopes: [] }).page(undefined) as { tools: Array<{ name: string }> };
    expect(after).not.toBe(before.page(undefined));
    expect(after.tools).toEqual([]);
    expect((lists as unknown as { cache: Map<string, unknown> }).cache.size).toBeLessThanOrEqual(MAX_SCOPED_PAGE_SETS);
  });
});

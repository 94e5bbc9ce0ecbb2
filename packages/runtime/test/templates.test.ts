/** Template matching and completion/complete, driven by the official SDK v1 client over the in-memory pair. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createInMemoryTransportPair, createServer, CompositionError, type McpServer } from '@mcp-codegen/runtime';
import type { Feature } from '@mcp-codegen/manifest';
import { capturingLogger, docsFeature, type CapturingLogger } from './fixtures';
import { shopFeature } from './template-fixtures';

let server: McpServer;
let client: Client;
let logger: CapturingLogger;

beforeEach(async () => {
  logger = capturingLogger();
  server = createServer([shopFeature], { logger });
  const pair = createInMemoryTransportPair();
  await server.connect(pair.server);
  client = new Client({ name: 'test-client', version: '0.0.1' });
  await client.connect(pair.client);
});

afterEach(async () => {
  await client.close();
  await server.close();
});

async function read(uri: string): Promise<unknown> {
  const { contents } = await client.readResource({ uri });
  return JSON.parse((contents[0] as { text: string }).text);
}

async function failure(promise: Promise<unknown>): Promise<{ code: number; message: string; data?: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: number; message: string };
  }
  throw new Error('expected the request to fail');
}

describe('resources/read through templates', () => {
  it('converts a variable to its declared type', async () => {
    await expect(read('shop://items/42')).resolves.toEqual({ template: 'item', id: 42 });
  });

  it('prefers the most specific template, and a fixed resource over any', async () => {
    await expect(read('shop://items/7/reviews')).resolves.toEqual({ template: 'reviews', id: 7 });
    await expect(read('shop://aisles/3')).resolves.toEqual({ template: 'anything', path: 'aisles/3' });
    const { contents } = await client.readResource({ uri: 'shop://items/featured' });
    expect((contents[0] as { text: string }).text).toBe('featured');
  });

  it('lets a less specific template serve when a variable does not convert', async () => {
    // shop://items/{id} matches but "abc" is no integer; shop://{+path} is less specific but takes any text.
    await expect(read('shop://items/abc')).resolves.toEqual({ template: 'anything', path: 'items/abc' });
  });

  it('reads query variables in any order, each optional, typed and checked', async () => {
    await expect(read('shop://search?limit=5&q=red%20shoes')).resolves.toEqual({ template: 'search', q: 'red shoes', limit: 5 });
    await expect(read('shop://search')).resolves.toEqual({ template: 'search' });
    await expect(read('shop://search?tags=a&sort=name&tags=b')).resolves.toEqual({ template: 'search', tags: ['a', 'b'], sort: 'name' });
  });

  it('binds an exploded path variable to a list, split before decoding', async () => {
    // An encoded "/" is refused by default (security.test.ts); other encodings decode after the split.
    await expect(read('shop://shelves/a/b%2Cc%20d')).resolves.toEqual({ template: 'shelf', path: ['a', 'b,c d'] });
  });

  it('answers -32602 for a value its parameter cannot take', async () => {
    const notNumber = await failure(client.readResource({ uri: 'shop://search?limit=lots' }));
    expect(notNumber.code).toBe(-32602);
    expect(notNumber.message).toContain('the URI variable "limit" must be a number, not "lots"');
    expect(notNumber.data).toEqual({ uri: 'shop://search?limit=lots', variable: 'limit' });
    const notInEnum = await failure(client.readResource({ uri: 'shop://search?sort=colour' }));
    expect(notInEnum.code).toBe(-32602);
    expect(notInEnum.message).toContain('"sort" must be one of "price", "name"');
  });

  it('answers -32002 when nothing matches (an unknown query name included)', async () => {
    expect((await failure(client.readResource({ uri: 'shop://search?colour=red' }))).code).toBe(-32002);
    expect((await failure(client.readResource({ uri: 'other://x' }))).code).toBe(-32002);
  });

  it('lists templates in declaration order, whatever the match order', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(shopFeature.manifest.resourceTemplates.map((t) => t.uriTemplate));
  });
});

describe('composition', () => {
  it('refuses templates of two features that match the same URIs', () => {
    const other: Feature = {
      ...docsFeature,
      manifest: { ...docsFeature.manifest, feature: 'other', resourceTemplates: [{ uriTemplate: 'shop://items/{sku}', name: 'sku' }] },
      resourceTemplates: { 'shop://items/{sku}': { pattern: /^shop:\/\/items\/([^/?#]+)$/, variables: ['sku'], result: 'text', read: () => '' } },
    };
    expect(() => createServer([shopFeature, other])).toThrow(CompositionError);
    expect(() => createServer([shopFeature, other])).toThrow(
      'The resource templates "shop://items/{id}" and "shop://items/{sku}" in features "shop" and "other" match the same URIs.',
    );
  });

  it('refuses completions for a prompt the feature does not list', () => {
    const stale: Feature = { ...shopFeature, completions: { prompts: { gone: { x: { values: [] } } } } };
    expect(() => createServer([stale])).toThrow(/completions for the prompt "gone"/);
  });

  it('advertises completions only when a feature has some', () => {
    expect(client.getServerCapabilities()).toMatchObject({ completions: {} });
    expect(createServer([docsFeature]).registry.capabilities).not.toHaveProperty('completions');
  });
});

describe('completion/complete', () => {
  const prompt = (argument: string, value: string) => ({ ref: { type: 'ref/prompt' as const, name: 'describe' }, argument: { name: argument, value } });

  it('offers fixed values by prefix, ignoring case', async () => {
    await expect(client.complete(prompt('tone', 'F'))).resolves.toEqual({ completion: { values: ['formal', 'friendly'], hasMore: false } });
    await expect(client.complete({ ref: { type: 'ref/resource', uri: 'shop://search{?q,limit,sort,tags*}' }, argument: { name: 'sort', value: '' } })).resolves.toEqual({
      completion: { values: ['price', 'name'], hasMore: false },
    });
  });

  it('calls a completion method with the other arguments, capping at 100 with total and hasMore', async () => {
    const all = await client.complete(prompt('id', 'item-'));
    expect(all.completion.values).toHaveLength(100);
    expect(all.completion).toMatchObject({ total: 150, hasMore: true });
    const some = await client.complete({ ...prompt('id', 'item-1'), context: { arguments: { tone: 'short' } } });
    expect(some.completion).toEqual({ values: ['item-1'], hasMore: false });
    await expect(client.complete(prompt('notes', ''))).resolves.toEqual({ completion: { values: ['n1', 'n2'], hasMore: false } });
  });

  it('answers an argument without completions with no values', async () => {
    await expect(client.complete({ ref: { type: 'ref/resource', uri: 'shop://items/{id}' }, argument: { name: 'id', value: '1' } })).resolves.toEqual({
      completion: { values: [], hasMore: false },
    });
  });

  it('answers -32602 for an unknown prompt, template or argument', async () => {
    expect((await failure(client.complete({ ref: { type: 'ref/prompt', name: 'nope' }, argument: { name: 'id', value: '' } }))).code).toBe(-32602);
    expect((await failure(client.complete({ ref: { type: 'ref/resource', uri: 'shop://nope/{x}' }, argument: { name: 'x', value: '' } }))).code).toBe(-32602);
    const unknownArgument = await failure(client.complete(prompt('colour', '')));
    expect(unknownArgument.code).toBe(-32602);
    expect(unknownArgument.message).toContain('no argument "colour"');
  });

  it('turns a ToolError into -32602 and masks any other failure as -32603', async () => {
    const refused = await failure(client.complete(prompt('notes', 'bad')));
    expect(refused).toMatchObject({ code: -32602, message: expect.stringContaining('Notes cannot start with "bad".') });
    const masked = await failure(client.complete(prompt('notes', 'boom')));
    expect(masked.code).toBe(-32603);
    expect(masked.message).not.toContain('10.0.0.7');
    expect(logger.errors.map((e) => (e.error as Error).message)).toContain('notes index at 10.0.0.7 is down');
  });
});

/**
 * Lowered tool schemas served by profile (docs/portability.md): the variant to the clients the `schemaProfile`
 * option names, the canonical schema to the others, arguments mapped back before the canonical validator.
 * Real peers: the official SDK clients v1 and v2 over Streamable HTTP, and the 2026-07-28 wire (clientInfo in _meta).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client as ClientV2, StreamableHTTPClientTransport as StreamableHTTPClientTransportV2 } from '@modelcontextprotocol/client';
import type { Feature, FeatureManifest, ToolVariants } from '@mcp-codegen/manifest';
import { createServer, listenHttp, type ServerOptions } from '@mcp-codegen/runtime';
import { validator } from './fixtures';
import { rawPeer } from './raw-peer';

const canonical = {
  type: 'object',
  properties: { query: { type: 'string' }, limit: { type: 'integer' }, weights: { type: 'object', additionalProperties: { type: 'number' } } },
  required: ['query'],
  additionalProperties: false,
};
const strict = {
  type: 'object',
  properties: {
    query: { type: 'string' },
    limit: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    weights: { anyOf: [{ type: 'array', items: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'number' } }, required: ['key', 'value'], additionalProperties: false } }, { type: 'null' }] },
  },
  required: ['query', 'limit', 'weights'],
  additionalProperties: false,
};
const toolVariants: ToolVariants = { 'openai-strict': { search: { inputSchema: strict, restore: { absentIfNull: ['limit', 'weights'], props: { weights: { fromEntries: true } } } } } };

const manifest: FeatureManifest = {
  manifestVersion: 1,
  feature: 'finder',
  tools: [
    { name: 'echo', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'], additionalProperties: false } },
    { name: 'search', inputSchema: canonical },
  ],
  resources: [],
  resourceTemplates: [],
  prompts: [],
  toolVariants,
};

/** What the handler received, as JSON text. */
const finder: Feature = {
  manifest,
  register() {},
  tools: {
    echo: { validate: validator({ text: { type: 'string' } }, ['text']), result: 'text', invoke: (_c, args) => JSON.stringify(args) },
    search: { validate: validator({ query: { type: 'string' }, limit: { type: 'integer' }, weights: { type: 'object' } }, ['query']), result: 'text', invoke: (_c, args) => JSON.stringify(args) },
  },
  resources: {},
  resourceTemplates: {},
  prompts: {},
};

const byName: ServerOptions['schemaProfile'] = (client) => (client.name === 'strict-agent' ? 'openai-strict' : undefined);

interface AnyClient {
  listTools(): Promise<{ tools: Array<{ name: string; inputSchema: Record<string, unknown> }> }>;
  callTool(params: { name: string; arguments?: Record<string, unknown> }): Promise<Record<string, any>>;
  close(): Promise<void>;
}

const connect: Record<string, (url: string, name: string) => Promise<AnyClient>> = {
  'SDK v1': async (url, name) => {
    const client = new Client({ name, version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    return client as unknown as AnyClient;
  },
  'SDK v2': async (url, name) => {
    const client = new ClientV2({ name, version: '1' });
    await client.connect(new StreamableHTTPClientTransportV2(new URL(url)));
    return client as unknown as AnyClient;
  },
};

const text = (result: Record<string, any>) => (result.content as Array<{ text: string }>)[0]!.text;

describe.each(Object.keys(connect))('%s over Streamable HTTP, with a rule on clientInfo.name', (sdk) => {
  const server = createServer([finder], { schemaProfile: byName });
  let url: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const listener = await listenHttp(server, { port: 0 });
    url = listener.url;
    close = async () => {
      await listener.close();
      await server.close();
    };
  });
  afterAll(() => close());

  it('lists the variant to the named client and the canonical schema to another', async () => {
    const lowered = await connect[sdk]!(url, 'strict-agent');
    const plain = await connect[sdk]!(url, 'someone');
    try {
      const search = async (c: AnyClient) => (await c.listTools()).tools.find((t) => t.name === 'search')!.inputSchema;
      expect(await search(lowered)).toEqual(strict);
      expect(await search(plain)).toEqual(canonical);
      // A tool without a variant is listed as it is to both.
      expect((await lowered.listTools()).tools.map((t) => t.name)).toEqual(['echo', 'search']);
    } finally {
      await lowered.close();
      await plain.close();
    }
  });

  it('maps the lowered arguments back: null means omitted, pairs become a record', async () => {
    const lowered = await connect[sdk]!(url, 'strict-agent');
    const plain = await connect[sdk]!(url, 'someone');
    try {
      const viaLowered = await lowered.callTool({ name: 'search', arguments: { query: 'x', limit: null, weights: [{ key: 'a', value: 1 }] } });
      const viaCanonical = await plain.callTool({ name: 'search', arguments: { query: 'x', weights: { a: 1 } } });
      expect(viaLowered.isError).toBeFalsy();
      expect(text(viaLowered)).toBe('{"query":"x","weights":{"a":1}}');
      expect(text(viaLowered)).toBe(text(viaCanonical));
      // The same arguments from a client without the profile are not mapped: the canonical validator rejects them.
      const unmapped = await plain.callTool({ name: 'search', arguments: { query: 'x', limit: null } });
      expect(unmapped.isError).toBe(true);
      // A null where the canonical type has none stays an error for the profiled client too.
      const nullQuery = await lowered.callTool({ name: 'search', arguments: { query: null, limit: null, weights: null } });
      expect(nullQuery.isError).toBe(true);
      expect(text(nullQuery)).toMatch(/^Invalid arguments for tool "search": /);
    } finally {
      await lowered.close();
      await plain.close();
    }
  });
});

describe('one profile for every client', () => {
  it('serves namespaced features their variants under the new names, page by page', async () => {
    const server = createServer([{ feature: finder, namespace: 'f' }], { schemaProfile: 'openai-strict', pageSize: 1 });
    const listener = await listenHttp(server, { port: 0 });
    const client = new Client({ name: 'anyone', version: '1' });
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(listener.url)));
      const first = await client.listTools();
      const second = await client.listTools({ cursor: first.nextCursor });
      const tools = [...first.tools, ...second.tools];
      expect(tools.map((t) => t.name)).toEqual(['f_echo', 'f_search']);
      expect(tools[1]!.inputSchema).toEqual(strict);
      const result = await client.callTool({ name: 'f_search', arguments: { query: 'q', limit: 3, weights: null } });
      expect(text(result as Record<string, any>)).toBe('{"query":"q","limit":3}');
    } finally {
      await client.close();
      await listener.close();
      await server.close();
    }
  });

  it('a rule that throws serves the canonical schemas', async () => {
    const peer = await rawPeer([finder], {
      schemaProfile: () => {
        throw new Error('bad rule');
      },
    });
    try {
      peer.request({ id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'x', version: '1' } } });
      await peer.responseTo(1);
      peer.request({ id: 2, method: 'tools/list', params: {} });
      const listed = (await peer.responseTo(2)) as { result: { tools: Array<{ inputSchema: unknown }> } };
      expect(listed.result.tools[1]!.inputSchema).toEqual(canonical);
    } finally {
      await peer.server.close();
      await peer.close();
    }
  });
});

describe('the 2026-07-28 wire: clientInfo travels in _meta on each request', () => {
  const meta = (name: string) => ({
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientCapabilities': {},
    'io.modelcontextprotocol/clientInfo': { name, version: '1' },
  });

  it('picks the profile per request', async () => {
    const peer = await rawPeer([finder], { schemaProfile: byName });
    try {
      peer.request({ id: 1, method: 'tools/list', params: { _meta: meta('strict-agent') } });
      peer.request({ id: 2, method: 'tools/list', params: { _meta: meta('other') } });
      peer.request({ id: 3, method: 'tools/call', params: { name: 'search', arguments: { query: 'x', limit: null, weights: null }, _meta: meta('strict-agent') } });
      const [a, b, c] = (await Promise.all([peer.responseTo(1), peer.responseTo(2), peer.responseTo(3)])) as Array<{ result: any }>;
      expect(a!.result.tools[1].inputSchema).toEqual(strict);
      expect(b!.result.tools[1].inputSchema).toEqual(canonical);
      expect(c!.result.content[0].text).toBe('{"query":"x"}');
    } finally {
      await peer.server.close();
      await peer.close();
    }
  });
});

/** Opaque cursors on the four list methods, pages cut ahead of time, and list entries passed through as declared. */
import type { Feature, ToolDescriptor } from '@mcp-codegen/manifest';
import { createServer, type McpServer } from '@mcp-codegen/runtime';
import { Pages } from '../src/protocol/wire/pagination';
import { connectClient } from './context-fixtures';
import { docsFeature, validator } from './fixtures';
import { rawPeer } from './raw-peer';

let server: McpServer;

afterEach(async () => {
  await server.close();
});

function manyTools(count: number, extra: Partial<ToolDescriptor> = {}): Feature {
  const names = Array.from({ length: count }, (_, i) => `tool${String(i).padStart(2, '0')}`);
  return {
    manifest: {
      manifestVersion: 1,
      feature: 'many',
      tools: names.map((name) => ({ name, description: `Tool ${name}.`, inputSchema: { type: 'object' }, ...extra })),
      resources: [],
      resourceTemplates: [],
      prompts: [],
    },
    register() {},
    tools: Object.fromEntries(names.map((name) => [name, { validate: validator({}), result: 'text', invoke: () => name }])),
    resources: {},
    resourceTemplates: {},
    prompts: {},
  };
}

describe('pagination', () => {
  it('answers a server of a thousand tools in one page without nextCursor (default page size 1000)', async () => {
    server = createServer([manyTools(1000)]);
    const client = await connectClient(server);
    const page = await client.listTools();
    expect(page.tools).toHaveLength(1000);
    expect(page).not.toHaveProperty('nextCursor');
  });

  it('pages past the default page size', async () => {
    server = createServer([manyTools(1001)]);
    const client = await connectClient(server);
    const first = await client.listTools();
    expect(first.tools).toHaveLength(1000);
    const second = await client.listTools({ cursor: first.nextCursor! });
    expect(second.tools.map((t) => t.name)).toEqual(['tool1000']);
  });

  it('pages tools/list with opaque cursors until no nextCursor is left', async () => {
    server = createServer([manyTools(7)], { pageSize: 3 });
    const client = await connectClient(server);
    const names: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listTools(cursor === undefined ? undefined : { cursor });
      names.push(page.tools.map((t) => t.name));
      cursor = page.nextCursor;
    } while (cursor !== undefined);
    expect(names).toEqual([['tool00', 'tool01', 'tool02'], ['tool03', 'tool04', 'tool05'], ['tool06']]);
  });

  it('pages resources, templates and prompts the same way', async () => {
    server = createServer([docsFeature], { pageSize: 2 });
    const client = await connectClient(server);
    const first = await client.listResources();
    expect(first.resources.map((r) => r.uri)).toEqual(['docs://readme', 'docs://logo']);
    const second = await client.listResources({ cursor: first.nextCursor! });
    expect(second.resources.map((r) => r.uri)).toEqual(['docs://config', 'docs://broken']);
    expect(second).not.toHaveProperty('nextCursor');
    const templates = await client.listResourceTemplates();
    expect(templates.resourceTemplates).toHaveLength(2);
    expect(templates).not.toHaveProperty('nextCursor');
    const prompts = await client.listPrompts();
    expect(prompts.prompts.map((p) => p.name)).toEqual(['review', 'conversation']);
    expect((await client.listPrompts({ cursor: prompts.nextCursor! })).prompts.map((p) => p.name)).toEqual(['broken']);
  });

  it.each([['not base64 at all ***'], [btoa('page:x')], [btoa('something else')], [42]])('answers the bad cursor %p with -32602', async (cursor) => {
    const peer = await rawPeer([manyTools(5)], { pageSize: 2 });
    server = peer.server;
    peer.request({ id: 1, method: 'tools/list', params: { cursor } });
    expect(await peer.responseTo(1)).toMatchObject({ error: { code: -32602, message: expect.stringContaining('cursor') } });
  });

  it('reads a cursor past the end (the list shrank) as an empty last page', async () => {
    server = createServer([manyTools(5)], { pageSize: 2 });
    const client = await connectClient(server);
    const first = await client.listTools();
    const second = await client.listTools({ cursor: first.nextCursor! });
    for (const name of ['tool00', 'tool01', 'tool02', 'tool03']) server.tools.disable(name);
    expect(await client.listTools({ cursor: second.nextCursor! })).toEqual({ tools: [] });
  });

  it('cuts pages once and serves the same objects', () => {
    const pages = new Pages('tools', [1, 2, 3], 2);
    const first = pages.page(undefined) as { nextCursor: string };
    expect(pages.page(null)).toBe(first);
    expect(pages.page(first.nextCursor)).toBe(pages.page(first.nextCursor));
    expect(pages.page(first.nextCursor)).toEqual({ tools: [3] });
  });

  it('rejects a page size that is not a positive integer', () => {
    expect(() => createServer([], { pageSize: 0 })).toThrow('pageSize must be a positive integer');
  });
});

describe('list entries', () => {
  it('pass title, annotations, icons and _meta through to tools/list unchanged', async () => {
    const extra: Partial<ToolDescriptor> = {
      title: 'A titled tool',
      annotations: { title: 'Annotated', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      icons: [{ src: 'https://example.com/icon.png', mimeType: 'image/png', sizes: ['48x48'], theme: 'dark' }],
      _meta: { 'example.com/owner': 'team-a' },
      outputSchema: { type: 'object', properties: { ok: { type: 'boolean' } } },
    };
    server = createServer([manyTools(1, extra)]);
    const client = await connectClient(server);
    const { tools } = await client.listTools();
    expect(tools[0]).toEqual({ name: 'tool00', description: 'Tool tool00.', inputSchema: { type: 'object' }, ...extra });
  });

  it('pass resource and prompt descriptors through unchanged', async () => {
    const feature: Feature = {
      ...docsFeature,
      manifest: {
        ...docsFeature.manifest,
        resources: docsFeature.manifest.resources.map((r) => ({ ...r, title: `T ${r.name}`, icons: [{ src: 'data:image/png;base64,AA==' }], annotations: { audience: ['user'], priority: 0.5 }, _meta: { k: 1 } })),
        prompts: docsFeature.manifest.prompts.map((p) => ({ ...p, title: `T ${p.name}`, icons: [{ src: 'https://example.com/p.svg', sizes: ['any'] }], _meta: { k: 2 } })),
      },
    };
    server = createServer([feature]);
    const client = await connectClient(server);
    expect((await client.listResources()).resources).toEqual(feature.manifest.resources);
    expect((await client.listPrompts()).prompts).toEqual(feature.manifest.prompts);
  });
});

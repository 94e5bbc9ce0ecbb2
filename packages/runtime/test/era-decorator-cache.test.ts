/** Per-decorator cache hints (`binding.policy.cache`) on resources/read over the 2026-07-28 wire; server options still win. */
import type { Feature } from '@mcp-codegen/manifest';
import { docsFeature } from './fixtures';
import { rawPeer, type RawPeer } from './raw-peer';

const envelope = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
};

/** docsFeature with cache hints declared on a resource and both templates, as codegen emits them. */
function cachedDocs(): Feature {
  const { resources, resourceTemplates } = docsFeature;
  return {
    ...docsFeature,
    resources: {
      ...resources,
      'docs://readme': { ...resources['docs://readme'], policy: { cache: { ttlMs: 60_000, cacheScope: 'public' } } },
      'docs://config': { ...resources['docs://config'], policy: { cache: { ttlMs: 5_000 } } },
    },
    resourceTemplates: {
      ...resourceTemplates,
      'docs://pages/{slug}': { ...resourceTemplates['docs://pages/{slug}'], policy: { cache: { cacheScope: 'public' } } },
    },
  };
}

let peer: RawPeer;
let nextId = 1;

async function read(uri: string, meta: object | null = envelope) {
  const id = nextId++;
  peer.request({ id, method: 'resources/read', params: meta ? { uri, _meta: meta } : { uri } });
  return (await peer.responseTo(id)).result as Record<string, unknown>;
}

afterEach(async () => {
  await peer.server.close();
  await peer.close();
});

describe('cache hints declared by resource decorators', () => {
  beforeEach(async () => {
    peer = await rawPeer([cachedDocs()], { cache: { resources: { 'docs://config': { ttlMs: 1_000, cacheScope: 'public' } } } });
  });

  it('a fixed resource sends its own hint', async () => {
    expect(await read('docs://readme')).toMatchObject({ resultType: 'complete', ttlMs: 60_000, cacheScope: 'public' });
  });

  it('a template sends its hint for every URI it serves, completed from the server default', async () => {
    expect(await read('docs://pages/intro')).toMatchObject({ ttlMs: 0, cacheScope: 'public', contents: [{ text: 'Page intro' }] });
  });

  it('the server options for a URI win over the decorator', async () => {
    expect(await read('docs://config')).toMatchObject({ ttlMs: 1_000, cacheScope: 'public' });
  });

  it('a resource without a hint gets the server default', async () => {
    expect(await read('docs://users/7/profile')).toMatchObject({ ttlMs: 0, cacheScope: 'private' });
  });

  it('the 2025 wire carries no hints', async () => {
    const result = await read('docs://readme', null);
    expect(result).not.toHaveProperty('ttlMs');
    expect(result).not.toHaveProperty('cacheScope');
  });
});

describe('server read defaults and decorator hints', () => {
  beforeEach(async () => {
    peer = await rawPeer([cachedDocs()], { cache: { reads: { ttlMs: 30_000, cacheScope: 'private' } } });
  });

  it('fill in what a decorator leaves out', async () => {
    expect(await read('docs://config')).toMatchObject({ ttlMs: 5_000, cacheScope: 'private' });
    expect(await read('docs://pages/a')).toMatchObject({ ttlMs: 30_000, cacheScope: 'public' });
  });
});

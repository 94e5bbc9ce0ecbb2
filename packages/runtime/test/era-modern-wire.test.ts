/** The 2026-07-28 wire, message by message: envelope checks, server/discover, removed methods, resultType, cache hints, logging opt-in. */
import { calcFeature, docsFeature } from './fixtures';
import { contextFeature } from './context-fixtures';
import { rawPeer, type RawPeer } from './raw-peer';

const MODERN = '2026-07-28';
const envelope = (extra: Record<string, unknown> = {}) => ({
  'io.modelcontextprotocol/protocolVersion': MODERN,
  'io.modelcontextprotocol/clientCapabilities': {},
  ...extra,
});

let peer: RawPeer;
let nextId = 1;

async function call(method: string, params: Record<string, unknown> = {}, meta: Record<string, unknown> | null = envelope()) {
  const id = nextId++;
  peer.request({ id, method, params: meta === null ? params : { ...params, _meta: meta } });
  return peer.responseTo(id);
}

beforeEach(async () => {
  peer = await rawPeer([calcFeature, docsFeature, contextFeature()], { name: 'modern-test', version: '9.9.9', instructions: 'Be brief.' });
});

afterEach(async () => {
  await peer.server.close();
  await peer.close();
});

describe('the per-request envelope', () => {
  it('serves a request without initialize', async () => {
    const response = await call('tools/call', { name: 'add', arguments: { a: 1, b: 2 } });
    expect(response.result).toMatchObject({ resultType: 'complete', content: [{ type: 'text', text: '3' }] });
  });

  it.each([
    ['no _meta at all', undefined, ['_meta']],
    ['no protocol version', { 'io.modelcontextprotocol/clientCapabilities': {} }, ['io.modelcontextprotocol/protocolVersion']],
    ['no client capabilities', { 'io.modelcontextprotocol/protocolVersion': MODERN }, ['io.modelcontextprotocol/clientCapabilities']],
  ])('refuses server/discover with %s (-32602, naming what is missing)', async (_label, meta, missing) => {
    const response = await call('server/discover', {}, meta ?? null);
    expect(response.error).toMatchObject({ code: -32602, data: { envelope: { missing } } });
  });

  it('answers an unsupported version with -32022, the supported versions and the requested one', async () => {
    const response = await call('tools/list', {}, envelope({ 'io.modelcontextprotocol/protocolVersion': 'v999.0.0' }));
    expect(response.error).toMatchObject({ code: -32022, data: { requested: 'v999.0.0', supported: expect.arrayContaining([MODERN, '2025-11-25']) } });
  });

  it('treats a request whose _meta names a 2025 revision as a 2025 request', async () => {
    const response = await call('tools/list', {}, { 'io.modelcontextprotocol/protocolVersion': '2025-11-25' });
    expect(response.result.resultType).toBeUndefined();
    expect(response.result.tools.map((t: { name: string }) => t.name)).toContain('add');
  });
});

describe('server/discover', () => {
  it('lists the versions, capabilities, instructions and identifies the server in _meta', async () => {
    const { result } = await call('server/discover');
    expect(result).toEqual({
      resultType: 'complete',
      supportedVersions: [MODERN, '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'],
      capabilities: expect.objectContaining({ tools: { listChanged: true }, prompts: { listChanged: true }, resources: { subscribe: true, listChanged: true }, logging: {} }),
      instructions: 'Be brief.',
      ttlMs: expect.any(Number),
      cacheScope: 'public',
      _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'modern-test', version: '9.9.9' } },
    });
  });
});

describe('methods the 2026-07-28 revision removed', () => {
  it.each(['initialize', 'ping', 'logging/setLevel', 'resources/subscribe', 'resources/unsubscribe'])('%s is -32601 on the modern wire', async (method) => {
    const response = await call(method, { uri: 'docs://readme', level: 'info' });
    expect(response.error.code).toBe(-32601);
  });

  it('ping still works on the 2025 wire of the same server', async () => {
    expect((await call('ping', {}, null)).result).toEqual({});
  });
});

describe('results on the modern wire', () => {
  it.each(['tools/list', 'prompts/list', 'resources/list', 'resources/templates/list'])('%s carries resultType and the list cache hints', async (method) => {
    const { result } = await call(method);
    expect(result).toMatchObject({ resultType: 'complete', ttlMs: 300_000, cacheScope: 'public' });
  });

  it('resources/read carries the read cache hints', async () => {
    const { result } = await call('resources/read', { uri: 'docs://readme' });
    expect(result).toMatchObject({ resultType: 'complete', ttlMs: 0, cacheScope: 'private', contents: [{ uri: 'docs://readme', text: '# Readme' }] });
  });

  it('leaves the prebuilt 2025 pages untouched', async () => {
    await call('tools/list');
    const legacy = await call('tools/list', {}, null);
    expect(legacy.result).not.toHaveProperty('resultType');
    expect(legacy.result).not.toHaveProperty('ttlMs');
  });

  it('prompts/get and completion results carry resultType', async () => {
    expect((await call('prompts/get', { name: 'conversation' })).result.resultType).toBe('complete');
  });
});

describe('logging on the modern wire', () => {
  it('sends no log messages unless the request asks with _meta logLevel', async () => {
    await call('tools/call', { name: 'chatty', arguments: {} });
    expect(peer.received.filter((m) => m.method === 'notifications/message')).toEqual([]);
    await call('tools/call', { name: 'chatty', arguments: {} }, envelope({ 'io.modelcontextprotocol/logLevel': 'error' }));
    expect(peer.received.filter((m) => m.method === 'notifications/message').map((m) => m.params.level)).toEqual(['error']);
  });
});

/** The Skills extension's methods in process: answers from the manifest, and -32602 or -32601 for anything else. */
import type { Feature, SkillDescriptor } from '@mcp-codegen/manifest';
import { CompositionError, createServer } from '@mcp-codegen/runtime';
import { calcFeature, capturingLogger } from './fixtures';

const SKILL: SkillDescriptor = {
  uri: 'skill://guide/SKILL.md',
  frontmatter: { name: 'guide', description: 'How to use the calculator.' },
  resources: [
    { uri: 'skill://guide/SKILL.md', digest: `sha256:${'a'.repeat(64)}`, size: 10 },
    { uri: 'skill://guide/refs/deep/TABLE.md', digest: `sha256:${'b'.repeat(64)}`, size: 20 },
  ],
};

function skillFeature(name = 'guide'): Feature {
  const read = async (_resolver: unknown, uri: string) => ({ contents: [{ uri, mimeType: 'text/markdown', text: 'text' }] });
  return {
    manifest: {
      manifestVersion: 1,
      feature: name,
      tools: [],
      resources: [
        { uri: 'skill://guide/SKILL.md', name: 'guide', description: 'How to use the calculator.', mimeType: 'text/markdown' },
        { uri: 'skill://guide/refs/deep/TABLE.md', name: 'guide/refs/deep/TABLE.md', mimeType: 'text/markdown' },
      ],
      resourceTemplates: [],
      prompts: [],
      skills: [SKILL],
    },
    register: () => undefined,
    tools: {},
    resources: { 'skill://guide/SKILL.md': { result: 'result', read }, 'skill://guide/refs/deep/TABLE.md': { result: 'result', read } },
    resourceTemplates: {},
    prompts: {},
  };
}

const request = (method: string, params: object = {}) => ({ jsonrpc: '2.0', id: 1, method, params });

describe('skills/list, skills/get and resources/directory/read', () => {
  const server = createServer([calcFeature, skillFeature()], { logger: capturingLogger() });
  const session = server.createSession();
  const call = (method: string, params?: object) => session.handle(request(method, params)) as Promise<Record<string, any>>;
  afterAll(() => server.close());

  it('declares the extension and serves the entries from the manifest', async () => {
    const init = await call('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } });
    expect(init.result.capabilities.extensions).toEqual({ 'io.modelcontextprotocol/skills': { directoryRead: true } });
    expect((await call('skills/list')).result).toEqual({ skills: [SKILL] });
    expect((await call('skills/get', { uri: SKILL.uri })).result).toEqual({ skill: SKILL });
  });

  it('lists each directory level, with or without a trailing slash', async () => {
    expect((await call('resources/directory/read', { uri: 'skill://guide' })).result.resources).toEqual([
      { uri: 'skill://guide/SKILL.md', name: 'SKILL.md', mimeType: 'text/markdown' },
      { uri: 'skill://guide/refs', name: 'refs', mimeType: 'inode/directory' },
    ]);
    expect((await call('resources/directory/read', { uri: 'skill://guide/refs/' })).result.resources).toEqual([{ uri: 'skill://guide/refs/deep', name: 'deep', mimeType: 'inode/directory' }]);
  });

  it.each([
    ['skills/get', {}],
    ['skills/get', { uri: 42 }],
    ['skills/get', { uri: 'skill://other/SKILL.md' }],
    ['skills/list', { cursor: 'x' }],
    ['resources/directory/read', {}],
    ['resources/directory/read', { uri: 'skill://guide/SKILL.md' }],
    ['resources/directory/read', { uri: 'skill://nowhere' }],
    ['resources/directory/read', { uri: 'skill://guide', cursor: 'x' }],
  ])('%s %j is -32602', async (method, params) => {
    expect(await call(method, params)).toMatchObject({ error: { code: -32602 } });
  });

  it('a server without skills has no such methods', async () => {
    const plain = createServer([calcFeature], { logger: capturingLogger() });
    try {
      const response = (await plain.createSession().handle(request('skills/list'))) as Record<string, any>;
      expect(response).toMatchObject({ error: { code: -32601 } });
    } finally {
      await plain.close();
    }
  });

  it('two features serving the same skill clash at start-up, like any resource URI', () => {
    expect(() => createServer([skillFeature('a'), skillFeature('b')])).toThrow(CompositionError);
  });
});

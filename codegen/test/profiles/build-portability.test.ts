// The portability stage of `mcp-codegen build`: MCPG4001 per tool and profile at the method, the three modes,
// the variants in the manifest, the config check, and SEP-986's case rule (MCPG3014).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FeatureManifest } from '@mcp-codegen/manifest';
import { build } from '../../src/pipeline/build-package.js';
import { describe as place } from '../helpers/analysis.js';
import { installedDecorators, removeTemp, tempPackage } from '../helpers/temp-package.js';

const TSCONFIG = JSON.stringify({ compilerOptions: { strict: true, target: 'es2022', module: 'nodenext', experimentalDecorators: true, types: [] }, include: ['src'] });

const SOURCE = [
  "import { Tool } from '@mcp-codegen/decorators';",
  'export class Tools {',
  '  /** Search. */',
  '  @Tool()',
  '  search(query: string, limit?: number): string {',
  '    return query + String(limit);',
  '  }',
  '',
  '  /** Either shape. */',
  "  @Tool({ inputSchema: { type: 'object', anyOf: [",
  "    { type: 'object', properties: { id: { type: 'string' } }, required: ['id'], additionalProperties: false },",
  "    { type: 'object', properties: { slug: { type: 'string' } }, required: ['slug'], additionalProperties: false },",
  '  ] } })',
  '  find(input: { id?: string; slug?: string }): string {',
  "    return input.id ?? input.slug ?? '';",
  '  }',
  '}',
  '',
].join('\n');

function featurePackage(config?: object, source = SOURCE): string {
  return tempPackage({
    ...installedDecorators(),
    'package.json': JSON.stringify({ name: 'portable', type: 'module' }),
    'tsconfig.json': TSCONFIG,
    'src/tools.ts': source,
    ...(config ? { 'mcp-codegen.config.json': JSON.stringify(config) } : {}),
  });
}

describe('the portability stage of a build', () => {
  const dirs: string[] = [];
  const make = (config?: object, source?: string) => {
    const dir = featurePackage(config, source);
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach(removeTemp));

  it('warns by default for the MCP hosts (claude, claude-code, vscode), at the method, with a fix', async () => {
    const result = await build(make(), { check: true });
    const found = result.diagnostics.filter((d) => d.code === 'MCPG4001');
    expect(found.map(place)).toEqual(['MCPG4001 warning src/tools.ts:14:3', 'MCPG4001 warning src/tools.ts:14:3']);
    expect(found[0]!.message).toBe('Tool "find": Anthropic API, Claude Desktop, claude.ai (profile claude) rejects the whole tool list for it: rejects anyOf/oneOf/allOf at the root of input_schema (HTTP 400 for the whole request) [root-union] at /inputSchema/anyOf.');
    expect(found[0]!.hint).toContain('"portability": { "tools": { "find": "lower" } }');
    expect(found[1]!.message).toContain('(profile claude-code) drops the tool');
    expect(result.model?.toolVariants).toBeUndefined();
  });

  it('checks the profiles the config names', async () => {
    const result = await build(make({ portability: { profiles: ['openai-strict'] } }), { check: true });
    const found = result.diagnostics.filter((d) => d.code === 'MCPG4001');
    // Diagnostics come in source order, as every other diagnostic does.
    expect(found.map((d) => d.message.slice(0, d.message.indexOf(':'))).sort()).toEqual(['Tool "find"', 'Tool "search"']);
    expect(found.find((d) => d.message.startsWith('Tool "search"'))!.message).toContain('[optional] at /inputSchema/required');
  });

  it('"error" fails the build and writes nothing', async () => {
    const result = await build(make({ portability: { mode: 'error' } }));
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.code === 'MCPG4001').map((d) => d.severity)).toEqual(['error', 'error']);
    expect(result.files).toEqual([]);
  });

  it('"lower" writes variants into the manifest and warns about nothing it fixed', async () => {
    const dir = make({ portability: { profiles: ['claude', 'openai-strict'], mode: 'lower' } });
    const result = await build(dir);
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.code === 'MCPG4001')).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(dir, 'src/generated/manifest.generated.json'), 'utf8')) as FeatureManifest;
    expect(Object.keys(manifest.toolVariants!).sort()).toEqual(['claude', 'openai-strict']);
    expect(manifest.toolVariants!.claude!.find!.inputSchema.type).toBe('object');
    expect(manifest.toolVariants!['openai-strict']!.search!.restore).toEqual({ absentIfNull: ['limit'] });
    // The canonical schemas are what they were.
    expect(manifest.tools.find((t) => t.name === 'find')!.inputSchema.anyOf).toHaveLength(2);
    expect(manifest.tools.find((t) => t.name === 'search')!.inputSchema.required).toEqual(['query']);
  });

  it('a per-tool mode overrides the server mode', async () => {
    const result = await build(make({ portability: { mode: 'error', tools: { find: 'lower' } } }), { check: true });
    expect(result.diagnostics.filter((d) => d.code === 'MCPG4001')).toEqual([]);
    expect(Object.keys(result.model!.toolVariants!).sort()).toEqual(['claude', 'claude-code']);
  });

  it('warns when lowering cannot help (a name no lowering changes)', async () => {
    const source = SOURCE.replace('  @Tool()\n  search', "  @Tool({ name: 'notes.search' })\n  search");
    const result = await build(make({ portability: { mode: 'lower' } }, source), { check: true });
    const found = result.diagnostics.filter((d) => d.code === 'MCPG4001');
    expect(found.map((d) => d.message.slice(0, 60))).toEqual([expect.stringContaining('Tool "notes.search": Anthropic API')]);
    expect(found[0]!.hint).toContain('@Tool({ name:');
  });

  it('rejects a bad portability config as MCPG1110, naming the key', async () => {
    for (const portability of [{ mode: 'lenient' }, { profiles: ['chatgpt'] }, { tools: { find: 'off' } }, { strict: true }]) {
      const result = await build(make({ portability }), { check: true });
      expect(result.diagnostics.map((d) => d.code)).toEqual(['MCPG1110']);
      expect(result.diagnostics[0]!.message).toContain('"portability"');
    }
  });

  it('a tool name in "portability.tools" that names no tool is MCPG1110', async () => {
    const result = await build(make({ portability: { tools: { serch: 'lower' } } }), { check: true });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.code === 'MCPG1110').map((d) => d.message)).toEqual(['"portability.tools" names "serch", which is not a tool of this package.']);
  });

  it('SEP-986: tool names that differ only in case are MCPG3014', async () => {
    const source = SOURCE.replace('  @Tool()\n  search', "  @Tool({ name: 'Find' })\n  search");
    const result = await build(make({ portability: { profiles: [] } }, source), { check: true });
    expect(result.diagnostics.map(place)).toEqual(['MCPG3014 warning src/tools.ts:14:3']);
    expect(result.diagnostics[0]!.message).toBe('Tool names "Find" and "find" differ only in case.');
  });
});

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzePackage } from '../src/pipeline/build-package.js';
import { analyzeFixture, describe as place, expectModel, FIXTURES } from './helpers/analysis.js';

describe('parameter types that cannot become a faithful schema (fixtures/type-matrix-errors)', () => {
  const result = analyzeFixture('type-matrix-errors');
  const at = (line: number) => result.diagnostics.filter((d) => d.location?.line === line);

  it('fails and reports each with its code, place and hint', () => {
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(place)).toEqual([
      'MCPG2001 error src/errors.ts:10:7',
      'MCPG2001 error src/errors.ts:15:7',
      'MCPG2001 error src/errors.ts:20:12',
      'MCPG2001 error src/errors.ts:25:15',
      'MCPG2001 error src/errors.ts:25:44',
      'MCPG2001 error src/errors.ts:25:63',
      'MCPG2001 error src/errors.ts:30:9',
      'MCPG2007 error src/errors.ts:35:14',
      'MCPG2005 warning src/errors.ts:40:9',
      'MCPG2005 warning src/errors.ts:40:24',
      'MCPG2004 error src/errors.ts:45:8',
      'MCPG2003 error src/errors.ts:50:30',
      'MCPG2003 error src/errors.ts:55:14',
      'MCPG2003 error src/errors.ts:60:15',
      'MCPG2006 error src/errors.ts:64:3',
      'MCPG2006 error src/errors.ts:69:3',
      'MCPG2006 error src/errors.ts:74:3',
    ]);
    expect(result.diagnostics.every((d) => d.hint)).toBe(true);
  });

  it('names the offending part of the type', () => {
    expect(at(10)[0].message).toContain('bigint');
    expect(at(15)[0].message).toContain('symbol');
    expect(at(20)[0].message).toContain('a function');
    expect(at(25).map((d) => d.message.split(': ')[1])).toEqual(['Map.', 'Set.', 'WeakMap.']);
    expect(at(30)[0].message).toContain('Promise');
    expect(at(35)[0].message).toContain('`Missing`');
    expect(at(40)[1].message).toContain('unknown at something.inner');
    expect(at(40)[0].hint).toContain('"allowAny": true');
  });

  it('explains what is wrong with an explicit inputSchema', () => {
    expect(at(64)[0].message).toContain('schema/properties/q/type');
    expect(at(69)[0].message).toContain('"type": "object"');
    expect(at(74)[0].message).toContain('2020-12');
  });
});

describe('mcpCodegen options for schemas', () => {
  let dir: string;
  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'mcpg-types-')), 'type-matrix');
    cpSync(join(FIXTURES, 'type-matrix'), dir, { recursive: true });
    const tsconfig = JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8'));
    const repo = join(FIXTURES, '..', '..', '..');
    tsconfig.extends = join(repo, 'tsconfig.base.json');
    tsconfig.compilerOptions.paths = {
      '@mcp-codegen/decorators': [join(repo, 'packages/decorators/src/index.ts')],
      '@fixtures/shared-types': [join(FIXTURES, 'type-matrix-shared/src/index.ts')],
    };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  });
  afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

  const configure = (mcpCodegen: object) =>
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: '@fixtures/type-matrix', type: 'module', mcpCodegen: { name: 'type-matrix', ...mcpCodegen } }));

  it('inlineRefs: false keeps named $defs and refs to them', () => {
    configure({ inlineRefs: false });
    const model = expectModel(analyzePackage(dir));
    const schema = model.tools.find((t) => t.descriptor.name === 'nested')!.descriptor.inputSchema as Record<string, any>;
    expect(schema.properties.address).toEqual({ $ref: '#/$defs/Address' });
    // Type aliases are expanded in place; interfaces become definitions.
    expect(Object.keys(schema.$defs)).toEqual(['Address']);
    expect(schema.$defs.Address.properties.city).toEqual({ type: 'string' });
  });

  it('warns about a handler without a description (MCPG1008) and an @param that names no parameter (MCPG1009)', () => {
    configure({});
    const source = join(dir, 'src', 'docs.ts');
    writeFileSync(source, "import { Tool } from '@mcp-codegen/decorators';\nexport class Docs {\n  @Tool()\n  bare(x: string): string {\n    return x;\n  }\n\n  /** Described. @param old Renamed since. */\n  @Tool()\n  named(x: string): string {\n    return x;\n  }\n}\n");
    const result = analyzePackage(dir);
    expect(result.ok).toBe(true);
    const docs = result.diagnostics.filter((d) => d.location?.file === 'src/docs.ts');
    expect(docs.map((d) => [d.code, d.severity, d.location?.line, d.message])).toEqual([
      ['MCPG1008', 'warning', 4, 'The tool bare has no description, so a model sees only its name.'],
      ['MCPG1009', 'warning', 8, '@param old names no parameter of named.'],
    ]);
    configure({ allowUndocumented: true });
    expect(analyzePackage(dir).diagnostics.filter((d) => d.location?.file === 'src/docs.ts').map((d) => d.code)).toEqual(['MCPG1009']);
  });

  it('URL, Uint8Array and Buffer are refused with a hint that says what to write instead', () => {
    configure({ allowUndocumented: true });
    // URL and Buffer as a Node project sees them: declared by @types/node.
    const tsconfig = JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8'));
    tsconfig.compilerOptions.types = ['node'];
    tsconfig.compilerOptions.typeRoots = [join(FIXTURES, '..', '..', '..', 'node_modules', '@types')];
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    writeFileSync(join(dir, 'src', 'binary.ts'), "import { Tool } from '@mcp-codegen/decorators';\nexport class Binary {\n  @Tool()\n  take(link: URL, bytes: Uint8Array, list: [...string[], number], data: Buffer): string {\n    return String(link) + bytes.length + list.length + data.length;\n  }\n}\n");
    const found = analyzePackage(dir).diagnostics.filter((d) => d.location?.file === 'src/binary.ts');
    expect(found.map((d) => d.code)).toEqual(['MCPG2001', 'MCPG2001', 'MCPG2001', 'MCPG2001']);
    expect(found[3]!.hint).toContain('base64');
    expect(found[0]!.hint).toContain('@format uri');
    expect(found[1]!.hint).toContain('base64');
    expect(found[2]!.message).toContain('a tuple with a rest element before its end');
    expect(found.map((d) => d.hint).join('')).not.toContain('[native code]');
  });

  it('allowAny: true accepts any and unknown without a warning', () => {
    const source = join(dir, 'src', 'loose.ts');
    writeFileSync(source, "import { Tool } from '@mcp-codegen/decorators';\nexport class Loose {\n  /** Takes anything. */\n  @Tool()\n  take(value: any, more: unknown): string {\n    return String(value) + String(more);\n  }\n}\n");
    // Only this file's diagnostics: the package's other tools have client-profile warnings (MCPG4001) of their own.
    const inLoose = (diagnostics: Array<{ location?: { file: string }; code: string }>) => diagnostics.filter((d) => d.location?.file === 'src/loose.ts');
    expect(inLoose(analyzePackage(dir).diagnostics).map((d) => d.code)).toEqual(['MCPG2005', 'MCPG2005']);
    configure({ allowAny: true, allowUndocumented: true });
    const result = analyzePackage(dir);
    expect(inLoose(result.diagnostics)).toEqual([]);
    const take = expectModel(result).tools.find((t) => t.descriptor.name === 'take')!;
    expect((take.descriptor.inputSchema as { properties: unknown }).properties).toEqual({ value: {}, more: {} });
  });
});

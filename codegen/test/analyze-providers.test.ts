import { analyzePackage } from '../src/pipeline/build-package.js';
import { analyzeFixture, describe as place, expectModel } from './helpers/analysis.js';
import { installedDecorators, removeTemp, tempPackage } from './helpers/temp-package.js';

describe('providers', () => {
  it('reports classes it cannot inject, unexported dependencies and cycles', () => {
    const result = analyzeFixture('di-errors');
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(place)).toEqual([
      'MCPG1001 error src/services.ts:7:7',
      'MCPG1005 error src/services.ts:10:24',
      'MCPG1004 error src/services.ts:18:15',
    ]);
    expect(result.diagnostics[1].message).toBe('Circular injection: A → B → A.');
    expect(result.diagnostics[2].message).toBe('Cannot inject store: its type Store is not a class.');
  });

  describe('outside the workspace (decorators and services from node_modules .d.ts files)', () => {
    const dir = tempPackage({
      ...installedDecorators(),
      'node_modules/@acme/services/package.json': JSON.stringify({ name: '@acme/services', types: './index.d.ts' }),
      'node_modules/@acme/services/index.d.ts': 'export declare class Clock { now(): number; }\nexport declare class Db { constructor(url: string); }\n',
      'package.json': JSON.stringify({ name: '@acme/outside', type: 'module' }),
      'tsconfig.json': JSON.stringify({
        compilerOptions: { target: 'es2022', module: 'esnext', moduleResolution: 'bundler', strict: true, types: [] },
        include: ['src'],
      }),
      'src/tools.ts': [
        "import { Tool as T, type McpContext } from '@mcp-codegen/decorators';",
        "import { Clock as Time, Db } from '@acme/services';",
        '',
        'export class Tools {',
        '  constructor(private readonly time: Time, private readonly db: Db) {}',
        '',
        '  /** What time it is. */',
        '  @T()',
        '  now(ctx: McpContext): string {',
        '    return String(this.time.now()) + String(this.db) + String(ctx.requestId);',
        '  }',
        '}',
        '',
      ].join('\n'),
    });
    afterAll(() => removeTemp(dir));

    it('resolves the markers through node_modules and imports classes by bare specifier', () => {
      const result = analyzePackage(dir);
      const model = expectModel(result);
      expect(model.feature).toBe('outside');
      expect(model.tools.map((t) => [t.descriptor.name, t.descriptor.description, t.parameters])).toEqual([
        ['now', 'What time it is.', [{ kind: 'context', name: 'ctx' }]],
      ]);
      expect(model.classes).toEqual([
        { name: 'Clock', localName: 'Clock', importPath: '@acme/services' },
        { name: 'Db', localName: 'Db', importPath: '@acme/services' },
        { name: 'Tools', localName: 'Tools', importPath: '../tools.js' },
      ]);
      expect(model.providers).toEqual([
        { className: 'Clock', dependencies: [] },
        { className: 'Tools', dependencies: ['Clock', 'Db'] },
      ]);
      expect(result.diagnostics.map(place)).toEqual(['MCPG1004 warning src/tools.ts:5:61']);
      expect(result.diagnostics[0].message).toContain('Cannot build Db (from @acme/services)');
      expect(result.diagnostics[0].hint).toContain('serve([...], { providers');
    });
  });
});

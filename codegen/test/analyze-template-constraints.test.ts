import { analyzePackage } from '../src/pipeline/build-package.js';
import { emitFeature } from '../src/emit/feature/emit-feature.js';
import { expectModel } from './helpers/analysis.js';
import { installedDecorators, removeTemp, tempPackage } from './helpers/temp-package.js';

const tsconfig = JSON.stringify({
  compilerOptions: { target: 'es2022', module: 'esnext', moduleResolution: 'bundler', strict: true, experimentalDecorators: true, types: [] },
  include: ['src'],
});

describe('JSDoc @maxLength and @pattern on template variables', () => {
  const dir = tempPackage({
    ...installedDecorators(),
    'package.json': JSON.stringify({ name: '@acme/codes', type: 'module' }),
    'tsconfig.json': tsconfig,
    'src/codes.ts': [
      "import { Resource } from '@mcp-codegen/decorators';",
      'export class Codes {',
      '  /**',
      '   * A code.',
      '   * @param code The code',
      '   */',
      "  @Resource('codes://{code}/{n}{?tags*}')",
      '  code(',
      '    /** @maxLength 8 @pattern ^[a-z]+$ */ code: string,',
      '    n: number,',
      '    tags?: string[],',
      '  ): string {',
      '    return code + n + (tags ?? []).join();',
      '  }',
      '}',
      '',
    ].join('\n'),
  });
  afterAll(() => removeTemp(dir));

  it('become rules the runtime checks, emitted in the binding', () => {
    const model = expectModel(analyzePackage(dir));
    const [template] = model.resourceTemplates;
    expect(template.variableTypes).toEqual({ code: { maxLength: 8, pattern: '^[a-z]+$' }, n: { type: 'number' }, tags: { list: true } });
    const files = emitFeature(model);
    const feature = Object.entries(files).find(([path]) => path.endsWith('feature.generated.ts'))?.[1] ?? JSON.stringify(files);
    expect(feature).toContain("code: { maxLength: 8, pattern: '^[a-z]+$' },");
  });
});

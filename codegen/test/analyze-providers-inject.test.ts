import { spawnSync } from 'node:child_process';
import { analyzePackage } from '../src/pipeline/build-package.js';
import { checkComposition } from '../src/composition/check-composition.js';
import { join } from 'node:path';
import { describe as place, expectModel } from './helpers/analysis.js';
import { installedDecorators, removeTemp, tempPackage } from './helpers/temp-package.js';

const tsconfig = JSON.stringify({
  compilerOptions: { target: 'es2022', module: 'esnext', moduleResolution: 'bundler', strict: true, experimentalDecorators: true, types: [] },
  include: ['src'],
});

describe('@Inject tokens', () => {
  const dir = tempPackage({
    ...installedDecorators(),
    'package.json': JSON.stringify({ name: '@acme/inject', type: 'module' }),
    'tsconfig.json': tsconfig,
    'src/tokens.ts': "import { createToken } from '@mcp-codegen/decorators';\nexport interface Api { get(): string }\nexport const API = createToken<Api>('Api');\n",
    'src/tools.ts': [
      "import { Inject as In, Tool } from '@mcp-codegen/decorators';",
      "import { API, type Api } from './tokens.js';",
      'export class Tools {',
      "  constructor(@In(API) private readonly api: Api, @In('settings') private readonly settings: { units: string }) {}",
      '  /** Get. */',
      '  @Tool()',
      '  get(): string {',
      '    return this.api.get() + this.settings.units;',
      '  }',
      '}',
      '',
    ].join('\n'),
  });
  afterAll(() => removeTemp(dir));

  it('imports the token constant and passes string tokens as they are', () => {
    const model = expectModel(analyzePackage(dir));
    expect(model.classes).toEqual([
      { name: 'API', localName: 'API', importPath: '../tokens.js' },
      { name: 'Tools', localName: 'Tools', importPath: '../tools.js' },
    ]);
    expect(model.providers).toEqual([{ className: 'Tools', dependencies: ['API', '"settings"'] }]);
  });
});

describe('parameters that cannot be injected', () => {
  const dir = tempPackage({
    ...installedDecorators(),
    'package.json': JSON.stringify({ name: '@acme/bad-inject', type: 'module' }),
    'tsconfig.json': tsconfig,
    'src/store.ts': 'export class Store { get(): string { return ""; } }\nexport interface Api { get(): string }\n',
    'src/tools.ts': [
      "import { Tool } from '@mcp-codegen/decorators';",
      "import type { Api, Store } from './store.js';",
      'export class Tools {',
      '  constructor(private readonly api: Api, private readonly store: Store) {}',
      '  /** Get. */',
      '  @Tool()',
      '  get(): string {',
      '    return this.api.get() + this.store.get();',
      '  }',
      '}',
      '',
    ].join('\n'),
  });
  afterAll(() => removeTemp(dir));

  it('names the parameter and shows the @Inject(token) fix, for an interface and for import type', () => {
    const result = analyzePackage(dir);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(place)).toEqual(['MCPG1004 error src/tools.ts:4:32', 'MCPG1004 error src/tools.ts:4:59']);
    expect(result.diagnostics[0].message).toBe('Cannot inject api: its type Api is not a class.');
    expect(result.diagnostics[0].hint).toContain("export const TOKEN = createToken<Api>('Api'); constructor(@Inject(TOKEN) api: Api)");
    expect(result.diagnostics[1].message).toBe('Cannot inject store: its type Store is imported with `import type`, so it does not exist at run time.');
    expect(result.diagnostics[1].hint).toContain('constructor(@Inject(TOKEN) store: Store)');
  });
});

describe('check-composition', () => {
  const monorepo = join(__dirname, '..', '..', 'samples', '07-monorepo');

  it('accepts the sample server, whose clashing feature is namespaced', () => {
    const result = checkComposition(join(monorepo, 'server'));
    expect(result.diagnostics).toEqual([]);
    expect(result.features.map((f) => f.manifest.feature)).toEqual(['weather', 'calendar']);
  });

  it('fails the deliberate clash with MCPG1201, naming both features and the namespace fix', () => {
    const result = checkComposition(join(monorepo, 'clash'));
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.message, d.location])).toEqual([
      ['MCPG1201', 'error', 'The tool "status" is declared by features "weather" and "calendar"; the server would refuse to start.', { file: 'package.json', line: 10, column: 1 }],
    ]);
    expect(result.diagnostics[0].hint).toContain('"namespace": "calendar"');
  });

  it('says when a listed feature has not been built', () => {
    const dir = tempPackage({ 'package.json': JSON.stringify({ name: 'app', mcpCodegen: { features: ['./nowhere'] } }) });
    try {
      expect(checkComposition(dir).diagnostics.map((d) => d.code)).toEqual(['MCPG1202']);
    } finally {
      removeTemp(dir);
    }
  });
});

describe('tokens with standard decorators (no experimentalDecorators)', () => {
  const standard = JSON.stringify({
    compilerOptions: { target: 'es2022', module: 'esnext', moduleResolution: 'bundler', strict: true, noEmit: true, skipLibCheck: true, types: [] },
    include: ['src'],
  });
  const tokens = "import { createToken } from '@mcp-codegen/decorators';\nexport interface Api { get(): string }\nexport const API = createToken<Api>('Api');\n";
  const tools = (constructor: string) =>
    [
      "import { Inject, Tool, type Injected } from '@mcp-codegen/decorators';",
      "import { API } from './tokens.js';",
      'void Inject;',
      'export class Tools {',
      `  ${constructor}`,
      '  /** Get. */',
      '  @Tool()',
      '  get(): string {',
      '    return this.api.get() + this.settings.units;',
      '  }',
      '}',
      '',
    ].join('\n');
  const make = (constructor: string) =>
    tempPackage({ ...installedDecorators(), 'package.json': JSON.stringify({ name: '@acme/standard', type: 'module' }), 'tsconfig.json': standard, 'src/tokens.ts': tokens, 'src/tools.ts': tools(constructor) });

  it('Injected<typeof TOKEN> names the token in the type: analysed, and tsc accepts it', () => {
    const dir = make("constructor(private readonly api: Injected<typeof API>, private readonly settings: Injected<'settings', { units: string }>) {}");
    try {
      expect(expectModel(analyzePackage(dir)).providers).toEqual([{ className: 'Tools', dependencies: ['API', '"settings"'] }]);
      const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
      expect(tsc.stdout + tsc.stderr).toBe('');
    } finally {
      removeTemp(dir);
    }
  });

  it('@Inject on a parameter is MCPG1010 with the form that works, not a TS1206 after the build', () => {
    const dir = make("constructor(@Inject(API) private readonly api: { get(): string }, private readonly settings: Injected<'settings', { units: string }>) {}");
    try {
      const result = analyzePackage(dir);
      const found = result.diagnostics.find((d) => d.code === 'MCPG1010');
      expect(found).toMatchObject({ severity: 'error', location: { file: 'src/tools.ts', line: 5 } });
      expect(found!.hint).toContain('api: Injected<typeof TOKEN>');
    } finally {
      removeTemp(dir);
    }
  });
});

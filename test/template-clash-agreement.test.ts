// Whether two URI templates clash is one rule (templateShape in
// @mcp-codegen/manifest) applied in three places: the build of one package
// (MCPG3011), `mcp-codegen check-composition` between features (MCPG1201) and
// the server's start-up (CompositionError). The same table of pairs goes
// through all three, and each must give the answer the table expects.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Feature, FeatureManifest } from '@mcp-codegen/manifest';
import { CompositionError, createServer } from '@mcp-codegen/runtime';
import { analyzePackage } from '../codegen/src/pipeline/build-package.js';
import { main } from '../codegen/src/cli/main.js';
import { compileTemplate } from '../codegen/src/analyze/templates/compile-template.js';
import { parseUriTemplate } from '../codegen/src/analyze/templates/uri-template.js';
import { captureIo } from '../codegen/test/helpers/capture-io.js';
import { installedDecorators, tempPackage } from '../codegen/test/helpers/temp-package.js';
import { workspaceRoot } from './workspace-packages';

/** [first template, second template, do they clash]. */
const PAIRS: Array<[string, string, boolean]> = [
  ['a://{x}', 'a://{y}', true],
  ['a://{x}{?q}', 'a://{y}', true],
  ['a://{x}{?q}', 'a://{y}{?r,s}', true],
  ['a://s{?q}', 'a://s{?r}', true],
  ['a://{/p*}', 'a://{/q}', true],
  ['a://{/p*}', 'a://{/q*}', true],
  ['a://{x:3}', 'a://{y}', true],
  ['a://{.e*}', 'a://{.f}', true],
  ['a://{;p}', 'a://{;q}', true],
  ['a://{x}/{y}', 'a://{a}/{b}', true],
  ['a://items/{id}{?fields*}', 'a://items/{sku}', true],
  ['a://{x}', 'a://{+y}', false],
  ['a://{x}', 'a://{#y}', false],
  ['a://{/p}', 'a://{.p}', false],
  ['a://{/p}', 'a://{/p,q}', false],
  ['a://{x}', 'a://{x}-{y}', false],
  ['a://items/{id}', 'a://items/{id}/reviews', false],
  ['a://items/{id}', 'b://items/{id}', false],
  ['a://{x}', 'a://x{y}', false],
  ['a://s{?q}', 'a://t{?q}', false],
];

/** The parameters a method needs for a template's variables: lists for exploded ones, optional for query ones. */
function parameters(template: string): string {
  const parsed = parseUriTemplate(template);
  if (!parsed.ok) throw new Error(`${template}: ${parsed.problem}`);
  return parsed.parts
    .flatMap((part) => ('expression' in part ? part.expression.variables.map((v) => ({ ...v, query: ['?', '&'].includes(part.expression.operator) })) : []))
    .map((v) => `${v.name}${v.query ? '?' : ''}: string${v.explode ? '[]' : ''}`)
    .join(', ');
}

/** Each pair under its own scheme prefix, so pairs never meet each other. */
const scoped = (index: number, template: string) => `p${index}${template}`;

describe('one answer for every pair of URI templates', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), 'mcpg-clash-'));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('at build time, within one package (MCPG3011)', () => {
    const methods = PAIRS.flatMap(([a, b], i) => [
      `  @Resource('${scoped(i, a)}') left${i}(${parameters(a)}) { return ''; }`,
      `  @Resource('${scoped(i, b)}') right${i}(${parameters(b)}) { return ''; }`,
    ]);
    const dir = tempPackage({
      ...installedDecorators(),
      'package.json': JSON.stringify({ name: 'pairs', private: true, type: 'module', mcpCodegen: { allowUndocumented: true } }),
      'tsconfig.json': JSON.stringify({
        compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', strict: true, experimentalDecorators: true, emitDecoratorMetadata: true, noEmit: true, types: [] },
        include: ['src'],
      }),
      'src/pairs.ts': `import { Resource } from '@mcp-codegen/decorators';\n\nexport class Pairs {\n${methods.join('\n')}\n}\n`,
    });
    try {
      const result = analyzePackage(dir);
      expect(result.diagnostics.filter((d) => d.code !== 'MCPG3011').map((d) => `${d.code} ${d.message}`)).toEqual([]);
      const clashing = new Set(result.diagnostics.map((d) => Number(/"p(\d+)/.exec(d.message)?.[1])));
      expect(PAIRS.map((pair, i) => [...pair.slice(0, 2), clashing.has(i)])).toEqual(PAIRS);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('in `mcp-codegen check-composition` (MCPG1201)', async () => {
    const answers: Array<[string, string, boolean]> = [];
    for (const [i, [a, b]] of PAIRS.entries()) {
      const app = join(tmp, `app${i}`);
      for (const [name, template] of [['left', a], ['right', b]]) {
        mkdirSync(join(app, name, 'src', 'generated'), { recursive: true });
        writeFileSync(join(app, name, 'src', 'generated', 'manifest.generated.json'), JSON.stringify(manifest(name, template)));
      }
      writeFileSync(join(app, 'package.json'), JSON.stringify({ name: `app${i}`, mcpCodegen: { features: ['./left', './right'] } }));
      const io = captureIo(workspaceRoot);
      const code = await main(['check-composition', app, '--quiet'], io);
      if (code === 1) expect(io.err()).toContain('MCPG1201');
      else expect(code).toBe(0);
      answers.push([a, b, code === 1]);
    }
    expect(answers).toEqual(PAIRS);
  });

  it('at server start-up (createServer of the composed features)', () => {
    const answers = PAIRS.map(([a, b]): [string, string, boolean] => {
      try {
        void createServer([feature('left', a), feature('right', b)]).close();
        return [a, b, false];
      } catch (error) {
        if (!(error instanceof CompositionError)) throw error;
        return [a, b, true];
      }
    });
    expect(answers).toEqual(PAIRS);
  });
});

function manifest(name: string, uriTemplate: string): FeatureManifest {
  return { manifestVersion: 1, feature: name, tools: [], resources: [], resourceTemplates: [{ uriTemplate, name }], prompts: [] };
}

/** A feature serving one template, with the matcher codegen compiles for it. */
function feature(name: string, uriTemplate: string): Feature {
  const parsed = parseUriTemplate(uriTemplate);
  if (!parsed.ok) throw new Error(parsed.problem);
  const compiled = compileTemplate(parsed.parts);
  return {
    manifest: manifest(name, uriTemplate),
    register() {},
    tools: {},
    resources: {},
    prompts: {},
    resourceTemplates: {
      [uriTemplate]: { pattern: new RegExp(compiled.pattern), variables: compiled.variables, query: compiled.query, result: 'text', read: () => name },
    },
  };
}

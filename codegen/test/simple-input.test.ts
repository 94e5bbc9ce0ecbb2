import { join } from 'node:path';
import type { JsonSchema } from '@mcp-codegen/manifest';
import type { analyzePackage as AnalyzePackage } from '../src/pipeline/build-package.js';
import type { simpleInputSchema as SimpleInputSchema } from '../src/analyze/schema/simple-input.js';
import { installedDecorators, removeTemp, tempPackage } from './helpers/temp-package.js';

/**
 * simple-input.ts derives plain parameter lists' schemas without
 * typescript-json-schema and must give exactly TJS's schema. Each package
 * below is analysed twice, once as a build does and once with that path
 * switched off (every schema from TJS); the schemas must be the same to the
 * byte (key order included), and the plain path must have taken exactly the
 * methods named `plain*`.
 */
const DECORATORS = join(__dirname, '..', '..', 'packages', 'decorators', 'src', 'index.ts');

const TOOLS = `import { Tool, Prompt, type Integer, type Integer as Int, type McpContext } from '@mcp-codegen/decorators';

export class Plain {
  /**
   * Every primitive.
   * @param text Some text
   * @param count A count
   */
  @Tool() plainPrimitives(text: string, count: number, flag: boolean, whole: Integer, ctx: McpContext): string { return ''; }

  /** Optional and defaulted. */
  @Tool() plainOptional(text?: string, count: number = 3, flag: boolean = false, whole?: Integer, label: string = 'x'): string { return ''; }

  /** Arrays. */
  @Tool() plainArrays(texts: string[], counts?: number[], flags: boolean[] = [], wholes?: Int[], ids: Integer[] = [1]): string { return ''; }

  /** Literal unions. @param mode How */
  @Tool() plainUnions(mode: 'fast' | 'slow', level?: 'b' | 'a' | 'c', twice: 'x' | 'y' | 'x' = 'x'): string { return ''; }

  /** Own JSDoc tags, one line each. */
  @Tool() plainTags(
    /** @minimum 1 @maximum 100 */ limit?: Integer,
    /** @pattern ^[a-z]+$ */ slug: string,
    /** @format email */ email: string,
    /** @minLength 2 @maxLength 5 */ code?: string,
    /** @examples ["a", "b"] */ tag: string,
    /** @example 42 */ answer: number,
    /** @deprecated */ old?: string,
    /** @deprecated use slug */ older?: string,
    /** @default 5 */ required: number,
    /** @default 5 */ optional?: number,
    /** @integer */ count: number,
    /** @integer */ counts: number[],
    /** @header Region */ region: string,
    /** The own text. */ described: string,
    /** The own text. @minimum 0 */ both: number,
    /** @TJS-minimum 2 */ prefixed: number,
    /** @uniqueItems */ unique: string[],
    /** @minItems 1 @maxItems 3 */ few: Integer[],
    /** @title Name @multipleOf 0.5 @exclusiveMinimum 0 */ half: number,
    /** @description From the tag */ tagged?: string,
    /** @$comment note */ commented: boolean,
  ): string { return ''; }

  /**
   * Documented twice.
   * @param text From the method
   */
  @Tool() plainBothDocs(/** From the parameter */ text: string, /** Only here */ other?: 'a' | 'b'): string { return ''; }

  /** Nothing to take. */
  @Tool() plainNothing(): string { return ''; }

  /** Only the context. */
  @Tool() plainContext(ctx: McpContext): string { return ''; }

  /** A prompt. @param topic The topic */
  @Prompt() plainPrompt(topic: string, style?: 'short' | 'long'): string { return topic; }
}

type Mode = 'a' | 'b';
interface Box { size: number }

export class Other {
  /** Several lines of JSDoc. */
  @Tool() multiLine(
    /**
     * @minimum 1
     */
    limit: number,
  ): string { return ''; }

  /** Tags TJS treats otherwise. */
  @Tool() nullable(/** @nullable */ text: string): string { return ''; }
  /** x */ @Tool() typeTag(/** @TJS-type integer */ n: number): string { return ''; }
  /** x */ @Tool() seeTag(/** @see elsewhere */ n: number): string { return ''; }
  /** x */ @Tool() linkText(/** Like {@link Box} */ n: number): string { return ''; }
  /** x */ @Tool() itemsTag(/** @items.minimum 1 */ n: number[]): string { return ''; }
  /** x */ @Tool() alias(mode: Mode): string { return ''; }
  /** x */ @Tool() object(box: Box): string { return ''; }
  /** x */ @Tool() generic(list: Array<string>): string { return ''; }
  /** x */ @Tool() readonlyArray(list: readonly string[]): string { return ''; }
  /** x */ @Tool() single(only: 'one'): string { return ''; }
  /** x */ @Tool() numbers(n: 1 | 2): string { return ''; }
  /** x */ @Tool() mixed(v: string | number): string { return ''; }
  /** x */ @Tool() orNull(v: string | null): string { return ''; }
  /** x */ @Tool() inferred(v = 3 as number): string { return ''; }
  /** x */ @Tool() nested(v: string[][]): string { return ''; }
  /** x */ @Tool() destructured({ a }: { a: string }): string { return a; }
  /** One plain, one not. */ @Tool() halfPlain(a: string, box: Box): string { return a; }
}
`;

type Run = { schemas: Record<string, string>; diagnostics: string; plain: string[] };

/** Analyses `dir` in a fresh module registry; `plain: false` switches simple-input.ts off. */
function analyse(dir: string, plain: boolean): Run {
  const taken: string[] = [];
  let result: ReturnType<typeof AnalyzePackage> | undefined;
  jest.isolateModules(() => {
    jest.doMock('../src/analyze/schema/simple-input.js', () => {
      const actual = jest.requireActual('../src/analyze/schema/simple-input.js') as { simpleInputSchema: typeof SimpleInputSchema };
      return {
        simpleInputSchema: (...args: Parameters<typeof SimpleInputSchema>) => {
          if (!plain) return undefined;
          const schema = actual.simpleInputSchema(...args);
          if (schema) taken.push(args[0][0]?.node.getParentOrThrow().getSymbol()?.getName() ?? '(no parameters)');
          return schema;
        },
      };
    });
    const { analyzePackage } = require('../src/pipeline/build-package.js') as { analyzePackage: typeof AnalyzePackage };
    result = analyzePackage(dir);
  });
  jest.dontMock('../src/analyze/schema/simple-input.js');
  if (!result?.ok) throw new Error(`analysis failed: ${JSON.stringify(result?.diagnostics, null, 2)}`);
  const schemas: Record<string, string> = {};
  for (const tool of result.value.tools) schemas[tool.descriptor.name] = JSON.stringify(tool.descriptor.inputSchema);
  for (const prompt of result.value.prompts) schemas[prompt.descriptor.name] = JSON.stringify(prompt.argumentsSchema ?? prompt.descriptor.arguments);
  return { schemas, diagnostics: JSON.stringify(result.diagnostics), plain: taken };
}

const PLAIN_WITH_PARAMETERS = ['plainPrimitives', 'plainOptional', 'plainArrays', 'plainUnions', 'plainTags', 'plainBothDocs', 'plainContext', 'plainPrompt'];

describe.each([
  ['decorators from source', { 'tsconfig.json': tsconfig({ paths: { '@mcp-codegen/decorators': [DECORATORS] } }) }],
  ['decorators installed (declaration files)', { 'tsconfig.json': tsconfig({}), ...installedDecorators() }],
  ['strict off', { 'tsconfig.json': tsconfig({ strict: false, paths: { '@mcp-codegen/decorators': [DECORATORS] } }) }],
  ['exactOptionalPropertyTypes', { 'tsconfig.json': tsconfig({ exactOptionalPropertyTypes: true, paths: { '@mcp-codegen/decorators': [DECORATORS] } }) }],
])('plain parameter lists without TJS: %s', (_name, files) => {
  let dir: string;
  beforeAll(() => {
    dir = tempPackage({ 'package.json': JSON.stringify({ name: 'plain', private: true, type: 'module' }), 'src/tools.ts': TOOLS, ...files });
  });
  afterAll(() => removeTemp(dir));

  it('gives TJS’s schemas, to the byte, for exactly the plain methods', () => {
    const fast = analyse(dir, true);
    const tjs = analyse(dir, false);
    expect(tjs.plain).toEqual([]);
    expect(Object.keys(fast.schemas).sort()).toEqual(Object.keys(tjs.schemas).sort());
    for (const name of Object.keys(tjs.schemas)) expect([name, fast.schemas[name]]).toEqual([name, tjs.schemas[name]]);
    expect(fast.diagnostics).toBe(tjs.diagnostics);
    // plainNothing has no parameter to name it by.
    expect(fast.plain.filter((name) => name !== '(no parameters)').sort()).toEqual([...PLAIN_WITH_PARAMETERS].sort());
    expect(fast.plain).toContain('(no parameters)');
  });
});

function tsconfig(options: Record<string, unknown>): string {
  return JSON.stringify({
    compilerOptions: { target: 'es2022', module: 'esnext', moduleResolution: 'bundler', strict: true, noEmit: true, skipLibCheck: true, types: [], ...options },
    include: ['src'],
  });
}

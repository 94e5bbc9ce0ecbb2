import { join } from 'node:path';
import { analyzePackage } from '../../src/pipeline/build-package.js';
import { emitValidators } from '../../src/emit/validators/emit-validators.js';
import { loadValidators } from '../helpers/load-validators.js';
import { removeTemp, tempPackage } from '../helpers/temp-package.js';
import { Random } from './random.js';
import { PRELUDE, printType, randomType } from './type-grammar.js';
import { typescriptAccepts } from './typescript-verdict.js';
import { mutate, randomJson, valueFromSchema, valueOf, type Json } from './values.js';

export interface OracleOptions {
  seed: number;
  types: number;
  valuesPerType: number;
}

export interface Disagreement {
  type: string;
  value: string;
  typescript: boolean;
  schema: boolean;
  errors?: string;
}

export interface OracleReport {
  types: number;
  values: number;
  disagreements: Disagreement[];
}

const DECORATORS = join(__dirname, '..', '..', '..', 'packages', 'decorators', 'src', 'index.ts');

/**
 * The differential oracle: random types become tool parameters in a temporary
 * package, mcp-codegen builds their validators, and every value is judged by
 * those validators and by TypeScript's checker. Any difference is a defect.
 */
export function runOracle(options: OracleOptions): OracleReport {
  const random = new Random(options.seed);
  const nodes = uniqueTypes(random, options.types);
  const types = nodes.map((node) => printType(node));
  const dir = tempPackage({
    'package.json': JSON.stringify({ name: 'oracle', private: true, type: 'module', mcpCodegen: { name: 'oracle' } }),
    'tsconfig.json': JSON.stringify({
      compilerOptions: { target: 'es2022', module: 'esnext', moduleResolution: 'bundler', strict: true, noEmit: true, skipLibCheck: true, types: [], paths: { '@mcp-codegen/decorators': [DECORATORS] } },
      include: ['src'],
    }),
    'src/tools.ts': toolsSource(types),
  });
  try {
    const analysis = analyzePackage(dir);
    if (!analysis.ok) throw new Error(`the oracle's package did not build:\n${analysis.diagnostics.map((d) => `${d.code} ${d.location?.line}: ${d.message}`).join('\n')}`);
    const model = analysis.value;
    const validators = loadValidators(emitValidators(model).content);
    const byName = new Map(model.tools.map((tool) => [tool.descriptor.name, tool]));
    const values = nodes.map((node, i) => {
      const schema = (byName.get(`t${i}`)!.descriptor.inputSchema as { properties: Record<string, unknown> }).properties.v;
      return valuesFor(random, options.valuesPerType, () => valueOf(node, random), (v) => mutate(v, random), () => valueFromSchema(schema, random));
    });
    const verdicts = typescriptAccepts(PRELUDE, nodes.map((node) => printType(node, true)), values);
    const disagreements: Disagreement[] = [];
    values.forEach((list, t) => {
      const validate = validators[byName.get(`t${t}`)!.validatorName]!;
      list.forEach((value, v) => {
        const schema = validate({ v: value });
        if (schema !== verdicts[t]![v]) {
          disagreements.push({ type: types[t]!, value: JSON.stringify(value), typescript: verdicts[t]![v]!, schema, errors: schema ? undefined : JSON.stringify(validate.errors?.slice(0, 3)) });
        }
      });
    });
    return { types: types.length, values: values.reduce((n, list) => n + list.length, 0), disagreements };
  } finally {
    removeTemp(dir);
  }
}

function uniqueTypes(random: Random, count: number) {
  const seen = new Map<string, ReturnType<typeof randomType>>();
  for (let tries = 0; seen.size < count && tries < count * 20; tries++) {
    const node = randomType(random);
    seen.set(printType(node), node);
  }
  return [...seen.values()];
}

function toolsSource(types: string[]): string {
  return [
    "import { Tool } from '@mcp-codegen/decorators';",
    PRELUDE,
    ...types.map((text, i) => `type T${i} = ${text};`),
    'export class Oracle {',
    ...types.map((_, i) => `  /** Type ${i}. */\n  @Tool()\n  t${i}(v: T${i}): string {\n    return typeof v;\n  }`),
    '}',
  ].join('\n');
}

/**
 * Distinct values: a third meant to fit, a third near misses of those, a
 * third drawn from the schema; any JSON tops up what a small type runs out of.
 */
function valuesFor(random: Random, count: number, fit: () => Json, nearMiss: (value: Json) => Json, fromSchema: () => Json): Json[] {
  const seen = new Map<string, Json>();
  for (let tries = 0; seen.size < count && tries < count * 10; tries++) {
    const choice = random.int(3);
    const value = choice === 0 ? fit() : choice === 1 ? nearMiss(fit()) : fromSchema();
    seen.set(JSON.stringify(value), value);
  }
  while (seen.size < count) {
    const value = random.chance(0.5) ? randomJson(random) : nearMiss(randomJson(random));
    seen.set(JSON.stringify(value), value);
  }
  return [...seen.values()];
}

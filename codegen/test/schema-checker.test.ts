import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { schemaChecker } from '../src/emit/validators/compile-validators';
import { VALIDATOR_OPTIONS } from '../src/model/validator-options';

// The meta-schema check compiles its validator without code optimisation; it must
// accept and reject exactly what the default (optimised) one does, with the same errors.
const reference = new Ajv2020({ ...VALIDATOR_OPTIONS, allErrors: false });
addFormats(reference);

function verdict(ajv: Ajv2020, schema: object): { valid: boolean; message?: string } {
  try {
    ajv.validateSchema(schema, true);
    return { valid: true };
  } catch (error) {
    return { valid: false, message: (error as Error).message };
  }
}

const SAMPLES = join(__dirname, '..', '..', 'samples');
const sampleSchemas = ['01-notes', '03-types', '04-results', '05-conformance', '08-extensions', '09-export'].flatMap((sample) => {
  const manifest = JSON.parse(readFileSync(join(SAMPLES, sample, 'src', 'generated', 'manifest.generated.json'), 'utf8')) as {
    tools: Array<{ name: string; inputSchema: object; outputSchema?: object }>;
  };
  return manifest.tools.flatMap((tool) => [tool.inputSchema, ...(tool.outputSchema ? [tool.outputSchema] : [])]);
});

const property = (schema: Record<string, unknown>): object => ({ type: 'object', properties: { a: schema } });
const invalid: object[] = [
  property({ type: 'string', pattern: '(' }),
  property({ type: 'string', pattern: 7 }),
  property({ type: 'number', minimum: 'abc' }),
  property({ type: 'integr' }),
  property({ type: 'string', minLength: -1 }),
  property({ type: 'integr', minLength: -1, maxItems: 'x' }),
  property({ type: 'string', format: 3 }),
  property({ type: 'array', items: 'string' }),
  property({ type: 'array', uniqueItems: 'yes' }),
  property({ enum: 'a' }),
  property({ anyOf: [] }),
  { type: 'object', required: [1] },
  { type: 'object', required: ['a', 'a'] },
  { type: 'object', properties: { a: { $ref: 3 } } },
  { type: 'object', $defs: { A: 'x' } },
  { type: 'object', additionalProperties: 'no' },
  { $id: 'not a uri reference with spaces%' },
];

describe('schemaChecker (meta-schema validator compiled without code optimisation)', () => {
  it('accepts every schema of the samples, as the default validator does', () => {
    expect(sampleSchemas.length).toBeGreaterThan(20);
    for (const schema of sampleSchemas) expect(verdict(schemaChecker(), schema)).toEqual(verdict(reference, schema));
  });

  it('rejects invalid schemas with the same message as the default validator', () => {
    const rejected = invalid.filter((schema) => !verdict(reference, schema).valid);
    expect(rejected.length).toBeGreaterThan(12);
    for (const schema of invalid) expect(verdict(schemaChecker(), schema)).toEqual(verdict(reference, schema));
  });
});

import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { checkSchema } from '../src/emit/validators/schema-checker';
import { VALIDATOR_OPTIONS } from '../src/model/validator-options';
import { invalidSchemas, metaSchemaKeywords, ODD_VALUES, property, sampleSchemas, schemaPaths, validSchemas, withBadType } from './helpers/meta-schema-cases';

// checkSchema runs a precompiled meta-schema validator (meta-schema-validator.generated.ts). It
// must accept and reject exactly what Ajv's own validateSchema does with the build's options, and
// throw the same message: users read it in MCPG2901.
const reference = new Ajv2020({ ...VALIDATOR_OPTIONS, allErrors: false });
addFormats(reference);

type Verdict = { valid: boolean; message?: string };

function verdict(check: (schema: object) => unknown, schema: object): Verdict {
  try {
    check(schema);
    return { valid: true };
  } catch (error) {
    return { valid: false, message: (error as Error).message };
  }
}

const expected = (schema: object): Verdict => verdict((s) => reference.validateSchema(s, true), schema);
const actual = (schema: object): Verdict => verdict(checkSchema, schema);

describe('checkSchema (precompiled 2020-12 meta-schema validator)', () => {
  it("accepts every schema of the samples, as Ajv's validateSchema does", () => {
    expect(sampleSchemas.length).toBeGreaterThan(20);
    for (const schema of [...sampleSchemas, ...validSchemas]) expect(actual(schema)).toEqual(expected(schema));
    for (const schema of validSchemas) expect(actual(schema)).toEqual({ valid: true });
  });

  it('rejects invalid schemas with the same message as Ajv', () => {
    const rejected = invalidSchemas.filter((schema) => !expected(schema).valid);
    expect(rejected.length).toBeGreaterThan(40);
    for (const schema of invalidSchemas) expect({ schema, verdict: actual(schema) }).toEqual({ schema, verdict: expected(schema) });
  });

  it('gives the same verdict and message as Ajv for every keyword of the meta-schema set to values of every type', () => {
    let rejected = 0;
    for (const keyword of metaSchemaKeywords()) {
      for (const value of ODD_VALUES) {
        for (const schema of [{ [keyword]: value }, property({ [keyword]: value }), { $defs: { A: { items: { [keyword]: value } } } }]) {
          const verdict = expected(schema);
          expect({ schema, verdict: actual(schema) }).toEqual({ schema, verdict });
          if (!verdict.valid) rejected++;
        }
      }
    }
    expect(rejected).toBeGreaterThan(1000);
  });

  it('finds the same first error as Ajv in a sample schema broken at any one place', () => {
    let broken = 0;
    for (const schema of sampleSchemas) {
      for (const path of schemaPaths(schema)) {
        const copy = withBadType(schema, path);
        expect(actual(copy)).toEqual(expected(copy));
        broken++;
      }
    }
    expect(broken).toBeGreaterThan(100);
  });
});


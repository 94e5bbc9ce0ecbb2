import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { checkExplicitSchema, type ExplicitSchemaCheck } from '../src/analyze/schema/explicit/check-explicit-schema';
import { VALIDATOR_OPTIONS } from '../src/model/validator-options';
import { invalidSchemas, property, sampleSchemas, validSchemas } from './helpers/meta-schema-cases';

// checkExplicitSchema checks against the precompiled meta-schema validator and compiles with Ajvs that
// do not check the schema again. Reference: how it did the same before, with Ajvs that compile the
// meta-schema and check against it (its errors and warnings must not change).
// The meta-schema check keeps no state, so one Ajv serves it (a fresh one compiles the meta-schema, ~30 ms).
const metaChecker = new Ajv2020({ ...VALIDATOR_OPTIONS });
addFormats(metaChecker);

function referenceCheck(schema: object): ExplicitSchemaCheck {
  if (!metaChecker.validateSchema(schema)) {
    return { error: `it is not valid JSON Schema 2020-12: ${metaChecker.errorsText(metaChecker.errors, { dataVar: 'schema' })}`, warnings: [] };
  }
  const ajv = new Ajv2020({ ...VALIDATOR_OPTIONS });
  addFormats(ajv);
  try {
    ajv.compile(schema);
  } catch (error) {
    return { error: `it does not compile: ${(error as Error).message}`, warnings: [] };
  }
  return { warnings: referenceLint(schema) };
}

function referenceLint(schema: object): string[] {
  const warnings: string[] = [];
  const ajv = new Ajv2020({
    ...VALIDATOR_OPTIONS,
    strictSchema: 'log',
    keywords: ['$anchor', 'x-mcp-header'],
    logger: { log() {}, warn: (...args: unknown[]) => warnings.push(args.map(String).join(' ')), error() {} },
  });
  addFormats(ajv);
  for (let attempt = 0; attempt < 32; attempt++) {
    try {
      ajv.compile(schema);
      break;
    } catch (error) {
      const format = /unknown format "([^"]*)"/.exec((error as Error).message)?.[1];
      if (format === undefined) break;
      warnings.push((error as Error).message);
      ajv.addFormat(format, true);
    }
  }
  return [...new Set(warnings)];
}

/** The result, or the message of what it threw. */
function outcome(check: (schema: object) => ExplicitSchemaCheck, schema: object): ExplicitSchemaCheck | string {
  try {
    return check(schema);
  } catch (error) {
    return `threw: ${(error as Error).message}`;
  }
}


const linted: object[] = [
  property({ type: 'number', minimun: 1 }),
  property({ type: 'string', format: 'moonphase' }),
  property({ type: 'string', format: 'moonphase', minimun: 1, 'x-mcp-header': 'X-A' }),
  { type: 'object', $defs: { A: { $anchor: 'a', type: 'string' } }, properties: { a: { $ref: '#a' } } },
  { type: 'object', properties: { a: { $ref: '#/$defs/missing' } } },
  { type: 'object', properties: { a: { type: 'string', pattern: '(' } } },
  { type: 'object', properties: { a: { $ref: 'https://json-schema.org/draft/2020-12/schema' } } },
  { type: 'object', required: ['b'], if: { properties: { a: { const: 1 } } }, then: { required: ['a'] } },
  { $id: 'urn:example:a', $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { a: { minimun: 1 } } },
];

describe('checkExplicitSchema (precompiled meta-schema check)', () => {
  it('gives the errors and warnings it gave with a compiled meta-schema, on valid, invalid and linted schemas', () => {
    const outcomes = [...sampleSchemas, ...validSchemas, ...invalidSchemas, ...linted].map((schema) => {
      const expected = outcome(referenceCheck, schema);
      expect({ schema, got: outcome(checkExplicitSchema, schema) }).toEqual({ schema, got: expected });
      return expected;
    });
    const count = (test: (o: ExplicitSchemaCheck) => boolean) => outcomes.filter((o) => typeof o !== 'string' && test(o)).length;
    expect(count((o) => o.error?.startsWith('it is not valid') ?? false)).toBeGreaterThan(40);
    expect(count((o) => o.error?.startsWith('it does not compile') ?? false)).toBeGreaterThanOrEqual(2);
    expect(count((o) => o.warnings.length > 0)).toBeGreaterThanOrEqual(3);
  });
});

import { emitValidators } from '../src/emit/validators/emit-validators.js';
import { analyzeFixture, describe as place } from './helpers/analysis.js';
import { notesModel } from './fixtures/model-notes.js';
import { loadValidators } from './helpers/load-validators.js';

/** The inputSchema of the conformance suite's json-schema-2020-12 scenario (alpha.12). */
const CONTACT = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  $defs: { address: { $anchor: 'addressDef', type: 'object', properties: { street: { type: 'string' } } } },
  properties: {
    address: { $ref: '#addressDef' },
    contactMethod: { type: 'string', enum: ['phone', 'email'] },
    phone: { type: 'string' },
    email: { type: 'string' },
  },
  allOf: [{ anyOf: [{ required: ['phone'] }, { required: ['email'] }] }],
  if: { properties: { contactMethod: { const: 'phone' } }, required: ['contactMethod'] },
  then: { required: ['phone'] },
  else: { required: ['email'] },
  additionalProperties: false,
};

describe('explicit JSON Schema 2020-12 schemas', () => {
  const result = analyzeFixture('explicit-2020-12');

  it('accepts the whole vocabulary, warns on likely typos, and refuses only invalid or uncompilable schemas', () => {
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(place)).toEqual([
      'MCPG2008 warning src/schemas.ts:34:3',
      'MCPG2008 warning src/schemas.ts:34:3',
      'MCPG2006 error src/schemas.ts:40:3',
      'MCPG2006 error src/schemas.ts:46:3',
    ]);
    const [keyword, format, invalid, dangling] = result.diagnostics.map((d) => d.message);
    expect(keyword).toContain('minimun');
    expect(format).toContain('moonphase');
    expect(invalid).toContain('not valid JSON Schema 2020-12');
    expect(invalid).toContain('minimum');
    expect(dangling).toContain('does not compile');
    expect(result.diagnostics.every((d) => d.hint)).toBe(true);
  });

  it('emits a validator that enforces allOf/anyOf, if/then/else and an $anchor reference', () => {
    const model = notesModel();
    model.tools[0].descriptor.inputSchema = CONTACT as never;
    const validate = loadValidators(emitValidators(model).content)[model.tools[0].validatorName];
    expect(validate({ contactMethod: 'phone', phone: '555' })).toBe(true);
    expect(validate({ email: 'a@b.c', address: { street: 'Main' } })).toBe(true);
    expect(validate({ contactMethod: 'phone', email: 'a@b.c' })).toBe(false); // then: phone required
    expect(validate({ phone: '555' })).toBe(false); // else: email required
    expect(validate({ email: 'a@b.c', address: { street: 1 } })).toBe(false); // via #addressDef
    expect(validate({ email: 'a@b.c', extra: true })).toBe(false);
  });
});

import type { JsonSchema } from '@mcp-codegen/manifest';
import { emitValidators } from '../src/emit/validators/emit-validators.js';
import type { FeatureModel } from '../src/model/feature-model.js';
import { notesModel } from './fixtures/model-notes.js';
import { loadValidators } from './helpers/load-validators.js';

const SCHEMA = 'https://json-schema.org/draft/2020-12/schema';

/** notesModel plus one tool per schema, named tool_extra0, tool_extra1, ... */
function withTools(schemas: JsonSchema[]): FeatureModel {
  const model = notesModel();
  schemas.forEach((inputSchema, index) => {
    const tool = structuredClone(model.tools[1]);
    tool.method = `extra${index}`;
    tool.validatorName = `tool_extra${index}`;
    tool.outputValidatorName = undefined;
    tool.descriptor = { ...tool.descriptor, name: `extra${index}`, inputSchema, outputSchema: undefined };
    model.tools.push(tool);
  });
  return model;
}

const pair = (description: string): JsonSchema => ({
  $schema: SCHEMA,
  type: 'object',
  properties: { a: { type: 'number', description }, b: { type: 'number', title: description, default: 1 } },
  required: ['a', 'b'],
  additionalProperties: false,
});

describe('shared validators', () => {
  it('emits one function for schemas that differ only in annotations, exported under each name', () => {
    const { content } = emitValidators(withTools([pair('First addend'), pair('First factor'), pair('Other')]));
    expect(content.match(/^function validate/gm)).toHaveLength(6); // notes' 3 tools, its output and prompt, and one for the 3 pairs
    expect(content).toContain('export const tool_extra1 = tool_extra0;');
    expect(content).toContain('export const tool_extra2 = tool_extra0;');
    const validators = loadValidators(content);
    for (const name of ['tool_extra0', 'tool_extra1', 'tool_extra2']) {
      expect(validators[name]({ a: 1, b: 2 })).toBe(true);
      expect(validators[name]({ a: '1', b: 2, c: 3 })).toBe(false);
      expect(validators[name].errors?.map((e) => e.keyword)).toEqual(['additionalProperties']);
    }
  });

  it('keeps schemas apart when a property named like an annotation matters', () => {
    const named = (required: string[]): JsonSchema => ({
      $schema: SCHEMA,
      type: 'object',
      properties: { description: { type: 'string' }, title: { type: 'string' } },
      required,
      additionalProperties: false,
    });
    const validators = loadValidators(emitValidators(withTools([named(['description']), named(['title'])])).content);
    expect(validators.tool_extra0({ description: 'x' })).toBe(true);
    expect(validators.tool_extra1({ description: 'x' })).toBe(false);
    expect(validators.tool_extra1({ title: 'x' })).toBe(true);
  });

  it('leaves out unread schema constants, annotations and Ajv 2020 dynamic bookkeeping', () => {
    const { content } = emitValidators(notesModel());
    // Only schemas whose enums the errors quote stay; deleteNote has none.
    expect(content).toMatch(/^const schema\d+ = .*"urn:mcp-codegen:tool_addNote"/m);
    expect(content).not.toContain('"$id":"urn:mcp-codegen:tool_deleteNote"');
    expect(content).not.toContain('"description"');
    expect(content).not.toContain('evaluated');
    expect(content).not.toContain('dynamicAnchors');
  });

  it('compiles with the full Ajv 2020 machinery when a schema uses unevaluatedProperties', () => {
    const base: JsonSchema = {
      $schema: SCHEMA,
      type: 'object',
      allOf: [{ properties: { a: { type: 'number' } } }],
      unevaluatedProperties: false,
    };
    const { content } = emitValidators(withTools([base]));
    expect(content).toContain('evaluated');
    const validators = loadValidators(content);
    expect(validators.tool_extra0({ a: 1 })).toBe(true);
    expect(validators.tool_extra0({ a: 1, b: 2 })).toBe(false);
    expect(validators.tool_extra0.errors?.map((e) => e.keyword)).toEqual(['unevaluatedProperties']);
    // The other validators in the same file still behave as before.
    expect(validators.tool_addNote({ title: 'x', body: 'y' })).toBe(true);
  });

  it('is byte-stable', () => {
    const model = withTools([pair('x'), pair('y')]);
    expect(emitValidators(model).content).toBe(emitValidators(model).content);
  });
});

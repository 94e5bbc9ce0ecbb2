import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { analyzePackage } from '../src/pipeline/build-package.js';
import { emitAll } from '../src/emit/emit-all.js';
import type { FeatureModel } from '../src/model/feature-model.js';
import { expectModel } from './helpers/analysis.js';
import { expectGolden } from './helpers/golden.js';

const SAMPLE = join(__dirname, '..', '..', 'samples', '04-results');
const POINT = {
  description: 'A point on a plane.',
  type: 'object',
  properties: { x: { type: 'number' }, y: { type: 'number' }, label: { description: 'Shown next to the point.', type: 'string' } },
  required: ['x', 'y'],
  additionalProperties: false,
};

describe('output schemas and result kinds of samples/04-results', () => {
  let model: FeatureModel;
  beforeAll(() => {
    const result = analyzePackage(SAMPLE);
    model = expectModel(result);
    expect(result.diagnostics).toEqual([]);
  });
  const tool = (name: string) => model.tools.find((t) => t.descriptor.name === name)!;
  const wrapping = (result: object, required = true) => ({
    type: 'object',
    properties: { result },
    ...(required ? { required: ['result'] } : {}),
    additionalProperties: false,
  });

  it('gives an object return type (through a Promise too) its own schema as outputSchema', () => {
    for (const name of ['point', 'pointLater']) {
      expect(tool(name)).toMatchObject({ result: 'structured', outputValidatorName: `output_${name}` });
      expect(tool(name).descriptor.outputSchema).toEqual(POINT);
    }
  });

  it('gives a union of objects an object schema with anyOf', () => {
    expect(tool('shape').result).toBe('structured');
    const schema = tool('shape').descriptor.outputSchema!;
    expect(schema.type).toBe('object');
    expect((schema.anyOf as unknown[]).length).toBe(2);
  });

  it('wraps numbers, booleans, arrays and unions as { result }', () => {
    expect(tool('sum').descriptor.outputSchema).toEqual(wrapping({ type: 'number' }));
    expect(tool('isEven').descriptor.outputSchema).toEqual(wrapping({ type: 'boolean' }));
    expect(tool('words').descriptor.outputSchema).toEqual(wrapping({ type: 'array', items: { type: 'string' } }));
    expect(tool('parse').descriptor.outputSchema).toEqual(wrapping({ anyOf: [{ type: 'string' }, { type: 'number' }] }));
    expect(tool('find').descriptor.outputSchema).toEqual(wrapping(POINT, false));
    for (const name of ['sum', 'isEven', 'words', 'parse', 'find']) expect(tool(name).result).toBe('wrapped');
  });

  it('gives no outputSchema to text, void, content blocks and CallToolResult', () => {
    const kinds = Object.fromEntries(['greet', 'touch', 'pixel', 'gallery', 'custom'].map((name) => [name, tool(name).result]));
    expect(kinds).toEqual({ greet: 'text', touch: 'auto', pixel: 'content', gallery: 'content', custom: 'result' });
    for (const name of Object.keys(kinds)) {
      expect(tool(name).descriptor.outputSchema).toBeUndefined();
      expect(tool(name).outputValidatorName).toBeUndefined();
    }
  });

  it('keeps an explicit outputSchema as written', () => {
    expect(tool('freezing').descriptor.outputSchema).toEqual({
      type: 'object',
      properties: { celsius: { type: 'number', minimum: -273.15 } },
      required: ['celsius'],
      additionalProperties: false,
    });
    expect(tool('freezing').result).toBe('structured');
  });

  it('classifies resource and prompt results', () => {
    const resources = Object.fromEntries(model.resources.map((r) => [r.descriptor.uri, r.result]));
    expect(resources).toEqual({
      'results://bundle': 'auto',
      'results://csv': 'structured',
      'results://markdown': 'text',
      'results://octets': 'auto',
      'results://pixel': 'auto',
      'results://point': 'structured',
      'results://text': 'text',
    });
    const prompts = Object.fromEntries(model.prompts.map((p) => [p.descriptor.name, p.result]));
    expect(prompts).toEqual({ conversation: 'auto', described: 'structured', plain: 'text', withImage: 'content', withResource: 'content' });
  });

  it('emits output schemas that compile under Ajv 2020-12 strict', () => {
    const ajv = new Ajv2020({ strict: true, strictTuples: false, allowUnionTypes: true });
    addFormats(ajv);
    const schemas = model.tools.flatMap((t) => (t.descriptor.outputSchema ? [t.descriptor.outputSchema] : []));
    expect(schemas).toHaveLength(13);
    for (const schema of schemas) expect(() => ajv.compile(schema)).not.toThrow();
  });

  it('emits the manifest and feature golden files', () => {
    const result = emitAll(model);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
    for (const file of result.value.filter((f) => !f.path.endsWith('validators.generated.ts'))) {
      expectGolden(`results/${file.path.split('/').pop()}`, file.content);
    }
    const validators = result.value.find((f) => f.path.endsWith('validators.generated.ts'))!.content;
    expect(validators).toContain('export const output_point =');
    expect(validators).not.toContain('export const output_greet');
  });
});

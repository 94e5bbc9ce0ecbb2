/** ajvRuntime against real Ajv standalone output: what generated validators will do. */
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import addFormats from 'ajv-formats';
import { AJV_RUNTIME_ENTRY, AJV_RUNTIME_MODULES, type Validator } from '@mcp-codegen/manifest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatValidationErrors } from '@mcp-codegen/runtime';
import { ajvRuntime } from '@mcp-codegen/runtime/ajv-runtime';

/** Compiles a schema to standalone code, then loads it taking every `require` from ajvRuntime. */
function standalone(schema: object): Validator {
  const ajv = new Ajv2020({ allErrors: true, strictTuples: false, allowUnionTypes: true, code: { source: true } });
  addFormats(ajv);
  const source = standaloneCode(ajv, ajv.compile(schema));
  const requires = [...source.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);
  const body = source.replace(/require\("([^"]+)"\)/g, (_m, id: string) => `ajvRuntime[${JSON.stringify(id)}]`);
  const module = { exports: {} as { default?: Validator } };
  new Function('module', 'exports', 'ajvRuntime', body)(module, module.exports, ajvRuntime);
  expect(requires.every((id) => id in ajvRuntime)).toBe(true);
  return (module.exports.default ?? module.exports) as Validator;
}

describe('ajvRuntime', () => {
  it('provides exactly the modules codegen links validators against, at the entry it imports', () => {
    const runtimePackage = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { name: string; exports: object };
    expect(Object.keys(ajvRuntime).sort()).toEqual([...AJV_RUNTIME_MODULES].sort());
    expect(AJV_RUNTIME_ENTRY).toBe(`${runtimePackage.name}/ajv-runtime`);
    expect(Object.keys(runtimePackage.exports)).toContain('./ajv-runtime');
  });

  it('maps each module id to what require returns', () => {
    for (const [id, mod] of Object.entries(ajvRuntime)) expect(mod).toBe(require(id));
    expect(typeof ajvRuntime['ajv/dist/runtime/ucs2length'].default).toBe('function');
    expect(typeof ajvRuntime['ajv/dist/runtime/equal'].default).toBe('function');
    expect(ajvRuntime['ajv-formats/dist/formats'].fullFormats.email).toBeDefined();
  });

  it('runs standalone validators that use formats, string lengths and deep equality', () => {
    const validate = standalone({
      type: 'object',
      properties: {
        email: { type: 'string', format: 'email' },
        name: { type: 'string', minLength: 2 },
        tags: { type: 'array', items: { type: 'string' }, uniqueItems: true },
        priority: { enum: ['low', 'normal', 'high'] },
      },
      required: ['email', 'name'],
      additionalProperties: false,
    });
    expect(validate({ email: 'a@b.co', name: 'Zoë', tags: ['x', 'y'], priority: 'low' })).toBe(true);
    expect(validate({ email: 'nope', name: '😀', tags: ['x', 'x'], priority: 'urgent', extra: 1 })).toBe(false);
    expect(formatValidationErrors('tool "t"', validate.errors)).toBe(
      'Invalid arguments for tool "t": unknown argument "extra"; "email" must match format "email"; "name" must NOT have fewer than 2 characters; ' +
        '"tags" must NOT have duplicate items (items ## 1 and 0 are identical); "priority" must be one of "low", "normal", "high"',
    );
    expect(validate({})).toBe(false);
    expect(formatValidationErrors('tool "t"', validate.errors)).toBe('Invalid arguments for tool "t": missing required argument "email"; missing required argument "name"');
  });
});

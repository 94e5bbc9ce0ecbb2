import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { VALIDATOR_OPTIONS } from '../../model/validator-options.js';
import { EmitError } from '../emit-error.js';
import { groupValidators, type ValidatorGroup } from './validator-groups.js';
import { validatorSchemaId, type ValidatorEntry } from './validator-entries.js';
import { usesDynamicKeywords } from './validation-schema.js';
import { checkSchema } from './schema-checker.js';

/**
 * The runtime validates exactly what these options accept; see
 * docs/generated-code.md. `lean` drops Ajv 2020's `unevaluated*` and
 * `$dynamicRef` bookkeeping (an `evaluated` object and a `dynamicAnchors`
 * parameter in every function), which only schemas using those keywords need.
 * Schemas are checked against the meta-schema by `checkSchema()` instead,
 * so this instance never compiles it.
 */
function createAjv(lean: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    ...VALIDATOR_OPTIONS,
    allErrors: false,
    validateSchema: false,
    code: { source: true, esm: true, lines: true },
  });
  addFormats(ajv);
  if (lean) {
    // Ajv2020 forces these on in its constructor; they are read when a schema compiles.
    ajv.opts.unevaluated = false;
    ajv.opts.dynamicRef = false;
  }
  return ajv;
}

/**
 * Ajv standalone source exporting one validator per entry; entries whose
 * schemas accept the same values share one function. A fresh Ajv instance
 * per call (for the code) and fixed `$id`s make the output byte-identical
 * across runs. A schema Ajv rejects (an invalid `@pattern`, an unknown `@format`) is reported
 * against the handlers it belongs to.
 */
export function compileValidators(entries: readonly ValidatorEntry[]): string {
  const diagnostics = duplicateNames(entries);
  if (diagnostics.length > 0) throw new EmitError(diagnostics);
  const groups = groupValidators(entries);
  const ajv = createAjv(!groups.some((group) => usesDynamicKeywords(group.schema)));
  for (const group of groups) diagnostics.push(...compileGroup(ajv, group));
  if (diagnostics.length > 0) throw new EmitError(diagnostics);
  const exports = Object.fromEntries(groups.map((group) => [group.name, validatorSchemaId(group.name)]));
  return standaloneCode(ajv, exports) + sharedExports(groups);
}

/** `export const tool_b = tool_a;` for every entry that reuses its group's function. */
function sharedExports(groups: readonly ValidatorGroup[]): string {
  const lines = groups.flatMap((group) => group.entries.slice(1).map((entry) => `export const ${entry.name} = ${group.name};`));
  return lines.length > 0 ? `\n\n// Same schema, same validator.\n${lines.join('\n')}\n` : '';
}

function compileGroup(ajv: Ajv2020, group: ValidatorGroup): Diagnostic[] {
  const id = validatorSchemaId(group.name);
  try {
    const schema = { $id: id, ...(group.schema as object) };
    checkSchema(schema); // throws "schema is invalid: …", as addSchema did
    ajv.addSchema(schema);
    ajv.getSchema(id);
    return [];
  } catch (error) {
    ajv.removeSchema(id);
    return group.entries.map((entry) => ({
      code: 'MCPG2901',
      severity: 'error',
      message: `The schema of ${entry.label} cannot be compiled into a validator: ${(error as Error).message}`,
      hint: 'Check the JSDoc tags that shape this schema (@pattern must be a valid regular expression, @format a format Ajv knows).',
      location: entry.owner.source,
    }));
  }
}

function duplicateNames(entries: readonly ValidatorEntry[]): Diagnostic[] {
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const entry of entries) {
    if (seen.has(entry.name)) {
      diagnostics.push({
        code: 'MCPG9002',
        severity: 'error',
        message: `Two validators are both named '${entry.name}' (the second is for ${entry.label}).`,
        hint: 'This is a bug in mcp-codegen; please report it.',
        location: entry.owner.source,
      });
    }
    seen.add(entry.name);
  }
  return diagnostics;
}

import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { sortKeysDeep } from './canonical-json.js';
import { EmitError } from './emit-error.js';
import { validatorSchemaId, type ValidatorEntry } from './validator-entries.js';

/** The runtime validates exactly what these options accept; see docs/generated-code.md. */
function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    // Optional and rest tuple elements are legitimate; strict tuples reject them.
    strictTuples: false,
    // The schema generator emits `type: ['string', 'number']` for unions.
    allowUnionTypes: true,
    allErrors: true,
    code: { source: true, esm: true, lines: true },
  });
  addFormats(ajv);
  return ajv;
}

/**
 * Ajv standalone source exporting one validator per entry. A fresh Ajv
 * instance per call and fixed `$id`s make the output byte-identical across
 * runs. A schema Ajv rejects (an invalid `@pattern`, an unknown `@format`) is
 * reported against the handler it belongs to.
 */
export function compileValidators(entries: readonly ValidatorEntry[]): string {
  const ajv = createAjv();
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.name)) {
      diagnostics.push({
        code: 'MCPG9002',
        severity: 'error',
        message: `Two validators are both named '${entry.name}' (the second is for ${entry.label}).`,
        hint: 'This is a bug in mcp-codegen; please report it.',
        location: entry.owner.source,
      });
      continue;
    }
    seen.add(entry.name);
    const id = validatorSchemaId(entry.name);
    try {
      ajv.addSchema({ $id: id, ...(sortKeysDeep(entry.schema) as object) });
      ajv.getSchema(id);
    } catch (error) {
      ajv.removeSchema(id);
      diagnostics.push({
        code: 'MCPG2901',
        severity: 'error',
        message: `The schema of ${entry.label} cannot be compiled into a validator: ${(error as Error).message}`,
        hint: 'Check the JSDoc tags that shape this schema (@pattern must be a valid regular expression, @format a format Ajv knows).',
        location: entry.owner.source,
      });
    }
  }
  if (diagnostics.length > 0) throw new EmitError(diagnostics);
  const exports = Object.fromEntries(entries.map((entry) => [entry.name, validatorSchemaId(entry.name)]));
  return standaloneCode(ajv, exports);
}

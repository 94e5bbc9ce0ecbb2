import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { VALIDATOR_OPTIONS } from '../../../model/validator-options.js';

/**
 * Keywords a schema may carry that Ajv does not know: `$anchor` (a 2020-12
 * core keyword Ajv resolves but does not list) and MCP's `x-mcp-header`.
 */
const KNOWN_EXTRA_KEYWORDS = ['$anchor', 'x-mcp-header'];

/** Bounds the work on a schema that names many unknown formats. */
const MAX_UNKNOWN_FORMATS = 32;

/**
 * Ajv's strict-schema complaints about a valid schema, usually a typo: an
 * unknown keyword (`minimun`) or a `format` no validator checks. The schema is
 * still valid 2020-12, so these are warnings, never errors. The other strict
 * checks (`required` naming a property declared in another branch, `if`
 * without `type`) flag idiomatic 2020-12 and are left out. The schema was
 * checked against the meta-schema before (checkExplicitSchema), so this Ajv
 * does not check it again (`validateSchema: false`), which would compile the
 * meta-schema.
 */
export function lintSchema(schema: object): string[] {
  const warnings: string[] = [];
  const ajv = new Ajv2020({
    ...VALIDATOR_OPTIONS,
    validateSchema: false,
    strictSchema: 'log',
    keywords: KNOWN_EXTRA_KEYWORDS,
    logger: { log() {}, warn: (...args: unknown[]) => warnings.push(args.map(String).join(' ')), error() {} },
  });
  addFormats(ajv);
  // Strict mode throws on an unknown format: note it, accept that name, and go on.
  for (let attempt = 0; attempt < MAX_UNKNOWN_FORMATS; attempt++) {
    try {
      ajv.compile(schema);
      break;
    } catch (error) {
      const format = /unknown format "([^"]*)"/.exec((error as Error).message)?.[1];
      if (format === undefined) break; // checkExplicitSchema reports a schema that does not compile.
      warnings.push((error as Error).message);
      ajv.addFormat(format, true);
    }
  }
  return [...new Set(warnings)];
}

import type { JsonSchema } from '@mcp-codegen/manifest';
import type { Severity } from '../../diagnostics/diagnostic.js';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import type { SourceLocation } from '../../model/feature-model.js';
import { findHeaderMarks, type HeaderMark } from './find-header-marks.js';

/** RFC 9110 token: 1*tchar. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Values a proxy may log or route on in clear text: better not mirrored. */
const SENSITIVE = /passw(or)?d|passphrase|secret|token|credential|key$/i;
const PRIMITIVES = new Set(['string', 'integer', 'boolean']);

/**
 * Checks the `x-mcp-header` annotations of a tool's input schema (SEP-2243):
 * a token name, case-insensitively unique, on a string, integer or boolean
 * property reachable through `properties` only. Errors are MCPG3111-3113; a
 * name that looks like a secret is warning MCPG3114. `locate` gives the
 * parameter to point at, by its top-level property (a location, not a node:
 * schemas arrive after the program has changed).
 */
export function checkHeaders(schema: JsonSchema, locate: (property: string | undefined) => SourceLocation, diagnostics: DiagnosticCollector): void {
  const seen = new Map<string, string>();
  for (const mark of findHeaderMarks(schema)) {
    const location = locate(mark.path?.[0] ?? topProperty(mark.at));
    const report = (severity: Severity, code: string, message: string, hint: string) => diagnostics.diagnostics.push({ code, severity, message, hint, location });
    const name = mark.name;
    if (typeof name !== 'string' || !TOKEN.test(name)) {
      report('error', 'MCPG3111', `The header name ${JSON.stringify(name)} at ${mark.at} is not an HTTP token.`, 'Use letters, digits and !#$%&\'*+-.^_`|~ only, like @header Region.');
      continue;
    }
    const problem = placeProblem(mark);
    if (problem) {
      report('error', 'MCPG3113', `The header ${name} at ${mark.at} ${problem}.`, 'Mark a string, integer or boolean parameter (or a property of an object parameter), not a number, array, object, union or optional-null value.');
      continue;
    }
    const first = seen.get(name.toLowerCase());
    if (first !== undefined) {
      report('error', 'MCPG3112', `The header name ${name} at ${mark.at} is already used by ${first}; header names are case-insensitive.`, 'Give each mirrored parameter its own header name.');
      continue;
    }
    seen.set(name.toLowerCase(), mark.at);
    if (SENSITIVE.test(name) || SENSITIVE.test(mark.path?.[mark.path.length - 1] ?? '')) {
      report('warning', 'MCPG3114', `The parameter at ${mark.at} looks sensitive, and Mcp-Param-${name} sends it in clear text where proxies and logs can see it.`, 'Do not mirror secrets into headers; remove the @header tag.');
    }
  }
}

/** `rows` of `properties.rows.items...`: the parameter an unreachable mark belongs to. */
function topProperty(at: string): string | undefined {
  return /^properties\.([^.[]+)/.exec(at)?.[1];
}

function placeProblem(mark: HeaderMark): string | undefined {
  if (!mark.path) return 'is not reachable from the root through `properties` alone (it sits under an array, a union, a reference or a condition)';
  const type = mark.schema.type;
  if (typeof type !== 'string' || !PRIMITIVES.has(type)) return `is on a property of type ${JSON.stringify(type ?? 'any')}; only string, integer and boolean can be mirrored`;
  if (mark.schema.enum === undefined && mark.schema.const === undefined && ['anyOf', 'oneOf', 'allOf', '$ref'].some((k) => k in mark.schema)) return 'is on a property whose type is a union or a reference';
  return undefined;
}

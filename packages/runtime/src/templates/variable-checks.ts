/**
 * Checks one decoded URI template variable before conversion: the server's
 * defaults (length, control characters, path traversal) and the variable's
 * own JSDoc `@maxLength` / `@pattern`. A failure is -32602 naming the variable.
 */
import type { TemplateVariable } from '@mcp-codegen/manifest';
import { hasUnsafeText } from '../results/sanitize/sanitize-text.js';
import type { VariableChecks } from '../security/security-options.js';

/** `%2F` / `%5C` in the raw text: a separator smuggled past the template's own `/`. */
const ENCODED_SEPARATOR = /%(?:2f|5c)/i;
/** Percent-encoding still present after one decode: double encoding, for a handler that decodes again. */
const STILL_ENCODED = /%[0-9a-f]{2}/i;
/** `.` or `..` as a whole segment, with `/` or `\` around it. */
const DOT_SEGMENT = /(?:^|[/\\])\.\.?(?:[/\\]|$)/;

/** Why the value is refused, or undefined. `path`: a path variable (query ones skip the traversal rules). */
export function checkVariable(name: string, raw: string, text: string, path: boolean, rule: TemplateVariable | undefined, pattern: RegExp | undefined, checks: VariableChecks | undefined): string | undefined {
  const maxLength = Math.min(rule?.maxLength ?? Infinity, checks?.maxLength ?? Infinity);
  if (text.length > maxLength) return `the URI variable "${name}" must be at most ${maxLength} characters long, not ${text.length}`;
  if (checks?.controls && hasUnsafeText(text)) return `the URI variable "${name}" must not contain control or bidirectional-override characters`;
  if (checks?.traversal && path && (ENCODED_SEPARATOR.test(raw) || STILL_ENCODED.test(text) || text.includes('\\') || DOT_SEGMENT.test(text))) {
    return `the URI variable "${name}" must not contain "." or ".." segments, "\\", an encoded "/" or double percent-encoding`;
  }
  if (pattern && !pattern.test(text)) return `the URI variable "${name}" must match the pattern ${rule!.pattern}`;
  return undefined;
}

/** The `pattern` of each variable that has one, compiled once (JSON Schema patterns are Unicode regular expressions). */
export function compilePatterns(rules: Readonly<Record<string, TemplateVariable>>): ReadonlyMap<string, RegExp> {
  const patterns = new Map<string, RegExp>();
  for (const [name, rule] of Object.entries(rules)) if (rule.pattern !== undefined) patterns.set(name, new RegExp(rule.pattern, 'u'));
  return patterns;
}

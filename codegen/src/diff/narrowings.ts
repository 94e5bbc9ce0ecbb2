import type { JsonSchema } from '@mcp-codegen/manifest';

const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];
const EXACT = ['pattern', 'format', 'const', 'multipleOf'];

/**
 * What `after` no longer accepts that `before` did, at this level of the
 * schema: a type dropped, enum values removed, a bound tightened or added,
 * a pattern/format/const added or changed. Each entry is a readable reason.
 */
export function narrowings(before: JsonSchema, after: JsonSchema, widening = false): string[] {
  const reasons: string[] = [];
  const word = widening ? 'widened' : 'narrowed';
  // For a widening the caller swaps the schemas; show the values in the real old → new order.
  const arrow = (was: string, now: string) => (widening ? `${now} → ${was}` : `${was} → ${now}`);
  const oldTypes = types(before);
  const newTypes = types(after);
  if (oldTypes && newTypes) {
    const lost = oldTypes.filter((t) => !newTypes.includes(t) && !(t === 'integer' && newTypes.includes('number')));
    if (lost.length > 0) reasons.push(`${word}: type ${arrow(oldTypes.join('|'), newTypes.join('|'))}`);
  } else if (!oldTypes && newTypes) reasons.push(widening ? `widened: no longer restricted to type ${newTypes.join('|')}` : `narrowed: now restricted to type ${newTypes.join('|')}`);

  const oldEnum = before.enum as unknown[] | undefined;
  const newEnum = after.enum as unknown[] | undefined;
  if (newEnum) {
    const removed = oldEnum ? oldEnum.filter((v) => !newEnum.some((n) => same(n, v))) : undefined;
    if (!oldEnum) reasons.push(widening ? `widened: no longer limited to ${show(newEnum)}` : `narrowed: now one of ${show(newEnum)}`);
    else if (removed && removed.length > 0) reasons.push(`${word}: enum values ${widening ? 'added' : 'removed'}: ${show(removed)}`);
  }

  for (const key of LOWER_BOUNDS) {
    const was = before[key] as number | undefined;
    const now = after[key] as number | undefined;
    if (now !== undefined && (was === undefined || now > was)) reasons.push(`${word}: ${key} ${arrow(String(was ?? 'none'), String(now))}`);
  }
  for (const key of UPPER_BOUNDS) {
    const was = before[key] as number | undefined;
    const now = after[key] as number | undefined;
    if (now !== undefined && (was === undefined || now < was)) reasons.push(`${word}: ${key} ${arrow(String(was ?? 'none'), String(now))}`);
  }
  for (const key of EXACT) {
    if (after[key] !== undefined && !same(before[key], after[key])) reasons.push(`${word}: ${key} ${arrow(show(before[key] ?? 'none'), show(after[key]))}`);
  }
  if (before.additionalProperties !== false && after.additionalProperties === false && 'properties' in after) {
    reasons.push(widening ? 'widened: additional properties allowed' : 'narrowed: additional properties no longer allowed');
  }
  return reasons;
}

function types(schema: JsonSchema): string[] | undefined {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type as string[];
  return undefined;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const show = (value: unknown): string => (Array.isArray(value) ? value.map((v) => JSON.stringify(v)).join(', ') : JSON.stringify(value));

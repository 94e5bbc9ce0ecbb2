/**
 * A JSON Schema told in a few words for people: a TypeScript-like type
 * (`string`, `1 | 2 | 3`, `Array<number>`, `ItineraryNode`) and its
 * constraints (`1 ≤ value ≤ 14`, `format: email`). The catalogue shows these;
 * the full schema stays in the manifest.
 */
import type { JsonSchema } from '@mcp-codegen/manifest';

/** How deep a type string follows nested arrays and unions before it says `…`. */
const MAX_DEPTH = 4;

export function typeOf(schema: unknown, depth = 0): string {
  if (schema === true || schema === undefined) return 'any';
  if (schema === false) return 'never';
  if (typeof schema !== 'object' || schema === null) return 'any';
  const s = schema as JsonSchema;
  if (depth > MAX_DEPTH) return '…';
  if (typeof s.$ref === 'string') return s.$ref.replace(/^#\/\$defs\//, '');
  if ('const' in s) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (Array.isArray(union)) return union.map((member) => typeOf(member, depth + 1)).join(' | ');
  if (Array.isArray(s.allOf)) return s.allOf.map((member) => typeOf(member, depth + 1)).join(' & ');
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
  if (types.length === 0) return s.properties ? 'object' : 'any';
  return types.map((type) => namedType(type, s, depth)).join(' | ');
}

function namedType(type: string, s: JsonSchema, depth: number): string {
  if (type === 'array') {
    if (Array.isArray(s.prefixItems)) return `[${s.prefixItems.map((item) => typeOf(item, depth + 1)).join(', ')}]`;
    return `Array<${typeOf(s.items, depth + 1)}>`;
  }
  if (type === 'object' && s.additionalProperties && typeof s.additionalProperties === 'object' && !s.properties) {
    return `Record<string, ${typeOf(s.additionalProperties, depth + 1)}>`;
  }
  return type;
}

/** Keyword → how it reads; the order here is the order shown. */
const CONSTRAINTS: ReadonlyArray<[string, (value: unknown) => string]> = [
  ['minimum', (v) => `≥ ${String(v)}`],
  ['exclusiveMinimum', (v) => `> ${String(v)}`],
  ['maximum', (v) => `≤ ${String(v)}`],
  ['exclusiveMaximum', (v) => `< ${String(v)}`],
  ['multipleOf', (v) => `multiple of ${String(v)}`],
  ['minLength', (v) => `at least ${String(v)} characters`],
  ['maxLength', (v) => `at most ${String(v)} characters`],
  ['pattern', (v) => `pattern ${String(v)}`],
  ['format', (v) => `format ${String(v)}`],
  ['minItems', (v) => `at least ${String(v)} items`],
  ['maxItems', (v) => `at most ${String(v)} items`],
  ['uniqueItems', (v) => (v === true ? 'unique items' : '')],
  ['minProperties', (v) => `at least ${String(v)} properties`],
  ['maxProperties', (v) => `at most ${String(v)} properties`],
  ['default', (v) => `default ${JSON.stringify(v)}`],
  ['deprecated', (v) => (v === true ? 'deprecated' : '')],
];

/** The constraints a schema puts on a value, each a short phrase. */
export function constraintsOf(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const s = schema as JsonSchema;
  return CONSTRAINTS.filter(([keyword]) => keyword in s)
    .map(([keyword, read]) => read(s[keyword]))
    .filter((phrase) => phrase !== '');
}

/** The `examples` of a schema (JSDoc `@example` / `@examples`), each as JSON. */
export function examplesOf(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const examples = (schema as JsonSchema).examples;
  return Array.isArray(examples) ? examples.map((example) => JSON.stringify(example)) : [];
}

/**
 * A schema Gemini's function declarations accept: only the keywords its
 * Schema has a field for. What it cannot say is moved into the description,
 * so the model still reads it, and the server still enforces it with the
 * canonical schema. Argument values keep their shape: no mapping back.
 */
import type { JsonSchema } from '@mcp-codegen/manifest';
import { GEMINI_FORMATS, GEMINI_KEYWORDS } from '../clients/gemini.js';
import { isSchemaObject } from '../walk-schema.js';
import { inlineAllRefs } from './inline-all-refs.js';
import { describe, flattenRoot, mergeObjects, shown } from './schema-parts.js';

/** Keywords dropped without a word: they say nothing a model needs. */
const SILENT = new Set(['$schema', '$id', '$anchor', '$comment', 'additionalProperties', 'deprecated', 'readOnly', 'writeOnly', 'examples', 'contentMediaType', 'contentEncoding']);

export function lowerForGemini(inputSchema: JsonSchema): JsonSchema {
  return lowerNode(flattenRoot(inlineAllRefs(inputSchema)));
}

function lowerNode(input: JsonSchema): JsonSchema {
  let schema: JsonSchema = { ...input };
  const notes: string[] = [];
  const take = (key: string) => {
    const value = schema[key];
    delete schema[key];
    return value;
  };

  if (Array.isArray(schema.type)) {
    const types = (take('type') as string[]).filter((t) => t !== 'null');
    if (types.length < (input.type as string[]).length) schema.nullable = true;
    if (types.length === 1) schema.type = types[0];
    else schema.anyOf = types.map((type) => ({ type }));
  }
  if ('const' in schema) {
    const value = take('const');
    if (typeof value === 'string') schema.enum = [value];
    else notes.push(`Must be ${shown(value)}.`);
  }
  if (Array.isArray(schema.enum) && schema.enum.some((v) => typeof v !== 'string')) notes.push(`One of ${(take('enum') as unknown[]).map(shown).join(', ')}.`);
  if ('exclusiveMinimum' in schema) notes.push(`Greater than ${shown(take('exclusiveMinimum'))}.`);
  if ('exclusiveMaximum' in schema) notes.push(`Less than ${shown(take('exclusiveMaximum'))}.`);
  if ('multipleOf' in schema) notes.push(`A multiple of ${shown(take('multipleOf'))}.`);
  if (typeof schema.format === 'string' && !GEMINI_FORMATS.has(schema.format)) notes.push(`Format: ${take('format') as string}.`);
  if ('uniqueItems' in schema && take('uniqueItems') === true) notes.push('No two items equal.');
  if (isSchemaObject(schema.additionalProperties)) {
    const values = schema.additionalProperties;
    notes.push(`Any keys${typeof values.type === 'string' ? `; each value a ${values.type}` : ''}.`);
  }
  if ('propertyNames' in schema || 'patternProperties' in schema) {
    take('propertyNames');
    take('patternProperties');
    notes.push('Only some keys are allowed (the server checks them).');
  }
  if (Array.isArray(schema.prefixItems)) {
    const items = (take('prefixItems') as JsonSchema[]).map((item) => lowerNode(item));
    const rest = schema.items;
    const all = rest !== undefined && rest !== false && isSchemaObject(rest) ? [...items, lowerNode(rest)] : items;
    const distinct = all.filter((s, i) => all.findIndex((t) => JSON.stringify(t) === JSON.stringify(s)) === i);
    schema.items = distinct.length === 1 ? distinct[0] : { anyOf: distinct };
    notes.push(`In order: ${items.map((s, i) => (typeof s.description === 'string' ? s.description : `item ${i + 1}`) + (typeof s.type === 'string' ? ` (${s.type})` : '')).join(', ')}.`);
  }
  if (Object.hasOwn(schema, 'oneOf')) schema.anyOf = take('oneOf');
  if (Object.hasOwn(schema, 'allOf')) {
    const merged = mergeObjects(take('allOf'), true);
    if (merged) schema = { ...merged, ...schema, properties: { ...((merged.properties as object) ?? {}), ...((schema.properties as object) ?? {}) } };
    else notes.push('Further rules apply (the server checks them).');
  }
  if ('if' in schema || 'not' in schema || 'dependentRequired' in schema || 'dependentSchemas' in schema) notes.push('Further rules apply (the server checks them).');
  if ('default' in schema) notes.push(`Default: ${shown(take('default'))}.`);
  if ('title' in schema) {
    const title = take('title');
    if (typeof title === 'string' && schema.description === undefined) schema.description = title;
  }

  // A null branch of anyOf becomes `nullable`, OpenAPI's way to say it.
  if (Array.isArray(schema.anyOf)) {
    const branches = (schema.anyOf as unknown[]).filter(isSchemaObject);
    const others = branches.filter((b) => b.type !== 'null');
    if (others.length < branches.length) schema.nullable = true;
    if (others.length === 1) {
      delete schema.anyOf;
      const { description: inner, ...only } = lowerNode(others[0]!);
      schema = { ...only, ...schema };
      if (inner !== undefined && schema.description === undefined) schema.description = inner;
    } else schema.anyOf = others.map(lowerNode);
  }
  if (isSchemaObject(schema.properties)) schema.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, isSchemaObject(v) ? lowerNode(v) : v]));
  if (isSchemaObject(schema.items)) schema.items = lowerNode(schema.items);
  else if ('items' in schema) delete schema.items; // items: false after a tuple

  for (const key of Object.keys(schema)) if (!GEMINI_KEYWORDS.has(key) || SILENT.has(key)) delete schema[key];
  return notes.length > 0 ? describe(schema, notes.join(' ')) : schema;
}

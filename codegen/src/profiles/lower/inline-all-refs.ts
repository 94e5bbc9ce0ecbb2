/**
 * Every `$ref` replaced by the schema it names, for clients that resolve
 * none (Gemini, Bedrock, some VS Code versions). A recursive type is written
 * out RECURSION_DEPTH levels deep; below that the value is described, not
 * typed (`{ "type": "object" }` plus a note), and the server still checks
 * the whole value against the canonical schema.
 */
import type { JsonSchema } from '@mcp-codegen/manifest';
import { isSchemaObject, SCHEMA_KEYWORDS, SCHEMA_LIST_KEYWORDS, SCHEMA_MAP_KEYWORDS } from '../walk-schema.js';
import { describe, resolveRef } from './schema-parts.js';

export const RECURSION_DEPTH = 3;

export function inlineAllRefs(schema: JsonSchema): JsonSchema {
  const root = schema;
  const walk = (value: unknown, stack: string[]): unknown => {
    if (!isSchemaObject(value)) return value;
    if (typeof value.$ref === 'string') {
      const target = resolveRef(root, value.$ref);
      const { $ref: _ref, ...siblings } = value;
      if (!target) return siblings;
      const depth = stack.filter((r) => r === value.$ref).length;
      if (depth >= RECURSION_DEPTH) {
        const cut: JsonSchema = typeof target.type === 'string' ? { type: target.type } : {};
        return describe({ ...cut, ...siblings }, 'Nested further in the same shape (not described here).');
      }
      const inlined = walk(target, [...stack, value.$ref]) as JsonSchema;
      // Siblings of $ref (a description) win over the target's own.
      return { ...inlined, ...(walk(siblings, stack) as JsonSchema) };
    }
    const out: JsonSchema = {};
    for (const [key, item] of Object.entries(value)) {
      if (key === '$defs' || key === 'definitions') continue;
      if (SCHEMA_KEYWORDS.includes(key)) out[key] = walk(item, stack);
      else if (SCHEMA_LIST_KEYWORDS.includes(key) && Array.isArray(item)) out[key] = item.map((v) => walk(v, stack));
      else if (SCHEMA_MAP_KEYWORDS.includes(key) && isSchemaObject(item)) out[key] = Object.fromEntries(Object.entries(item).map(([k, v]) => [k, walk(v, stack)]));
      else out[key] = item; // enum, const, default, ...: values, not schemas
    }
    return out;
  };
  return walk(schema, []) as JsonSchema;
}

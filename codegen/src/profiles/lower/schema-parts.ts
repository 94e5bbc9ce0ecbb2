/** Small pieces the lowerings share. Every function returns new objects; none changes its input. */
import type { JsonSchema } from '@mcp-codegen/manifest';
import { isSchemaObject } from '../walk-schema.js';

export const clone = <T>(value: T): T => structuredClone(value);

/** `schema` with `text` added to its description (a lowering says there what it had to drop). */
export function describe(schema: JsonSchema, text: string): JsonSchema {
  const description = typeof schema.description === 'string' && schema.description !== '' ? `${schema.description} ${text}` : text;
  return { ...schema, description };
}

/** A value as a reader sees it in a description: strings quoted, the rest as JSON. */
export const shown = (value: unknown): string => JSON.stringify(value);

/** The object schemas a root union is made of, or undefined when one branch is not a plain object schema. */
function objectBranches(list: unknown): JsonSchema[] | undefined {
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const branches = list.filter(isSchemaObject);
  if (branches.length !== list.length) return undefined;
  return branches.every((b) => b.type === 'object' && !('anyOf' in b) && !('oneOf' in b) && !('allOf' in b) && !('$ref' in b)) ? branches : undefined;
}

/**
 * One object schema for a union (anyOf/oneOf) or intersection (allOf) of
 * object schemas: every property of any branch, required where the branches
 * agree. Lowered clients see a superset of what the canonical schema accepts;
 * the server still validates the canonical one. Undefined when a branch is
 * not a plain object schema.
 */
export function mergeObjects(list: unknown, all: boolean): JsonSchema | undefined {
  const branches = objectBranches(list);
  if (!branches) return undefined;
  const properties: Record<string, JsonSchema[]> = {};
  for (const b of branches) {
    for (const [key, sub] of Object.entries((b.properties as Record<string, JsonSchema> | undefined) ?? {})) {
      const seen = (properties[key] ??= []);
      if (!seen.some((s) => JSON.stringify(s) === JSON.stringify(sub))) seen.push(sub);
    }
  }
  const requiredOf = (b: JsonSchema) => new Set(Array.isArray(b.required) ? (b.required as string[]) : []);
  const required = Object.keys(properties).filter((key) => (all ? branches.some((b) => requiredOf(b).has(key)) : branches.every((b) => requiredOf(b).has(key))));
  const merged: JsonSchema = { type: 'object', properties: Object.fromEntries(Object.entries(properties).map(([k, subs]) => [k, subs.length === 1 ? subs[0]! : { anyOf: subs }])) };
  if (required.length > 0) merged.required = required;
  if (branches.every((b) => b.additionalProperties === false)) merged.additionalProperties = false;
  return merged;
}

/**
 * The root of an input schema with its anyOf/oneOf/allOf merged into one
 * object (Anthropic, Bedrock, OpenAI and Gemini want an object at the root).
 * Unchanged when there is no root union, or it is not made of object schemas.
 */
export function flattenRoot(schema: JsonSchema): JsonSchema {
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    if (!Object.hasOwn(schema, key)) continue;
    const { [key]: union, type: _type, properties, required, additionalProperties, ...rest } = schema;
    // The root's own properties hold in every branch: for allOf they are one more member, for a union one more member of each.
    const own: JsonSchema = { type: 'object', properties: properties ?? {}, ...(required ? { required } : {}), ...(additionalProperties === false ? { additionalProperties } : {}) };
    const branches = objectBranches(union);
    const merged = branches && (key === 'allOf' ? mergeObjects([own, ...branches], true) : withOwn(own, mergeObjects(branches, false)!));
    if (!merged) {
      // A branch of another type (a string, say) leaves nothing honest to merge.
      if (!Array.isArray(union) || !union.every((b) => isSchemaObject(b) && (b.type === undefined || b.type === 'object'))) return schema;
      // Constraints that are no object shapes (such as "phone or email required"): said in words, still checked by the server.
      return flattenRoot(describe({ ...rest, ...own }, `The server also checks ${key}: ${shown(union)}.`));
    }
    const note = key === 'allOf' ? '' : 'Takes one of several shapes; the server checks which.';
    const out = { ...rest, ...merged };
    return flattenRoot(note ? describe(out, note) : out);
  }
  return schema;
}

/** A merged union with the root's own properties added to it (the root's required ones stay required). */
function withOwn(own: JsonSchema, merged: JsonSchema): JsonSchema {
  const properties = { ...(merged.properties as object), ...(own.properties as object) };
  const required = [...new Set([...((own.required as string[] | undefined) ?? []), ...((merged.required as string[] | undefined) ?? [])])];
  return { ...merged, properties, ...(required.length > 0 ? { required } : {}) };
}

/** Whether `schema` (resolved against `root` for a $ref) accepts null. */
export function acceptsNull(schema: unknown, root: JsonSchema, seen = new Set<string>()): boolean {
  if (!isSchemaObject(schema)) return schema === true;
  if (typeof schema.$ref === 'string') {
    if (seen.has(schema.$ref)) return false;
    seen.add(schema.$ref);
    return acceptsNull(resolveRef(root, schema.$ref), root, seen);
  }
  if (schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'))) return true;
  if (Array.isArray(schema.enum)) return schema.enum.includes(null);
  if ('const' in schema) return schema.const === null;
  for (const key of ['anyOf', 'oneOf']) if (Array.isArray(schema[key]) && (schema[key] as unknown[]).some((s) => acceptsNull(s, root, seen))) return true;
  return schema.type === undefined && !('properties' in schema) && !('items' in schema) && !('anyOf' in schema) && !('oneOf' in schema) && !('allOf' in schema) && !('not' in schema);
}

/** The schema a local `#/$defs/Name` reference points at. */
export function resolveRef(root: JsonSchema, ref: string): JsonSchema | undefined {
  const match = /^#\/(\$defs|definitions)\/(.+)$/.exec(ref);
  if (!match) return undefined;
  const defs = root[match[1]!];
  const name = match[2]!.replace(/~1/g, '/').replace(/~0/g, '~');
  return isSchemaObject(defs) && isSchemaObject(defs[name]) ? (defs[name] as JsonSchema) : undefined;
}

/** Name of a local `#/$defs/Name` reference. */
export const refName = (ref: string): string | undefined => /^#\/(?:\$defs|definitions)\/(.+)$/.exec(ref)?.[1];

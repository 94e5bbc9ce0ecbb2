import type { JsonSchema } from '@mcp-codegen/manifest';
import { sortKeysDeep } from '../canonical-json.js';
import type { ValidatorEntry } from './validator-entries.js';
import { withoutAnnotations } from './validation-schema.js';

/** One compiled validator, exported under the name of every entry in the group. */
export interface ValidatorGroup {
  /** The first entry's name: the `$id` the group's schema compiles under. */
  name: string;
  /** Canonical and annotation-free. */
  schema: JsonSchema;
  entries: ValidatorEntry[];
}

/**
 * Groups entries whose schemas accept exactly the same values, so 1,000 tools
 * taking `{a: number, b: number}` share one function. Groups follow the
 * entries' (sorted) order, which keeps the output byte-stable.
 */
export function groupValidators(entries: readonly ValidatorEntry[]): ValidatorGroup[] {
  const groups = new Map<string, ValidatorGroup>();
  for (const entry of entries) {
    const { schema, key } = canonical(entry.schema);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { name: entry.name, schema, entries: [entry] });
    else group.entries.push(entry);
  }
  return [...groups.values()];
}

/**
 * Canonical forms by schema object. In watch mode an unchanged tool keeps its
 * (frozen) schema object from build to build, so only changed schemas are
 * walked again. A schema is never changed once emission starts.
 */
const canonicalForms = new WeakMap<object, { schema: JsonSchema; key: string }>();

function canonical(raw: JsonSchema): { schema: JsonSchema; key: string } {
  let found = canonicalForms.get(raw);
  if (found === undefined) {
    const schema = sortKeysDeep(withoutAnnotations(raw)) as JsonSchema;
    canonicalForms.set(raw, (found = { schema, key: JSON.stringify(schema) }));
  }
  return found;
}

import { inlineRefs } from './rewrite/inline-refs.js';
import { normalizeKeywords } from './rewrite/normalize-keywords.js';
import type { Draft07Schema } from './schema-generator.js';
import type { Schema } from './rewrite/subschemas.js';
import { toDraft2020 } from './rewrite/to-2020-12.js';

export interface SchemaOptions {
  /** `mcpCodegen.inlineRefs` (default true): inline non-recursive `$ref`s. */
  inlineRefs?: boolean;
}

/**
 * The 2020-12 schema of one type from TJS's draft-07 output: refs inlined
 * (recursive ones kept under `$defs`), tuples as `prefixItems`, JSDoc tags
 * normalised. Used for input schemas and reusable for any type: generate the
 * schema of a synthetic `type X = ...` alias, then pass it here.
 */
export function typeSchema(raw: Draft07Schema, options: SchemaOptions = {}): Schema {
  return normalizeKeywords(toDraft2020(inlineRefs(raw, options.inlineRefs !== false)));
}

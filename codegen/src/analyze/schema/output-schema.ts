import type { JsonSchema } from '@mcp-codegen/manifest';
import type { SourceFile } from 'ts-morph';
import { inlineRefs } from './rewrite/inline-refs.js';
import { normalizeKeywords } from './rewrite/normalize-keywords.js';
import type { Draft07Schema } from './schema-generator.js';
import { isSchema, type Schema } from './rewrite/subschemas.js';
import { toDraft2020 } from './rewrite/to-2020-12.js';

/** One output schema to generate: the resolved return type of one tool method. */
export interface OutputRequest {
  file: SourceFile;
  /** Unique in the program: TJS finds types by global name (toolchain pitfall 5). */
  interfaceName: string;
  className: string;
  method: string;
  /** true: the schema is `{ result }`; false: the returned object itself. */
  wrapped: boolean;
  /** The value may be undefined, so a wrapped `result` is not required. */
  optional: boolean;
}

/**
 * `export interface __mcp_output_N { result: Awaited<ReturnType<C['m']>> }`,
 * the synthetic interface of one request (appended by append-synthetic.ts).
 * Going through the method's own type (not its annotation text) covers
 * inferred return types.
 */
export function outputInterfaceText(request: OutputRequest): string {
  const type = `Awaited<ReturnType<${request.className}[${JSON.stringify(request.method)}]>>`;
  return `export interface ${request.interfaceName} {\n  result${request.optional ? '?' : ''}: ${type};\n}`;
}

/** `__mcp_output_0_Notes_addNote`. */
export function outputInterfaceName(index: number, className: string, method: string): string {
  return `__mcp_output_${index}_${className}_${method}`.replace(/[^A-Za-z0-9_$]/g, '_');
}

/**
 * The outputSchema from TJS's schema of the synthetic interface, refs
 * inlined, 2020-12, JSDoc keywords normalised as for inputs: the whole `{ result }` object when wrapped, else the
 * schema of `result` (an object type; a union of objects gets `type: object`
 * beside its anyOf, as MCP requires an object schema at the top).
 */
export function buildOutputSchema(raw: Draft07Schema, wrapped: boolean): JsonSchema {
  const converted = normalizeKeywords(toDraft2020(inlineRefs(raw)));
  const { $defs, ...rest } = converted;
  let body: Schema = rest;
  if (!wrapped) {
    const properties = isSchema(rest.properties) ? rest.properties : {};
    body = isSchema(properties.result) ? properties.result : {};
    if (body.type === undefined) body = { type: 'object', ...body };
  }
  const schema: JsonSchema = { ...body };
  if ($defs !== undefined) schema.$defs = $defs;
  return schema;
}

import type { JsonSchema } from '@mcp-codegen/manifest';
import type { ParameterInfo } from '../parameter-info.js';
import { inlineRefs } from './inline-refs.js';
import type { Draft07Schema } from './schema-generator.js';
import { isSchema, type Schema } from './subschemas.js';
import { SCHEMA_2020_12, toDraft2020 } from './to-2020-12.js';

/**
 * The input schema of a handler from TJS's schema of its synthetic interface:
 * refs inlined, 2020-12, one property per argument in parameter order with
 * its @param description and literal default, `required` sorted.
 */
export function buildInputSchema(raw: Draft07Schema, parameters: ParameterInfo[]): JsonSchema {
  const converted = toDraft2020(inlineRefs(raw));
  const generated = isSchema(converted.properties) ? converted.properties : {};
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    if (parameter.kind !== 'argument') continue;
    const property: Schema = { ...((generated[parameter.name] as Schema | undefined) ?? {}) };
    if (parameter.description !== undefined) property.description = parameter.description;
    if (parameter.default !== undefined) property.default = parameter.default;
    properties[parameter.name] = property;
    if (parameter.required) required.push(parameter.name);
  }
  const schema: JsonSchema = { $schema: SCHEMA_2020_12, type: 'object', properties };
  if (required.length > 0) schema.required = required.sort();
  schema.additionalProperties = false;
  if (converted.$defs !== undefined) schema.$defs = converted.$defs;
  return schema;
}

import type { JsonSchema } from '@mcp-codegen/manifest';
import type { ParameterInfo } from '../parameter-info.js';
import type { Draft07Schema } from './schema-generator.js';
import { isSchema, type Schema } from './rewrite/subschemas.js';
import { typeSchema, type SchemaOptions } from './type-schema.js';

/**
 * The input schema of a handler from TJS's schema of its synthetic type:
 * one property per argument in parameter order with its @param description
 * and literal default, `required` sorted; or, for a destructured input, the
 * input type's own schema with the destructuring defaults.
 */
export function buildInputSchema(raw: Draft07Schema, parameters: ParameterInfo[], options: SchemaOptions = {}): JsonSchema {
  const converted = typeSchema(raw, options);
  const input = parameters.find((p) => p.kind === 'input');
  if (input) return wholeInputSchema(converted, input);
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
  // No `$schema`: 2020-12 is MCP's default dialect (2025-11-25), and every listed tool would repeat it.
  const schema: JsonSchema = { type: 'object', properties };
  if (required.length > 0) schema.required = required.sort();
  schema.additionalProperties = false;
  if (converted.$defs !== undefined) schema.$defs = converted.$defs;
  return schema;
}

function wholeInputSchema(converted: Schema, input: ParameterInfo): JsonSchema {
  const { type: _type, properties, required, additionalProperties, $defs, ...rest } = converted;
  const withDefaults: Record<string, Schema> = { ...(isSchema(properties) ? (properties as Record<string, Schema>) : {}) };
  for (const [name, value] of Object.entries(input.propertyDefaults ?? {})) {
    if (withDefaults[name]) withDefaults[name] = { ...withDefaults[name], default: value };
  }
  const schema: JsonSchema = { type: 'object', properties: withDefaults };
  if (Array.isArray(required) && required.length > 0) schema.required = [...(required as string[])].sort();
  schema.additionalProperties = additionalProperties ?? false;
  Object.assign(schema, rest);
  if ($defs !== undefined) schema.$defs = $defs;
  return schema;
}

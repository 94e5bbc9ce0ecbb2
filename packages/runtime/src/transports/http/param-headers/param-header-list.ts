/**
 * The `Mcp-Param-{Name}` headers a tool's inputSchema declares with
 * `x-mcp-header` (SEP-2243): only chains of `properties` keys count, as the
 * specification says. Read once per tool (check-param-headers.ts keeps them).
 */
import type { ToolDescriptor } from '@mcp-codegen/manifest';

export interface ParamHeader {
  /** As written in the schema: the `{Name}` of `Mcp-Param-{Name}`. */
  name: string;
  /** Lower case, as HTTP header lookups take it. */
  header: string;
  /** The argument's property path. */
  path: readonly string[];
  type: 'string' | 'integer' | 'boolean' | 'other';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function collect(schema: unknown, path: string[], out: ParamHeader[]): void {
  if (!isObject(schema) || !isObject(schema.properties)) return;
  for (const [key, property] of Object.entries(schema.properties)) {
    if (!isObject(property)) continue;
    const name = property['x-mcp-header'];
    if (typeof name === 'string' && name !== '') {
      const type = property.type === 'string' || property.type === 'integer' || property.type === 'boolean' ? property.type : 'other';
      out.push({ name, header: `mcp-param-${name.toLowerCase()}`, path: [...path, key], type });
    }
    collect(property, [...path, key], out);
  }
}

export function paramHeaders(descriptor: ToolDescriptor): readonly ParamHeader[] {
  const found: ParamHeader[] = [];
  collect(descriptor.inputSchema, [], found);
  return Object.freeze(found);
}

import type { JsonSchema } from '@mcp-codegen/manifest';

/** One `x-mcp-header` annotation found in an input schema. */
export interface HeaderMark {
  /** The annotation's value (the `{Name}` of `Mcp-Param-{Name}`), as written. */
  name: unknown;
  /** The chain of `properties` keys from the root; undefined when the chain passes through anything else. */
  path?: string[];
  /** Where it sits, for messages: `properties.region` or `$defs.Address.properties.zip`. */
  at: string;
  schema: Record<string, unknown>;
}

const KEY = 'x-mcp-header';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Every `x-mcp-header` in a schema, walking all of it: the annotation is
 * valid only where a chain of `properties` keys reaches it (SEP-2243), so
 * marks under `items`, `anyOf`, `$defs` and the like are found too, without a path.
 */
export function findHeaderMarks(schema: JsonSchema): HeaderMark[] {
  const marks: HeaderMark[] = [];
  const visit = (node: unknown, path: string[] | undefined, at: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, undefined, `${at}[${i}]`));
      return;
    }
    if (!isObject(node)) return;
    if (KEY in node && at !== '') marks.push({ name: node[KEY], path, at, schema: node });
    for (const [key, value] of Object.entries(node)) {
      if (key === KEY || key === 'enum' || key === 'const' || key === 'default' || key === 'examples') continue;
      if (key === 'properties' && isObject(value)) {
        for (const [name, member] of Object.entries(value)) visit(member, path && [...path, name], `${at ? `${at}.` : ''}properties.${name}`);
      } else {
        visit(value, undefined, `${at ? `${at}.` : ''}${key}`);
      }
    }
  };
  visit(schema, [], '');
  return marks;
}

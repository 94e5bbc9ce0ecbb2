import { mapSubschemas, type Schema } from './subschemas.js';

const PREFIX = '#/definitions/';

/**
 * Replaces every `$ref` to a non-recursive definition by a copy of it, since
 * several popular MCP clients reject `$ref`/`$defs`. Recursive definitions
 * cannot be inlined: they stay, renamed without TJS's path hash (which
 * depends on the working directory), under `definitions`.
 */
export function inlineRefs(schema: Schema, inlineAll = true): Schema {
  const definitions = (schema.definitions ?? {}) as Record<string, Schema>;
  // With inlining off (`mcpCodegen.inlineRefs: false`) every definition stays, renamed alike.
  const recursive = inlineAll ? recursiveDefinitions(definitions) : new Set(Object.keys(definitions));
  const names = readableNames([...recursive].sort());
  const inline = (node: Schema): Schema => {
    const target = refTarget(node);
    if (target !== undefined && definitions[target]) {
      const { $ref: _ref, ...own } = node;
      if (recursive.has(target)) return { ...own, $ref: PREFIX + names.get(target) };
      return { ...inline(definitions[target]), ...own };
    }
    return mapSubschemas(node, inline);
  };
  const { definitions: _defs, ...rest } = schema;
  const out = inline(rest);
  if (recursive.size === 0) return out;
  const kept: Record<string, Schema> = {};
  for (const name of [...recursive].sort()) kept[names.get(name)!] = inline(definitions[name]);
  return { ...out, definitions: kept };
}

function refTarget(node: Schema): string | undefined {
  const ref = node.$ref;
  return typeof ref === 'string' && ref.startsWith(PREFIX) ? decodeURIComponent(ref.slice(PREFIX.length)) : undefined;
}

/** Definitions that can reach themselves through refs. */
function recursiveDefinitions(definitions: Record<string, Schema>): Set<string> {
  const edges = new Map<string, string[]>();
  for (const [name, definition] of Object.entries(definitions)) edges.set(name, collectRefs(definition));
  const result = new Set<string>();
  for (const start of edges.keys()) {
    const seen = new Set<string>();
    const queue = [...(edges.get(start) ?? [])];
    while (queue.length > 0) {
      const next = queue.pop()!;
      if (next === start) {
        result.add(start);
        break;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(edges.get(next) ?? []));
    }
  }
  return result;
}

function collectRefs(schema: Schema): string[] {
  const refs: string[] = [];
  const visit = (node: Schema): Schema => {
    const target = refTarget(node);
    if (target !== undefined) refs.push(target);
    return mapSubschemas(node, visit);
  };
  visit(schema);
  return refs;
}

/** `Tree.ca945f20` → `Tree`; clashes get `_2`, `_3` in sorted order. */
function readableNames(sortedNames: string[]): Map<string, string> {
  const result = new Map<string, string>();
  const used = new Set<string>();
  for (const name of sortedNames) {
    const base = name.replace(/\.[0-9a-f]{8}$/, '').replace(/[^A-Za-z0-9_.-]/g, '_');
    let candidate = base;
    for (let n = 2; used.has(candidate); n++) candidate = `${base}_${n}`;
    used.add(candidate);
    result.set(name, candidate);
  }
  return result;
}

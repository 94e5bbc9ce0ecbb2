/**
 * Canonical JSON: the same data always prints the same way, whatever order
 * the analyser built objects in. Keys follow one reading order (names before
 * descriptions before schemas, as the MCP specification lists them), then
 * code-unit order. The members of `properties` and `$defs` keep the order
 * they were declared in, so tools/list shows parameters in the order of the
 * method's signature; that order comes from the source, so it is stable too.
 * `undefined` members are dropped, as JSON.stringify would drop them.
 */
import { FrozenMemo } from './frozen-memo.js';

const READING_ORDER: readonly string[] = [
  '$comment',
  'manifestVersion',
  'feature',
  'tools',
  'resources',
  'resourceTemplates',
  'prompts',
  '$schema',
  '$id',
  '$ref',
  'name',
  'uri',
  'uriTemplate',
  'title',
  'description',
  'mimeType',
  'type',
  'const',
  'enum',
  'default',
  'items',
  'prefixItems',
  'properties',
  'required',
  'additionalProperties',
  'inputSchema',
  'outputSchema',
  'arguments',
  'annotations',
  'icons',
];

const DECLARATION_ORDERED = new Set(['properties', '$defs']);

export function sortKeysDeep(value: unknown, keepOrder = false): unknown {
  if (value === null || typeof value !== 'object') return value;
  return (keepOrder ? declarationOrder : readingOrder).get(value);
}

// A frozen value (a tool a watch-mode rebuild reused) is sorted once; its sorted copy is frozen
// too, so what is computed from that is remembered in turn.
const readingOrder = new FrozenMemo<object, unknown>((value) => sortedCopy(value, false));
const declarationOrder = new FrozenMemo<object, unknown>((value) => sortedCopy(value, true));

function sortedCopy(value: object, keepOrder: boolean): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => sortKeysDeep(item));
    return Object.isFrozen(value) ? Object.freeze(items) : items;
  }
  const source = value as Record<string, unknown>;
  const keys = Object.keys(source).filter((key) => source[key] !== undefined);
  if (!keepOrder) keys.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const sorted: Record<string, unknown> = {};
  for (const key of keys) {
    const member = sortKeysDeep(source[key], !keepOrder && DECLARATION_ORDERED.has(key));
    // Assigning "__proto__" would set the prototype: that one key is defined as data.
    if (key === '__proto__') Object.defineProperty(sorted, key, { value: member, enumerable: true, writable: true, configurable: true });
    else sorted[key] = member;
  }
  return Object.isFrozen(value) ? Object.freeze(sorted) : sorted;
}

function rank(key: string): number {
  const index = READING_ORDER.indexOf(key);
  return index === -1 ? READING_ORDER.length : index;
}

/** 2-space indent and a trailing newline, as a committed file should have. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}

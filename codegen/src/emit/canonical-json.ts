/**
 * Canonical JSON: keys sorted by code unit (not locale) at every depth, so the
 * output does not depend on the order the analyser happened to build objects
 * in. `undefined` members are dropped, as JSON.stringify would drop them.
 */
export function sortKeysDeep(value: unknown, firstKeys: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => sortKeysDeep(item));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const keys = Object.keys(source)
    .filter((key) => source[key] !== undefined)
    .sort((a, b) => rank(a, firstKeys) - rank(b, firstKeys) || (a < b ? -1 : a > b ? 1 : 0));
  const sorted: Record<string, unknown> = {};
  // defineProperty, not assignment: a property named "__proto__" must stay data.
  for (const key of keys) {
    Object.defineProperty(sorted, key, { value: sortKeysDeep(source[key]), enumerable: true, writable: true, configurable: true });
  }
  return sorted;
}

function rank(key: string, firstKeys: readonly string[]): number {
  const index = firstKeys.indexOf(key);
  return index === -1 ? firstKeys.length : index;
}

/** 2-space indent and a trailing newline, as a committed file should have. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}

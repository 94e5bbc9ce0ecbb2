/**
 * Whether two JSON-like values are certainly the same, so that
 * `JSON.stringify(a) === JSON.stringify(b)`. Stricter than that (a key set to
 * undefined, -0 or a class instance counts as a difference), never looser: a
 * false answer only costs a recompute. The same object counts as itself only
 * when frozen: a watch-mode model reuses its tools' deep-frozen cache
 * entries, so an unchanged model is compared without walking them, while an
 * unfrozen object might have changed since it was last seen.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return typeof a !== 'object' || a === null || Object.isFrozen(a);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  const otherKeys = Object.keys(b);
  if (keys.length !== otherKeys.length) return false;
  return keys.every((key, i) => key === otherKeys[i] && sameJson(a[key], b[key]));
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * What emission (or the portability check) computes from a frozen part of
 * the model (a tool, its descriptor, a schema), remembered by the part's identity. A watch-mode
 * rebuild hands emission the same deep-frozen objects for every tool it did
 * not analyse again (analyze/cache/tool-cache.ts); a frozen object cannot
 * change, so what was computed from it alone still holds, and a one-tool
 * edit writes that tool's parts of each file again, not all of them. Parts
 * that are not frozen (everything in a cold build) are computed every time,
 * so this is never stale: `compute` must read nothing but its argument.
 */
export class FrozenMemo<K extends object, V> {
  private readonly values = new WeakMap<K, V>();

  constructor(private readonly compute: (part: K) => V) {}

  get(part: K): V {
    if (!Object.isFrozen(part)) return this.compute(part);
    let value = this.values.get(part);
    if (value === undefined) {
      value = this.compute(part);
      this.values.set(part, value);
    }
    return value;
  }
}

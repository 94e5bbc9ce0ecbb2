/** What naming needs of a class or token entry. */
export interface Named {
  key: string;
  name: string;
  baseName: string;
  importPath: string;
}

/**
 * Gives each class the name generated code uses: its own, or `Name_1`,
 * `Name_2`, ... when different classes share a name (ordered by import path,
 * so the result does not depend on discovery order).
 */
export function assignLocalNames(entries: Named[]): Map<string, string> {
  const byName = new Map<string, Named[]>();
  for (const entry of entries) byName.set(entry.baseName, [...(byName.get(entry.baseName) ?? []), entry]);
  const taken = new Set(byName.keys());
  const result = new Map<string, string>();
  for (const [name, group] of [...byName].sort(([a], [b]) => compare(a, b))) {
    group.sort((a, b) => compare(a.importPath, b.importPath) || compare(a.name, b.name));
    group.forEach((entry, index) => {
      let local = name;
      for (let n = index; index > 0 && (local === name || taken.has(local)); n++) local = `${name}_${n}`;
      taken.add(local);
      result.set(entry.key, local);
    });
  }
  return result;
}

export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

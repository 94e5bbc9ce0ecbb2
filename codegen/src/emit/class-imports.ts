import type { ClassRef } from '../model/feature-model.js';
import { stringLiteral } from './ts-literal.js';

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** One import line per module, sorted by module path, names merged and sorted: `import { A, B as C } from '../x.js';`. */
export function classImportLines(classes: readonly ClassRef[]): string[] {
  const byModule = new Map<string, ClassRef[]>();
  for (const ref of classes) {
    const list = byModule.get(ref.importPath) ?? [];
    list.push(ref);
    byModule.set(ref.importPath, list);
  }
  return [...byModule.keys()].sort(compare).map((path) => {
    const names = byModule
      .get(path)!
      .slice()
      .sort((a, b) => compare(a.name, b.name) || compare(a.localName, b.localName))
      .map((ref) => (ref.name === ref.localName ? ref.name : `${ref.name} as ${ref.localName}`));
    return `import { ${names.join(', ')} } from ${stringLiteral(path)};`;
  });
}

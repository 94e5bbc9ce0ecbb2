import { ts } from 'ts-morph';

/**
 * Whether tsc emits the package's generated modules as ES modules in which TypeScript accepts `import.meta`:
 * `module` es2020, es2022, esnext or preserve, or node16 to nodenext in a package of `"type": "module"`.
 * Not for commonjs, amd, umd, system, es2015, or no `module` (es2015 or commonjs by target).
 */
export function emitsEsModules(options: ts.CompilerOptions, typeModule: boolean): boolean {
  const module = options.module;
  if (module === ts.ModuleKind.ES2020 || module === ts.ModuleKind.ES2022 || module === ts.ModuleKind.ESNext || module === ts.ModuleKind.Preserve) return true;
  if (module !== undefined && module >= ts.ModuleKind.Node16 && module <= ts.ModuleKind.NodeNext) return typeModule;
  return false;
}

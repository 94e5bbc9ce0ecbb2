import { relative } from 'node:path';
import { Node, type SourceFile } from 'ts-morph';
import { resolveAlias } from '../../discover/decorator-kind.js';
import { nearestPackage } from '../../load/nearest-package.js';
import { bareImportOf, relativeImport } from './import-path.js';

/** A token constant the generated code imports: `import { WEATHER_API } from '../tokens.js'`. */
export interface TokenEntry {
  /** Identity across the run: declaring file and constant name. */
  key: string;
  name: string;
  baseName: string;
  importPath: string;
  exported: boolean;
}

/** Where the constant behind `@Inject(IDENT)` is declared and how generated code imports it; undefined if it is not a constant. */
export function tokenImport(identifier: Node, packageDir: string, userFiles: Set<SourceFile>): TokenEntry | undefined {
  const symbol = resolveAlias(identifier.getSymbol());
  const declaration = symbol?.getDeclarations().find(Node.isVariableDeclaration);
  if (!declaration) return undefined;
  const name = declaration.getName();
  const file = declaration.getSourceFile();
  const path = file.getFilePath();
  const key = `${path}#${name}`;
  const bare = bareImportOf(identifier);
  const inPackage = userFiles.has(file) || (!relative(packageDir, path).startsWith('..') && !path.includes('/node_modules/') && !file.isDeclarationFile());
  if (inPackage) {
    const exported = declaration.getVariableStatement()?.isExported() ?? false;
    return { key, name, baseName: name, importPath: relativeImport(packageDir, path), exported };
  }
  if (bare) return { key, name: bare.name, baseName: name, importPath: bare.importPath, exported: true };
  return { key, name, baseName: name, importPath: nearestPackage(path)?.name ?? relativeImport(packageDir, path), exported: true };
}

import { join, relative, sep } from 'node:path';
import { Node, SyntaxKind, type ClassDeclaration, type SourceFile } from 'ts-morph';
import { nearestPackage } from '../../load/nearest-package.js';

/** Where generated code imports a class from, and under which exported name. */
export interface ImportTarget {
  importPath: string;
  name: string;
  /** False when the class is in a file of its own package but not exported. */
  exported: boolean;
}

/**
 * Local files (the user's sources, or any non-declaration file of the
 * package) are imported relatively from src/generated/ with the ESM `.js`
 * extension; classes of other packages by the bare specifier the user's code
 * imported them from, so workspace path mappings keep working.
 */
export function importTarget(cls: ClassDeclaration, packageDir: string, userFiles: Set<SourceFile>, referenceSpecifier?: BareImport): ImportTarget {
  const file = cls.getSourceFile();
  const exported = cls.isExported();
  const ownName = cls.isDefaultExport() ? 'default' : (cls.getName() ?? 'default');
  if (userFiles.has(file)) return { importPath: relativeImport(packageDir, file.getFilePath()), name: ownName, exported };
  if (referenceSpecifier) return { ...referenceSpecifier, exported: true };
  const path = file.getFilePath();
  const inPackage = !relative(packageDir, path).startsWith('..') && !path.includes('/node_modules/');
  if (inPackage && !file.isDeclarationFile()) return { importPath: relativeImport(packageDir, path), name: ownName, exported };
  const pkg = nearestPackage(path)?.name;
  return { importPath: pkg ?? relativeImport(packageDir, path), name: cls.getName() ?? 'default', exported: true };
}

export interface BareImport {
  importPath: string;
  name: string;
}

/** The bare module specifier and imported name behind an identifier such as a parameter's type name. */
export function bareImportOf(identifier: Node | undefined): BareImport | undefined {
  const declaration = identifier?.getSymbol()?.getDeclarations()[0];
  if (!declaration) return undefined;
  if (Node.isImportSpecifier(declaration)) {
    const specifier = declaration.getImportDeclaration().getModuleSpecifierValue();
    return isBare(specifier) ? { importPath: specifier, name: declaration.getName() } : undefined;
  }
  if (Node.isImportClause(declaration)) {
    const specifier = declaration.getParentIfKindOrThrow(SyntaxKind.ImportDeclaration).getModuleSpecifierValue();
    return isBare(specifier) ? { importPath: specifier, name: 'default' } : undefined;
  }
  return undefined;
}

function isBare(specifier: string): boolean {
  return !specifier.startsWith('.') && !specifier.startsWith('/');
}

/** `../notes.js` for `<dir>/src/notes.ts`, as seen from `<dir>/src/generated/`. */
export function relativeImport(packageDir: string, filePath: string): string {
  const from = join(packageDir, 'src', 'generated');
  let path = relative(from, filePath).split(sep).join('/');
  path = path.replace(/\.d\.([cm]?)ts$/, '.$1ts').replace(/\.(m|c)?tsx?$/, (_m, kind: string | undefined) => `.${kind ?? ''}js`);
  return path.startsWith('.') ? path : `./${path}`;
}

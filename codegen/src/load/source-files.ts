import { relative, sep } from 'node:path';
import type { Project, SourceFile } from 'ts-morph';

/**
 * The user's sources: files of the Project under `<dir>/src/`, without
 * generated output, tests and declarations. Sorted by path for determinism.
 */
export function userSourceFiles(project: Project, packageDir: string): SourceFile[] {
  return project
    .getSourceFiles()
    .filter((file) => isUserSource(relativePath(packageDir, file.getFilePath())))
    .sort((a, b) => compare(a.getFilePath(), b.getFilePath()));
}

function isUserSource(path: string): boolean {
  if (!path.startsWith('src/') || path.startsWith('src/generated/')) return false;
  return !/\.(test|spec)\.[cm]?tsx?$/.test(path) && !/\.d\.[cm]?ts$/.test(path);
}

function relativePath(packageDir: string, filePath: string): string {
  return relative(packageDir, filePath).split(sep).join('/');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

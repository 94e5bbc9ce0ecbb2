import { isAbsolute, join, normalize } from 'node:path';

/**
 * The absolute path of a generated file. Output paths come from the emitters
 * and are relative with `/`; one that would leave the package is a bug, and
 * writing it could clobber user files, so it is refused.
 */
export function outputPath(packageDir: string, relativePath: string): string {
  const normal = normalize(relativePath);
  if (isAbsolute(relativePath) || normal.startsWith('..')) {
    throw new Error(`Refusing to write '${relativePath}' outside the package directory.`);
  }
  return join(packageDir, ...relativePath.split('/'));
}

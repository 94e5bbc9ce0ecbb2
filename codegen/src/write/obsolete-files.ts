import { readdirSync } from 'node:fs';
import { GENERATED_NAME, type GeneratedFile } from '../emit/generated-file.js';
import { outputPath } from './output-path.js';

/**
 * `*.generated.*` files in the output directories that this build no longer
 * produces (a renamed output, say), as paths relative to the package.
 */
export function obsoleteFiles(packageDir: string, files: readonly GeneratedFile[]): string[] {
  const produced = new Set(files.map((file) => file.path));
  const dirs = new Set(files.map((file) => file.path.slice(0, file.path.lastIndexOf('/') + 1)));
  const obsolete: string[] = [];
  for (const dir of dirs) {
    let names: string[];
    try {
      names = readdirSync(outputPath(packageDir, dir || '.'));
    } catch {
      continue; // the directory does not exist yet: nothing is obsolete
    }
    for (const name of names) {
      const path = dir + name;
      if (GENERATED_NAME.test(name) && !produced.has(path)) obsolete.push(path);
    }
  }
  return obsolete.sort();
}

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { GeneratedFile } from '../emit/generated-file.js';
import { obsoleteFiles } from './obsolete-files.js';
import { outputPath } from './output-path.js';
import { readIfExists } from './read-if-exists.js';

/** What a build did on disk; paths relative to the package, sorted. */
export interface WriteReport {
  written: string[];
  unchanged: string[];
  /** Obsolete `*.generated.*` files that were deleted. */
  removed: string[];
}

/**
 * Writes only the files whose bytes changed, so an unchanged build touches no
 * mtime and triggers no watcher or incremental rebuild; then deletes obsolete
 * generated files.
 */
export function writeOutputs(packageDir: string, files: readonly GeneratedFile[]): WriteReport {
  const report: WriteReport = { written: [], unchanged: [], removed: [] };
  for (const file of files) {
    const path = outputPath(packageDir, file.path);
    const bytes = Buffer.from(file.content, 'utf8');
    if (readIfExists(path)?.equals(bytes)) {
      report.unchanged.push(file.path);
      continue;
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
    report.written.push(file.path);
  }
  for (const path of obsoleteFiles(packageDir, files)) {
    rmSync(outputPath(packageDir, path), { force: true });
    report.removed.push(path);
  }
  report.written.sort();
  report.unchanged.sort();
  return report;
}

import type { GeneratedFile } from '../emit/generated-file.js';
import { obsoleteFiles } from './obsolete-files.js';
import { outputPath } from './output-path.js';
import { readIfExists } from './read-if-exists.js';

/** How the files on disk differ from what a build would write; paths relative to the package, sorted. */
export interface CheckReport {
  /** True when a build would change nothing. */
  ok: boolean;
  /** On disk, with other bytes. */
  stale: string[];
  /** Not on disk. */
  missing: string[];
  /** `*.generated.*` files a build would delete. */
  obsolete: string[];
}

/** Compares without writing anything: the CI guard against committed output that is out of date. */
export function checkOutputs(packageDir: string, files: readonly GeneratedFile[]): CheckReport {
  const stale: string[] = [];
  const missing: string[] = [];
  for (const file of files) {
    const existing = readIfExists(outputPath(packageDir, file.path));
    if (!existing) missing.push(file.path);
    else if (!existing.equals(Buffer.from(file.content, 'utf8'))) stale.push(file.path);
  }
  const obsolete = obsoleteFiles(packageDir, files);
  stale.sort();
  missing.sort();
  return { ok: stale.length + missing.length + obsolete.length === 0, stale, missing, obsolete };
}

import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { FeatureManifest } from '@mcp-codegen/manifest';
import { catalogueFiles } from '../../catalogue/catalogue-files.js';
import { readIfExists } from '../../write/read-if-exists.js';
import type { CliIo } from '../cli-io.js';
import { EXIT_FAILED, EXIT_OK } from '../exit-codes.js';
import { loadManifests } from './load-manifests.js';
import { serverManifests } from './server-manifests.js';

export interface CatalogCommandOptions {
  out: string;
  check?: boolean;
  quiet?: boolean;
}

/**
 * `mcp-codegen catalog [targets...] --out dir`: writes catalog.md and
 * catalog.html for the features (several targets make one catalogue, as a
 * server lists them). With --check, writes nothing and fails when they differ.
 */
export async function catalogCommand(io: CliIo, targets: readonly string[], options: CatalogCommandOptions): Promise<number> {
  const manifests: FeatureManifest[] = [];
  for (const target of targets) {
    // A server app's directory stands for the features it lists; a feature package or manifest file for itself.
    const path = resolve(io.cwd, target);
    const loaded = existsSync(path) && statSync(path).isDirectory() ? await serverManifests(io, path, undefined) : await loadManifests(io, [target]);
    if (typeof loaded === 'number') return loaded;
    manifests.push(...loaded);
  }
  const outDir = resolve(io.cwd, options.out);
  const shown = (name: string) => relative(io.cwd, join(outDir, name)) || name;
  const files = catalogueFiles(manifests);
  if (options.check) {
    const stale = files.filter((f) => readIfExists(join(outDir, f.name))?.toString('utf8') !== f.content);
    for (const f of stale) io.stderr.write(`mcp-codegen: ${shown(f.name)} is out of date; run \`mcp-codegen catalog\` to update it.\n`);
    return stale.length > 0 ? EXIT_FAILED : EXIT_OK;
  }
  mkdirSync(outDir, { recursive: true });
  for (const f of files) writeFileSync(join(outDir, f.name), f.content);
  if (!options.quiet) io.stdout.write(`mcp-codegen: wrote ${files.map((f) => shown(f.name)).join(' and ')}\n`);
  return EXIT_OK;
}

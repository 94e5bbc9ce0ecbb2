import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { FeatureManifest } from '@mcp-codegen/manifest';
import type { FeatureReference } from './composition-config.js';

export const MANIFEST_FILE = join('src', 'generated', 'manifest.generated.json');

export interface LoadedFeature {
  reference: FeatureReference;
  manifest: FeatureManifest;
}

/** The package directory behind a reference: a relative path from the app, or a package name resolved from it. */
export function featurePackageDir(appDir: string, spec: string): string | undefined {
  if (spec.startsWith('.') || spec.startsWith('/')) return resolve(appDir, spec);
  try {
    return dirname(createRequire(join(appDir, 'package.json')).resolve(`${spec}/package.json`));
  } catch {
    // Packages with an "exports" map that hides package.json: walk node_modules folders instead.
    for (let dir = appDir; ; dir = dirname(dir)) {
      const candidate = join(dir, 'node_modules', spec);
      if (existsSync(join(candidate, 'package.json'))) return candidate;
      if (dirname(dir) === dir) return undefined;
    }
  }
}

/** Reads each feature's built manifest (`src/generated/manifest.generated.json`), or says why it cannot. */
export function loadFeatureManifest(appDir: string, reference: FeatureReference): LoadedFeature | string {
  const dir = featurePackageDir(appDir, reference.package);
  if (!dir) return `Cannot find the feature package ${reference.package} from ${appDir}. Install it (npm install), or list it by relative path.`;
  const file = join(dir, MANIFEST_FILE);
  if (!existsSync(file)) return `The feature package ${reference.package} has no ${MANIFEST_FILE}. Build it first: mcp-codegen build ${dir}.`;
  return { reference, manifest: JSON.parse(readFileSync(file, 'utf8')) as FeatureManifest };
}

import { resolve } from 'node:path';
import type { FeatureManifest } from '@mcp-codegen/manifest';
import { loadManifest } from '../../list/load-manifest.js';
import type { CliIo } from '../cli-io.js';
import { failureExitCode } from '../failure-exit-code.js';
import { printDiagnostics } from '../print-diagnostics.js';

/** The manifest of each target (a package directory or a manifest file); on a failure, its diagnostics are printed and the exit code returned. */
export async function loadManifests(io: CliIo, targets: readonly string[]): Promise<FeatureManifest[] | number> {
  const manifests: FeatureManifest[] = [];
  for (const target of targets) {
    const loaded = await loadManifest(resolve(io.cwd, target));
    if (!loaded.ok) {
      printDiagnostics(io, loaded.packageDir ?? io.cwd, loaded.diagnostics);
      return failureExitCode(loaded.diagnostics);
    }
    manifests.push(loaded.manifest);
  }
  return manifests;
}

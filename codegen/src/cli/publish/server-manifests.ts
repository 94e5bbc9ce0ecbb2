import type { FeatureManifest } from '@mcp-codegen/manifest';
import { checkComposition } from '../../composition/check-composition.js';
import { servedManifest } from '../../composition/served-manifest.js';
import type { CliIo } from '../cli-io.js';
import { EXIT_FAILED } from '../exit-codes.js';
import { loadManifests } from './load-manifests.js';
import { printDiagnostics } from '../print-diagnostics.js';

/**
 * The features a server serves: those named with --feature, else those its
 * package.json lists in mcpCodegen.features, else the package itself as a
 * feature package. A failure is printed and its exit code returned.
 */
export async function serverManifests(io: CliIo, packageDir: string, features: readonly string[] | undefined): Promise<FeatureManifest[] | number> {
  if (features && features.length > 0) return loadManifests(io, features);
  const composition = checkComposition(packageDir);
  if (composition.configured) {
    printDiagnostics(io, packageDir, composition.diagnostics);
    if (composition.diagnostics.some((d) => d.severity === 'error')) return EXIT_FAILED;
    return composition.features.map(servedManifest);
  }
  return loadManifests(io, [packageDir]);
}

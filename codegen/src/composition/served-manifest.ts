import { namespacedName, renamedManifest, type FeatureManifest } from '@mcp-codegen/manifest';
import type { LoadedFeature } from './feature-manifests.js';

/** The names the runtime serves for a feature's tools or prompts (withNamespace applies the same namespacedName). */
export function servedNames(feature: LoadedFeature, names: string[]): string[] {
  const { namespace, separator } = feature.reference;
  return namespace ? names.map((n) => namespacedName(namespace, n, separator)) : names;
}

/** The feature's manifest as a client of the app sees it: tool and prompt names (and the tables keyed by them) prefixed. */
export function servedManifest(feature: LoadedFeature): FeatureManifest {
  const { namespace, separator } = feature.reference;
  return namespace ? renamedManifest(feature.manifest, (name) => namespacedName(namespace, name, separator)) : feature.manifest;
}

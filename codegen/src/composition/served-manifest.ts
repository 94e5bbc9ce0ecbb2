import type { FeatureManifest } from '@mcp-codegen/manifest';
import type { LoadedFeature } from './feature-manifests.js';

/** What the runtime serves for each feature (see runtime composition/namespace.ts): prefixed tool and prompt names. */
export function servedNames(feature: LoadedFeature, names: string[]): string[] {
  const { namespace, separator = '_' } = feature.reference;
  return namespace ? names.map((n) => `${namespace}${separator}${n}`) : names;
}

/** The feature's manifest as a client of the app sees it: tool and prompt names (and their token entries) prefixed. */
export function servedManifest(feature: LoadedFeature): FeatureManifest {
  const { manifest } = feature;
  if (!feature.reference.namespace) return manifest;
  const rename = (name: string) => servedNames(feature, [name])[0]!;
  return {
    ...manifest,
    tools: manifest.tools.map((t) => ({ ...t, name: rename(t.name) })),
    prompts: manifest.prompts.map((p) => ({ ...p, name: rename(p.name) })),
    ...(manifest.tokens ? { tokens: { ...manifest.tokens, tools: Object.fromEntries(Object.entries(manifest.tokens.tools).map(([name, n]) => [rename(name), n])) } } : {}),
  };
}

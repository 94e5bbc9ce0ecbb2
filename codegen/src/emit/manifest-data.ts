import { MANIFEST_VERSION, type FeatureManifest } from '@mcp-codegen/manifest';
import type { FeatureModel } from '../model/feature-model.js';
import { sortKeysDeep } from './canonical-json.js';

/** Top-level keys that lead the manifest, in this order; everything else is sorted. */
export const MANIFEST_FIRST_KEYS: readonly string[] = ['$comment', 'manifestVersion', 'feature'];

/**
 * The manifest data, canonical (sorted keys, no undefined members). Both the
 * JSON file and the `manifest` constant in feature.generated.ts are printed
 * from this one value, so they cannot drift apart.
 */
export function manifestData(model: FeatureModel): FeatureManifest {
  const manifest: FeatureManifest = {
    manifestVersion: MANIFEST_VERSION,
    feature: model.feature,
    tools: model.tools.map((tool) => tool.descriptor),
    resources: model.resources.map((resource) => resource.descriptor),
    resourceTemplates: model.resourceTemplates.map((template) => template.descriptor),
    prompts: model.prompts.map((prompt) => prompt.descriptor),
  };
  return sortKeysDeep(manifest, MANIFEST_FIRST_KEYS) as FeatureManifest;
}

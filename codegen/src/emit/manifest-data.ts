import { MANIFEST_VERSION, type FeatureManifest } from '@mcp-codegen/manifest';
import { tokenEstimate } from '../budget/token-estimate.js';
import type { FeatureModel } from '../model/feature-model.js';
import { sortKeysDeep } from './canonical-json.js';

/**
 * The manifest data, canonical (keys in reading order, no undefined members). Both the
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
    tokens: tokenEstimate(model.tools.map((tool) => tool.descriptor)),
    ...(model.toolVariants ? { toolVariants: model.toolVariants } : {}),
  };
  return sortKeysDeep(manifest) as FeatureManifest;
}

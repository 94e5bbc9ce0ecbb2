import { MANIFEST_VERSION, type FeatureManifest } from '@mcp-codegen/manifest';
import { estimateToolTokens } from '../../budget/estimate-tokens.js';
import { tokenEstimate } from '../../budget/token-estimate.js';
import type { FeatureModel } from '../../model/feature-model.js';
import type { EmbeddedFileModel } from '../../model/embedded-file.js';
import { sortKeysDeep } from '../canonical-json.js';
import { FrozenMemo } from '../frozen-memo.js';

const toolTokens = new FrozenMemo(estimateToolTokens);

/** Every package file served as a resource: each skill's files, then the MCP App HTML files. */
export function embeddedFiles(model: FeatureModel): EmbeddedFileModel[] {
  return [...(model.skills ?? []).flatMap((skill) => skill.files), ...(model.uiFiles ?? [])];
}

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
    // A skill's files are resources too (SEP-2640): listed and read like any other.
    resources: [...model.resources.map((resource) => resource.descriptor), ...embeddedFiles(model).map((file) => file.descriptor)].sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0)),
    resourceTemplates: model.resourceTemplates.map((template) => template.descriptor),
    prompts: model.prompts.map((prompt) => prompt.descriptor),
    tokens: tokenEstimate(model.tools.map((tool) => tool.descriptor), (descriptor) => toolTokens.get(descriptor)),
    ...(model.toolVariants ? { toolVariants: model.toolVariants } : {}),
  };
  if (model.skills) manifest.skills = model.skills.map((skill) => skill.descriptor);
  return sortKeysDeep(manifest) as FeatureManifest;
}

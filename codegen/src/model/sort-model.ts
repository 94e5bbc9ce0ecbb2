import type { FeatureModel } from './feature-model.js';

/** Lists in the documented order: tools and prompts by name, resources by URI, templates by template. */
export function sortModel(model: FeatureModel): FeatureModel {
  return {
    ...model,
    tools: [...model.tools].sort((a, b) => compare(a.descriptor.name, b.descriptor.name)),
    resources: [...model.resources].sort((a, b) => compare(a.descriptor.uri, b.descriptor.uri)),
    resourceTemplates: [...model.resourceTemplates].sort((a, b) => compare(a.descriptor.uriTemplate, b.descriptor.uriTemplate)),
    prompts: [...model.prompts].sort((a, b) => compare(a.descriptor.name, b.descriptor.name)),
  };
}

/** Code-unit order: the same on every machine and locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

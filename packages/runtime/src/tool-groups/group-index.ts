import type { Feature } from '@mcp-codegen/manifest';
import { CompositionError } from '../composition/registry.js';
import type { ToolGroupsOptions } from './tool-groups-options.js';

export interface ToolGroup {
  name: string;
  description: string;
  tools: readonly string[];
  /** The tools' estimated context cost from the manifests' `tokens`; undefined when a manifest has none. */
  tokens?: number;
}

/** The groups the options name (or one per feature), checked against the tools the features offer. */
export function groupIndex(features: readonly Feature[], options: ToolGroupsOptions): ToolGroup[] {
  const known = new Map<string, number | undefined>();
  for (const feature of features) for (const tool of toolNamesOf(feature)) known.set(tool, feature.manifest.tokens?.tools[tool]);
  const declared =
    options.groups ??
    Object.fromEntries(
      features.filter((f) => toolNamesOf(f).length > 0).map((f) => [f.manifest.feature, { description: `Tools: ${toolNamesOf(f).join(', ')}.`, tools: toolNamesOf(f) }]),
    );
  const groups = Object.entries(declared).map(([name, group]) => {
    const unknown = group.tools.filter((tool) => !known.has(tool));
    if (unknown.length > 0) throw new CompositionError(`Tool group "${name}" names ${unknown.map((t) => JSON.stringify(t)).join(', ')}, which no feature offers.`);
    const costs = group.tools.map((tool) => known.get(tool));
    const tokens = costs.every((c) => c !== undefined) ? costs.reduce((sum: number, c) => sum + c!, 0) : undefined;
    return { name, description: group.description ?? `Tools: ${group.tools.join(', ')}.`, tools: group.tools, tokens };
  });
  for (const name of options.open ?? []) {
    if (!groups.some((g) => g.name === name)) throw new CompositionError(`toolGroups.open names "${name}", which is not a group (${groups.map((g) => g.name).join(', ')}).`);
  }
  return groups.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** The feature's tool names, without reading its tool list when it gives them apart (Feature.toolNames): at start-up the list is not loaded yet. */
function toolNamesOf(feature: Feature): readonly string[] {
  return feature.toolNames ?? feature.manifest.tools.map((t) => t.name);
}

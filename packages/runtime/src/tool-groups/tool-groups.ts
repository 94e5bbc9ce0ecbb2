/**
 * Progressive tool exposure: the features plus a discovery tool, and, once
 * the catalogue exists, every tool of a closed group hidden. Opening a group
 * shows its tools through the catalogue's item switch, so each open is one
 * list change that every session and listener hears about.
 */
import type { Feature } from '@mcp-codegen/manifest';
import type { Catalog } from '../composition/catalog.js';
import { CompositionError } from '../composition/registry.js';
import { discoveryFeature } from './discovery-feature.js';
import { groupIndex, type ToolGroup } from './group-index.js';
import { DEFAULT_TOOL_GROUPS_TOOL, type ToolGroupsOptions } from './tool-groups-options.js';

export interface ToolGroups {
  /** The features to serve: the given ones and the discovery tool's. */
  features: Feature[];
  /** Hides the closed groups' tools in the catalogue the server built from `features`. */
  attach(catalog: Catalog<unknown>): void;
}

export function toolGroups(features: readonly Feature[], options: ToolGroupsOptions): ToolGroups {
  const groups = groupIndex(features, options);
  const opened = new Set(options.open ?? []);
  let catalog: Catalog<unknown> | undefined;
  const isOpen = (group: ToolGroup) => opened.has(group.name);
  const open = (group: ToolGroup) => {
    opened.add(group.name);
    for (const tool of group.tools) {
      try {
        catalog!.setEnabled('tools', tool, true);
      } catch (error) {
        // Its feature was removed since (server.removeFeature): nothing to show.
        if (!(error instanceof CompositionError)) throw error;
      }
    }
  };
  return {
    features: [...features, discoveryFeature(options.toolName ?? DEFAULT_TOOL_GROUPS_TOOL, groups, isOpen, open)],
    attach(built) {
      catalog = built;
      const shown = new Set(groups.filter(isOpen).flatMap((g) => g.tools));
      for (const group of groups) for (const tool of group.tools) if (!shown.has(tool)) built.setEnabled('tools', tool, false);
    },
  };
}

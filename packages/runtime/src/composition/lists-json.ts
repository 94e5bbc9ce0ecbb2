/**
 * The JSON text of a whole list, from the texts the features' generated code
 * carries (`Feature.listsJson`), so the first list reply serialises nothing.
 * Only for a list that is exactly the features' manifest lists, item for item
 * (the catalog asks only when nothing of that kind is disabled); a feature
 * without the text (a namespaced one: its names changed) means no text, and
 * the list is serialised at run time as before. Counts only: the items
 * themselves are not read (a generated tool list is parsed on first use).
 * A generated tool list's text is readable once its feature's lists are loaded
 * (Feature.loadLists): the catalog asks when a request reads the pages.
 */
import type { Feature } from '@mcp-codegen/manifest';
import type { ItemKind } from './item-kinds.js';

export function listJsonText(features: readonly Feature[], kind: ItemKind): string | undefined {
  const texts: string[] = [];
  for (const feature of features) {
    if (itemCount(feature, kind) === 0) continue;
    const text = feature.listsJson?.[kind];
    if (text === undefined || text.length < 2) return undefined;
    texts.push(text);
  }
  // One feature's text is the list's: sent as it is, not sliced and joined into a copy (~380 KB for 1,000 tools).
  if (texts.length === 1) return texts[0];
  return `[${texts.map((text) => text.slice(1, -1)).join(',')}]`;
}

/** How many items the feature's manifest lists of that kind, without parsing a generated tool list. */
function itemCount(feature: Feature, kind: ItemKind): number {
  return kind === 'tools' && feature.toolNames ? feature.toolNames.length : feature.manifest[kind].length;
}

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
import type { Feature, ListsJson } from '@mcp-codegen/manifest';
import type { ItemKind } from './item-kinds.js';

/**
 * A list's JSON text. `utf8`, when present, is its UTF-8 bytes as the feature read them from a file
 * (Feature.listsJson.toolsUtf8): a writer sends them as they are, and `text` (which decodes them in
 * generated code) is read only when something needs the string.
 */
export interface JsonText {
  readonly text: string;
  readonly utf8?: Uint8Array;
}

export function listJsonText(features: readonly Feature[], kind: ItemKind): JsonText | undefined {
  const texts: JsonText[] = [];
  for (const feature of features) {
    if (itemCount(feature, kind) === 0) continue;
    const text = textOf(feature.listsJson, kind);
    if (text === undefined) return undefined;
    texts.push(text);
  }
  // One feature's text is the list's: sent as it is, not sliced and joined into a copy (~380 KB for 1,000 tools).
  if (texts.length === 1) return texts[0];
  return { text: `[${texts.map(({ text }) => text.slice(1, -1)).join(',')}]` };
}

/** The feature's text of that kind, with its bytes when it has them; made without decoding them. */
function textOf(listsJson: ListsJson | undefined, kind: ItemKind): JsonText | undefined {
  const utf8 = kind === 'tools' ? listsJson?.toolsUtf8 : undefined;
  if (utf8 !== undefined) {
    if (utf8.length < 2) return undefined;
    return {
      get text() {
        return listsJson!.tools!;
      },
      utf8,
    };
  }
  const text = listsJson?.[kind];
  return text === undefined || text.length < 2 ? undefined : { text };
}

/** How many items the feature's manifest lists of that kind, without parsing a generated tool list. */
function itemCount(feature: Feature, kind: ItemKind): number {
  return kind === 'tools' && feature.toolNames ? feature.toolNames.length : feature.manifest[kind].length;
}

/**
 * The JSON text of a whole list, from the texts the features' generated code
 * carries (`Feature.listsJson`), so the first list reply serialises nothing.
 * Only when the list is exactly the features' manifest lists, item for item
 * (same objects, same order): a namespaced, disabled or filtered item means
 * no text, and the list is serialised at run time as before.
 */
import type { Feature } from '@mcp-codegen/manifest';
import type { ItemKind } from './item-kinds.js';

export function listJsonText(features: readonly Feature[], kind: ItemKind, items: readonly unknown[]): string | undefined {
  const parts: string[] = [];
  let index = 0;
  for (const feature of features) {
    const declared: readonly unknown[] = feature.manifest[kind];
    if (declared.length === 0) continue;
    const text = feature.listsJson?.[kind];
    if (text === undefined || text.length < 2) return undefined;
    for (const item of declared) if (items[index++] !== item) return undefined;
    parts.push(text.slice(1, -1));
  }
  return index === items.length ? `[${parts.join(',')}]` : undefined;
}

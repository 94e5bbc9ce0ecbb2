/**
 * The features' lists, loaded once before anything reads them. A generated
 * feature keeps its tool list's text out of start-up (Feature.loadLists): a
 * 1,000-tool server answers initialize without loading it, and the first
 * request that may read a list or a descriptor waits for it.
 */
import { toolListBytesFromModuleFile, toolListFromModuleFile, type Feature } from '@mcp-codegen/manifest';

/**
 * Resolves once every feature's loadLists() has; undefined when none has one. Each gets the readers of
 * its lists module's file (tool-list-file.ts, one per layout): generated code reads the text instead of compiling it.
 */
export function loadLists(features: readonly Feature[]): Promise<void> | undefined {
  const pending: Array<Promise<void>> = [];
  for (const feature of features) {
    // Called after the current task: the reader is synchronous, and replies already queued (an initialize
    // reply read in the same chunk as this list request) go out first, as they did while the list was imported.
    if (feature.loadLists) pending.push(Promise.resolve().then(() => feature.loadLists!(toolListFromModuleFile, toolListBytesFromModuleFile)));
  }
  return pending.length === 0 ? undefined : Promise.all(pending).then(() => undefined);
}

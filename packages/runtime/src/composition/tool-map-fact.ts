/**
 * A fact about a registry's tools, decided once and then read with one comparison per request.
 * A registry replaces its `tools` map whenever its tools change (composition/catalog.ts), and its
 * entries with it, so the map's identity says when to decide again. Only the last map is kept:
 * two servers in one process take turns deciding, which is correct, only slower.
 */
import type { ToolEntry } from './registry.js';

export type ToolMap = ReadonlyMap<string, ToolEntry>;

export function toolMapFact(decide: (tools: ToolMap) => boolean): (tools: ToolMap) => boolean {
  let decided: ToolMap | undefined;
  let fact = false;
  return (tools) => {
    if (tools !== decided) {
      fact = decide(tools);
      decided = tools;
    }
    return fact;
  };
}

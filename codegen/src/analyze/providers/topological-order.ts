import { compare } from './local-names.js';

export interface ProviderNode {
  name: string;
  dependencies: string[];
}

/**
 * Registration order: dependencies first, otherwise by name (Kahn's algorithm
 * taking the smallest ready name). Dependencies outside `nodes` (provided by
 * the app) do not hold anything back. Nodes left over sit on cycles.
 */
export function topologicalOrder(nodes: ProviderNode[]): { order: string[]; cyclic: string[] } {
  const known = new Set(nodes.map((n) => n.name));
  const pending = new Map(nodes.map((n) => [n.name, new Set(n.dependencies.filter((d) => known.has(d)))]));
  const order: string[] = [];
  for (;;) {
    const ready = [...pending].filter(([, deps]) => deps.size === 0).map(([name]) => name).sort(compare);
    if (ready.length === 0) break;
    const next = ready[0];
    order.push(next);
    pending.delete(next);
    for (const deps of pending.values()) deps.delete(next);
  }
  return { order, cyclic: [...pending.keys()].sort(compare) };
}

/** One cycle through `start`, as names, following the first dependency that stays among `cyclic`. */
export function findCycle(start: string, nodes: Map<string, string[]>, cyclic: Set<string>): string[] {
  const path = [start];
  const seen = new Set([start]);
  let current = start;
  for (;;) {
    const next = (nodes.get(current) ?? []).filter((d) => cyclic.has(d)).sort(compare);
    const back = next.find((d) => seen.has(d));
    const step = next.includes(start) ? start : back ?? next[0];
    if (step === undefined) return path;
    if (seen.has(step)) return [...path.slice(path.indexOf(step)), step];
    path.push(step);
    seen.add(step);
    current = step;
  }
}

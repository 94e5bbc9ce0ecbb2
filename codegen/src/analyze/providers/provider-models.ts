import type { ClassRef, ProviderModel } from '../../model/feature-model.js';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import type { ClassEntry } from './class-entry.js';
import { assignLocalNames, compare } from './local-names.js';
import { findCycle, topologicalOrder } from './topological-order.js';
import type { TokenEntry } from './token-import.js';

export interface ProviderModels {
  classes: ClassRef[];
  providers: ProviderModel[];
  /** ClassEntry key → localName. */
  localNames: Map<string, string>;
}

/**
 * Classes (and injected token constants, imported the same way) sorted by
 * localName, and providers in registration order; cycles reported.
 */
export function providerModels(entries: ClassEntry[], diagnostics: DiagnosticCollector, tokens: TokenEntry[] = []): ProviderModels {
  const localNames = assignLocalNames([...entries, ...tokens]);
  const local = (key: string) => localNames.get(key)!;
  const classes = [...entries, ...tokens]
    .map((e): ClassRef => ({ name: e.name, localName: local(e.key), importPath: e.importPath }))
    .sort((a, b) => compare(a.localName, b.localName));
  const graph = new Map<string, string[]>();
  for (const entry of entries) {
    if (entry.provider) graph.set(local(entry.key), entry.provider.dependencies.map((d) => d.literal ?? local(d.key)));
  }
  const { order, cyclic } = topologicalOrder([...graph].map(([name, dependencies]) => ({ name, dependencies })));
  reportCycles(entries, local, graph, cyclic, diagnostics);
  const providers = order.map((name) => ({ className: name, dependencies: graph.get(name)! }));
  return { classes, providers, localNames };
}

function reportCycles(entries: ClassEntry[], local: (key: string) => string, graph: Map<string, string[]>, cyclic: string[], diagnostics: DiagnosticCollector): void {
  const reported = new Set<string>();
  const cyclicSet = new Set(cyclic);
  for (const start of cyclic) {
    const cycle = findCycle(start, graph, cyclicSet);
    const id = [...new Set(cycle)].sort(compare).join(',');
    if (cycle.length < 2 || reported.has(id)) continue;
    reported.add(id);
    // Point at the constructor parameter that closes the loop: the first class's dependency on the second.
    const first = entries.find((e) => local(e.key) === cycle[0]);
    const at = first?.provider?.dependencies.find((d) => local(d.key) === cycle[1])?.at;
    diagnostics.error('MCPG1005', at, `Circular injection: ${cycle.join(' → ')}.`, 'Break the cycle: move the shared part into a class both can inject, or pass one side as a method argument.');
  }
}

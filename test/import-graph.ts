// The graph of relative imports between the source modules of one folder
// tree, and its cycles: for test/import-cycles.test.ts.
import { existsSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { importsOf, sourceFiles, workspaceRoot } from './workspace-packages';

/** Module (path relative to the workspace root) → the modules it imports, type-only imports included. */
export type ImportGraph = Map<string, string[]>;

export function importGraph(srcDir: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(srcDir)) {
    const targets = importsOf(file)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => resolveModule(file, spec))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/** `./x.js` → `x.ts`, `./dir` → `dir/index.ts`, as the sources write them. */
function resolveModule(from: string, spec: string): string | undefined {
  const base = normalize(join(dirname(from), spec));
  const candidates = [base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((c) => existsSync(join(workspaceRoot, c)));
}

/** The strongly connected components with more than one member (or a self-import): each is a cycle. */
export function cycles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * The same graph one folder level down: inside `dir` (srcDir or any folder
 * under it), each file and each sub-folder of `dir` is one node (a file
 * without its extension), and only imports between two of them count.
 */
export function folderGraph(graph: ImportGraph, dir: string): ImportGraph {
  const nodeOf = (file: string): string | undefined => {
    const rest = relative(dir, file);
    return rest.startsWith('..') ? undefined : rest.split('/')[0].replace(/\.ts$/, '');
  };
  const folders: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const from = nodeOf(file);
    if (from === undefined) continue;
    const edges = new Set(folders.get(from) ?? []);
    for (const target of targets) {
      const to = nodeOf(target);
      if (to !== undefined && to !== from) edges.add(to);
    }
    folders.set(from, [...edges].sort());
  }
  return folders;
}

/** srcDir and every folder under it that holds a module. */
export function foldersOf(graph: ImportGraph, srcDir: string): string[] {
  const dirs = new Set<string>([srcDir]);
  for (const file of graph.keys()) {
    for (let dir = dirname(file); dir.length > srcDir.length; dir = dirname(dir)) dirs.add(dir);
  }
  return [...dirs].sort();
}

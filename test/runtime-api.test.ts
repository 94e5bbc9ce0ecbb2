// The runtime's public API is a list kept by hand (packages/runtime/src/index.ts,
// no `export *`) and documented group by group in its README: the two must
// name the same things, so nothing becomes public, or goes undocumented, by accident.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from './workspace-packages';

const index = readFileSync(join(workspaceRoot, 'packages/runtime/src/index.ts'), 'utf8');
const readme = readFileSync(join(workspaceRoot, 'packages/runtime/README.md'), 'utf8');

function exportedNames(source: string): string[] {
  const names: string[] = [];
  for (const [, list] of source.matchAll(/^export (?:type )?\{([^}]*)\}/gm)) {
    for (const item of list.split(',').map((s) => s.trim()).filter(Boolean)) names.push(item.split(/\s+as\s+/).pop()!.replace(/^type\s+/, ''));
  }
  return names.sort();
}

/** The backticked names of the README's list "Every export, by what it is for". */
function documentedNames(markdown: string): Set<string> {
  const start = markdown.indexOf('\n- ', markdown.indexOf('### Every export, by what it is for'));
  const list = markdown.slice(start, markdown.indexOf('\n\n', start));
  return new Set([...list.matchAll(/`(\w+)`/g)].map((m) => m[1]));
}

it('re-exports nothing wholesale', () => {
  expect(index).not.toMatch(/export \*/);
});

it('documents exactly the names it exports', () => {
  const exported = exportedNames(index);
  expect(new Set(exported).size).toBe(exported.length);
  expect(documentedNames(readme)).toEqual(new Set(exported));
});

// No import cycles among the source modules of any package, and none
// between the folders of any folder of a package's src/ (a file beside them
// counts as a folder of its own): each folder is a layer that only imports
// the layers below it. Type-only imports count too: a cycle of types is
// still two modules that cannot be understood one without the other.
import { cycles, folderGraph, foldersOf, importGraph } from './import-graph';

const PACKAGES = ['packages/decorators', 'packages/manifest', 'packages/runtime', 'packages/client', 'packages/redis', 'codegen'];

describe.each(PACKAGES)('%s/src', (dir) => {
  const src = `${dir}/src`;
  const graph = importGraph(src);

  it('has no cycle between modules', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no cycle between the folders of any of its folders', () => {
    const found = foldersOf(graph, src).flatMap((dir) => cycles(folderGraph(graph, dir)).map((cycle) => `${dir}: ${cycle.join(' ⇄ ')}`));
    expect(found).toEqual([]);
  });
});

describe('the cycle finder', () => {
  it('finds a cycle of two, of three, and a module importing itself; not a diamond', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['d']],
      ['d', ['e']],
      ['e', ['c']],
      ['f', ['f']],
      ['g', ['h', 'i']],
      ['h', ['j']],
      ['i', ['j']],
      ['j', []],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b'], ['c', 'd', 'e'], ['f']]);
  });

  it('sees the folders of a package as one node each', () => {
    const graph = new Map([
      ['p/src/x/one.ts', ['p/src/y/two.ts']],
      ['p/src/y/two.ts', ['p/src/y/three.ts']],
      ['p/src/y/three.ts', ['p/src/top.ts']],
      ['p/src/top.ts', ['p/src/x/four.ts']],
      ['p/src/x/four.ts', []],
    ]);
    expect(cycles(folderGraph(graph, 'p/src'))).toEqual([['top', 'x', 'y']]);
  });
});

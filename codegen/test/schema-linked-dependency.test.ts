import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../src/pipeline/build-package.js';
import { copyFixturePackage } from './helpers/fixture-package.js';

// A schema must not depend on how a dependency is installed: the declarations of one
// linked from a workspace (a symlink, its real path outside node_modules) are left out
// of TJS's named types as an installed one's are (schema-generator.ts). They are seen
// when an abstract class's schema lists its subclasses: here a dependency declares one.

const SHAPE = `export abstract class Shape {
  kind!: string;
}
`;

const DRAW = `import { Tool } from '@mcp-codegen/decorators';
import type {} from 'dep';
import type { Shape } from './shape.js';

export class Draw {
  /** The last shape drawn. */
  @Tool()
  last(): Shape {
    return { kind: 'circle' };
  }
}
`;

const dependency = (shapePath: string) => `import { Shape } from '${shapePath}';

export declare class Circle extends Shape {
  radius: number;
}
`;

describe("a linked dependency's declarations", () => {
  let root: string;
  let dir: string;

  beforeAll(() => {
    ({ root, dir } = copyFixturePackage('cli-ok'));
    writeFileSync(join(dir, 'src', 'shape.ts'), SHAPE);
    writeFileSync(join(dir, 'src', 'draw.ts'), DRAW);
    const source = join(root, 'dep');
    mkdirSync(source);
    writeFileSync(join(source, 'package.json'), JSON.stringify({ name: 'dep', version: '1.0.0', types: 'index.d.ts' }));
    writeFileSync(join(source, 'index.d.ts'), dependency(join(dir, 'src', 'shape.js')));
    mkdirSync(join(dir, 'node_modules'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function outputSchema(): Promise<unknown> {
    const result = await build(dir, { check: true });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    return result.model!.tools.find((tool) => tool.descriptor.name === 'last')!.descriptor.outputSchema;
  }

  it('shape schemas as an installed copy of the same dependency does', async () => {
    const linked = join(dir, 'node_modules', 'dep');
    symlinkSync(join(root, 'dep'), linked, 'dir');
    const whenLinked = await outputSchema();
    rmSync(linked);
    cpSync(join(root, 'dep'), linked, { recursive: true });
    const whenInstalled = await outputSchema();
    expect(whenLinked).toEqual(whenInstalled);
    expect(JSON.stringify(whenInstalled)).toContain('kind');
  });
});

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../src/pipeline/build-package.js';
import { IncrementalBuild } from '../src/watch/incremental-build.js';
import { copyFixturePackage } from './helpers/fixture-package.js';

// A tool whose input type lives in another file, and a tool in a file of its own.
const SHAPES = (extra: string) => `export interface Query {\n  text: string;\n${extra}}\n`;
const SEARCH = `import { Tool } from '@mcp-codegen/decorators';
import type { Query } from './shapes.js';

export class Search {
  /** Search. */
  @Tool()
  search({ text }: Query): string {
    return text;
  }
}
`;

function files(result: Awaited<ReturnType<typeof build>>): Record<string, string> {
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return Object.fromEntries(result.files.map((file) => [file.path, file.content]));
}

function toolSchema(result: Awaited<ReturnType<typeof build>>, name: string): unknown {
  return result.model?.tools.find((tool) => tool.descriptor.name === name)?.descriptor.inputSchema;
}

describe('watch mode reuses schemas and tools only while nothing they depend on changed', () => {
  let root: string;
  let dir: string;

  beforeAll(() => {
    ({ root, dir } = copyFixturePackage('cli-ok'));
    writeFileSync(join(dir, 'src', 'shapes.ts'), SHAPES(''));
    writeFileSync(join(dir, 'src', 'search.ts'), SEARCH);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('follows a change in an imported file, and every rebuild writes what a cold build writes', async () => {
    const watch = new IncrementalBuild(dir);
    const first = await watch.build();
    expect(files(first)).toEqual(files(await build(dir, { check: true })));
    expect(toolSchema(first, 'search')).toMatchObject({ properties: { text: { type: 'string' } }, required: ['text'] });

    // The tool's own file is unchanged; the type it imports gains a property.
    const shapes = join(dir, 'src', 'shapes.ts');
    writeFileSync(shapes, SHAPES('  /** At most this many. */\n  limit?: number;\n'));
    const second = await watch.build([shapes]);
    expect(toolSchema(second, 'search')).toMatchObject({ properties: { text: { type: 'string' }, limit: { type: 'number', description: 'At most this many.' } } });
    expect(files(second)).toEqual(files(await build(dir, { check: true })));

    // An edit elsewhere keeps the cached schemas, and the output stays the same as a cold build's.
    const greeter = join(dir, 'src', 'greeter.ts');
    writeFileSync(greeter, readFileSync(greeter, 'utf8').replace('Hello', 'Hi'));
    const third = await watch.build([greeter]);
    expect(toolSchema(third, 'search')).toEqual(toolSchema(second, 'search'));
    expect(files(third)).toEqual(files(await build(dir, { check: true })));
  });

  it('still reports a clash between a reused tool and a new one, and recovers when it goes', async () => {
    const watch = new IncrementalBuild(dir);
    expect((await watch.build()).ok).toBe(true);
    const twin = join(dir, 'src', 'twin.ts');
    writeFileSync(twin, SEARCH.replace('class Search', 'class Twin'));
    const clashing = await watch.build([twin]);
    expect(clashing.ok).toBe(false);
    expect(clashing.diagnostics.map((d) => d.code)).toContain('MCPG3002');
    rmSync(twin);
    const fixed = await watch.build([twin]);
    expect(files(fixed)).toEqual(files(await build(dir, { check: true })));
  });

  it('reuses tools across an edit of an annotated body, and follows an inferred return type', async () => {
    const stats = join(dir, 'src', 'stats.ts');
    const source = (body: string, result: string) => `import { Tool } from '@mcp-codegen/decorators';

export class Stats {
  /** Counts. */
  @Tool()
  count(text: string): number {
    ${body}
  }

  /** Summarises (the return type is inferred from the body). */
  @Tool()
  summary(text: string) {
    return ${result};
  }
}
`;
    writeFileSync(stats, source('return text.length;', '{ length: text.length }'));
    const watch = new IncrementalBuild(dir);
    const first = await watch.build();
    expect(toolSchema(first, 'count')).toBeDefined();

    // Two more lines in an annotated body: nothing to analyse again, but the place of what follows moved.
    writeFileSync(stats, source('const n = text.length;\n    // counted\n    return n;', '{ length: text.length }'));
    const moved = await watch.build([stats]);
    expect(moved.model!.tools.find((t) => t.descriptor.name === 'summary')!.source.line).toBe(first.model!.tools.find((t) => t.descriptor.name === 'summary')!.source.line + 2);
    expect(files(moved)).toEqual(files(await build(dir, { check: true })));

    // An inferred return type follows its body.
    writeFileSync(stats, source('return text.length;', '{ length: text.length, words: text.split(" ").length }'));
    const widened = await watch.build([stats]);
    const output = widened.model!.tools.find((t) => t.descriptor.name === 'summary')!.descriptor.outputSchema;
    expect(output).toMatchObject({ properties: { length: { type: 'number' }, words: { type: 'number' } } });
    expect(files(widened)).toEqual(files(await build(dir, { check: true })));
  });
});

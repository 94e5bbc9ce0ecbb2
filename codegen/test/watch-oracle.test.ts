import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type BuildResult } from '../src/pipeline/build-package.js';
import { IncrementalBuild } from '../src/watch/incremental-build.js';
import { copyFixturePackage } from './helpers/fixture-package.js';

// The oracle for watch mode's caches: after every edit, what the rebuild wrote
// must be, byte for byte, what a cold build of the same sources writes. A stale
// cache entry (a schema, a tool model, a validator) shows up as a difference.

const SHAPES = (address: string, title = 'Ship it') => `export enum Titles {
  Ship = '${title}',
}

export interface Address {
  street: string;
  city: string;
${address}}

/** A category and its subcategories. */
export interface Category {
  name: string;
  children?: Category[];
}
`;

/** The class's tools in source order, each a method text; `after` follows the class in the file. */
const ORDERS = (tools: string[], after = '') => `import { Tool } from '@mcp-codegen/decorators';
import { Titles, type Address, type Category } from './shapes.js';

export interface Line {
  sku: string;
  qty: number;
}

export class Orders {
${tools.join('\n')}}
${after}`;

const PLACE = (note = 'string') => `  /**
   * Places an order.
   * @param lines What to order
   */
  @Tool()
  place(lines: Line[], note?: ${note}): { id: string } {
    return { id: lines.map((l) => l.sku).join() + (note ?? '') };
  }
`;
const SHIP = (doc = 'Ships an order.') => `  /** ${doc} */
  @Tool({ title: Titles.Ship, annotations: { idempotentHint: true } })
  ship(id: string, to: Address): boolean {
    return id.length > 0 && to.city.length > 0;
  }
`;
const CANCEL = (reasons = "'late' | 'wrong'") => `  /** Cancels an order. */
  @Tool()
  cancel(id: string, reason: ${reasons} = 'late'): { cancelled: boolean } {
    return { cancelled: id.length > 0 && reason.length > 0 };
  }
`;
// undo's output type is inferred from its sibling's; nothing follows the class.
const UNDO = (flag = 'boolean') => `import { Tool } from '@mcp-codegen/decorators';

export class Undo {
  /** Reverts an order. */
  @Tool()
  revert(id: string): { reverted: ${flag} } {
    return { reverted: id.length > 0 };
  }

  /** Undoes an order. */
  @Tool()
  undo(id: string) {
    return this.revert(id);
  }
}
`;
// Takes what Orders.place() takes, and its sibling sees it through the class's name.
const AGAIN = (times = 'number') => `import { Tool } from '@mcp-codegen/decorators';
import type { Orders } from './orders.js';

export class Again {
  /** Orders the same again. */
  @Tool()
  reorder(note: Parameters<Orders['place']>[1], times: ${times}): { count: number } {
    return { count: String(note).length * Number(times) };
  }

  /** Twice as often. */
  @Tool()
  twice(times: Parameters<Again['reorder']>[1]): { count: number } {
    return { count: Number(times) * 2 };
  }
}
`;
const FILE = `  /** Files an order under categories. */
  @Tool()
  file(id: string, under: Category, note: Note): { ok: boolean } {
    return { ok: id.length > 0 && under.name.length > 0 && note.text.length > 0 };
  }
`;
const AUDIT = `  /** Audits an order. */
  @Tool()
  audit(id: string): { clean: boolean } {
    return { clean: id.length > 0 };
  }
`;
const NOTE = (extra = '') => `
/** Declared after the class. */
export interface Note {
  text: string;
${extra}}
`;

const EXTRA = `import { Tool } from '@mcp-codegen/decorators';

export class Extra {
  /** Counts. */
  @Tool()
  count(items: string[]): number {
    return items.length;
  }
}
`;

// A second class named Orders, in a file that sorts first: the reused tools of orders.ts become Orders_1's.
const OTHER_ORDERS = `import { Tool } from '@mcp-codegen/decorators';

export class Orders {
  /** Lists archived orders. */
  @Tool()
  archived(): string[] {
    return [];
  }
}
`;

// A tool sorting before file() whose own recursive Category differs from shapes.ts's: its `$defs`
// take the client type name Category first, so file()'s (reused) Category is named again.
const BROWSE = `import { Tool } from '@mcp-codegen/decorators';

interface Category {
  title: string;
  parent?: Category;
}

export class Browse {
  /** Browses a category. */
  @Tool()
  browse(under: Category): { seen: boolean } {
    return { seen: under.title.length > 0 };
  }
}
`;

function written(result: BuildResult): Record<string, string> {
  // No warnings from analysis either: a file with one is never cached, so it would test nothing.
  // (The portability check's MCPG4xxx come later and do not stop caching: Category is recursive.)
  expect(result.diagnostics.filter((d) => !d.code.startsWith('MCPG4'))).toEqual([]);
  expect(result.ok).toBe(true);
  return Object.fromEntries(result.files.map((file) => [file.path, file.content]));
}

describe('watch mode writes what a cold build writes, after any edit', () => {
  let root: string;
  let dir: string;
  let watch: IncrementalBuild;
  const path = (name: string) => join(dir, 'src', name);
  let orders: { tools: string[]; after: string };

  /** Writes files, rebuilds in watch mode, and holds the result against a cold build of the same sources. */
  async function edit(files: Record<string, string | undefined>): Promise<BuildResult> {
    for (const [name, text] of Object.entries(files)) {
      if (text === undefined) rmSync(path(name));
      else writeFileSync(path(name), text);
    }
    const rebuilt = await watch.build(Object.keys(files).map(path));
    // The cold build compares its own output with what the watch build wrote to disk.
    const cold = await build(dir, { check: true });
    expect(cold.check?.stale).toEqual([]);
    expect(cold.check?.missing).toEqual([]);
    expect(cold.check?.obsolete).toEqual([]);
    expect(written(rebuilt)).toEqual(written(cold));
    // The portability findings too (remembered per tool: check-portability.ts).
    const portability = (result: BuildResult) => result.diagnostics.filter((d) => d.code.startsWith('MCPG4'));
    expect(portability(rebuilt)).toEqual(portability(cold));
    return rebuilt;
  }
  const setOrders = (tools: string[], after = orders.after) => {
    orders = { tools, after };
    return ORDERS(tools, after);
  };

  beforeAll(async () => {
    ({ root, dir } = copyFixturePackage('cli-ok'));
    orders = { tools: [PLACE(), SHIP(), CANCEL(), FILE], after: NOTE() };
    writeFileSync(path('undo.ts'), UNDO());
    writeFileSync(path('again.ts'), AGAIN());
    writeFileSync(path('shapes.ts'), SHAPES(''));
    writeFileSync(path('orders.ts'), ORDERS(orders.tools, orders.after));
    watch = new IncrementalBuild(dir);
    const first = await watch.build();
    expect(written(first)).toEqual(written(await build(dir, { check: true })));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const schemaOf = (result: BuildResult, tool: string) => result.model!.tools.find((t) => t.descriptor.name === tool)!.descriptor.inputSchema;

  it('follows a signature edit, into the tools that name it through its class', async () => {
    const result = await edit({ 'orders.ts': setOrders([PLACE('number'), SHIP(), CANCEL("'late' | 'wrong' | 'twice'"), FILE]) });
    expect(schemaOf(result, 'place')).toMatchObject({ properties: { note: { type: 'number' } } });
    expect(JSON.stringify(schemaOf(result, 'cancel'))).toContain('twice');
    const undone = await edit({ 'undo.ts': UNDO('boolean | null') });
    expect(JSON.stringify(undone.model!.tools.find((t) => t.descriptor.name === 'undo')!.descriptor.outputSchema)).toContain('null');
    expect(schemaOf(result, 'reorder')).toMatchObject({ properties: { note: { type: 'number' } } });
    const again = await edit({ 'again.ts': AGAIN('string') });
    expect(schemaOf(again, 'twice')).toMatchObject({ properties: { times: { type: 'string' } } });
  });

  it('follows an edit of an imported type that one tool uses', async () => {
    const result = await edit({ 'shapes.ts': SHAPES('  /** Postal code. */\n  zip?: string;\n') });
    // An option naming an imported enum member: the decorator is read again (after a
    // rebuild that left orders.ts alone, so its parsed file is the one discovery cached).
    const greeter = readFileSync(path('greeter.ts'), 'utf8');
    await edit({ 'greeter.ts': greeter.replace('Hello', 'Hi') });
    const retitled = await edit({ 'shapes.ts': SHAPES('  /** Postal code. */\n  zip?: string;\n', 'Ship now') });
    expect(retitled.model!.tools.find((t) => t.descriptor.name === 'ship')!.descriptor.title).toBe('Ship now');
    expect(schemaOf(result, 'ship')).toMatchObject({ properties: { to: { properties: { zip: { type: 'string', description: 'Postal code.' } } } } });
  });

  it('follows an edit of a type declared after the class', async () => {
    const result = await edit({ 'orders.ts': setOrders(orders.tools, NOTE('  pinned?: boolean;\n')) });
    expect(schemaOf(result, 'file')).toMatchObject({ properties: { note: { properties: { pinned: { type: 'boolean' } } } } });
    // A sibling above grows: what follows the class moves.
    await edit({ 'orders.ts': setOrders([PLACE('number | undefined'), ...orders.tools.slice(1)]) });
  });

  it('adds and removes tools, in a file of their own and beside others', async () => {
    const added = await edit({ 'extra.ts': EXTRA, 'orders.ts': setOrders([...orders.tools.slice(0, 2), AUDIT, ...orders.tools.slice(2)]) });
    expect(added.model!.tools.map((t) => t.descriptor.name)).toEqual(expect.arrayContaining(['count', 'audit']));
    const removed = await edit({ 'extra.ts': undefined, 'orders.ts': setOrders(orders.tools.filter((tool) => tool !== SHIP() && tool !== AUDIT)) });
    expect(removed.model!.tools.map((t) => t.descriptor.name)).not.toEqual(expect.arrayContaining(['count']));
    expect(removed.model!.tools.map((t) => t.descriptor.name)).not.toContain('ship');
    await edit({ 'orders.ts': setOrders([...orders.tools.slice(0, 1), SHIP(), ...orders.tools.slice(1)]) });
  });

  // Emission remembers each reused tool's text (emit/frozen-memo.ts): these change a tool's
  // binding (feature.generated.ts) and its client plan, and a reused tool's class name.
  it("follows an edit of a tool's binding: its arguments and its result", async () => {
    const cancel = orders.tools.find((tool) => tool.includes('cancel('))!;
    const changed = CANCEL().replace("= 'late'): { cancelled: boolean }", "= 'late', notify = false): string").replace('return { cancelled: id.length > 0 && reason.length > 0 };', "return notify ? id + reason : '';");
    const result = await edit({ 'orders.ts': setOrders(orders.tools.map((tool) => (tool === cancel ? changed : tool))) });
    expect(result.model!.tools.find((t) => t.descriptor.name === 'cancel')!.parameters.map((p) => p.name)).toContain('notify');
    await edit({ 'orders.ts': setOrders(orders.tools.map((tool) => (tool === changed ? cancel : tool))) });
  });

  it("follows a reused tool's class taking another local name, and back", async () => {
    const clashed = await edit({ 'archive.ts': OTHER_ORDERS });
    expect(clashed.model!.tools.find((t) => t.descriptor.name === 'place')!.className).toBe('Orders_1');
    await edit({ 'archive.ts': undefined });
  });

  // The client's type text of a reused tool is remembered when its schema has no `$defs` (client-types.ts).
  it("follows a reused tool's client types named again by another tool's `$defs`", async () => {
    const browsed = await edit({ 'browse.ts': BROWSE });
    const client = browsed.files.find((file) => file.path.endsWith('client.generated.ts'))!.content;
    // Each tool's input names its own Category: file()'s is numbered now, its `$ref`s follow.
    expect(client).toContain('under: Category;');
    expect(client).toContain('children?: Category2[];');
    expect(client).toContain('under: Category2;');
    await edit({ 'browse.ts': undefined });
  });

  it("follows a tool's portability findings as its schema changes", async () => {
    const place = orders.tools.find((tool) => tool.includes('place('))!;
    const recursive = await edit({ 'orders.ts': setOrders(orders.tools.map((tool) => (tool === place ? PLACE('Category') : tool))) });
    expect(recursive.diagnostics.some((d) => d.code === 'MCPG4001' && d.message.includes('"place"'))).toBe(true);
    await edit({ 'orders.ts': setOrders(orders.tools.map((tool) => (tool === PLACE('Category') ? place : tool))) });
  });

  it('follows a JSDoc change and a body edit', async () => {
    const documented = await edit({ 'orders.ts': setOrders(orders.tools.map((tool) => (tool === SHIP() ? SHIP('Ships an order to an address.') : tool))) });
    expect(documented.model!.tools.find((t) => t.descriptor.name === 'ship')!.descriptor.description).toBe('Ships an order to an address.');
    const text = readFileSync(path('orders.ts'), 'utf8');
    await edit({ 'orders.ts': text.replace("lines.map((l) => l.sku).join()", "lines.map((l) => l.sku).join('+')") });
  });
});

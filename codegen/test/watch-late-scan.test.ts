// build --watch's second scan: a change written after the first mtime scan that the file watcher never
// reports (chokidar attaching its handles late on a busy machine) is still built.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { watchCommand } from '../src/cli/commands/watch-command.js';
import { captureIo } from './helpers/capture-io.js';
import { copyFixturePackage } from './helpers/fixture-package.js';

// A watcher that is ready at once and reports nothing, whatever changes.
jest.mock('../src/watch/watch-package.js', () => ({
  watchPackage: () => ({ ready: Promise.resolve(), close: async () => undefined }),
}));

describe('build --watch when the watcher misses a change', () => {
  let root: string;
  let dir: string;
  beforeAll(() => ({ root, dir } = copyFixturePackage('cli-ok')));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('builds it after the second scan', async () => {
    const io = captureIo(root);
    let builds = 0;
    const waiting = new Map<number, () => void>();
    const built = (count: number) => new Promise<void>((resolve) => (builds >= count ? resolve() : waiting.set(count, resolve)));
    const others = new Set(process.listeners('SIGTERM'));
    const done = watchCommand(io, dir, { quiet: true, onBuilt: () => waiting.get(++builds)?.() });
    // The first build, the (mocked) watcher, the first scan: then the edit, which no event reports.
    await built(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const greeter = join(dir, 'src', 'greeter.ts');
    writeFileSync(greeter, readFileSync(greeter, 'utf8').replace('Hello', 'Hi'));
    await built(2);
    expect(builds).toBe(2);
    // Stopped as a SIGTERM stops it, without signalling the test's own process.
    for (const listener of process.listeners('SIGTERM')) if (!others.has(listener)) (listener as () => void)();
    expect(await done).toBe(0);
    expect(io.err()).toBe('');
  }, 30_000);
});

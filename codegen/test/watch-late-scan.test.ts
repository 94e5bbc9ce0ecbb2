// build --watch's second scan: a change written after the first mtime scan that the file watcher never
// reports (chokidar attaching its handles late on a busy machine) is still built.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { watchCommand } from '../src/cli/commands/watch-command.js';
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
    let stderr = '';
    let builds = 0;
    let rebuilt: () => void = () => undefined;
    const second = new Promise<void>((resolve) => (rebuilt = resolve));
    const io = { stdout: { write: () => true }, stderr: { write: (text: string) => ((stderr += text), true) } };
    const others = new Set(process.listeners('SIGTERM'));
    const done = watchCommand(io as never, dir, {
      quiet: true,
      onBuilt: () => {
        if (++builds === 2) rebuilt();
      },
    });
    // The first build, the (mocked) watcher, the first scan: then the edit, which no event reports.
    while (builds < 1) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const greeter = join(dir, 'src', 'greeter.ts');
    writeFileSync(greeter, readFileSync(greeter, 'utf8').replace('Hello', 'Hi'));
    await second;
    expect(builds).toBe(2);
    // Stopped as a SIGTERM stops it, without signalling the test's own process.
    for (const listener of process.listeners('SIGTERM')) if (!others.has(listener)) (listener as () => void)();
    expect(await done).toBe(0);
    expect(stderr).toBe('');
  }, 30_000);
});

import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../src/cli/main.js';
import { captureIo } from './helpers/capture-io.js';
import { copyFixturePackage } from './helpers/fixture-package.js';

const GENERATED = ['feature.generated.ts', 'lists.generated.ts', 'manifest.generated.json', 'tools.generated.ts', 'validators.generated.ts'];

describe('mcp-codegen build and check, in-process', () => {
  let root: string;
  let dir: string;
  beforeAll(() => ({ root, dir } = copyFixturePackage('cli-ok')));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const file = (name: string) => join(dir, 'src/generated', name);

  it('build writes the generated files and prints one summary line', async () => {
    const io = captureIo(root);
    expect(await main(['build', 'cli-ok'], io)).toBe(0);
    expect(io.err()).toBe('');
    expect(io.out()).toMatch(
      /^mcp-codegen: greeter — 1 tool, 1 resource, 0 templates, 0 prompts; wrote 6 files, 0 unchanged \(\d+ ms\)\n$/,
    );
    for (const name of GENERATED) expect(existsSync(file(name))).toBe(true);
    expect(readFileSync(file('tools.generated.ts'), 'utf8')).toContain("greet: {\n    validate: validators.tool_greet,");
  }, 60_000);

  it('a second build writes nothing, and check passes', async () => {
    const build = captureIo(dir);
    expect(await main(['build'], build)).toBe(0);
    expect(build.out()).toMatch(/; wrote 0 files, 6 unchanged \(/);

    const check = captureIo(dir);
    expect(await main(['check'], check)).toBe(0);
    expect(check.out()).toMatch(/^mcp-codegen: greeter — .*; 6 generated files up to date \(\d+ ms\)\n$/);
  }, 60_000);

  it('check fails on stale and missing files, lists them, and writes nothing', async () => {
    writeFileSync(file('feature.generated.ts'), '// edited by hand\n');
    rmSync(file('manifest.generated.json'));
    const io = captureIo(root);
    expect(await main(['check', 'cli-ok'], io)).toBe(1);
    expect(io.out()).toBe('');
    expect(io.err()).toBe(
      [
        'mcp-codegen: cli-ok/src/generated/feature.generated.ts is out of date',
        'mcp-codegen: cli-ok/src/generated/manifest.generated.json is missing',
        'mcp-codegen: run `mcp-codegen build` to update the generated files.',
        '',
      ].join('\n'),
    );
    expect(readFileSync(file('feature.generated.ts'), 'utf8')).toBe('// edited by hand\n');
    expect(existsSync(file('manifest.generated.json'))).toBe(false);
  }, 60_000);

  it('build --quiet repairs them and prints nothing', async () => {
    const io = captureIo(root);
    expect(await main(['build', '--quiet', 'cli-ok'], io)).toBe(0);
    expect(io.out() + io.err()).toBe('');
    expect(await main(['check', '-q', 'cli-ok'], captureIo(root))).toBe(0);
  }, 60_000);
});

describe('mcp-codegen build of a package with errors', () => {
  let root: string;
  let dir: string;
  beforeAll(() => ({ root, dir } = copyFixturePackage('cli-broken')));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('prints each diagnostic with its place and a summary to stderr, exits 1 and writes nothing', async () => {
    const io = captureIo(root);
    expect(await main(['build', 'cli-broken'], io)).toBe(1);
    expect(io.out()).toBe('');
    const err = io.err();
    expect(err).toMatch(/^cli-broken\/src\/broken\.ts:6:\d+ - error MCPG2\d{3}: /);
    expect(err).toContain('> 6 |   count(n: bigint): string {');
    expect(err).toMatch(/\n {2}hint: /);
    expect(err).toMatch(/\nFound 1 error\.\n$/);
    expect(err).not.toContain('\u001b[');
    expect(existsSync(join(dir, 'src/generated'))).toBe(false);
  }, 60_000);

  it('colours the output when FORCE_COLOR is set, unless NO_COLOR is', async () => {
    const forced = captureIo(root, { FORCE_COLOR: '1' });
    await main(['check', 'cli-broken'], forced);
    expect(forced.err()).toContain('\u001b[');
    const vetoed = captureIo(root, { FORCE_COLOR: '1', NO_COLOR: '1' });
    await main(['check', 'cli-broken'], vetoed);
    expect(vetoed.err()).not.toContain('\u001b[');
  }, 60_000);
});

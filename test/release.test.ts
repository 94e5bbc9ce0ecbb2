// What a release publishes: the checks of scripts/release-checks.mjs, one
// version for every package, and npm run release:dry on the built workspace.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { entryPoints, tarballProblems } from '../scripts/release-checks.mjs';

const REPO = join(__dirname, '..');
const read = (path: string) => JSON.parse(readFileSync(join(REPO, path), 'utf8'));
const PUBLISHED = ['packages/decorators', 'packages/manifest', 'packages/runtime', 'packages/client', 'packages/redis', 'packages/testing', 'codegen', 'packages/mcp-codegen', 'packages/create-mcp-codegen'];

const good = {
  pkg: { name: 'p', version: '1.0.0', description: 'd', license: 'MIT', repository: {}, homepage: 'h', engines: {}, main: './dist/index.cjs', exports: { '.': { import: './dist/index.mjs' } }, dependencies: { q: '1.0.0' } },
  files: ['README.md', 'package.json', 'dist/index.cjs', 'dist/index.mjs'],
  readme: '[docs](https://example.org/docs.md)',
  versions: { p: '1.0.0', q: '1.0.0' },
};

describe('release checks', () => {
  it('a good tarball has no problems', () => {
    expect(tarballProblems(good)).toEqual([]);
    expect(entryPoints(good.pkg)).toEqual(['dist/index.cjs', 'dist/index.mjs']);
  });

  it.each([
    ['a test', { files: [...good.files, 'dist/test/a.test.js'] }, 'ships a test: dist/test/a.test.js'],
    ['a source file', { files: [...good.files, 'src/index.ts'] }, 'ships a source file: src/index.ts'],
    ['a missing entry point', { files: good.files.filter((f) => f !== 'dist/index.mjs') }, 'entry point not in the tarball: dist/index.mjs'],
    ['a broken README link', { readme: 'see [docs](../docs/cli.md)' }, 'README links to ../docs/cli.md, which is not in the tarball'],
    ['a workspace dependency out of step', { versions: { p: '1.0.0', q: '1.1.0' } }, 'depends on q@1.0.0, but the workspace has 1.1.0'],
    ['missing metadata', { pkg: { ...good.pkg, license: undefined } }, 'package.json has no license'],
  ])('fails on %s', (_, change, problem) => {
    expect(tarballProblems({ ...good, ...change })).toEqual([problem]);
  });
});

describe('one version for every package', () => {
  const version = read('package.json').version;

  it.each(PUBLISHED)('%s has the root version, pins its siblings exactly, and has its metadata', (dir) => {
    const pkg = read(`${dir}/package.json`);
    expect(pkg.version).toBe(version);
    for (const [name, range] of Object.entries(pkg.dependencies ?? {})) if (name.startsWith('@mcp-codegen/') || name === 'mcp-codegen') expect(range).toBe(version);
    expect(pkg).toMatchObject({ license: 'MIT', engines: { node: '>=20.19' }, repository: { directory: dir } });
    if (pkg.name.startsWith('@')) expect(pkg.publishConfig).toEqual({ access: 'public' });
  });

  it.each(['feature', 'server'])('the %s scaffold asks for this version of our packages', (template) => {
    const pkg = read(`templates/${template}/package.json`);
    const ours = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }).filter(([name]) => name.startsWith('@mcp-codegen/') || name === 'mcp-codegen');
    expect(ours.length).toBeGreaterThan(3);
    for (const [, range] of ours) expect(range).toBe(`^${version}`);
  });
});

test('npm run release:dry passes on the built workspace and lists every package', () => {
  const run = spawnSync(process.execPath, [join(REPO, 'scripts', 'release-dry.mjs')], { cwd: REPO, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  for (const dir of PUBLISHED) expect(run.stdout).toContain(`${read(`${dir}/package.json`).name}@`);
}, 120_000);

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const CLI = join(__dirname, '..', 'dist', 'cli.mjs');
const MANIFEST = join(__dirname, '..', '..', 'samples', '01-notes', 'src', 'generated', 'manifest.generated.json');

/** Runs the built command in a fresh process and says whether a module whose path matches `modules` got loaded. */
function loads(args: string[], modules: RegExp): boolean {
  const script = `import(${JSON.stringify(CLI)}).then(async ({ main }) => {
    const code = await main(${JSON.stringify(args)}, { cwd: process.cwd(), stdout: { write() {} }, stderr: process.stderr, env: {} });
    if (code !== 0) throw new Error('exit ' + code);
    const loaded = Object.keys(require.cache).filter((f) => new RegExp(${JSON.stringify(modules.source)}).test(f));
    process.stdout.write(String(loaded.length > 0));
  });`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }) === 'true';
}

/** Whether the TypeScript compiler got loaded. */
function loadsCompiler(args: string[]): boolean {
  return loads(args, /[\\/](typescript|ts-morph)[\\/]/);
}

// Commands that read manifests answer at once; only build-like commands pay for the compiler.
describe('the built command loads the TypeScript compiler only where it needs it', () => {
  it('--version, list and diff of manifest files do not load it', () => {
    expect(loadsCompiler(['--version'])).toBe(false);
    expect(loadsCompiler(['list', MANIFEST])).toBe(false);
    expect(loadsCompiler(['diff', MANIFEST, MANIFEST])).toBe(false);
  });

  it('list of a package directory does (it analyses the source)', () => {
    expect(loadsCompiler(['list', join(MANIFEST, '..', '..', '..')])).toBe(true);
  });
});

// yaml reads SKILL.md front matter: a package without skills never loads it.
describe('the built command loads yaml only for a package with skills', () => {
  const SAMPLES = join(__dirname, '..', '..', 'samples');
  const YAML = /[\\/]node_modules[\\/]yaml[\\/]/;

  it('check of a package without skills does not load it', () => {
    expect(loads(['check', join(SAMPLES, '01-notes')], YAML)).toBe(false);
  });

  it('check of a package with skills does', () => {
    expect(loads(['check', join(SAMPLES, '08-extensions')], YAML)).toBe(true);
  });
});

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const CLI = join(__dirname, '..', 'dist', 'cli.mjs');
const MANIFEST = join(__dirname, '..', '..', 'samples', '01-notes', 'src', 'generated', 'manifest.generated.json');

/** Runs the built command in a fresh process and says whether the TypeScript compiler got loaded. */
function loadsCompiler(args: string[]): boolean {
  const script = `import(${JSON.stringify(CLI)}).then(async ({ main }) => {
    const code = await main(${JSON.stringify(args)}, { cwd: process.cwd(), stdout: { write() {} }, stderr: process.stderr, env: {} });
    if (code !== 0) throw new Error('exit ' + code);
    const loaded = Object.keys(require.cache).filter((f) => /[\\\\/](typescript|ts-morph)[\\\\/]/.test(f));
    process.stdout.write(String(loaded.length > 0));
  });`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }) === 'true';
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

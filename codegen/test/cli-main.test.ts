import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../src/cli/main.js';
import { VERSION } from '../src/cli/version.js';
import { captureIo } from './helpers/capture-io.js';
import { copyFixturePackage } from './helpers/fixture-package.js';

describe('mcp-codegen options and failures', () => {
  it('--version prints the package version', async () => {
    const io = captureIo(process.cwd());
    expect(await main(['--version'], io)).toBe(0);
    expect(io.out()).toBe(`${VERSION}\n`);
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8'));
    expect(VERSION).toBe(pkg.version);
  });

  it('--help lists both commands', async () => {
    const io = captureIo(process.cwd());
    expect(await main(['--help'], io)).toBe(0);
    expect(io.out()).toMatch(/Usage: mcp-codegen/);
    expect(io.out()).toMatch(/\bbuild \[options\] \[package-dir\]/);
    expect(io.out()).toMatch(/\bcheck \[options\] \[package-dir\]/);
  });

  it('an unknown command is a usage error, exit 1', async () => {
    const io = captureIo(process.cwd());
    expect(await main(['frobnicate'], io)).toBe(1);
    expect(io.err()).toMatch(/unknown command 'frobnicate'/);
  });

  it('a missing package directory is a diagnostic, exit 1', async () => {
    const io = captureIo(process.cwd());
    expect(await main(['build', '/nonexistent/mcpg-package'], io)).toBe(1);
    expect(io.err()).toMatch(/error MCPG1\d{3}: /);
  });

  it('an unexpected exception is MCPG9003 with its stack, exit 2', async () => {
    const { root } = copyFixturePackage('cli-ok');
    try {
      const io = captureIo(root);
      io.stdout.write = () => {
        throw new Error('stdout is gone');
      };
      expect(await main(['build', 'cli-ok'], io)).toBe(2);
      expect(io.err()).toMatch(/^error MCPG9003: Internal error in mcp-codegen: Error: stdout is gone\n\s+at /);
      expect(io.err()).toMatch(/hint: This is a bug in mcp-codegen/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});

import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../src/config/load-config.js';
import { main } from '../src/cli/main.js';
import { captureIo } from './helpers/capture-io.js';
import { copyFixturePackage } from './helpers/fixture-package.js';
import { removeTemp, tempPackage } from './helpers/temp-package.js';

describe('configuration', () => {
  const dirs: string[] = [];
  const make = (files: Record<string, string>) => {
    const dir = tempPackage({ 'package.json': '{ "name": "x" }', ...files });
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach(removeTemp));

  it('is empty when there is none', () => {
    expect(loadConfig(make({}))).toEqual({ config: {}, diagnostics: [] });
  });

  it('reads mcp-codegen.config.json before package.json#mcpCodegen', () => {
    const dir = make({ 'package.json': '{ "name": "x", "mcpCodegen": { "name": "a" } }', 'mcp-codegen.config.json': '{ "name": "b", "serve": { "port": 8080 } }' });
    expect(loadConfig(dir)).toEqual({ config: { name: 'b', serve: { port: 8080 } }, source: 'mcp-codegen.config.json', diagnostics: [] });
    expect(loadConfig(make({ 'package.json': '{ "name": "x", "mcpCodegen": { "quiet": true } }' })).config).toEqual({ quiet: true });
  });

  it('names the key of every mistake: unknown keys, wrong types, nested keys, bad JSON', () => {
    const dir = make({ 'mcp-codegen.config.json': '{ "quite": true, "name": "has space", "serve": { "port": "80a", "transprot": "http" } }' });
    expect(loadConfig(dir).diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      'MCPG1110 mcp-codegen.config.json: unknown key "quite".',
      'MCPG1110 mcp-codegen.config.json: "name" must be 1 to 64 letters, digits, ".", "_" or "-" (it is "has space").',
      'MCPG1110 mcp-codegen.config.json: "serve.port" must be an integer from 0 to 65535 (it is "80a").',
      'MCPG1110 mcp-codegen.config.json: unknown key "serve.transprot".',
    ]);
    expect(loadConfig(make({ 'mcp-codegen.config.json': '{ nope' })).diagnostics[0]!.message).toMatch(/^mcp-codegen\.config\.json is not valid JSON: /);
  });
});

describe('build --json and the configuration, in-process', () => {
  let root: string;
  beforeAll(() => ({ root } = copyFixturePackage('cli-broken')));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('prints diagnostics as JSON on stdout with their place, and nothing on stderr', async () => {
    const io = captureIo(root);
    expect(await main(['build', '--json', 'cli-broken'], io)).toBe(1);
    expect(io.err()).toBe('');
    const json = JSON.parse(io.out());
    expect(json.ok).toBe(false);
    expect(json.diagnostics[0]).toEqual(expect.objectContaining({ severity: 'error', file: 'src/broken.ts', line: 6, code: expect.stringMatching(/^MCPG2/) }));
    expect(typeof json.diagnostics[0].hint).toBe('string');
  }, 60_000);

  it('an invalid configuration stops the build with MCPG1110', async () => {
    writeFileSync(join(root, 'cli-broken', 'mcp-codegen.config.json'), '{ "quiet": "yes" }');
    const io = captureIo(root);
    expect(await main(['build', 'cli-broken'], io)).toBe(1);
    expect(io.err()).toMatch(/error MCPG1110: mcp-codegen\.config\.json: "quiet" must be true or false \(it is "yes"\)\./);
  });
});

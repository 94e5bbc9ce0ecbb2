// A feature package built the way users build it (`mcp-codegen build && tsc`), as an ES module package
// and as a CommonJS one, served over stdio by the built runtime. ES modules: loadLists() reads the tool
// list out of dist/generated/lists.generated.js and never loads that module (a raw template: its bytes,
// toolListBytesFromModuleFile; with a backtick in a description, the quoted literal: toolListFromModuleFile);
// with the file unreadable it imports it, and the replies are the same bytes. Older runtimes (passing
// the quoted reader only, or none) get the module's value by importing it. CommonJS: no `import.meta` in
// the generated code, the module is required, and the list is the same.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workspaceRoot } from './workspace-packages';

const codegenBin = join(workspaceRoot, 'codegen', 'bin', 'mcp-codegen.mjs');
const tscBin = join(workspaceRoot, 'node_modules', 'typescript', 'bin', 'tsc');
const runtime = join(workspaceRoot, 'packages', 'runtime', 'dist', 'index.mjs');

const tools = `import { Tool } from '@mcp-codegen/decorators';

export class Tools {
  /**
   * Add two numbers: "a" + 'b' \\ sum, in Größe 😀.
   * @param a First addend
   * @param b Second addend
   */
  @Tool()
  add(a: number, b: number): string {
    return String(a + b);
  }

  /** Say hello. */
  @Tool()
  hello(name: string): string {
    return 'hello ' + name;
  }
}
`;

/** A package of that module kind, built (in `root/name`, by default the kind); returns its dist/index.js. */
function buildPackage(root: string, kind: 'module' | 'commonjs', source = tools, name: string = kind): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `list-file-${kind}`, version: '0.0.0', private: true, type: kind, main: './dist/index.js' }));
  const module = kind === 'module' ? 'esnext' : 'commonjs';
  const moduleResolution = kind === 'module' ? 'bundler' : 'node10';
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { target: 'es2022', module, moduleResolution, strict: true, rootDir: 'src', outDir: 'dist', skipLibCheck: true }, include: ['src'] }));
  writeFileSync(join(dir, 'src', 'tools.ts'), source);
  writeFileSync(join(dir, 'src', 'index.ts'), "export { feature } from './generated/feature.generated.js';\n");
  execFileSync(process.execPath, [codegenBin, 'build'], { cwd: dir, stdio: 'pipe' });
  execFileSync(process.execPath, [tscBin, '-p', '.'], { cwd: dir, stdio: 'pipe' });
  return join(dir, 'dist', 'index.js');
}

// Marks on stderr: fs reading the lists module's file, Node loading it as a module (ESM load hook; a require() of it).
const hooks = `import { writeSync } from 'node:fs';
export async function load(url, context, next) {
  if (url.endsWith('/lists.generated.js')) writeSync(2, 'LOADED lists\\n');
  return next(url, context);
}`;
const preload = `
import fs, { writeSync } from 'node:fs';
import { register, Module } from 'node:module';
register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});
const readFileSync = fs.readFileSync;
fs.readFileSync = function (file, ...rest) {
  if (String(file).endsWith('/lists.generated.js')) {
    if (process.env.UNREADABLE_LISTS) throw new Error('unreadable');
    writeSync(2, 'READ lists\\n');
  }
  return readFileSync.call(this, file, ...rest);
};
const load = Module._load;
Module._load = function (request, ...rest) {
  if (String(request).endsWith('/lists.generated.js')) writeSync(2, 'LOADED lists\\n');
  return load.call(this, request, ...rest);
};`;

const requests = [
  { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } },
  { jsonrpc: '2.0', method: 'notifications/initialized' },
  { jsonrpc: '2.0', id: 2, method: 'tools/list' },
  { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'add', arguments: { a: 1, b: 2 } } },
];

function serve(entry: string, env: Record<string, string> = {}): { stdout: string; marks: string[] } {
  const app = `const { serve } = await import(${JSON.stringify(runtime)}); const { feature } = await import(${JSON.stringify(entry)}); await serve([feature], { name: 'list-file' });`;
  const result = spawnSync(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(preload)}`, '--input-type=module', '-e', app], {
    input: requests.map((r) => `${JSON.stringify(r)}\n`).join(''),
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  expect(result.status).toBe(0);
  return { stdout: result.stdout, marks: result.stderr.split('\n').filter((line) => /^(READ|LOADED) /.test(line)) };
}

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'tool-list-file-'));
  symlinkSync(join(workspaceRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the tool list read from the built lists module (outside view)', () => {
  it('ES module package: read from the file, not loaded as a module; the same bytes as importing it', () => {
    const entry = buildPackage(root, 'module');
    expect(readFileSync(join(root, 'module', 'dist', 'generated', 'feature.generated.js'), 'utf8')).toContain('readToolListBytes?.(new URL(');
    expect(readFileSync(join(root, 'module', 'dist', 'generated', 'lists.generated.js'), 'utf8')).toContain('export const tools = String.raw `[');
    const read = serve(entry);
    const imported = serve(entry, { UNREADABLE_LISTS: '1' });
    expect(read.marks).toEqual(['READ lists']);
    expect(imported.marks).toEqual(['LOADED lists']);
    expect(read.stdout).toBe(imported.stdout);
    expect(read.stdout).toContain('Größe 😀');
    expect(read.stdout.split('\n')).toHaveLength(4);
  }, 120_000);

  it('ES module package with a backtick in a description: the quoted literal, read as text; the same bytes as importing it', () => {
    const entry = buildPackage(root, 'module', tools.replace('Say hello.', 'Say `hello` to ${name}.'), 'module-backtick');
    expect(readFileSync(join(root, 'module-backtick', 'dist', 'generated', 'feature.generated.js'), 'utf8')).toContain('readToolList?.(new URL(');
    const read = serve(entry);
    const imported = serve(entry, { UNREADABLE_LISTS: '1' });
    expect(read.marks).toEqual(['READ lists']);
    expect(imported.marks).toEqual(['LOADED lists']);
    expect(read.stdout).toBe(imported.stdout);
    expect(read.stdout).toContain('Say `hello` to ${name}.');
  }, 120_000);

  it('ES module package served by older runtimes: the quoted reader alone, or none, imports the module', () => {
    const entry = join(root, 'module', 'dist', 'index.js');
    const lists = join(root, 'module', 'dist', 'generated', 'lists.generated.js');
    const manifest = join(workspaceRoot, 'packages', 'manifest', 'dist', 'index.mjs');
    // What loadLists() leaves for each set of readers: the text, whether it came with bytes, and the module's own value.
    const loaded = (readers: string) => {
      const app = `const { toolListFromModuleFile, toolListBytesFromModuleFile } = await import(${JSON.stringify(manifest)});
        const { feature } = await import(${JSON.stringify(entry)});
        await feature.loadLists(${readers});
        const { tools } = await import(${JSON.stringify(lists)});
        process.stdout.write(JSON.stringify({ same: feature.listsJson.tools === tools, bytes: feature.listsJson.toolsUtf8 !== undefined, tools: JSON.parse(tools).length }));`;
      const result = spawnSync(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(preload)}`, '--input-type=module', '-e', app], { encoding: 'utf8' });
      expect(result.status).toBe(0);
      return { ...JSON.parse(result.stdout), marks: result.stderr.split('\n').filter((line) => /^(READ|LOADED) /.test(line)) };
    };
    expect(loaded('')).toEqual({ same: true, bytes: false, tools: 2, marks: ['LOADED lists'] });
    // A raw module's code does not call the quoted reader (it would find no quoted literal there).
    expect(loaded('toolListFromModuleFile')).toEqual({ same: true, bytes: false, tools: 2, marks: ['LOADED lists'] });
    // This runtime's readers: the bytes read (the module is loaded after, by this check's own import).
    expect(loaded('toolListFromModuleFile, toolListBytesFromModuleFile')).toEqual({ same: true, bytes: true, tools: 2, marks: ['READ lists', 'LOADED lists'] });
  }, 120_000);

  it('CommonJS package: no import.meta, the module is required, the same list', () => {
    const entry = buildPackage(root, 'commonjs');
    const generated = readFileSync(join(root, 'commonjs', 'dist', 'generated', 'feature.generated.js'), 'utf8');
    expect(generated).not.toContain('import.meta');
    const served = serve(entry);
    // require() itself reads the file as it loads the module.
    expect(served.marks).toEqual(['LOADED lists', 'READ lists']);
    const esm = serve(join(root, 'module', 'dist', 'index.js'));
    expect(served.stdout).toBe(esm.stdout);
  }, 120_000);
});

// In an ES module package, loadLists() reads the tool list's text out of the compiled lists module's file
// (toolListFromModuleFile, @mcp-codegen/manifest) instead of importing it, and imports it when the reader
// says undefined. The oracle: the module's value as JavaScript evaluates it. For awkward texts (quotes,
// backslashes, line separators, non-ASCII) the reader gives exactly that text from the file tsc emits;
// for anything else (another length, no file, a module laid out otherwise) it gives undefined.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { toolListFromModuleFile } from '@mcp-codegen/manifest';
import { listsModuleText, toolListLength } from '../src/emit/lists/emit-lists.js';
import { writeLoadLists } from '../src/emit/feature/write-manifest.js';
import { createWriter } from '../src/emit/code-writer.js';

const awkward = 'quotes " and \' and \\\' and `ticks` and \\ and \\n and a\nnewline, \u2028 and \u2029 separators, \\u2028 as text, tabs\t, é, ß, 😀, \u0000';

const tools = [
  { name: 'awkward', description: awkward, inputSchema: { type: 'object', properties: { [awkward]: { type: 'string' } } } },
  { name: 'plain', description: 'Plain ASCII.', inputSchema: { type: 'object' } },
];
const ascii = [{ name: 'plain', description: 'Only "ASCII", with a \\ backslash and a \' quote.', inputSchema: { type: 'object' } }];

/** What tsc emits for the module with these compiler options. */
function emitted(list: readonly object[], module: ts.ModuleKind): string {
  return ts.transpileModule(listsModuleText(list), { compilerOptions: { module, target: ts.ScriptTarget.ES2022 } }).outputText;
}

/** The module's `tools` as JavaScript evaluates it. */
function evaluated(list: readonly object[]): string {
  const module = { exports: {} as { tools: string } };
  new Function('module', 'exports', emitted(list, ts.ModuleKind.CommonJS))(module, module.exports);
  return module.exports.tools;
}

let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'tool-list-file-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fileWith(name: string, text: string): URL {
  const path = join(dir, name);
  writeFileSync(path, text);
  return pathToFileURL(path);
}

describe('toolListFromModuleFile (the tool list read from the lists module file)', () => {
  it("gives exactly the module's value for awkward and for plain ASCII texts", () => {
    for (const [name, list] of [['awkward', tools], ['ascii', ascii]] as const) {
      const value = evaluated(list);
      expect(value).toBe(JSON.stringify(list));
      expect(toolListLength(list)).toBe(value.length);
      const file = fileWith(`${name}.js`, emitted(list, ts.ModuleKind.ESNext));
      expect(toolListFromModuleFile(file, toolListLength(list))).toBe(value);
    }
  });

  it('gives undefined for another length, no file, or a module laid out otherwise', () => {
    const file = fileWith('esm.js', emitted(tools, ts.ModuleKind.ESNext));
    const length = toolListLength(tools);
    expect(toolListFromModuleFile(file, length + 1)).toBeUndefined();
    expect(toolListFromModuleFile(pathToFileURL(join(dir, 'missing.js')), length)).toBeUndefined();
    expect(toolListFromModuleFile(fileWith('cjs.js', emitted(tools, ts.ModuleKind.CommonJS)), length)).toBeUndefined();
    // A file of another list (another build) does not pass for this one.
    expect(toolListFromModuleFile(fileWith('other.js', emitted(ascii, ts.ModuleKind.ESNext)), length)).toBeUndefined();
  });

  it('is what loadLists() tries first (passed by the runtime) in ES modules only; the import stays the fallback', () => {
    const manifest = { manifestVersion: 1, feature: 'f', tools, resources: [], resourceTemplates: [], prompts: [] } as never;
    const text = (esModule: boolean) => {
      const writer = createWriter();
      writeLoadLists(writer, manifest, esModule);
      return writer.toString();
    };
    expect(text(true)).toContain('async loadLists(readToolList) {');
    expect(text(true)).toContain(`toolListJson = readToolList?.(new URL('./lists.generated.js', import.meta.url), ${toolListLength(tools)});`);
    expect(text(true)).toContain("toolListJson ??= (await import('./lists.generated.js')).tools;");
    expect(text(false)).not.toContain('import.meta');
    expect(text(false)).toContain("({ tools: toolListJson } = await import('./lists.generated.js'));");
  });
});

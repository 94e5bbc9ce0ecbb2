// In an ES module package, loadLists() reads the tool list's text out of the compiled lists module's file
// (@mcp-codegen/manifest: toolListBytesFromModuleFile for the raw layout codegen writes when it can,
// toolListFromModuleFile for the quoted one) instead of importing it, and imports it when the reader
// says undefined. The oracle: the module's value as JavaScript evaluates it. For awkward texts (quotes,
// backslashes, line separators, non-ASCII) the reader gives exactly that text (the raw one: its UTF-8
// bytes) from the file tsc emits; for anything else (another length, no file, a module laid out
// otherwise, a tagged template tsc downlevelled) it gives undefined.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { fitsRawTemplate, toolListBytesFromModuleFile, toolListFromModuleFile } from '@mcp-codegen/manifest';
import { listsModuleText, rawToolListModule, toolListByteLength, toolListLength } from '../src/emit/lists/emit-lists.js';
import { writeLoadLists } from '../src/emit/feature/write-manifest.js';
import { createWriter } from '../src/emit/code-writer.js';

const awkward = 'quotes " and \' and \\\' and `ticks` and \\ and \\n and a\nnewline, \u2028 and \u2029 separators, \\u2028 as text, tabs\t, é, ß, 😀, \u0000';

const tools = [
  { name: 'awkward', description: awkward, inputSchema: { type: 'object', properties: { [awkward]: { type: 'string' } } } },
  { name: 'plain', description: 'Plain ASCII.', inputSchema: { type: 'object' } },
];
const ascii = [{ name: 'plain', description: 'Only "ASCII", with a \\ backslash and a \' quote.', inputSchema: { type: 'object' } }];

// The raw layout's awkward text: all of the above but the backticks (a text with one is written quoted).
const rawAwkward = awkward.replace('`ticks`', "'ticks' and $ and { and $ {");
const rawTools = [
  { name: 'awkward', description: rawAwkward, inputSchema: { type: 'object', properties: { [rawAwkward]: { type: 'string' } } } },
  { name: 'plain', description: 'Plain ASCII.', inputSchema: { type: 'object' } },
];

/** What tsc emits for the module (quoted, or raw) with these compiler options. */
function emitted(list: readonly object[], module: ts.ModuleKind, raw = false, target = ts.ScriptTarget.ES2022): string {
  return ts.transpileModule(listsModuleText(list, raw), { compilerOptions: { module, target } }).outputText;
}

/** The module's `tools` as JavaScript evaluates it. */
function evaluated(list: readonly object[], raw = false, target = ts.ScriptTarget.ES2022): string {
  const module = { exports: {} as { tools: string } };
  const helpers = { __makeTemplateObject: (cooked: string[], rawStrings: string[]) => Object.assign(cooked, { raw: rawStrings }) };
  new Function('module', 'exports', '__makeTemplateObject', emitted(list, ts.ModuleKind.CommonJS, raw, target))(module, module.exports, helpers.__makeTemplateObject);
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
    expect(rawToolListModule(tools, true)).toBe(false); // a backtick: written quoted, read with this reader
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

describe('toolListBytesFromModuleFile (the raw layout: the tool list as the file\'s bytes)', () => {
  it("gives exactly the UTF-8 bytes of the module's value, and that value as its text", () => {
    for (const [name, list] of [['awkward', rawTools], ['ascii', ascii]] as const) {
      expect(rawToolListModule(list, true)).toBe(true);
      const value = evaluated(list, true);
      expect(value).toBe(JSON.stringify(list));
      expect(toolListByteLength(list)).toBe(Buffer.byteLength(value));
      const read = toolListBytesFromModuleFile(fileWith(`raw-${name}.js`, emitted(list, ts.ModuleKind.ESNext, true)), toolListByteLength(list));
      expect(Buffer.from(read!.bytes).equals(Buffer.from(value))).toBe(true);
      expect(read!.text).toBe(value);
    }
    // The awkward text has multi-byte characters: the byte length is not the length.
    expect(toolListByteLength(rawTools)).toBeGreaterThan(toolListLength(rawTools));
  });

  it('is written only in ES modules and only when every item can be (fitsRawTemplate agrees with String.raw)', () => {
    expect(rawToolListModule(rawTools, false)).toBe(false);
    expect(rawToolListModule([...rawTools, { name: 'tick', description: 'a `code` span' }], true)).toBe(false);
    expect(rawToolListModule([...rawTools, { name: 'subst', description: 'a ${x} text' }], true)).toBe(false);
    // The rule held against JavaScript itself: where it says raw, String.raw gives the text back.
    const texts = ['plain', '$ {', '{$', '\\', '\\`', '`', '${', '$${', 'a\rb', '\u2028', 'é😀', '\\u0000'].map((t) => JSON.stringify(t));
    for (const json of texts) {
      if (!fitsRawTemplate(json)) continue;
      expect(new Function(`return String.raw\`${json}\`;`)()).toBe(json);
    }
    expect(texts.filter(fitsRawTemplate)).toHaveLength(8);
  });

  it('gives undefined for another length, no file, another layout, a downlevelled template, or a backtick or substitution in the literal', () => {
    const length = toolListByteLength(rawTools);
    const file = fileWith('raw.js', emitted(rawTools, ts.ModuleKind.ESNext, true));
    expect(toolListBytesFromModuleFile(file, length + 1)).toBeUndefined();
    expect(toolListBytesFromModuleFile(file, toolListLength(rawTools))).toBeUndefined();
    expect(toolListBytesFromModuleFile(pathToFileURL(join(dir, 'missing.js')), length)).toBeUndefined();
    // The quoted layout is not the raw one, and the other way round.
    expect(toolListBytesFromModuleFile(fileWith('quoted.js', emitted(rawTools, ts.ModuleKind.ESNext)), length)).toBeUndefined();
    expect(toolListFromModuleFile(file, toolListLength(rawTools))).toBeUndefined();
    // tsc writes a tagged template for ES5 as a call with quoted strings: the value is right, the file is not the text.
    const es5 = emitted(rawTools, ts.ModuleKind.ESNext, true, ts.ScriptTarget.ES5);
    expect(evaluated(rawTools, true, ts.ScriptTarget.ES5)).toBe(JSON.stringify(rawTools));
    expect(toolListBytesFromModuleFile(fileWith('es5.js', es5), length)).toBeUndefined();
    // A file written otherwise, with the same byte length, whose literal is not the text String.raw gives.
    const text = emitted(rawTools, ts.ModuleKind.ESNext, true);
    const tick = text.replace('Plain ASCII.', 'Plain ASCII`');
    expect(tick).not.toBe(text);
    expect(toolListBytesFromModuleFile(fileWith('tick.js', tick), length)).toBeUndefined();
    const substitution = text.replace('Plain AS', 'Pla${1}S');
    expect(substitution).not.toBe(text);
    expect(toolListBytesFromModuleFile(fileWith('substitution.js', substitution), length)).toBeUndefined();
  });

  it('is what loadLists() tries first in a raw module (the bytes reader, with the byte length); the import stays the fallback', () => {
    const manifest = { manifestVersion: 1, feature: 'f', tools: rawTools, resources: [], resourceTemplates: [], prompts: [] } as never;
    const writer = createWriter();
    writeLoadLists(writer, manifest, true, true);
    const text = writer.toString();
    expect(text).toContain('async loadLists(_readToolList, readToolListBytes) {');
    expect(text).toContain(`toolListFile = readToolListBytes?.(new URL('./lists.generated.js', import.meta.url), ${toolListByteLength(rawTools)});`);
    expect(text).toContain("if (toolListFile === undefined) toolListJson = (await import('./lists.generated.js')).tools;");
  });
});

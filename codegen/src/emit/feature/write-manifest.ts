import type CodeBlockWriter from 'code-block-writer';
import type { FeatureManifest } from '@mcp-codegen/manifest';
import { templateLiteralText } from './template-literal-text.js';
import { propertyKey, stringLiteral, writeLiteral } from '../ts-literal.js';
import { FrozenMemo } from '../frozen-memo.js';
import { toolListByteLength, toolListLength } from '../lists/emit-lists.js';

/** The manifest's lists; each is emitted as JSON text. */
export const LIST_KEYS = ['tools', 'resources', 'resourceTemplates', 'prompts'] as const;

/**
 * `const listsJson = { tools: ..., resources: oneLine(`[\n{...},\n{...}\n]`), ... }`:
 * each list as JSON text, one item a line in JSON.stringify's compact form, so
 * a change to one item shows as its line. oneLine takes out the line breaks
 * at load (JSON text has none inside strings), which leaves exactly
 * JSON.stringify's text; the manifest constant parses it (JSON.parse loads a
 * large list faster than an object literal) and the runtime sends it as the
 * list reply (Feature.listsJson), so it never serialises a list. Compact
 * items, not an indented layout: taking indentation out with a regex cost
 * 4 ms of a 1,000-tool server's start (bench/PROFILES.md). Laid out here, not
 * through the writer, which would re-read every character. Returned as pieces
 * that the file's text is joined from once (each joined intermediate text is
 * one more copy of it on every watch rebuild).
 *
 * The tool list's text is not here but in lists.generated.ts (emit/lists/emit-lists.ts),
 * which feature.loadLists() imports: `tools` is a getter that throws until it
 * has (Feature.loadLists), so a large server starts without loading it.
 */
export function listsJsonParts(manifest: FeatureManifest, raw = false): string[] {
  const laidOut = LIST_KEYS.some((key) => key !== 'tools' && manifest[key].length > 0);
  const parts = laidOut
    ? [
        '// Each list as JSON text, one item a line. oneLine takes out the line breaks (JSON has none inside\n',
        "// strings), which leaves exactly JSON.stringify's text: parsed once (the tools on first use), sent as it is in list replies.\n",
        "const oneLine = (json: string): string => json.replaceAll('\\n', '');\n",
      ]
    : ["// Each list as JSON text, exactly JSON.stringify's: parsed once (the tools on first use), sent as it is in list replies.\n"];
  parts.push('const listsJson = {\n');
  for (const key of LIST_KEYS) {
    const items = manifest[key] as readonly object[];
    if (items.length === 0) {
      parts.push(`  ${key}: '[]',\n`);
      continue;
    }
    if (key === 'tools') {
      parts.push(...(raw ? RAW_TOOLS_GETTERS : TOOLS_GETTER));
      continue;
    }
    // Escaping item by item escapes the whole: nothing to escape spans the `,\n` between items.
    items.forEach((item, i) => parts.push(i === 0 ? `  ${key}: oneLine(\`[\n` : ',\n', itemText.get(item)));
    parts.push('\n]`),\n');
  }
  parts.push('};\n');
  return parts;
}

/** The module variable that holds the tool list's text once feature.loadLists() has imported it (or read it, or decoded it). */
const TOOL_LIST_JSON = 'toolListJson';
/** The one that holds the bytes read out of a raw lists module (ToolListBytes). */
const TOOL_LIST_FILE = 'toolListFile';

/** `let toolListJson` and its comment, written before listsJson when the feature has tools (and `let toolListFile` for a raw module). */
export function toolListJsonParts(manifest: FeatureManifest, raw = false): string[] {
  if (manifest.tools.length === 0) return [];
  const parts = [
    "// The tool list's JSON text (lists.generated.ts), set by feature.loadLists(): not loaded at start-up.\n",
    `let ${TOOL_LIST_JSON}: string | undefined;\n`,
  ];
  if (raw) {
    parts.push(
      "// Or its UTF-8 bytes, read out of the lists module's file: a list reply writes them as they are; the text is decoded on first read.\n",
      `let ${TOOL_LIST_FILE}: ToolListBytes | undefined;\n`,
    );
  }
  parts.push('\n');
  return parts;
}

const NOT_LOADED = "throw new Error('The tool list is read before feature.loadLists(): it is not loaded at start-up; await feature.loadLists() first.');";

const TOOLS_GETTER = ['  get tools() {\n', `    if (${TOOL_LIST_JSON} === undefined) ${NOT_LOADED}\n`, `    return ${TOOL_LIST_JSON};\n`, '  },\n'];

const RAW_TOOLS_GETTERS = [
  '  get tools() {\n',
  `    ${TOOL_LIST_JSON} ??= ${TOOL_LIST_FILE}?.text;\n`,
  `    if (${TOOL_LIST_JSON} === undefined) ${NOT_LOADED}\n`,
  `    return ${TOOL_LIST_JSON};\n`,
  '  },\n',
  '  get toolsUtf8() {\n',
  `    return ${TOOL_LIST_FILE}?.bytes;\n`,
  '  },\n',
];

/** The lists module as loadLists() imports it (beside feature.generated.ts). */
const LISTS_MODULE = './lists.generated.js';

/**
 * `async loadLists() { ({ tools: toolListJson } = await import('./lists.generated.js')); },` when the feature has tools.
 * In ES modules it first reads the text out of that module's file with the reader the runtime passes for the
 * module's layout (Feature.loadLists: `raw`, toolListBytesFromModuleFile, which keeps the bytes; else
 * toolListFromModuleFile), which costs a fraction of compiling it; `import.meta.url` says where the file is,
 * so only there. The readers come from the runtime, not an import: a value import of a package here cost
 * ~115 fresh pages before the initialize reply (bench/PROFILES.md, Wave 7, lists).
 */
export function writeLoadLists(writer: CodeBlockWriter, manifest: FeatureManifest, esModule: boolean, raw = false): void {
  if (manifest.tools.length === 0) return;
  const file = `new URL(${stringLiteral(LISTS_MODULE)}, import.meta.url)`;
  if (raw) {
    writer.writeLine('async loadLists(_readToolList, readToolListBytes) {');
    writer.indent(() => {
      writer.writeLine(`${TOOL_LIST_FILE} = readToolListBytes?.(${file}, ${toolListByteLength(manifest.tools)});`);
      writer.writeLine(`if (${TOOL_LIST_FILE} === undefined) ${TOOL_LIST_JSON} = (await import(${stringLiteral(LISTS_MODULE)})).tools;`);
    });
    writer.writeLine('},');
    return;
  }
  if (!esModule) {
    writer.writeLine('async loadLists() {');
    writer.indent(() => writer.writeLine(`({ tools: ${TOOL_LIST_JSON} } = await import(${stringLiteral(LISTS_MODULE)}));`));
    writer.writeLine('},');
    return;
  }
  writer.writeLine('async loadLists(readToolList) {');
  writer.indent(() => {
    writer.writeLine(`${TOOL_LIST_JSON} = readToolList?.(${file}, ${toolListLength(manifest.tools)});`);
    writer.writeLine(`${TOOL_LIST_JSON} ??= (await import(${stringLiteral(LISTS_MODULE)})).tools;`);
  });
  writer.writeLine('},');
}

/** One list item's line inside the template literal; remembered by the (frozen) item (frozen-memo.ts). */
const itemText = new FrozenMemo<object, string>((item) => templateLiteralText(JSON.stringify(item)));

/**
 * `export const manifest`, its lists parsed from listsJson, its token estimates built on first read.
 * The tool list is parsed on first read too: the runtime sends the list reply from its text and
 * needs only the names at start-up (`toolNames`), so a 1,000-tool server parses its 380 KB list
 * only when a call or an option needs a descriptor (bench/PROFILES.md).
 */
export function writeManifest(writer: CodeBlockWriter, manifest: FeatureManifest): void {
  const lazyTools = manifest.tools.length > 0;
  if (lazyTools) writer.writeLine(`let ${TOOL_LIST}: FeatureManifest['tools'] | undefined;`);
  if (manifest.tokens) writer.writeLine(`let ${TOKEN_ESTIMATE}: FeatureManifest['tokens'];`);
  writer.writeLine('export const manifest: FeatureManifest = {');
  writer.indent(() => {
    for (const [key, value] of Object.entries(manifest)) {
      if (key === 'tools' && lazyTools) {
        writer.writeLine('get tools() {');
        writer.indent(() => writer.writeLine(`return (${TOOL_LIST} ??= JSON.parse(listsJson.tools));`));
        writer.writeLine('},');
        continue;
      }
      if ((LIST_KEYS as readonly string[]).includes(key)) {
        writer.writeLine(`${propertyKey(key)}: JSON.parse(listsJson.${key}),`);
        continue;
      }
      if (key === 'tokens') {
        writeTokensGetter(writer, value);
        continue;
      }
      writer.write(`${propertyKey(key)}: `);
      writeLiteral(writer, value);
      writer.write(',').newLine();
    }
  });
  writer.writeLine('};');
}

/** The module variable that holds the parsed tool list once read. */
const TOOL_LIST = 'toolList';

/** `toolNames: [...]` on the feature, in the tool list's order: what the runtime reads at start-up instead of the list. */
export function writeToolNames(writer: CodeBlockWriter, manifest: FeatureManifest): void {
  if (manifest.tools.length === 0) return;
  writer.write('toolNames: ');
  writeLiteral(writer, manifest.tools.map((tool) => tool.name));
  writer.write(',').newLine();
}

/** The module variable that holds the token estimates once read. */
const TOKEN_ESTIMATE = 'tokenEstimate';

/**
 * `get tokens()`: the estimates (a line per tool) are built on first read. Only
 * tool groups and tooling read them; building a thousand-entry object at
 * start-up cost a 1,000-tool server ~1.5% of its start (bench/PROFILES.md).
 */
function writeTokensGetter(writer: CodeBlockWriter, tokens: unknown): void {
  writer.writeLine('get tokens() {');
  writer.indent(() => {
    writer.write(`return (${TOKEN_ESTIMATE} ??= `);
    writeLiteral(writer, tokens);
    writer.write(');').newLine();
  });
  writer.writeLine('},');
}

import { fitsRawTemplate } from '@mcp-codegen/manifest';
import type { FeatureModel } from '../../model/feature-model.js';
import { FrozenMemo } from '../frozen-memo.js';
import { LISTS_FILE, type GeneratedFile } from '../generated-file.js';
import { tsHeader } from '../header.js';
import { manifestData } from '../manifest/manifest-data.js';

/**
 * lists.generated.ts: the tool list's JSON text, exactly `JSON.stringify(manifest.tools)`.
 * feature.loadLists() reads it (or imports it) on the first list (or the first other request
 * that needs it), not at start-up: a 1,000-tool list is ~380 KB of text, and compiling it took
 * a third of a large server's start-up in fresh memory pages (bench/PROFILES.md, cold start, wave 6).
 * Absent when the feature has no tools.
 */
export function emitLists(model: FeatureModel): GeneratedFile | undefined {
  if (model.tools.length === 0) return undefined;
  const { tools } = manifestData(model);
  return { path: LISTS_FILE, content: listsModuleText(tools, rawToolListModule(tools, model.esModule === true)) };
}

/**
 * Whether the module holds the text as a raw template, `String.raw`…``, whose bytes in the file are the
 * text's UTF-8 bytes: then feature.loadLists() reads them and a list reply writes them as they are
 * (toolListBytesFromModuleFile). Only in ES modules (the only ones that read the file: compiling a tagged
 * template costs more than a quoted literal) and when every item can be written so (fitsRawTemplate: no
 * backtick, no `${`); else the quoted literal, read as text (toolListFromModuleFile).
 */
export function rawToolListModule(tools: readonly object[], esModule: boolean): boolean {
  return esModule && tools.every((item) => itemJson.get(item).raw);
}

/** The module's text for the manifest's tool list (its items as manifestData gives them: canonical key order). */
export function listsModuleText(tools: readonly object[], raw = false): string {
  const head = [
    tsHeader(),
    '\n',
    "// The tool list's JSON text, sent as it is in list replies and parsed only when a descriptor is needed.\n",
  ];
  if (raw) {
    return [
      ...head,
      "// One line, a raw template: the file's bytes between the backticks are the text's own UTF-8 bytes,\n",
      '// read by feature.loadLists() and written by a list reply as they are. manifest.generated.json lays\n',
      '// the same list out.\n',
      'export const tools = String.raw`[',
      tools.map((item) => itemJson.get(item).json).join(','),
      ']`;\n',
    ].join('');
  }
  return [
    ...head,
    '// One line, one single-quoted literal: the cheapest text for Node to load (a template literal keeps a\n',
    '// second, raw copy; joined pieces cost a copy more). manifest.generated.json lays the same list out.\n',
    "export const tools: string = '[",
    tools.map((item) => itemText.get(item)).join(','),
    "]';\n",
  ].join('');
}

/** The length of the module's text once evaluated, `JSON.stringify(tools).length`: the reader of a quoted module checks it. */
export function toolListLength(tools: readonly object[]): number {
  let length = 1 + tools.length; // the brackets and the commas between items
  for (const item of tools) length += itemJson.get(item).json.length;
  return length;
}

/** The byte length of that text in UTF-8: the reader of a raw module checks it. */
export function toolListByteLength(tools: readonly object[]): number {
  let length = 1 + tools.length;
  for (const item of tools) length += itemJson.get(item).byteLength;
  return length;
}

/** One item's JSON text, its UTF-8 length and whether it can be written raw; remembered by the (frozen) item (frozen-memo.ts), as watch rebuilds reuse it. */
const itemJson = new FrozenMemo<object, { json: string; byteLength: number; raw: boolean }>((item) => {
  const json = JSON.stringify(item);
  return { json, byteLength: Buffer.byteLength(json), raw: fitsRawTemplate(json) };
});

/** One item's JSON inside the single-quoted literal (frozen-memo.ts). */
const itemText = new FrozenMemo<object, string>((item) => singleQuotedText(itemJson.get(item).json));

/** Text for the inside of a single-quoted literal: backslashes and quotes escaped, U+2028/U+2029 written as escapes. JSON text has no raw line breaks. */
function singleQuotedText(text: string): string {
  return text.replace(/[\\']|[\u2028\u2029]/g, (match) => {
    if (match === '\u2028') return '\\u2028';
    if (match === '\u2029') return '\\u2029';
    return `\\${match}`;
  });
}

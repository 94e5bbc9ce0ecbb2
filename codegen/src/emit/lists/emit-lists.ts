import type { FeatureModel } from '../../model/feature-model.js';
import { FrozenMemo } from '../frozen-memo.js';
import { LISTS_FILE, type GeneratedFile } from '../generated-file.js';
import { tsHeader } from '../header.js';
import { manifestData } from '../manifest/manifest-data.js';

/**
 * lists.generated.ts: the tool list's JSON text, exactly `JSON.stringify(manifest.tools)`.
 * feature.loadLists() imports it on the first list (or the first other request that needs
 * it), not at start-up: a 1,000-tool list is ~380 KB of text, and compiling it took a third
 * of a large server's start-up in fresh memory pages (bench/PROFILES.md, cold start, wave 6).
 * Absent when the feature has no tools.
 */
export function emitLists(model: FeatureModel): GeneratedFile | undefined {
  if (model.tools.length === 0) return undefined;
  return { path: LISTS_FILE, content: listsModuleText(manifestData(model).tools) };
}

/** The module's text for the manifest's tool list (its items as manifestData gives them: canonical key order). */
export function listsModuleText(tools: readonly object[]): string {
  return [
    tsHeader(),
    '\n',
    "// The tool list's JSON text, sent as it is in list replies and parsed only when a descriptor is needed.\n",
    '// One line, one single-quoted literal: the cheapest text for Node to load (a template literal keeps a\n',
    '// second, raw copy; joined pieces cost a copy more). manifest.generated.json lays the same list out.\n',
    "export const tools: string = '[",
    tools.map((item) => itemText.get(item)).join(','),
    "]';\n",
  ].join('');
}

/** The length of the module's text once evaluated, `JSON.stringify(tools).length`: the reader of its file checks it. */
export function toolListLength(tools: readonly object[]): number {
  let length = 1 + tools.length; // the brackets and the commas between items
  for (const item of tools) length += itemJsonLength.get(item);
  return length;
}

const itemJsonLength = new FrozenMemo<object, number>((item) => JSON.stringify(item).length);

/** One item's JSON inside the single-quoted literal; remembered by the (frozen) item (frozen-memo.ts), as watch rebuilds reuse it. */
const itemText = new FrozenMemo<object, string>((item) => singleQuotedText(JSON.stringify(item)));

/** Text for the inside of a single-quoted literal: backslashes and quotes escaped, U+2028/U+2029 written as escapes. JSON text has no raw line breaks. */
function singleQuotedText(text: string): string {
  return text.replace(/[\\']|[\u2028\u2029]/g, (match) => {
    if (match === '\u2028') return '\\u2028';
    if (match === '\u2029') return '\\u2029';
    return `\\${match}`;
  });
}

import type { FeatureModel } from '../../model/feature-model.js';
import { sortKeysDeep } from '../canonical-json.js';
import { FrozenMemo } from '../frozen-memo.js';
import { MANIFEST_FILE, type GeneratedFile } from '../generated-file.js';
import { jsonHeader } from '../header.js';
import { manifestData } from './manifest-data.js';

/**
 * manifest.generated.json: the FeatureManifest as canonical JSON, headed by
 * `$comment`. The text is toJsonText's (2-space indent), laid out member by
 * member so that each tool's text is remembered by its frozen descriptor
 * (frozen-memo.ts): a watch-mode rebuild lays out only the tools it analysed again.
 */
export function emitManifest(model: FeatureModel): GeneratedFile {
  const data = sortKeysDeep({ $comment: jsonHeader(), ...manifestData(model) }) as Record<string, unknown>;
  const members = Object.entries(data).map(([key, value]) => `  ${JSON.stringify(key)}: ${key === 'tools' ? toolsText(value as object[]) : nestedJson(value, 1)}`);
  return { path: MANIFEST_FILE, content: `{\n${members.join(',\n')}\n}\n` };
}

function toolsText(tools: readonly object[]): string {
  return tools.length === 0 ? '[]' : `[\n    ${tools.map((tool) => toolText.get(tool)).join(',\n    ')}\n  ]`;
}

const toolText = new FrozenMemo<object, string>((tool) => nestedJson(tool, 2));

/**
 * JSON.stringify(value, null, 2) of a value `depth` levels deep: JSON strings hold no line break, so every
 * break starts a nested line. Split and joined, not `replaceAll`: V8's replaceAll returns a rope of every
 * piece, which each later join of the remembered text walks again (5% of a watch rebuild); join makes a flat string.
 */
function nestedJson(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).split('\n').join(`\n${'  '.repeat(depth)}`);
}

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
 * All the pieces are joined once: each intermediate text of the 450 KB file
 * (the tool list, then the members) was one more copy on every rebuild.
 */
export function emitManifest(model: FeatureModel): GeneratedFile {
  const data = sortKeysDeep({ $comment: jsonHeader(), ...manifestData(model) }) as Record<string, unknown>;
  const parts = ['{\n'];
  Object.entries(data).forEach(([key, value], i) => {
    parts.push(`${i === 0 ? '' : ',\n'}  ${JSON.stringify(key)}: `);
    if (key === 'tools') pushToolsText(parts, value as object[]);
    else parts.push(nestedJson(value, 1));
  });
  parts.push('\n}\n');
  return { path: MANIFEST_FILE, content: parts.join('') };
}

function pushToolsText(parts: string[], tools: readonly object[]): void {
  if (tools.length === 0) {
    parts.push('[]');
    return;
  }
  tools.forEach((tool, i) => parts.push(i === 0 ? '[\n    ' : ',\n    ', toolText.get(tool)));
  parts.push('\n  ]');
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

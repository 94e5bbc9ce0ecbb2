import type { FeatureModel } from '../model/feature-model.js';
import { sortKeysDeep, toJsonText } from './canonical-json.js';
import { MANIFEST_FILE, type GeneratedFile } from './generated-file.js';
import { jsonHeader } from './header.js';
import { manifestData } from './manifest-data.js';

/** manifest.generated.json: the FeatureManifest as canonical JSON, headed by `$comment`. */
export function emitManifest(model: FeatureModel): GeneratedFile {
  const data = sortKeysDeep({ $comment: jsonHeader(), ...manifestData(model) });
  return { path: MANIFEST_FILE, content: toJsonText(data) };
}

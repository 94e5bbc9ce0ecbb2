import type { Diagnostic, Result } from '../diagnostics/diagnostic.js';
import type { FeatureModel } from '../model/feature-model.js';
import { emitClient } from './client/emit-client.js';
import { emitFeature } from './feature/emit-feature.js';
import { emitTools } from './tools/emit-tools.js';
import { emitLists } from './lists/emit-lists.js';
import { EmitError } from './emit-error.js';
import { emitManifest } from './manifest/emit-manifest.js';
import { emitValidators } from './validators/emit-validators.js';
import { emitFiles } from './emit-files.js';
import type { GeneratedFile } from './generated-file.js';

const EMITTERS: Array<(model: FeatureModel) => GeneratedFile | undefined> = [emitClient, emitFeature, emitLists, emitManifest, emitTools, emitValidators, emitFiles];

/**
 * Every output file of a feature, in memory, sorted by path; nothing is
 * written here. Each emitter runs even if another failed, so all problems are
 * reported at once.
 */
export function emitAll(model: FeatureModel): Result<GeneratedFile[]> {
  const files: GeneratedFile[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const emit of EMITTERS) {
    try {
      const file = emit(model);
      if (file) files.push(file);
    } catch (error) {
      if (!(error instanceof EmitError)) throw error;
      diagnostics.push(...error.diagnostics);
    }
  }
  if (diagnostics.length > 0) return { ok: false, diagnostics };
  files.sort((a, b) => (a.path < b.path ? -1 : 1));
  return { ok: true, value: files, diagnostics: [] };
}

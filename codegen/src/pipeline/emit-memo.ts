import type { Result } from '../diagnostics/diagnostic.js';
import { emitAll } from '../emit/emit-all.js';
import type { GeneratedFile } from '../emit/generated-file.js';
import type { FeatureModel } from '../model/feature-model.js';
import { sameJson } from './same-json.js';

/** The model of the last emission and its output, kept by a long-lived build. */
export interface EmitMemo {
  model?: FeatureModel;
  result?: Result<GeneratedFile[]>;
}

/**
 * emitAll, skipped when the model is the same as last time (emission is a
 * pure function of it). The last model is kept, not its JSON text: building
 * a 1 MB key on every rebuild cost more than the comparison, which stops at
 * the first difference and skips the frozen tools both models share.
 */
export function emitMemoized(model: FeatureModel, memo: EmitMemo): Result<GeneratedFile[]> {
  if (!memo.result || !sameJson(memo.model, model)) {
    memo.result = emitAll(model);
    memo.model = model;
  }
  return memo.result;
}

import type { Result } from '../diagnostics/diagnostic.js';
import { emitAll } from '../emit/emit-all.js';
import type { GeneratedFile } from '../emit/generated-file.js';
import type { FeatureModel } from '../model/feature-model.js';

/** The model of the last emission and its output, kept by a long-lived build. */
export interface EmitMemo {
  key?: string;
  result?: Result<GeneratedFile[]>;
}

/** emitAll, skipped when the model is the same as last time (emission is a pure function of it). */
export function emitMemoized(model: FeatureModel, memo: EmitMemo): Result<GeneratedFile[]> {
  const key = JSON.stringify(model);
  if (memo.key !== key || !memo.result) {
    memo.result = emitAll(model);
    memo.key = key;
  }
  return memo.result;
}

import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { analyzePackage } from '../analyze/analyze-package.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { emitAll } from '../emit/emit-all.js';
import type { GeneratedFile } from '../emit/generated-file.js';
import type { FeatureModel } from '../model/feature-model.js';
import { checkOutputs, type CheckReport } from '../write/check-outputs.js';
import { writeOutputs, type WriteReport } from '../write/write-outputs.js';

export interface BuildOptions {
  /** Compare with the files on disk instead of writing (CI). */
  check?: boolean;
}

export interface BuildResult {
  /** No error diagnostics, and in check mode no stale, missing or obsolete file. */
  ok: boolean;
  mode: 'build' | 'check';
  /** Absolute. */
  packageDir: string;
  /** Errors and warnings of every stage, errors meaning nothing was written. */
  diagnostics: Diagnostic[];
  /** Absent when analysis failed. */
  model?: FeatureModel;
  /** What a build writes; empty when analysis or emission failed. */
  files: GeneratedFile[];
  /** Build mode, when there were no errors. */
  write?: WriteReport;
  /** Check mode, when there were no errors. */
  check?: CheckReport;
  durationMs: number;
}

/**
 * The whole pipeline: analyze → emit (in memory) → write only what changed,
 * or compare in check mode. Any error diagnostic stops it before anything is
 * written. Unexpected exceptions (bugs) propagate.
 */
export async function build(packageDir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const dir = resolve(packageDir);
  const mode = options.check ? 'check' : 'build';
  const done = (result: Omit<BuildResult, 'mode' | 'packageDir' | 'durationMs'>): BuildResult => ({
    ...result,
    mode,
    packageDir: dir,
    durationMs: Math.round(performance.now() - started),
  });

  const analysis = analyzePackage(dir);
  if (!analysis.ok) return done({ ok: false, diagnostics: analysis.diagnostics, files: [] });
  const model = analysis.value;

  const emitted = emitAll(model);
  const diagnostics = [...analysis.diagnostics, ...emitted.diagnostics];
  if (!emitted.ok) return done({ ok: false, diagnostics, model, files: [] });
  const files = emitted.value;

  if (options.check) {
    const check = checkOutputs(dir, files);
    return done({ ok: check.ok, diagnostics, model, files, check });
  }
  return done({ ok: true, diagnostics, model, files, write: writeOutputs(dir, files) });
}

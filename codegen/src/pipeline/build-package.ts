import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { analyzePackage } from '../analyze/analyze-package.js';
import { loadConfig } from '../config/load-config.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { emitAll } from '../emit/emit-all.js';
import { emitMemoized, type EmitMemo } from './emit-memo.js';
import { checkPortability } from '../profiles/check-portability.js';
import { checkToolNames } from '../profiles/tool-names.js';
import type { GeneratedFile } from '../emit/generated-file.js';
import type { SchemaCache } from '../analyze/schema/schema-cache.js';
import type { ToolCache } from '../analyze/tool-cache.js';
import type { ProjectCache } from '../load/load-project.js';
import type { FeatureModel } from '../model/feature-model.js';
import { checkOutputs, type CheckReport } from '../write/check-outputs.js';
import { writeOutputs, type WriteReport } from '../write/write-outputs.js';

export interface BuildOptions {
  /** Compare with the files on disk instead of writing (CI). */
  check?: boolean;
  /** Loaded Projects to reuse (watch mode keeps one across rebuilds). */
  projects?: ProjectCache;
  /** Schemas to reuse when nothing they depend on changed (watch mode; cleared with `projects`). */
  schemaCache?: SchemaCache;
  /** Tool models to reuse likewise. */
  toolCache?: ToolCache;
  /** The last emission, reused when the model is unchanged (an edit inside a method body). */
  emitMemo?: EmitMemo;
  /** Called as each stage starts, for progress output. */
  onStage?: (stage: BuildStage) => void;
}

export type BuildStage = 'analyze' | 'emit' | 'write';

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

  const config = loadConfig(dir);
  if (config.diagnostics.length > 0) return done({ ok: false, diagnostics: config.diagnostics, files: [] });
  options.onStage?.('analyze');
  const analysis = analyzePackage(dir, { projects: options.projects, schemaCache: options.schemaCache, toolCache: options.toolCache });
  if (!analysis.ok) return done({ ok: false, diagnostics: analysis.diagnostics, files: [] });
  const portability = checkPortability(analysis.value, config.config.portability);
  const names = checkToolNames(analysis.value);
  const checked = [...analysis.diagnostics, ...names, ...portability.diagnostics];
  if (checked.some((d) => d.severity === 'error')) return done({ ok: false, diagnostics: checked, files: [] });
  const model: FeatureModel = portability.toolVariants ? { ...analysis.value, toolVariants: portability.toolVariants } : analysis.value;

  options.onStage?.('emit');
  const emitted = options.emitMemo ? emitMemoized(model, options.emitMemo) : emitAll(model);
  const diagnostics = [...checked, ...emitted.diagnostics];
  if (!emitted.ok) return done({ ok: false, diagnostics, model, files: [] });
  const files = emitted.value;

  options.onStage?.('write');
  if (options.check) {
    const check = checkOutputs(dir, files);
    return done({ ok: check.ok, diagnostics, model, files, check });
  }
  return done({ ok: true, diagnostics, model, files, write: writeOutputs(dir, files) });
}

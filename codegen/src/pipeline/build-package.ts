/**
 * The pipeline of `mcp-codegen build`, top to bottom, each stage called once:
 *
 *   config   → read package.json and the codegen config (once)
 *   load     → open the TypeScript project
 *   discover → find the decorated methods
 *   analyze  → make each one a plain model, with its schemas
 *   model    → put the model in its one canonical order; check it against
 *              the client profiles and add the lowered variants the config asks for
 *   emit     → turn the model into files (in memory)
 *   write    → write only what changed, or compare in check mode
 *
 * Never throws on a user's mistake: every problem is a diagnostic, and any
 * error stops the pipeline before anything is written. Bugs propagate.
 */
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { analyzeFeature } from '../analyze/analyze-package.js';
import { DependencyFingerprints } from '../analyze/cache/dependency-fingerprint.js';
import type { DiscoveryCache } from '../analyze/cache/discovery-cache.js';
import type { SchemaCache } from '../analyze/cache/schema-cache.js';
import type { ToolCache } from '../analyze/cache/tool-cache.js';
import { readPackageConfig } from '../config/package-config.js';
import type { Diagnostic, Result } from '../diagnostics/diagnostic.js';
import { discoverCompletions } from '../discover/discover-completions.js';
import { discoverHandlers } from '../discover/discover-handlers.js';
import { discoverUiFiles } from '../discover/discover-ui-files.js';
import { emitAll } from '../emit/emit-all.js';
import type { GeneratedFile } from '../emit/generated-file.js';
import { DiagnosticCollector } from '../load/diagnostic-collector.js';
import { emitsEsModules } from '../load/es-modules.js';
import { loadProject, type ProjectCache } from '../load/load-project.js';
import { clearPackageCache } from '../load/nearest-package.js';
import { checkTypeScriptVersions } from '../load/version-guard.js';
import type { FeatureModel } from '../model/feature-model.js';
import { sortModel } from '../model/sort-model.js';
import { checkPortability } from '../profiles/check-portability.js';
import { checkToolNames } from '../profiles/tool-names.js';
import { checkOutputs, type CheckReport } from '../write/check-outputs.js';
import { writeOutputs, type WriteReport } from '../write/write-outputs.js';
import { emitMemoized, type EmitMemo } from './emit-memo.js';

export interface AnalyzeOptions {
  /** Loaded Projects to reuse (watch mode keeps one across rebuilds). */
  projects?: ProjectCache;
  /** Schemas to reuse when nothing they depend on changed (watch mode; cleared with `projects`). */
  schemaCache?: SchemaCache;
  /** Tool models to reuse likewise. */
  toolCache?: ToolCache;
  /** Discovered handlers to reuse likewise, per file. */
  discoveryCache?: DiscoveryCache;
}

export interface BuildOptions extends AnalyzeOptions {
  /** Compare with the files on disk instead of writing (CI). */
  check?: boolean;
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

/** The front half, config → load → discover → analyze → model: what `build` emits from (and tests and tools read). */
export function analyzePackage(packageDir: string, options: AnalyzeOptions = {}): Result<FeatureModel> {
  const dir = resolve(packageDir);
  const diagnostics = new DiagnosticCollector(dir);
  const failed = (): Result<FeatureModel> => ({ ok: false, diagnostics: diagnostics.sorted() });
  clearPackageCache();

  const config = readPackageConfig(dir, diagnostics);
  if (!config || !checkTypeScriptVersions(diagnostics)) return failed();

  const loaded = loadProject(config, diagnostics, options.projects);
  if (!loaded) return failed();

  // Watch mode: one set of fingerprints serves discovery's and analysis's caches.
  const fingerprints = options.discoveryCache || options.schemaCache || options.toolCache ? new DependencyFingerprints(loaded.project.getSourceFiles()) : undefined;
  const handlers = options.discoveryCache && fingerprints ? options.discoveryCache.discover(loaded.sourceFiles, diagnostics, fingerprints) : discoverHandlers(loaded.sourceFiles, diagnostics);
  if (handlers.length === 0 && !diagnostics.hasErrors()) {
    diagnostics.warning('MCPG1006', undefined, 'No @Tool, @Resource or @Prompt methods found under src/.', 'Decorate public methods of exported classes with the markers from @mcp-codegen/decorators.');
  }
  const completionMarkers = discoverCompletions(loaded.sourceFiles, diagnostics);
  const uiFiles = discoverUiFiles(loaded.sourceFiles, diagnostics);

  const analyzed = analyzeFeature(loaded, { handlers, completionMarkers, uiFiles }, config, diagnostics, { ...options, fingerprints });
  if (!analyzed) return failed();

  const model = sortModel(analyzed);
  diagnostics.diagnostics.push(...checkToolNames(model));
  const portability = checkPortability(model, config.settings.portability);
  diagnostics.diagnostics.push(...portability.diagnostics);
  if (diagnostics.hasErrors()) return failed();
  let value = portability.toolVariants ? { ...model, toolVariants: portability.toolVariants } : model;
  if (emitsEsModules(loaded.project.getCompilerOptions(), config.typeModule)) value = { ...value, esModule: true };
  return { ok: true, value, diagnostics: diagnostics.sorted() };
}

/** The whole pipeline: the front half, then emit (in memory), then write only what changed, or compare in check mode. */
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

  options.onStage?.('analyze');
  const analysis = analyzePackage(dir, options);
  if (!analysis.ok) return done({ ok: false, diagnostics: analysis.diagnostics, files: [] });
  const model = analysis.value;

  options.onStage?.('emit');
  const emitted = options.emitMemo ? emitMemoized(model, options.emitMemo) : emitAll(model);
  const diagnostics = [...analysis.diagnostics, ...emitted.diagnostics];
  if (!emitted.ok) return done({ ok: false, diagnostics, model, files: [] });
  const files = emitted.value;

  options.onStage?.('write');
  if (options.check) {
    const check = checkOutputs(dir, files);
    return done({ ok: check.ok, diagnostics, model, files, check });
  }
  return done({ ok: true, diagnostics, model, files, write: writeOutputs(dir, files) });
}

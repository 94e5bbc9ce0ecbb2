import { loadConfig } from '../../config/load-config.js';
import { build, type BuildResult } from '../../pipeline/build-package.js';
import type { CliIo } from '../cli-io.js';
import { EXIT_OK } from '../exit-codes.js';
import { failureExitCode } from '../failure-exit-code.js';
import { jsonCounts, jsonDiagnostic, printJson } from '../json-output.js';
import { printDiagnostics } from '../print-diagnostics.js';
import { progress } from '../progress.js';
import { buildSummary } from '../summary-line.js';

export interface BuildCommandOptions {
  quiet?: boolean;
  json?: boolean;
}

/** `mcp-codegen build [package-dir]`: writes what changed, or prints the errors and writes nothing. */
export async function buildCommand(io: CliIo, packageDir: string, options: BuildCommandOptions): Promise<number> {
  const quiet = options.quiet ?? loadConfig(packageDir).config.quiet ?? false;
  const shown = progress(io, !quiet && !options.json);
  let result: BuildResult;
  try {
    result = await build(packageDir, { onStage: shown.stage });
  } finally {
    shown.done();
  }
  return reportBuild(io, result, { quiet, json: options.json });
}

/** Prints one build's outcome (shared with watch mode) and returns its exit code. */
export function reportBuild(io: CliIo, result: BuildResult, options: BuildCommandOptions): number {
  if (options.json) {
    printJson(io, {
      ok: result.ok,
      ...jsonCounts(result.model),
      files: result.write,
      durationMs: result.durationMs,
      diagnostics: result.diagnostics.map(jsonDiagnostic),
    });
  } else printDiagnostics(io, result.packageDir, result.diagnostics);
  if (!result.ok || !result.model || !result.write) return failureExitCode(result.diagnostics);
  if (!options.quiet && !options.json) io.stdout.write(buildSummary(result.model, result.write, result.durationMs));
  return EXIT_OK;
}

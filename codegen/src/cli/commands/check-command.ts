import type { FeatureManifest } from '@mcp-codegen/manifest';
import { checkBudget, formatBudget } from '../../budget/check-budget.js';
import { MANIFEST_FILE } from '../../emit/generated-file.js';
import { build } from '../../pipeline/build-package.js';
import type { CliIo } from '../cli-io.js';
import { EXIT_FAILED, EXIT_OK } from '../exit-codes.js';
import { failureExitCode } from '../failure-exit-code.js';
import { jsonCounts, jsonDiagnostic, printJson } from '../json-output.js';
import { displayPath, printDiagnostics } from '../print-diagnostics.js';
import { count, featureSummary } from '../summary-line.js';

export interface CheckCommandOptions {
  quiet?: boolean;
  json?: boolean;
  /** Fail when the tools' estimated tokens exceed this (already parsed by parseBudget). */
  budget?: number;
}

/** `mcp-codegen check [package-dir]`: fails when the committed output differs from what a build would write. */
export async function checkCommand(io: CliIo, packageDir: string, options: CheckCommandOptions): Promise<number> {
  const result = await build(packageDir, { check: true });
  if (options.json) {
    const budget = budgetOf(result.files, options.budget);
    const ok = result.ok && budget?.ok !== false;
    printJson(io, { ok, ...jsonCounts(result.model), check: result.check, budget, durationMs: result.durationMs, diagnostics: result.diagnostics.map(jsonDiagnostic) });
    return ok ? EXIT_OK : result.model && result.check ? EXIT_FAILED : failureExitCode(result.diagnostics);
  }
  printDiagnostics(io, result.packageDir, result.diagnostics);
  if (!result.model || !result.check) return failureExitCode(result.diagnostics);

  const { stale, missing, obsolete } = result.check;
  const show = (path: string) => displayPath(io, result.packageDir, path);
  const problems = [
    ...stale.map((path) => `${show(path)} is out of date`),
    ...missing.map((path) => `${show(path)} is missing`),
    ...obsolete.map((path) => `${show(path)} is no longer generated`),
  ];
  if (problems.length > 0) {
    for (const problem of problems) io.stderr.write(`mcp-codegen: ${problem}\n`);
    io.stderr.write('mcp-codegen: run `mcp-codegen build` to update the generated files.\n');
    return EXIT_FAILED;
  }
  const budget = budgetOf(result.files, options.budget);
  if (budget && !budget.ok) {
    io.stderr.write(`mcp-codegen: ${formatBudget(budget)}`);
    return EXIT_FAILED;
  }
  if (budget && !options.quiet) io.stdout.write(`mcp-codegen: ${formatBudget(budget)}`);
  if (!options.quiet) {
    const files = count(result.files.length, 'generated file');
    io.stdout.write(`mcp-codegen: ${featureSummary(result.model)}; ${files} up to date (${result.durationMs} ms)\n`);
  }
  return EXIT_OK;
}

/** The budget check of the manifest a build would write; undefined without --budget. */
function budgetOf(files: ReadonlyArray<{ path: string; content: string }>, budget: number | undefined) {
  const file = files.find((f) => f.path === MANIFEST_FILE);
  if (budget === undefined || !file) return undefined;
  return checkBudget([JSON.parse(file.content) as FeatureManifest], budget);
}

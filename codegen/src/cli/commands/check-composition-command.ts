import { checkBudget, formatBudget } from '../../budget/check-budget.js';
import { checkComposition } from '../../composition/check-composition.js';
import { servedManifest } from '../../composition/served-manifest.js';
import type { CliIo } from '../cli-io.js';
import { EXIT_FAILED, EXIT_OK } from '../exit-codes.js';
import { printDiagnostics } from '../print-diagnostics.js';

/** `mcp-codegen check-composition [app-dir]`: fails when the features the app lists clash. */
export function checkCompositionCommand(io: CliIo, appDir: string, options: { quiet?: boolean; budget?: number }): number {
  const result = checkComposition(appDir);
  printDiagnostics(io, appDir, result.diagnostics);
  if (result.diagnostics.some((d) => d.severity === 'error')) return EXIT_FAILED;
  // The server's total: every feature's tools, as one client would list them.
  const budget = options.budget === undefined ? undefined : checkBudget(result.features.map(servedManifest), options.budget);
  if (budget && !budget.ok) {
    io.stderr.write(`mcp-codegen: ${formatBudget(budget)}`);
    return EXIT_FAILED;
  }
  if (budget && !options.quiet) io.stdout.write(`mcp-codegen: ${formatBudget(budget)}`);
  if (!options.quiet) {
    const message = result.configured
      ? `${result.features.length} features compose without clashes (${result.features.map((f) => f.manifest.feature).join(', ')})`
      : 'no features listed in package.json#mcpCodegen.features; nothing to check';
    io.stdout.write(`mcp-codegen: ${message}\n`);
  }
  return EXIT_OK;
}

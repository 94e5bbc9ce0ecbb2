import { build } from '../pipeline/build-package.js';
import type { CliIo } from './cli-io.js';
import { EXIT_OK } from './exit-codes.js';
import { failureExitCode } from './failure-exit-code.js';
import { printDiagnostics } from './print-diagnostics.js';
import { buildSummary } from './summary-line.js';

export interface BuildCommandOptions {
  quiet?: boolean;
}

/** `mcp-codegen build [package-dir]`: writes what changed, or prints the errors and writes nothing. */
export async function buildCommand(io: CliIo, packageDir: string, options: BuildCommandOptions): Promise<number> {
  const result = await build(packageDir);
  printDiagnostics(io, result.packageDir, result.diagnostics);
  if (!result.ok || !result.model || !result.write) return failureExitCode(result.diagnostics);
  if (!options.quiet) io.stdout.write(buildSummary(result.model, result.write, result.durationMs));
  return EXIT_OK;
}

import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { CliIo } from '../cli-io.js';
import { EXIT_FAILED } from '../exit-codes.js';
import { printDiagnostics } from '../print-diagnostics.js';

/** Prints what keeps package.json from describing the server (MCPG1301, at package.json) and returns the exit code. */
export function reportRegistryProblems(io: CliIo, packageDir: string, problems: ReadonlyArray<{ message: string; hint: string }>): number {
  const diagnostics: Diagnostic[] = problems.map((p) => ({ code: 'MCPG1301', severity: 'error', message: p.message, hint: p.hint, location: { file: 'package.json', line: 1, column: 1 } }));
  printDiagnostics(io, packageDir, diagnostics);
  return EXIT_FAILED;
}

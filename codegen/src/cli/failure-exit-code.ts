import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { hasInternalErrors } from '../diagnostics/has-errors.js';
import { EXIT_FAILED, EXIT_INTERNAL } from './exit-codes.js';

/** A failed build exits 2 when the generator is at fault (MCPG9xxx), else 1. */
export function failureExitCode(diagnostics: readonly Diagnostic[]): number {
  return hasInternalErrors(diagnostics) ? EXIT_INTERNAL : EXIT_FAILED;
}

import type { Diagnostic } from './diagnostic.js';

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** MCPG9xxx: the generator's fault, not the user's (the CLI exits 2 for these). */
export function hasInternalErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error' && d.code.startsWith('MCPG9'));
}

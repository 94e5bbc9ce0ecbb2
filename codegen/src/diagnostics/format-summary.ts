import type { Diagnostic } from './diagnostic.js';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** tsc's closing line: `Found 2 errors.`, `Found 1 error and 1 warning.`; empty when there is nothing. */
export function formatSummary(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  if (errors === 0 && warnings === 0) return '';
  const parts = [errors > 0 ? count(errors, 'error') : '', warnings > 0 ? count(warnings, 'warning') : ''];
  return `Found ${parts.filter(Boolean).join(' and ')}.\n`;
}

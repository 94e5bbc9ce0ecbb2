import type { Diagnostic } from './diagnostic.js';
import { formatDiagnostic, type FormatOptions } from './format-diagnostic.js';
import { formatSummary } from './format-summary.js';

/** Every diagnostic, a blank line apart, then the summary line. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], options: FormatOptions = {}): string {
  if (diagnostics.length === 0) return '';
  return diagnostics.map((d) => formatDiagnostic(d, options)).join('\n') + '\n' + formatSummary(diagnostics);
}

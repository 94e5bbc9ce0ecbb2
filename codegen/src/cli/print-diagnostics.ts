import { join, relative } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { formatDiagnostics } from '../diagnostics/format-diagnostics.js';
import { useColor } from '../diagnostics/use-color.js';
import type { CliIo } from './cli-io.js';

/** A package-relative path as the user should see it: relative to where they ran the command, like tsc. */
export function displayPath(io: CliIo, packageDir: string, file: string): string {
  const shown = relative(io.cwd, join(packageDir, file)).split('\\').join('/');
  return shown === '' ? '.' : shown;
}

/** Diagnostics go to stderr, coloured when stderr is a terminal. */
export function printDiagnostics(io: CliIo, packageDir: string, diagnostics: readonly Diagnostic[]): void {
  if (diagnostics.length === 0) return;
  const shown = diagnostics.map((d) =>
    d.location ? { ...d, location: { ...d.location, file: displayPath(io, packageDir, d.location.file) } } : d,
  );
  // The frame's source is read by the displayed path, so resolve it from cwd.
  io.stderr.write(formatDiagnostics(shown, { color: useColor(io.stderr, io.env), packageDir: io.cwd }));
}

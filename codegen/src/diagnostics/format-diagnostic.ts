import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeFrameColumns } from '@babel/code-frame';
import type { Diagnostic } from './diagnostic.js';
import { palette } from './palette.js';

export interface FormatOptions {
  /** ANSI colours and a highlighted code frame; see `useColor`. Default false. */
  color?: boolean;
  /** Where `location.file` is relative to, to read the code frame's source. */
  packageDir?: string;
  /** Reads a source file by its `location.file`; defaults to reading it under `packageDir`. */
  readSource?: (file: string) => string | undefined;
}

function defaultReader(packageDir: string | undefined): (file: string) => string | undefined {
  return (file) => {
    if (packageDir === undefined) return undefined;
    try {
      return readFileSync(join(packageDir, file), 'utf8');
    } catch {
      return undefined; // no frame is better than no diagnostic
    }
  };
}

/**
 * One diagnostic as a compiler prints it:
 *
 *     src/notes.ts:12:3 - error MCPG2001: message
 *
 *       11 |   // Greets someone.
 *     > 12 |   @Tool()
 *          |   ^
 *
 *       hint: how to fix it
 */
export function formatDiagnostic(diagnostic: Diagnostic, options: FormatOptions = {}): string {
  const color = options.color ?? false;
  const paint = palette(color);
  const { location } = diagnostic;
  const severity = diagnostic.severity === 'error' ? paint.error('error') : paint.warning('warning');
  const place = location
    ? `${paint.file(location.file)}:${paint.position(`${location.line}`)}:${paint.position(`${location.column}`)} - `
    : '';
  const lines = [`${place}${severity} ${paint.code(diagnostic.code)}: ${diagnostic.message}`];

  const source = location ? (options.readSource ?? defaultReader(options.packageDir))(location.file) : undefined;
  if (location && source !== undefined) {
    const frame = codeFrameColumns(
      source,
      { start: { line: location.line, column: location.column } },
      { highlightCode: color, forceColor: color, linesAbove: 2, linesBelow: 1 },
    );
    lines.push('', frame);
  }
  if (diagnostic.hint) lines.push('', `  ${paint.hint('hint:')} ${diagnostic.hint}`);
  return lines.join('\n') + '\n';
}

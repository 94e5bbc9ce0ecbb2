import type { Node } from 'ts-morph';
import type { Diagnostic, Severity } from '../diagnostics/diagnostic.js';
import type { SourceLocation } from '../model/feature-model.js';
import { sourceLocation } from './source-location.js';

/**
 * Collects diagnostics for one run. Every stage reports here instead of
 * throwing, so a user sees all problems of a build at once.
 */
export class DiagnosticCollector {
  readonly diagnostics: Diagnostic[] = [];

  constructor(private readonly packageDir: string) {}

  /** Reports a problem at `node`, or without a place when `node` is undefined. */
  report(severity: Severity, code: string, node: Node | undefined, message: string, hint?: string): void {
    const diagnostic: Diagnostic = { code, severity, message };
    if (hint !== undefined) diagnostic.hint = hint;
    if (node) diagnostic.location = sourceLocation(this.packageDir, node);
    this.diagnostics.push(diagnostic);
  }

  error(code: string, node: Node | undefined, message: string, hint?: string): void {
    this.report('error', code, node, message, hint);
  }

  warning(code: string, node: Node | undefined, message: string, hint?: string): void {
    this.report('warning', code, node, message, hint);
  }

  /** For places known only as a location (nodes may be forgotten after the Program changes). */
  errorAt(code: string, location: SourceLocation, message: string, hint?: string): void {
    const diagnostic: Diagnostic = { code, severity: 'error', message, location };
    if (hint !== undefined) diagnostic.hint = hint;
    this.diagnostics.push(diagnostic);
  }

  warningAt(code: string, location: SourceLocation, message: string, hint?: string): void {
    const diagnostic: Diagnostic = { code, severity: 'warning', message, location };
    if (hint !== undefined) diagnostic.hint = hint;
    this.diagnostics.push(diagnostic);
  }

  hasErrors(): boolean {
    return this.diagnostics.some((d) => d.severity === 'error');
  }

  /** Errors first by place, so output reads top to bottom like a compiler's. */
  sorted(): Diagnostic[] {
    return [...this.diagnostics].sort(compareDiagnostics);
  }
}

function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  const fa = a.location?.file ?? '';
  const fb = b.location?.file ?? '';
  if (fa !== fb) return fa < fb ? -1 : 1;
  const la = a.location?.line ?? 0;
  const lb = b.location?.line ?? 0;
  if (la !== lb) return la - lb;
  const ca = a.location?.column ?? 0;
  const cb = b.location?.column ?? 0;
  if (ca !== cb) return ca - cb;
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

import type { Node } from 'ts-morph';
import type { DiagnosticCollector } from '../load/diagnostic-collector.js';
import { sourceLocation } from '../load/source-location.js';

/**
 * Finds clashes of tool names, prompt names, resource URIs and URI templates
 * within one package. Entries come in source order, so the error lands on
 * the second and names the first.
 */
export class DuplicateCheck {
  private readonly seen = new Map<string, Node>();

  constructor(
    private readonly packageDir: string,
    private readonly diagnostics: DiagnosticCollector,
  ) {}

  /** Returns false (after reporting) when `key` of this `space` was taken. */
  claim(space: string, key: string, at: Node): boolean {
    const id = `${space}\u0000${key}`;
    const first = this.seen.get(id);
    if (!first) {
      this.seen.set(id, at);
      return true;
    }
    const where = sourceLocation(this.packageDir, first);
    this.diagnostics.error(
      'MCPG3002',
      at,
      `Duplicate ${space} ${JSON.stringify(key)}: already declared at ${where.file}:${where.line}:${where.column}.`,
      `Give one of them another ${space === 'resource URI' || space === 'resource template' ? 'URI' : 'name'}.`,
    );
    return false;
  }
}

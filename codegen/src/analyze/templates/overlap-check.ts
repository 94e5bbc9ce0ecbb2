import type { Node } from 'ts-morph';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import { sourceLocation } from '../../load/source-location.js';
import type { DuplicateCheck } from '../duplicates.js';

interface Claimed {
  uri: string;
  at: Node;
}

// One map per analysis run, tied to the run's DuplicateCheck so it is dropped with it.
const runs = new WeakMap<DuplicateCheck, Map<string, Claimed>>();

/**
 * Reports a template whose shape an earlier template of the package has:
 * `a://{x}` and `a://{y}` match the same URIs, so which one serves a read
 * would be arbitrary. Returns false after reporting.
 */
export function claimTemplateShape(run: DuplicateCheck, packageDir: string, shape: string, uri: string, at: Node, diagnostics: DiagnosticCollector): boolean {
  let shapes = runs.get(run);
  if (!shapes) runs.set(run, (shapes = new Map()));
  const first = shapes.get(shape);
  if (!first) {
    shapes.set(shape, { uri, at });
    return true;
  }
  const where = sourceLocation(packageDir, first.at);
  diagnostics.error(
    'MCPG3011',
    at,
    `The URI template ${JSON.stringify(uri)} matches the same URIs as ${JSON.stringify(first.uri)} (${where.file}:${where.line}:${where.column}).`,
    'Tell them apart with literal text, such as another path segment; variable names and types do not count.',
  );
  return false;
}

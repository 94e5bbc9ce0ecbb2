import type { Project } from 'ts-morph';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import type { SourceLocation } from '../../model/feature-model.js';
import type { InputSchemaResult } from '../analysis-context.js';
import { createSchemaGenerator, type Draft07Schema } from './schema-generator.js';

/** A schema waiting for its synthetic interface to be generated. */
export interface PendingSchema<Request extends { interfaceName: string }> {
  request: Request;
  assign: (schema: InputSchemaResult) => void;
  /** Where to point if generation fails (a location: appending text forgets nodes). */
  at: SourceLocation;
  /** What the schema depends on, for SchemaCache; absent outside watch mode. */
  cacheKey?: string;
}

/**
 * Generates each queued schema with one TJS generator over the current
 * Program and hands the raw result to `build`. A failure is an internal
 * diagnostic (MCPG9002), never a thrown error.
 */
export function generateSchemas<Request extends { interfaceName: string }>(
  project: Project,
  pending: PendingSchema<Request>[],
  diagnostics: DiagnosticCollector,
  what: 'input' | 'output',
  build: (raw: Draft07Schema, request: Request) => InputSchemaResult,
): void {
  if (pending.length === 0) return;
  const generator = createSchemaGenerator(project);
  if (generator instanceof Error) {
    diagnostics.error('MCPG9002', undefined, `Schema generation failed: ${generator.message}`, 'This is a bug in mcp-codegen; please report it with the code that triggers it.');
    return;
  }
  const culprit = what === 'input' ? 'the parameter types that trigger it' : 'the return type that triggers it';
  for (const { request, assign, at } of pending) {
    const raw = generator.schemaFor(request.interfaceName);
    if (raw instanceof Error) {
      diagnostics.errorAt('MCPG9002', at, `${what === 'input' ? 'Schema' : 'Output schema'} generation failed for this method: ${raw.message}`, `This is a bug in mcp-codegen; please report it with ${culprit}.`);
      continue;
    }
    assign(build(raw, request));
  }
}


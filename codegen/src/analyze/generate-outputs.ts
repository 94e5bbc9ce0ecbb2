import type { Project } from 'ts-morph';
import type { DiagnosticCollector } from '../load/diagnostic-collector.js';
import type { SourceLocation } from '../model/feature-model.js';
import type { InputSchemaResult } from './analysis-context.js';
import { appendOutputInterfaces, buildOutputSchema, type OutputRequest } from './schema/output-schema.js';
import { createSchemaGenerator } from './schema/schema-generator.js';

export interface PendingOutput {
  request: OutputRequest;
  assign: (schema: InputSchemaResult) => void;
  /** Where to point if generation fails. */
  at: SourceLocation;
}

/**
 * Appends the synthetic output interfaces. Call it before the input schemas
 * are generated, so both kinds land in one Program.
 */
export function appendOutputs(pending: PendingOutput[]): void {
  if (pending.length > 0) appendOutputInterfaces(pending.map((p) => p.request));
}

/** Generates every queued output schema, after appendOutputs. */
export function generateOutputs(project: Project, pending: PendingOutput[], diagnostics: DiagnosticCollector): void {
  if (pending.length === 0) return;
  const generator = createSchemaGenerator(project);
  if (generator instanceof Error) {
    diagnostics.error('MCPG9002', undefined, `Schema generation failed: ${generator.message}`, 'This is a bug in mcp-codegen; please report it with the code that triggers it.');
    return;
  }
  for (const { request, assign, at } of pending) {
    const raw = generator.schemaFor(request.interfaceName);
    if (raw instanceof Error) {
      diagnostics.errorAt('MCPG9002', at, `Output schema generation failed for this method: ${raw.message}`, 'This is a bug in mcp-codegen; please report it with the return type that triggers it.');
      continue;
    }
    assign(buildOutputSchema(raw, request.wrapped));
  }
}

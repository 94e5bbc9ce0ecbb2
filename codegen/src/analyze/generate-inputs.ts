import type { Project } from 'ts-morph';
import type { DiagnosticCollector } from '../load/diagnostic-collector.js';
import type { SourceLocation } from '../model/feature-model.js';
import type { InputSchemaResult } from './analysis-context.js';
import { buildInputSchema } from './schema/input-schema.js';
import { createSchemaGenerator } from './schema/schema-generator.js';
import { appendInputInterfaces, type InputRequest } from './schema/synthetic-input.js';
import type { SchemaOptions } from './schema/type-schema.js';

export interface PendingInput {
  request: InputRequest;
  assign: (schema: InputSchemaResult) => void;
  /** Where to point if generation fails (a location: appending text forgets nodes). */
  at: SourceLocation;
}

/**
 * Generates every queued input schema with one TJS generator over one
 * Program. Runs after all type questions are answered: appending the
 * synthetic interfaces changes the Program.
 */
export function generateInputs(project: Project, pending: PendingInput[], diagnostics: DiagnosticCollector, options: SchemaOptions = {}): void {
  if (pending.length === 0) return;
  appendInputInterfaces(pending.map((p) => p.request));
  const generator = createSchemaGenerator(project);
  if (generator instanceof Error) {
    diagnostics.error('MCPG9002', undefined, `Schema generation failed: ${generator.message}`, 'This is a bug in mcp-codegen; please report it with the code that triggers it.');
    return;
  }
  for (const { request, assign, at } of pending) {
    const raw = generator.schemaFor(request.interfaceName);
    if (raw instanceof Error) {
      diagnostics.errorAt('MCPG9002', at, `Schema generation failed for this method: ${raw.message}`, 'This is a bug in mcp-codegen; please report it with the parameter types that trigger it.');
      continue;
    }
    assign(buildInputSchema(raw, request.parameters, options));
  }
}

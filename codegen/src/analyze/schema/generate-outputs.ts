import type { Project } from 'ts-morph';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import { generateSchemas, type PendingSchema } from './generate-schemas.js';
import { appendOutputInterfaces, buildOutputSchema, type OutputRequest } from './output-schema.js';

export type PendingOutput = PendingSchema<OutputRequest>;

/**
 * Appends the synthetic output interfaces. Call it before the input schemas
 * are generated, so both kinds land in one Program.
 */
export function appendOutputs(pending: PendingOutput[]): void {
  if (pending.length > 0) appendOutputInterfaces(pending.map((p) => p.request));
}

/** Generates every queued output schema, after appendOutputs. */
export function generateOutputs(project: Project, pending: PendingOutput[], diagnostics: DiagnosticCollector): void {
  generateSchemas(project, pending, diagnostics, 'output', (raw, request) => buildOutputSchema(raw, request.wrapped));
}

import type { Project } from 'ts-morph';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import { generateSchemas, type PendingSchema } from './generate-schemas.js';
import { buildOutputSchema, type OutputRequest } from './output-schema.js';

export type PendingOutput = PendingSchema<OutputRequest>;

/** Generates every queued output schema, after appendSyntheticInterfaces. */
export function generateOutputs(project: Project, pending: PendingOutput[], diagnostics: DiagnosticCollector): void {
  generateSchemas(project, pending, diagnostics, 'output', (raw, request) => buildOutputSchema(raw, request.wrapped));
}

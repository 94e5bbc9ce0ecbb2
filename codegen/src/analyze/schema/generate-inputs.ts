import type { Project } from 'ts-morph';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import { generateSchemas, type PendingSchema } from './generate-schemas.js';
import { buildInputSchema } from './input-schema.js';
import { simpleInputSchema } from './simple-input.js';
import type { InputRequest } from './synthetic/synthetic-input.js';
import type { SchemaOptions } from './type-schema.js';

export type PendingInput = PendingSchema<InputRequest>;

/**
 * Assigns the schemas of plain parameter lists straight from the checker
 * (simple-input.ts) and returns the rest, for TJS. Runs before any synthetic
 * text is appended: that forgets the parameters' nodes it reads.
 */
export function assignSimpleInputs(pending: PendingInput[], options: SchemaOptions = {}): PendingInput[] {
  return pending.filter((item) => {
    const schema = simpleInputSchema(item.request.parameters, options);
    if (schema) item.assign(schema);
    return !schema;
  });
}

/**
 * Generates every queued input schema with one TJS generator over one
 * Program, after appendSyntheticInterfaces. Runs after all type questions
 * are answered: appending the synthetic interfaces changes the Program.
 */
export function generateInputs(project: Project, pending: PendingInput[], diagnostics: DiagnosticCollector, options: SchemaOptions = {}): void {
  generateSchemas(project, pending, diagnostics, 'input', (raw, request) => buildInputSchema(raw, request.parameters, options));
}

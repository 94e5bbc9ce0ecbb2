import type { DiscoveredHandler } from '../../discover/discovered-handler.js';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';

/** MCPG2008: a valid explicit schema that Ajv's strict mode would question (see lint-schema.ts). */
export function reportSchemaWarnings(option: 'inputSchema' | 'outputSchema', warnings: readonly string[], handler: DiscoveredHandler, diagnostics: DiagnosticCollector): void {
  for (const warning of warnings) {
    diagnostics.warning(
      'MCPG2008',
      handler.decorator,
      `The ${option} option is valid JSON Schema 2020-12, but: ${warning}. Clients treat an unknown keyword or format as an annotation and check nothing.`,
      'Fix the keyword if it is a typo (minimum, not minimun); use a format ajv-formats knows for it to be checked; or keep it if it is meant as an annotation.',
    );
  }
}

import type { SourceLocation } from '../model/feature-model.js';

export type Severity = 'error' | 'warning';

/**
 * One problem found in a user's code. Every stage collects these instead of
 * throwing; a build with any error writes nothing.
 */
export interface Diagnostic {
  /** MCPG1xxx discovery/config, MCPG2xxx types/schemas, MCPG3xxx MCP rules, MCPG9xxx internal. */
  code: string;
  severity: Severity;
  message: string;
  /** How to fix it, in one sentence. */
  hint?: string;
  /** Absent only for problems with no place (a missing tsconfig, say). */
  location?: SourceLocation;
}

export type Result<T> = { ok: true; value: T; diagnostics: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] };

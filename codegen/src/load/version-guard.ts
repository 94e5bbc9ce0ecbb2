import { ts } from 'ts-morph';
import type { DiagnosticCollector } from './diagnostic-collector.js';
import { schemaTypeScriptVersion } from './typescript-json-schema.js';

/**
 * typescript-json-schema runs on ts-morph's Program and its TypeScript
 * (load/typescript-json-schema.ts), so it must be built for the same
 * TypeScript minor: TypeFlags and SyntaxKind numbers change between versions
 * (toolchain notes, pitfall 2). Returns false after reporting a mismatch.
 */
export function checkTypeScriptVersions(diagnostics: DiagnosticCollector): boolean {
  const morph = ts.versionMajorMinor;
  const schema = schemaTypeScriptVersion().split('.').slice(0, 2).join('.');
  if (morph === schema) return true;
  diagnostics.error(
    'MCPG9001',
    undefined,
    `ts-morph uses TypeScript ${morph} but typescript-json-schema uses TypeScript ${schema}; they must share one Program.`,
    'Install versions of ts-morph and typescript-json-schema built on the same TypeScript minor (ts-morph 27 with typescript 5.9).',
  );
  return false;
}

import { ts } from 'ts-morph';
import * as TJS from 'typescript-json-schema';
import type { DiagnosticCollector } from './diagnostic-collector.js';

/**
 * typescript-json-schema runs on ts-morph's Program, so both must use the same
 * TypeScript minor: TypeFlags and SyntaxKind numbers change between versions
 * (toolchain notes, pitfall 2). Returns false after reporting a mismatch.
 */
export function checkTypeScriptVersions(diagnostics: DiagnosticCollector): boolean {
  const morph = ts.versionMajorMinor;
  const schema = TJS.ts.versionMajorMinor;
  if (morph === schema) return true;
  diagnostics.error(
    'MCPG9001',
    undefined,
    `ts-morph uses TypeScript ${morph} but typescript-json-schema uses TypeScript ${schema}; they must share one Program.`,
    'Install versions of ts-morph and typescript-json-schema built on the same TypeScript minor (ts-morph 27 with typescript 5.9).',
  );
  return false;
}

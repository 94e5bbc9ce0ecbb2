import { join } from 'node:path';
import { analyzePackage } from '../../src/pipeline/build-package.js';
import type { Diagnostic, Result } from '../../src/diagnostics/diagnostic.js';
import type { FeatureModel } from '../../src/model/feature-model.js';

export const FIXTURES = join(__dirname, '..', 'fixtures');

/** Analyses test/fixtures/<name>. */
export function analyzeFixture(name: string): Result<FeatureModel> {
  return analyzePackage(join(FIXTURES, name));
}

/** The model of a run that must succeed; fails the test with the diagnostics otherwise. */
export function expectModel(result: Result<FeatureModel>): FeatureModel {
  if (!result.ok) throw new Error(`analysis failed:\n${result.diagnostics.map(describe).join('\n')}`);
  return result.value;
}

/** `MCPG1001 error src/x.ts:3:7`: code, severity and place, as a test compares them. */
export function describe(d: Diagnostic): string {
  const place = d.location ? ` ${d.location.file}:${d.location.line}:${d.location.column}` : '';
  return `${d.code} ${d.severity}${place}`;
}

import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { FeatureModel } from '../model/feature-model.js';
import type { CliIo } from './cli-io.js';

/** A diagnostic as machines read it: flat, with the place as file/line/column (package-relative). */
export interface JsonDiagnostic {
  code: string;
  severity: string;
  message: string;
  hint?: string;
  file?: string;
  line?: number;
  column?: number;
}

export function jsonDiagnostic(d: Diagnostic): JsonDiagnostic {
  return { code: d.code, severity: d.severity, message: d.message, hint: d.hint, file: d.location?.file, line: d.location?.line, column: d.location?.column };
}

export function jsonCounts(model: FeatureModel | undefined): Record<string, unknown> | undefined {
  if (!model) return undefined;
  return {
    feature: model.feature,
    tools: model.tools.length,
    resources: model.resources.length,
    resourceTemplates: model.resourceTemplates.length,
    prompts: model.prompts.length,
  };
}

/** `--json` output: one JSON document on stdout, nothing on stderr. */
export function printJson(io: CliIo, value: unknown): void {
  io.stdout.write(JSON.stringify(value, null, 2) + '\n');
}

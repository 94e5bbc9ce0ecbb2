import type { FeatureModel } from '../model/feature-model.js';
import type { WriteReport } from '../write/write-outputs.js';

export const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** `notes — 3 tools, 1 resource, 1 template, 1 prompt`. */
export function featureSummary(model: FeatureModel): string {
  const parts = [
    count(model.tools.length, 'tool'),
    count(model.resources.length, 'resource'),
    count(model.resourceTemplates.length, 'template'),
    count(model.prompts.length, 'prompt'),
  ];
  // The extensions appear only when a package has them, so other summaries read as before.
  if (model.uiFiles?.length) parts.push(count(model.uiFiles.length, 'UI file'));
  if (model.skills?.length) parts.push(count(model.skills.length, 'skill'));
  return `${model.feature} — ${parts.join(', ')}`;
}

/** `mcp-codegen: notes — 3 tools, ...; wrote 2 files, 1 unchanged (412 ms)`. */
export function buildSummary(model: FeatureModel, report: WriteReport, durationMs: number): string {
  const removed = report.removed.length > 0 ? `, removed ${report.removed.length}` : '';
  const files = `wrote ${count(report.written.length, 'file')}, ${report.unchanged.length} unchanged${removed}`;
  return `mcp-codegen: ${featureSummary(model)}; ${files} (${durationMs} ms)\n`;
}

/**
 * SEP-986 (tool names, MCP 2025-11-25): names are case-sensitive and SHOULD
 * be unique within a server. The character set and length are MCPG3001;
 * here: two names that differ only in case, which clients that fold case
 * (or file systems, for generated clients) cannot tell apart.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { FeatureModel } from '../model/feature-model.js';

export function checkToolNames(model: FeatureModel): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const seen = new Map<string, string>();
  for (const tool of model.tools) {
    const name = tool.descriptor.name;
    const folded = name.toLowerCase();
    const other = seen.get(folded);
    if (other === undefined) {
      seen.set(folded, name);
      continue;
    }
    diagnostics.push({
      code: 'MCPG3014',
      severity: 'warning',
      message: `Tool names "${other}" and "${name}" differ only in case.`,
      hint: 'Rename one of them: SEP-986 names are case-sensitive, but clients that fold case would call the wrong tool.',
      location: tool.source,
    });
  }
  return diagnostics;
}

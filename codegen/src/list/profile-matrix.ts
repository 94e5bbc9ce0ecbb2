/**
 * `mcp-codegen list --profiles`: every tool against every client profile, as
 * the build would serve it. A cell is `ok` (the client takes the canonical
 * schema), `lowered` (the build made a variant the client takes), or the ids
 * of the rules the served schema breaks (docs/portability.md lists them).
 */
import type { FeatureManifest, ToolDescriptor } from '@mcp-codegen/manifest';
import type { Profile, ProfileFinding } from '../profiles/rule.js';
import { checkTool } from '../profiles/check-tool.js';
import { withVariant } from '../profiles/check-portability.js';
import { ALL_PROFILES } from '../profiles/profiles.js';
import { formatTable } from './format-table.js';

export interface ProfileCell {
  status: 'ok' | 'lowered' | 'rejected';
  /** Ids of the broken rules, when rejected. */
  rules?: string[];
}

/** By tool name, then by profile name. */
export type ProfileMatrix = Record<string, Record<string, ProfileCell>>;

/** The rules a tool breaks for a profile, as the server would list it to that client (its variant, if the build made one). */
export function servedFindings(manifest: FeatureManifest, tool: ToolDescriptor, profile: Profile): ProfileFinding[] {
  return checkTool(withVariant(tool, manifest.toolVariants?.[profile.name]?.[tool.name]), profile);
}

export function profileMatrix(manifest: FeatureManifest): ProfileMatrix {
  const matrix: ProfileMatrix = {};
  for (const tool of manifest.tools) {
    const row: Record<string, ProfileCell> = {};
    for (const profile of ALL_PROFILES) {
      const variant = manifest.toolVariants?.[profile.name]?.[tool.name];
      const broken = servedFindings(manifest, tool, profile).map((f) => f.rule.id);
      row[profile.name] = broken.length > 0 ? { status: 'rejected', rules: broken } : { status: variant ? 'lowered' : 'ok' };
    }
    matrix[tool.name] = row;
  }
  return matrix;
}

export function formatProfileMatrix(manifest: FeatureManifest): string {
  const matrix = profileMatrix(manifest);
  const names = ALL_PROFILES.map((p) => p.name);
  const cell = (c: ProfileCell) => (c.status === 'rejected' ? `✗ ${c.rules!.join(',')}` : c.status);
  const rows = Object.entries(matrix).map(([tool, row]) => [tool, ...names.map((n) => cell(row[n]!))]);
  const broken = rows.filter((r) => r.some((c) => c.startsWith('✗'))).length;
  return (
    `Feature ${manifest.feature}: tools × client profiles\n` +
    formatTable(['TOOL', ...names.map((n) => n.toUpperCase())], rows).replace(/^(?=.)/gm, '  ') +
    `\n${broken === 0 ? 'Every client takes every tool' : `${broken} of ${rows.length} tools break some client's rules`} (docs/portability.md).\n`
  );
}

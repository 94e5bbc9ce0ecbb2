/**
 * What the catalogue says under a tool that some client would reject or drop:
 * the same findings as MCPG4001 and `list --profiles`, for the schema each
 * client is served (docs/portability.md).
 */
import type { FeatureManifest } from '@mcp-codegen/manifest';
import { servedFindings } from '../list/profile-matrix.js';
import { ALL_PROFILES } from '../profiles/profiles.js';

export interface ProfileWarning {
  tool: string;
  profile: string;
  code: string;
  message: string;
}

export function profileWarningsOf(manifest: FeatureManifest): ProfileWarning[] {
  return manifest.tools.flatMap((tool) =>
    ALL_PROFILES.flatMap((profile) =>
      servedFindings(manifest, tool, profile).map((finding) => ({
        tool: tool.name,
        profile: profile.name,
        code: 'MCPG4001',
        message: `${profile.effect}: ${finding.rule.problem} (rule ${finding.rule.id})`,
      })),
    ),
  );
}

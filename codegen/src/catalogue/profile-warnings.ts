/**
 * Client-profile warnings, when the manifest carries them. Another part of
 * mcp-codegen (client profiles, issue #17) writes them as the optional
 * manifest field `profileWarnings`: `[{ tool, profile, code?, message }]`.
 * Until then, and for manifests without it, there is nothing to show.
 */
import type { FeatureManifest } from '@mcp-codegen/manifest';

export interface ProfileWarning {
  tool: string;
  profile: string;
  code: string;
  message: string;
}

export function profileWarningsOf(manifest: FeatureManifest): ProfileWarning[] {
  const field = (manifest as { profileWarnings?: unknown }).profileWarnings;
  if (!Array.isArray(field)) return [];
  return field.flatMap((w: Record<string, unknown>) =>
    typeof w === 'object' && w !== null && typeof w.tool === 'string' && typeof w.profile === 'string' && typeof w.message === 'string'
      ? [{ tool: w.tool, profile: w.profile, code: typeof w.code === 'string' ? w.code : '', message: w.message }]
      : [],
  );
}

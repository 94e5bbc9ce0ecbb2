/** The `portability` key of mcp-codegen.config.json (docs/portability.md). */
import { PROFILE_NAMES, type ProfileName } from '@mcp-codegen/manifest';

/** warn: a build warning; error: the build fails; lower: serve the profile's clients a lowered variant. */
export type PortabilityMode = 'warn' | 'error' | 'lower';

/**
 * Checked unless the config names others: the MCP hosts that reject or drop
 * a server's tools as the server lists them. The model APIs (gemini,
 * openai-strict, bedrock) are opt-in: hosts usually adapt schemas for them,
 * and their rules fire on ordinary code (any default value, any optional
 * parameter), so a server targeting them says so.
 */
export const DEFAULT_PROFILES: readonly ProfileName[] = ['claude', 'claude-code', 'vscode'];

export const PORTABILITY_MODES: readonly PortabilityMode[] = ['warn', 'error', 'lower'];

export interface PortabilityConfig {
  /** The profiles to check; default DEFAULT_PROFILES. `[]` checks none. */
  profiles?: ProfileName[];
  /** For every tool; default `warn`. */
  mode?: PortabilityMode;
  /** Per tool name, overriding `mode`. */
  tools?: Record<string, PortabilityMode>;
}

/** What is wrong with a `portability` value, or undefined (the config loader's check). */
export function checkPortabilityConfig(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'must be an object';
  const { profiles, mode, tools, ...rest } = value as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) return `has an unknown key "${unknown[0]}" (known: mode, profiles, tools)`;
  const isMode = (m: unknown) => typeof m === 'string' && (PORTABILITY_MODES as readonly string[]).includes(m);
  if (profiles !== undefined && !(Array.isArray(profiles) && profiles.every((p) => (PROFILE_NAMES as readonly unknown[]).includes(p)))) {
    return `"profiles" must be a list of ${PROFILE_NAMES.map((p) => JSON.stringify(p)).join(', ')}`;
  }
  if (mode !== undefined && !isMode(mode)) return '"mode" must be "warn", "error" or "lower"';
  if (tools !== undefined && !(typeof tools === 'object' && tools !== null && !Array.isArray(tools) && Object.values(tools).every(isMode))) {
    return '"tools" must map tool names to "warn", "error" or "lower"';
  }
  return undefined;
}

/** Every client profile, by name (docs/portability.md lists them with their rules). */
import { PROFILE_NAMES, type ProfileName } from '@mcp-codegen/manifest';
import { bedrock } from './clients/bedrock.js';
import { claudeCode } from './clients/claude-code.js';
import { claude } from './clients/claude.js';
import { gemini } from './clients/gemini.js';
import { openaiStrict } from './clients/openai-strict.js';
import type { Profile } from './rule.js';
import { vscode } from './clients/vscode.js';

export const PROFILES: Readonly<Record<ProfileName, Profile>> = {
  bedrock,
  claude,
  'claude-code': claudeCode,
  gemini,
  'openai-strict': openaiStrict,
  vscode,
};

/** In PROFILE_NAMES order (alphabetical), so reports and the matrix are stable. */
export const ALL_PROFILES: readonly Profile[] = PROFILE_NAMES.map((name) => PROFILES[name]);

/**
 * A client profile: what one MCP client (or the model API behind it) rejects
 * or drops in a tool, as small named rules. Each rule names its evidence (the
 * public issue threads in docs/portability.md), so a rule can be checked and
 * retired when the client changes.
 */
import type { ProfileName, ToolDescriptor } from '@mcp-codegen/manifest';

export interface ProfileRule {
  /** Short and stable: `root-union`, `ref`, ... (shown in diagnostics and `list --profiles`). */
  id: string;
  /** What the client does with such a tool, for messages: "rejects `$ref`". */
  problem: string;
  /** How a user fixes it in their code, in one sentence. */
  fix: string;
  /** Whether lowering (`"mode": "lower"`) can serve this client a variant without it. */
  lowerable: boolean;
  /** JSON pointers (into the tool, such as `/inputSchema/properties/a`) where the tool breaks the rule; empty when it keeps it. */
  find(tool: ToolDescriptor): string[];
}

export interface Profile {
  name: ProfileName;
  /** Who the profile stands for, in a few words. */
  client: string;
  /** What the client does with a tool that breaks a rule. */
  effect: 'rejects the tool' | 'drops the tool' | 'rejects the whole tool list for it' | 'omits the tool';
  rules: ProfileRule[];
}

/** One broken rule of one profile, for one tool. */
export interface ProfileFinding {
  profile: ProfileName;
  rule: ProfileRule;
  paths: string[];
}

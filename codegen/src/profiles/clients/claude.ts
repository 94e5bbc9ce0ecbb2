/** The Anthropic Messages API (Claude Desktop, claude.ai connectors, any client passing MCP tools to it). */
import { nameRule, rootUnionRule } from './common-rules.js';
import type { Profile } from '../rule.js';

export const claude: Profile = {
  name: 'claude',
  client: 'Anthropic API, Claude Desktop, claude.ai',
  effect: 'rejects the whole tool list for it',
  rules: [
    // API 400 "input_schema does not support oneOf, allOf, or anyOf at the top level", for the whole request:
    // anthropics/claude-code #5319, #5878; kenn-io/kata PR #365; marianfoo/mcp-sap-docs PR #51.
    rootUnionRule('rejects anyOf/oneOf/allOf at the root of input_schema (HTTP 400 for the whole request)'),
    // Claude Desktop validates names against ^[a-zA-Z0-9_-]{1,64}$ and withholds every tool of the server:
    // loomle/loomle #168; l22-io/orchard-mcp #14; evoila/meho #2745.
    nameRule(/^[a-zA-Z0-9_-]{1,64}$/, 'accepts only tool names matching ^[a-zA-Z0-9_-]{1,64}$ (no dots)'),
  ],
};

/** Claude Code: the Anthropic API's rules, plus the official TypeScript SDK client's checks of tools/list. */
import { rootUnionRule } from './common-rules.js';
import type { Profile } from '../rule.js';

export const claudeCode: Profile = {
  name: 'claude-code',
  client: 'Claude Code',
  effect: 'drops the tool',
  rules: [
    // Root unions: the API rejects them and Claude Code drops such a tool without a word
    // (anthropics/claude-code #95504 in the notes; #5319 for the API error).
    rootUnionRule('drops a tool with anyOf/oneOf/allOf at the root of its input schema'),
    {
      // The TypeScript SDK 1.x client checks outputSchema.type === "object" and rejects the whole tools/list:
      // githubnext/chopin #154 ("Invalid input (at tools.3.outputSchema.type)" in Claude Code); glslang/windbg-mcp #223;
      // modelcontextprotocol/typescript-sdk #1149.
      id: 'output-object',
      problem: 'rejects the whole tools/list when an outputSchema has no root type "object"',
      fix: 'Return an object type, or let mcp-codegen wrap the value (it does for the return types it derives): give the explicit outputSchema type "object".',
      lowerable: false,
      find: (tool) => (tool.outputSchema && tool.outputSchema.type !== 'object' ? ['/outputSchema'] : []),
    },
  ],
};

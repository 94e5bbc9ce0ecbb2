/** VS Code (GitHub Copilot chat) validates tool schemas itself and omits the ones it cannot read. */
import { refRule } from './common-rules.js';
import type { Profile } from '../rule.js';

export const vscode: Profile = {
  name: 'vscode',
  client: 'VS Code, GitHub Copilot',
  effect: 'omits the tool',
  rules: [
    // "N tools have invalid JSON schemas and will be omitted": some versions cannot resolve $ref
    // (the notes' row 2; PrefectHQ/fastmcp #3655).
    refRule('omits tools whose schema it cannot resolve ($ref, $defs) in some versions'),
    {
      // An explicit "$schema": ".../2020-12/schema" made VS Code's validator omit the tool
      // ("uses meta-schema features ($dynamicRef) that are not yet supported"): microsoft/vscode #251315;
      // firecrawl/firecrawl-mcp-server #112. 2020-12 is MCP's default dialect, so the keyword is never needed.
      id: 'schema-keyword',
      problem: 'omits tools whose schema declares "$schema" (its validator lacks the 2020-12 meta-schema)',
      fix: 'Leave "$schema" out of the explicit inputSchema: MCP reads a schema without it as 2020-12.',
      lowerable: true,
      find: (tool) => (Object.hasOwn(tool.inputSchema, '$schema') ? ['/inputSchema/$schema'] : []),
    },
  ],
};

/** Amazon Bedrock (Converse API tool specs), as MCP clients that forward tools to it meet it. */
import { refRule, rootUnionRule } from './common-rules.js';
import type { Profile } from '../rule.js';

export const bedrock: Profile = {
  name: 'bedrock',
  client: 'Amazon Bedrock',
  effect: 'rejects the tool',
  rules: [
    // $ref/$defs: anomalyco/opencode #12295; PrefectHQ/fastmcp PR #2808 (dereferences by default for this reason).
    refRule('rejects $ref and $defs in a tool schema'),
    // Root unions: the notes' row 1 ("reports for Bedrock/Vertex/Azure"); anthropics/claude-code #5973 (Bedrock platform).
    rootUnionRule('rejects anyOf/oneOf/allOf at the root of a tool schema'),
  ],
};

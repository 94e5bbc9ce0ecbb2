/** The lowered input schema of one tool for one profile: the right steps for that client, nothing more. */
import type { JsonSchema, ProfileName, ToolVariant } from '@mcp-codegen/manifest';
import { inlineAllRefs } from './inline-all-refs.js';
import { lowerForGemini } from './lower-gemini.js';
import { lowerForOpenAiStrict } from './lower-openai-strict.js';
import { flattenRoot } from './schema-parts.js';

const withoutSchemaKeyword = ({ $schema: _s, ...rest }: JsonSchema): JsonSchema => rest;

const LOWER: Record<ProfileName, (schema: JsonSchema) => ToolVariant> = {
  claude: (s) => ({ inputSchema: flattenRoot(s) }),
  'claude-code': (s) => ({ inputSchema: flattenRoot(s) }),
  bedrock: (s) => ({ inputSchema: flattenRoot(inlineAllRefs(s)) }),
  vscode: (s) => ({ inputSchema: withoutSchemaKeyword(inlineAllRefs(s)) }),
  gemini: (s) => ({ inputSchema: lowerForGemini(s) }),
  'openai-strict': (s) => lowerForOpenAiStrict(s),
};

export function lowerTool(inputSchema: JsonSchema, profile: ProfileName): ToolVariant {
  return LOWER[profile](inputSchema);
}

export { mcpCodegen, mcpCodegen as default } from './mcp-codegen-plugin.js';
export type { McpCodegenPluginOptions, McpCodegenRollupPlugin } from './mcp-codegen-plugin.js';

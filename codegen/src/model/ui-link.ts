import type { ToolDescriptor } from '@mcp-codegen/manifest';

/** The UI a tool links (`_meta.ui.resourceUri`, MCP Apps), if any. */
export function linkedUiUri(tool: ToolDescriptor): string | undefined {
  const ui = tool._meta?.ui as { resourceUri?: unknown } | undefined;
  return typeof ui?.resourceUri === 'string' ? ui.resourceUri : undefined;
}

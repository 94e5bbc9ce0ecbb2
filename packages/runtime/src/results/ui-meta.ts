/** MCP Apps: a UI resource's read result carries its `_meta.ui` (CSP, permissions) on each content item, where hosts look first. */
import type { ReadResourceResult } from '@mcp-codegen/decorators';
import { UI_MIME_TYPE, type ResourceDescriptor } from '@mcp-codegen/manifest';

export function withUiMeta(result: ReadResourceResult, descriptor: ResourceDescriptor): ReadResourceResult {
  const ui = descriptor._meta?.ui;
  if (descriptor.mimeType !== UI_MIME_TYPE || ui === undefined) return result;
  return { ...result, contents: result.contents.map((item) => (item._meta?.ui !== undefined ? item : { ...item, _meta: { ...item._meta, ui } })) };
}

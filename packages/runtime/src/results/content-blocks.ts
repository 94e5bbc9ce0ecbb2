/** Recognises MCP content blocks among handler return values (from the content helpers or written out). */
import type { ContentBlock } from '@mcp-codegen/decorators';

function has(value: Record<string, unknown>, key: string, type: string): boolean {
  return typeof value[key] === type;
}

/** A text, image, audio, resource_link or resource block, by its `type` and required fields. */
export function isContentBlock(value: unknown): value is ContentBlock {
  if (typeof value !== 'object' || value === null) return false;
  const block = value as Record<string, unknown>;
  switch (block.type) {
    case 'text':
      return has(block, 'text', 'string');
    case 'image':
    case 'audio':
      return has(block, 'data', 'string') && has(block, 'mimeType', 'string');
    case 'resource_link':
      return has(block, 'uri', 'string') && has(block, 'name', 'string');
    case 'resource':
      return typeof block.resource === 'object' && block.resource !== null;
    default:
      return false;
  }
}

/** A non-empty array of content blocks. */
export function isContentList(value: unknown): value is ContentBlock[] {
  return Array.isArray(value) && value.length > 0 && value.every(isContentBlock);
}

/** One block or many, as a content list. */
export function toContentList(value: unknown): ContentBlock[] {
  if (Array.isArray(value)) return value as ContentBlock[];
  return value === undefined || value === null ? [] : [value as ContentBlock];
}

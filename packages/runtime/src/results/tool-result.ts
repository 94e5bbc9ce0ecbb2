/** Turns a tool handler's return value into a CallToolResult, by the binding's ResultKind. */
import type { CallToolResult } from '@mcp-codegen/decorators';
import type { ResultKind } from '@mcp-codegen/manifest';
import { hasArray, isPlainObject, jsonText } from './values.js';

export function textResult(text: string, isError = false): CallToolResult {
  const result: CallToolResult = { content: [{ type: 'text', text }] };
  if (isError) result.isError = true;
  return result;
}

/** structuredContent must be an object; anything else goes as JSON text only. */
function structured(value: unknown): CallToolResult {
  if (!isPlainObject(value)) return textResult(jsonText(value));
  return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value };
}

export function toolResult(value: unknown, kind: ResultKind): CallToolResult {
  switch (kind) {
    case 'text':
      return textResult(String(value));
    case 'structured':
      return structured(value);
    case 'result':
      return value as CallToolResult;
    case 'auto':
      if (typeof value === 'string') return textResult(value);
      if (value === undefined || value === null) return { content: [] };
      if (hasArray(value, 'content')) return value as CallToolResult;
      return structured(value);
  }
}

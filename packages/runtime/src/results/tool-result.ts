/** Turns a tool handler's return value into a CallToolResult, by the binding's ResultKind. */
import type { CallToolResult } from '@mcp-codegen/decorators';
import type { ResultKind } from '@mcp-codegen/manifest';
import { isContentBlock, isContentList, toContentList } from './content-blocks.js';
import { hasArray, isPlainObject, jsonText } from './values.js';
import { TextResult } from './text-result.js';

export function textResult(text: string, isError = false): CallToolResult {
  return new TextResult(text, isError);
}

/**
 * structuredContent must be an object; anything else goes as JSON text only
 * (and then fails the output check, if the tool has an output schema).
 */
function structured(value: unknown): CallToolResult {
  if (!isPlainObject(value)) return textResult(jsonText(value));
  return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value };
}

/** A non-object value as `{ result }`; the text item carries the value's own JSON, for clients that ignore structuredContent. */
function wrapped(value: unknown): CallToolResult {
  const text = JSON.stringify(value);
  return { content: text === undefined ? [] : [{ type: 'text', text }], structuredContent: { result: value } };
}

export function toolResult(value: unknown, kind: ResultKind): CallToolResult {
  switch (kind) {
    case 'text':
      return value === undefined || value === null ? { content: [] } : new TextResult(String(value), false);
    case 'structured':
      return structured(value);
    case 'wrapped':
      return wrapped(value);
    case 'content':
      return { content: toContentList(value) };
    case 'result':
      return value as CallToolResult;
    case 'auto':
      if (typeof value === 'string') return textResult(value);
      if (value === undefined || value === null) return { content: [] };
      if (hasArray(value, 'content')) return value as CallToolResult;
      if (isContentBlock(value) || isContentList(value)) return { content: toContentList(value) };
      return structured(value);
  }
}

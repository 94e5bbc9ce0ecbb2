/** Turns a resource handler's return value into a ReadResourceResult, by the binding's ResultKind. */
import type { ReadResourceResult, ResourceContents } from '@mcp-codegen/decorators';
import type { ResultKind } from '@mcp-codegen/manifest';
import { isContentsLike, isContentsList, toContents } from './resource-contents.js';
import { hasArray, isBytes, jsonText, toBase64 } from './values.js';

function one(contents: ResourceContents): ReadResourceResult {
  return { contents: [contents] };
}

function text(uri: string, mimeType: string, value: string): ReadResourceResult {
  return one({ uri, mimeType, text: value });
}

/**
 * `mimeType` comes from the resource's descriptor; without one, strings are
 * text/plain, JSON is application/json and bytes application/octet-stream.
 */
export function resourceResult(value: unknown, kind: ResultKind, uri: string, mimeType: string | undefined): ReadResourceResult {
  if (kind === 'result') return value as ReadResourceResult;
  if (isBytes(value)) return one({ uri, mimeType: mimeType ?? 'application/octet-stream', blob: toBase64(value) });
  if (value === undefined || value === null) return { contents: [] };
  if (typeof value === 'string') return text(uri, mimeType ?? 'text/plain', value);
  if (kind === 'text') return text(uri, mimeType ?? 'text/plain', String(value));
  if (isContentsLike(value)) return one(toContents(value, uri));
  if (isContentsList(value)) return { contents: value.map((item) => toContents(item, uri)) };
  if (kind === 'auto' && hasArray(value, 'contents')) return value as ReadResourceResult;
  if (typeof value === 'object') return text(uri, mimeType ?? 'application/json', jsonText(value, 2));
  return text(uri, mimeType ?? 'text/plain', String(value));
}

/** Recognises ResourceContents-like objects among resource handler return values. */
import type { ResourceContents } from '@mcp-codegen/decorators';
import { isBytes, isPlainObject, toBase64 } from './values.js';

const KEYS = new Set(['uri', 'mimeType', 'text', 'blob', '_meta']);

/**
 * `{ text | blob, mimeType?, uri? }` and nothing else, with a mimeType or a
 * uri beside the data: only then is an object contents rather than JSON data.
 * `blob` may be base64 text or bytes.
 */
export function isContentsLike(value: unknown): value is Partial<ResourceContents> {
  if (!isPlainObject(value) || !Object.keys(value).every((key) => KEYS.has(key))) return false;
  const data = typeof value.text === 'string' || typeof value.blob === 'string' || isBytes(value.blob);
  return data && (typeof value.mimeType === 'string' || typeof value.uri === 'string');
}

/** A non-empty array of contents-like objects. */
export function isContentsList(value: unknown): value is Array<Partial<ResourceContents>> {
  return Array.isArray(value) && value.length > 0 && value.every(isContentsLike);
}

/** The contents as MCP sends them: the read URI filled in when missing, bytes as base64. */
export function toContents(value: Record<string, unknown>, uri: string): ResourceContents {
  const out: Record<string, unknown> = { uri, ...value };
  if (typeof out.uri !== 'string') out.uri = uri;
  if (isBytes(out.blob)) out.blob = toBase64(out.blob);
  return out as unknown as ResourceContents;
}

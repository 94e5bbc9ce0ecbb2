/** Turns a resource handler's return value into a ReadResourceResult, by the binding's ResultKind. */
import type { ReadResourceResult, ResourceContents } from '@mcp-codegen/decorators';
import type { ResultKind } from '@mcp-codegen/manifest';
import { hasArray, isBytes, jsonText, toBase64 } from './values.js';

function one(contents: ResourceContents): ReadResourceResult {
  return { contents: [contents] };
}

function text(uri: string, mimeType: string | undefined, value: string): ReadResourceResult {
  return one(mimeType === undefined ? { uri, text: value } : { uri, mimeType, text: value });
}

function blob(uri: string, mimeType: string | undefined, bytes: Uint8Array): ReadResourceResult {
  const data = toBase64(bytes);
  return one(mimeType === undefined ? { uri, blob: data } : { uri, mimeType, blob: data });
}

function json(uri: string, mimeType: string | undefined, value: unknown): ReadResourceResult {
  return text(uri, mimeType ?? 'application/json', jsonText(value, 2));
}

/** `mimeType` comes from the resource's descriptor. */
export function resourceResult(value: unknown, kind: ResultKind, uri: string, mimeType: string | undefined): ReadResourceResult {
  if (kind === 'result') return value as ReadResourceResult;
  if (isBytes(value)) return blob(uri, mimeType, value);
  switch (kind) {
    case 'text':
      return text(uri, mimeType, String(value));
    case 'structured':
      return json(uri, mimeType, value);
    case 'auto':
      if (typeof value === 'string') return text(uri, mimeType, value);
      if (value === undefined || value === null) return { contents: [] };
      if (hasArray(value, 'contents')) return value as ReadResourceResult;
      if (typeof value === 'object') return json(uri, mimeType, value);
      return text(uri, mimeType, String(value));
  }
}

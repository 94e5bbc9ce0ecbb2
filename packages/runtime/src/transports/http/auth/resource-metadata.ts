/**
 * RFC 9728 protected-resource metadata: where it is served and what it says.
 * A client that gets a 401 reads `resource_metadata` from the challenge (or
 * tries these well-known paths), finds the authorization servers there, and
 * gets a token for `resource`.
 */
import { emptyReply, errorReply, TRANSPORT_ERROR, type HttpReply } from '../streams/http-reply.js';
import type { ResourceMetadataOptions } from './auth-options.js';

export const WELL_KNOWN_PATH = '/.well-known/oauth-protected-resource';

/** True for `/.well-known/oauth-protected-resource` and its path-suffixed forms. */
export function isMetadataPath(pathname: string): boolean {
  return pathname === WELL_KNOWN_PATH || pathname.startsWith(`${WELL_KNOWN_PATH}/`);
}

/** https://host/mcp → https://host/.well-known/oauth-protected-resource/mcp (RFC 9728 §3.1). */
export function metadataUrlOf(resource: string): string {
  const url = new URL(resource);
  const path = url.pathname.replace(/\/$/, '');
  return `${url.origin}${WELL_KNOWN_PATH}${path}`;
}

const CORS = { 'access-control-allow-origin': '*' };

/** The metadata document reply: GET/HEAD 200, OPTIONS 204 (CORS preflight), others 405. */
export function metadataReply(method: string, metadata: ResourceMetadataOptions, resource: string): HttpReply {
  if (method === 'OPTIONS') return emptyReply(204, { ...CORS, 'access-control-allow-methods': 'GET, HEAD, OPTIONS', 'access-control-allow-headers': '*' });
  if (method !== 'GET' && method !== 'HEAD') return errorReply(405, TRANSPORT_ERROR, 'Method Not Allowed', { ...CORS, allow: 'GET, HEAD, OPTIONS' });
  const body = JSON.stringify({ ...metadata, resource });
  const headers = { ...CORS, 'content-type': 'application/json', 'cache-control': 'max-age=300' };
  return method === 'HEAD' ? emptyReply(200, headers) : { status: 200, headers, body };
}

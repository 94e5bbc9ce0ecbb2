/**
 * The replies of bearer authentication (RFC 6750 §3, MCP authorization):
 * 401 with a `WWW-Authenticate: Bearer` challenge naming the protected-resource
 * metadata, and 403 `insufficient_scope` naming the scopes the call needs.
 */
import type { JsonRpcId } from '../../../protocol/wire/json-rpc.js';
import { failure } from '../../../protocol/wire/json-rpc.js';
import { INSUFFICIENT_SCOPE } from '../../../protocol/methods/authorization.js';
import { errorReply, JSON_HEADERS, TRANSPORT_ERROR, type HttpReply } from '../streams/http-reply.js';

export interface Challenge {
  /** Absent when the request carried no token (RFC 6750 §3.1: then no error code). */
  error?: 'invalid_token' | 'insufficient_scope';
  description?: string;
  scopes?: readonly string[];
  resourceMetadataUrl: string;
}

/** A quoted-string: backslash and quote escaped, anything not printable ASCII replaced. */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&').replace(/[^\x20-\x7e]/g, ' ')}"`;
}

export function wwwAuthenticate(challenge: Challenge): string {
  const params: string[] = [];
  if (challenge.error) params.push(`error=${quoted(challenge.error)}`);
  if (challenge.description) params.push(`error_description=${quoted(challenge.description)}`);
  if (challenge.scopes && challenge.scopes.length > 0) params.push(`scope=${quoted(challenge.scopes.join(' '))}`);
  params.push(`resource_metadata=${quoted(challenge.resourceMetadataUrl)}`);
  return `Bearer ${params.join(', ')}`;
}

export function unauthorized(challenge: Challenge): HttpReply {
  const message = `Unauthorized: ${challenge.description ?? 'a bearer token is required'}`;
  return errorReply(401, TRANSPORT_ERROR, message, { 'www-authenticate': wwwAuthenticate(challenge) });
}

/** 403 with the scopes the request needs; the body is a JSON-RPC error for the request's id. */
export function insufficientScopeReply(id: JsonRpcId | null, scopes: readonly string[], missing: readonly string[], resourceMetadataUrl: string): HttpReply {
  const description = `The access token lacks the scope this request needs: ${missing.join(' ')}`;
  const header = wwwAuthenticate({ error: 'insufficient_scope', description, scopes, resourceMetadataUrl });
  const body = JSON.stringify(failure(id, INSUFFICIENT_SCOPE, `Forbidden: insufficient scope; this needs ${missing.join(' ')}`, { requiredScopes: [...scopes] }));
  return { status: 403, headers: { ...JSON_HEADERS, 'www-authenticate': header }, body };
}

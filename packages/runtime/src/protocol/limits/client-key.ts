/**
 * Who "the client" is for per-client limits: the authenticated subject when
 * the session carries verified AuthInfo, otherwise the session itself (one
 * stdio connection or one HTTP session; both eras share the session object).
 */
import type { AuthInfo } from '@mcp-codegen/manifest';
import type { RequestContext } from '../session/method-table.js';

export type ClientKey = object | string;

export function clientKey(request: RequestContext): ClientKey {
  const auth: AuthInfo | undefined = request.auth;
  const subject = auth?.subject ?? auth?.clientId;
  return subject !== undefined ? `subject:${subject}` : request.peer;
}

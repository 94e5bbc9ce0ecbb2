/**
 * Bearer authentication of the Streamable HTTP transport, done once per
 * request before anything else (no body is read and no session created for
 * a caller without a valid token), plus the per-request scope gate and the
 * session-owner check that keeps one caller out of another's session.
 */
import type { AuthInfo } from '@mcp-codegen/manifest';
import { missingScopes, scopesOf } from '../../../protocol/methods/authorization.js';
import type { Incoming } from '../../../protocol/wire/parse.js';
import type { Registry } from '../../../composition/registry.js';
import type { Logger } from '../../../logger.js';
import type { SessionState } from '../../../protocol/session/method-table.js';
import { errorReply, SESSION_NOT_FOUND, type HttpReply } from '../streams/http-reply.js';
import type { HttpRequestView } from '../http-request.js';
import type { HttpAuthOptions } from './auth-options.js';
import { insufficientScopeReply, unauthorized } from './challenge.js';
import { metadataReply, metadataUrlOf, WELL_KNOWN_PATH } from './resource-metadata.js';

export type AuthOutcome = { auth: AuthInfo; reply?: undefined } | { auth?: undefined; reply: HttpReply };

/**
 * RFC 6750 §2.1: `Bearer 1*SP b64token`, the scheme case-insensitive (RFC
 * 9110 §11.1). Nothing after the token: no trailing space, no second token,
 * no comma (two Authorization headers joined), no tab.
 */
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/** What a session is bound to: the token's subject, else its client. */
export function ownerOf(auth: AuthInfo | undefined): string | undefined {
  if (!auth) return undefined;
  if (auth.subject !== undefined) return `sub:${auth.subject}`;
  return auth.clientId === undefined ? undefined : `client:${auth.clientId}`;
}

export class HttpAuth {
  constructor(
    private readonly options: HttpAuthOptions,
    private readonly logger: Logger,
    private readonly now: () => number,
  ) {}

  /** The verified caller, or the 401/403 to send. */
  async authenticate(request: HttpRequestView): Promise<AuthOutcome> {
    const header = request.header('authorization');
    const challenge = (error?: 'invalid_token', description?: string): AuthOutcome => ({
      reply: unauthorized({ error, description, scopes: this.options.requiredScopes, resourceMetadataUrl: this.metadataUrl(request) }),
    });
    if (header === undefined || header === '') return challenge();
    const match = BEARER.exec(header);
    if (!match) return challenge('invalid_token', 'the Authorization header must be "Bearer <token>"');
    let auth: AuthInfo | undefined;
    try {
      auth = await this.options.verify(match[1], request);
    } catch (error) {
      this.logger.warn(`The auth verify function threw; the request gets 401: ${error instanceof Error ? error.message : String(error)}`);
      return challenge('invalid_token', 'the access token could not be verified');
    }
    if (!auth) return challenge('invalid_token', 'the access token is invalid');
    if (auth.expiresAt !== undefined && auth.expiresAt * 1000 <= this.now()) return challenge('invalid_token', 'the access token has expired');
    if (!Array.isArray(auth.scopes)) auth = { ...auth, scopes: [] };
    const required = this.options.requiredScopes ?? [];
    const missing = missingScopes(required, auth);
    if (missing.length > 0) return { reply: insufficientScopeReply(null, required, missing, this.metadataUrl(request)) };
    return { auth };
  }

  /** The 403 for a request whose target declares scopes the caller lacks; checked before dispatch. */
  scopeProblem(registry: Registry, incoming: Incoming, auth: AuthInfo, request: HttpRequestView): HttpReply | undefined {
    if (incoming.kind !== 'request') return undefined;
    const required = scopesOf(registry, incoming.method, incoming.params);
    const missing = missingScopes(required, auth);
    return missing.length === 0 ? undefined : insufficientScopeReply(incoming.id, required!, missing, this.metadataUrl(request));
  }

  /**
   * 404, as for an unknown session, when `auth` is not the caller that
   * created the session: another caller cannot use, or learn of, a session id
   * it got hold of. A session created with a token naming no subject or
   * client is bound to no one.
   */
  foreignSession(state: SessionState, auth: AuthInfo | undefined): HttpReply | undefined {
    if (state.owner === undefined || state.owner === ownerOf(auth)) return undefined;
    return errorReply(404, SESSION_NOT_FOUND, 'Session not found');
  }

  /** The metadata document for a well-known path; `origin` is the request's scheme://host. */
  metadata(method: string, pathname: string, origin: string, endpointPath: string | undefined): HttpReply {
    const suffix = pathname.slice(WELL_KNOWN_PATH.length);
    return metadataReply(method, this.options.resourceMetadata, this.options.resourceMetadata.resource ?? `${origin}${suffix || endpointPath || ''}`);
  }

  private metadataUrl(request: HttpRequestView): string {
    if (this.options.resourceMetadataUrl) return this.options.resourceMetadataUrl;
    const resource = this.options.resourceMetadata.resource ?? request.endpointUrl?.();
    return resource ? metadataUrlOf(resource) : WELL_KNOWN_PATH;
  }
}

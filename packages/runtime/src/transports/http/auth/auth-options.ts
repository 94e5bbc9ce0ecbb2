/** The `auth` option of the Streamable HTTP transport: bearer tokens the app verifies, and what clients discover. */
import type { AuthInfo } from '@mcp-codegen/manifest';

/** The request as a verify function sees it: its method and headers (lower-case names). */
export interface AuthRequest {
  readonly method: string;
  header(name: string): string | undefined;
}

/**
 * RFC 9728 protected-resource metadata, served at
 * `/.well-known/oauth-protected-resource` (and the path-suffixed form).
 * Other RFC 9728 members (resource_signing_alg_values_supported, ...) pass through.
 */
export interface ResourceMetadataOptions {
  /**
   * The MCP endpoint's canonical URL (e.g. https://mcp.example.com/mcp): the
   * audience tokens must be issued for. Default: derived per request from
   * the Host header and the endpoint path; set it in production.
   */
  resource?: string;
  /** Issuer URLs of the authorization servers clients get tokens from. */
  authorization_servers: string[];
  scopes_supported?: string[];
  bearer_methods_supported?: string[];
  resource_name?: string;
  resource_documentation?: string;
  [member: string]: unknown;
}

export interface HttpAuthOptions {
  /**
   * Checks a bearer token: the caller it names, or undefined when the token
   * is not valid. A token past `expiresAt` is refused by the transport. A
   * throw counts as an invalid token (401) and is logged as a warning.
   */
  verify(token: string, request: AuthRequest): AuthInfo | undefined | Promise<AuthInfo | undefined>;
  resourceMetadata: ResourceMetadataOptions;
  /** Scopes every request needs; a token without them gets 403 insufficient_scope. */
  requiredScopes?: readonly string[];
  /** The URL sent as `resource_metadata` in challenges. Default: the path-suffixed well-known URL of `resource`. */
  resourceMetadataUrl?: string;
}

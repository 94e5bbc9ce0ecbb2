/**
 * Authorization by the scopes a decorator declares (`policy.scopes`). It
 * applies only to callers a transport authenticated (`RequestContext.auth`):
 * without authentication (stdio, in-memory, HTTP without `auth`) nothing is
 * checked, as the local user or the app's own gate is trusted.
 */
import type { AuthInfo, HandlerPolicy } from '@mcp-codegen/manifest';
import type { Registry } from '../composition/registry.js';
import { matchUri } from '../templates/template-matcher.js';
import { McpError } from './error-codes.js';
import type { JsonObject } from './json-rpc.js';

/**
 * The JSON-RPC code of a call refused for missing scopes. MCP names none;
 * over HTTP the status (403) and WWW-Authenticate carry the meaning, this
 * code sits in the body and in-band (stdio, SSE already open).
 */
export const INSUFFICIENT_SCOPE = -32003;

/** The scopes of `required` the caller lacks (empty when it holds them all). */
export function missingScopes(required: readonly string[] | undefined, auth: AuthInfo | undefined): string[] {
  if (!required || required.length === 0 || !auth) return [];
  return required.filter((scope) => !auth.scopes.includes(scope));
}

export function insufficientScope(required: readonly string[], missing: readonly string[]): McpError {
  return new McpError(INSUFFICIENT_SCOPE, `Forbidden: insufficient scope; this needs ${missing.join(' ')}`, { requiredScopes: [...required] });
}

/** Throws INSUFFICIENT_SCOPE when an authenticated caller lacks a scope the policy requires. */
export function authorize(policy: HandlerPolicy | undefined, auth: AuthInfo | undefined): void {
  const missing = missingScopes(policy?.scopes, auth);
  if (missing.length > 0) throw insufficientScope(policy!.scopes!, missing);
}

/** The policy of what a tools/call, prompts/get or resources/read targets, or undefined (unknown target: the handler answers). */
export function policyOf(registry: Registry, method: string, params: JsonObject): HandlerPolicy | undefined {
  switch (method) {
    case 'tools/call':
      return typeof params.name === 'string' ? registry.tools.get(params.name)?.binding.policy : undefined;
    case 'prompts/get':
      return typeof params.name === 'string' ? registry.prompts.get(params.name)?.binding.policy : undefined;
    case 'resources/read': {
      if (typeof params.uri !== 'string') return undefined;
      const fixed = registry.resources.get(params.uri);
      if (fixed) return fixed.binding.policy;
      for (const entry of registry.templates) {
        const match = matchUri(entry.matcher, params.uri);
        if (match && !('error' in match)) return entry.binding.policy;
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/** True when some item of the registry declares scopes: without any, lists need no filtering. */
export function anyScoped(registry: Registry): boolean {
  const scoped = (entry: { binding: { policy?: HandlerPolicy } }) => (entry.binding.policy?.scopes?.length ?? 0) > 0;
  return [...registry.tools.values()].some(scoped) || [...registry.resources.values()].some(scoped) || registry.templates.some(scoped) || [...registry.prompts.values()].some(scoped);
}

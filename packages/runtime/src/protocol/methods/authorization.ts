/**
 * Authorization by the scopes a decorator declares (`policy.scopes`). It
 * applies only to callers a transport authenticated (`RequestContext.auth`):
 * without authentication (stdio, in-memory, HTTP without `auth`) nothing is
 * checked, as the local user or the app's own gate is trusted.
 */
import type { AuthInfo, HandlerPolicy } from '@mcp-codegen/manifest';
import type { Registry } from '../../composition/registry.js';
import { matchUri } from '../../templates/template-matcher.js';
import { McpError } from '../wire/error-codes.js';
import { isJsonObject, type JsonObject } from '../wire/json-rpc.js';

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
  authorizeScopes(policy?.scopes, auth);
}

/** Throws INSUFFICIENT_SCOPE when an authenticated caller lacks one of `required`. */
export function authorizeScopes(required: readonly string[] | undefined, auth: AuthInfo | undefined): void {
  const missing = missingScopes(required, auth);
  if (missing.length > 0) throw insufficientScope(required!, missing);
}

/** The policy of a resource URI: the fixed resource's, else the first template that matches it. */
export function resourcePolicy(registry: Registry, uri: string): HandlerPolicy | undefined {
  const fixed = registry.resources.get(uri);
  if (fixed) return fixed.binding.policy;
  for (const entry of registry.templates) {
    const match = matchUri(entry.matcher, uri);
    if (match && !('error' in match)) return entry.binding.policy;
  }
  return undefined;
}

/** The policy of a completion's `ref`: the prompt's, or the resource template's (or fixed resource's). */
export function completionPolicy(registry: Registry, ref: unknown): HandlerPolicy | undefined {
  if (!isJsonObject(ref) || typeof ref.type !== 'string') return undefined;
  if (ref.type === 'ref/prompt') return typeof ref.name === 'string' ? registry.prompts.get(ref.name)?.binding.policy : undefined;
  if (ref.type !== 'ref/resource' || typeof ref.uri !== 'string') return undefined;
  const uri = ref.uri;
  return registry.templates.find((entry) => entry.descriptor.uriTemplate === uri)?.binding.policy ?? registry.resources.get(uri)?.binding.policy;
}

/** Every scope the resources of `uris` require together (a subscriptions/listen filter). */
export function resourcesScopes(registry: Registry, uris: readonly unknown[]): string[] {
  const scopes = new Set<string>();
  for (const uri of uris) if (typeof uri === 'string') for (const scope of resourcePolicy(registry, uri)?.scopes ?? []) scopes.add(scope);
  return [...scopes];
}

/**
 * The scopes a request needs because of the item it names: what a
 * tools/call, prompts/get or resources/read targets, and every other path
 * that reveals a scoped item (completions of its arguments, subscriptions to
 * its updates). undefined: nothing scoped is named (an unknown target: the
 * handler answers).
 */
export function scopesOf(registry: Registry, method: string, params: JsonObject): readonly string[] | undefined {
  switch (method) {
    case 'tools/call':
      return typeof params.name === 'string' ? registry.tools.get(params.name)?.policy?.scopes : undefined;
    case 'prompts/get':
      return typeof params.name === 'string' ? registry.prompts.get(params.name)?.binding.policy?.scopes : undefined;
    case 'resources/read':
    case 'resources/subscribe':
      return typeof params.uri === 'string' ? resourcePolicy(registry, params.uri)?.scopes : undefined;
    case 'completion/complete':
      return completionPolicy(registry, params.ref)?.scopes;
    case 'subscriptions/listen': {
      const uris = isJsonObject(params.notifications) ? params.notifications.resourceSubscriptions : undefined;
      return Array.isArray(uris) ? resourcesScopes(registry, uris) : undefined;
    }
    default:
      return undefined;
  }
}

/** True when some item of the registry declares scopes: without any, lists need no filtering. */
export function anyScoped(registry: Registry): boolean {
  const hasScopes = (policy: HandlerPolicy | undefined) => (policy?.scopes?.length ?? 0) > 0;
  const scoped = (entry: { binding: { policy?: HandlerPolicy } }) => hasScopes(entry.binding.policy);
  return [...registry.tools.values()].some((entry) => hasScopes(entry.policy)) || [...registry.resources.values()].some(scoped) || registry.templates.some(scoped) || [...registry.prompts.values()].some(scoped);
}

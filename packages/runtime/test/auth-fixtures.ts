/**
 * A hand-written feature with scope policies, as codegen emits them from
 * `@Tool({ scopes })` and friends, plus tokens and a verify function for the
 * HTTP authentication tests.
 */
import type { AuthInfo, Feature, HandlerContext } from '@mcp-codegen/manifest';
import type { HttpAuthOptions } from '@mcp-codegen/runtime';
import { validator } from './fixtures';

const emptySchema = { type: 'object', properties: {}, additionalProperties: false } as const;

export const vaultFeature: Feature = {
  manifest: {
    manifestVersion: 1,
    feature: 'vault',
    tools: [
      { name: 'whoami', description: 'The verified caller.', inputSchema: emptySchema },
      { name: 'rotateKeys', description: 'Admins only.', inputSchema: emptySchema },
      { name: 'audit', description: 'Needs two scopes.', inputSchema: emptySchema },
    ],
    resources: [
      { uri: 'vault://public', name: 'public', description: 'Anyone.' },
      { uri: 'vault://secret', name: 'secret', description: 'Needs vault:read.' },
    ],
    resourceTemplates: [{ uriTemplate: 'vault://items/{id}', name: 'item', description: 'Needs vault:read.' }],
    prompts: [{ name: 'brief', description: 'Needs prompts.' }],
  },
  register() {},
  tools: {
    whoami: { validate: validator({}), result: 'structured', invoke: (_c, _a, ctx: HandlerContext) => ({ subject: ctx.auth?.subject ?? null, scopes: ctx.auth?.scopes ?? null }) },
    rotateKeys: { validate: validator({}), result: 'text', policy: { scopes: ['admin'] }, invoke: () => 'rotated' },
    audit: { validate: validator({}), result: 'text', policy: { scopes: ['admin', 'audit'] }, invoke: () => 'audited' },
  },
  resources: {
    'vault://public': { result: 'text', read: () => 'open' },
    'vault://secret': { result: 'text', policy: { scopes: ['vault:read'] }, read: () => 'the secret' },
  },
  resourceTemplates: {
    'vault://items/{id}': { pattern: /^vault:\/\/items\/([^/?#]+)$/, variables: ['id'], result: 'text', policy: { scopes: ['vault:read'] }, read: (_c, _u, v) => `item ${String(v.id)}` },
  },
  prompts: {
    brief: { validate: validator({}), result: 'text', policy: { scopes: ['prompts'] }, get: () => 'Brief me.' },
  },
};

/** Bearer tokens the test verify function knows. */
export const TOKENS: Record<string, AuthInfo> = {
  alice: { subject: 'alice', clientId: 'app', scopes: ['mcp'] },
  admin: { subject: 'root', scopes: ['mcp', 'admin', 'vault:read', 'prompts'] },
  auditor: { subject: 'carol', scopes: ['mcp', 'admin', 'audit', 'unrelated'] },
  bob: { subject: 'bob', scopes: ['mcp', 'vault:read'] },
  noMcp: { subject: 'dave', scopes: [] },
  expired: { subject: 'eve', scopes: ['mcp'], expiresAt: 1 },
};

export function authOptions(overrides: Partial<HttpAuthOptions> = {}): HttpAuthOptions {
  return {
    verify: (token) => {
      if (token === 'boom') throw new Error('introspection endpoint unreachable');
      return TOKENS[token];
    },
    resourceMetadata: { authorization_servers: ['https://auth.example.com'], scopes_supported: ['mcp', 'admin', 'audit', 'vault:read', 'prompts'] },
    ...overrides,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// docs/security.md: bearer tokens on the HTTP transport.
import { feature as notes } from '@mcp-codegen-samples/notes';
import { serve } from '@mcp-codegen/runtime';

/** Your JWT library's check; throws on a bad token. */
declare function verifyJwt(token: string): Promise<{ sub: string; client_id: string; scope: string; exp: number }>;

// #region auth
await serve([notes], {
  transport: 'http',
  http: {
    auth: {
      // Your check: a JWT library, token introspection, a lookup. Return the caller, or undefined.
      verify: async (token, request) => {
        const claims = await verifyJwt(token); // throws on a bad token: counts as invalid (401)
        return { subject: claims.sub, clientId: claims.client_id, scopes: claims.scope.split(' '), expiresAt: claims.exp };
      },
      resourceMetadata: {
        resource: 'https://mcp.example.com/mcp', // the audience your tokens name
        authorization_servers: ['https://auth.example.com'],
        scopes_supported: ['notes:read', 'notes:write'],
      },
      requiredScopes: ['notes:read'], // optional: every request needs these
    },
  },
});
// #endregion

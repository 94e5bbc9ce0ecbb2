// docs/protocol-eras.md, docs/protocol.md and docs/security.md: server options and runtime switches.
import type { Feature } from '@mcp-codegen/manifest';
import { createServer, serve } from '@mcp-codegen/runtime';
import { feature as notes } from '@mcp-codegen-samples/notes';
import { feature } from '../index.js';

declare const admin: Feature; // more features of the app
declare const reports: Feature;
declare const files: Feature;

export async function caching(): Promise<void> {
  // #region cache
  serve([notes], {
    cache: {
      lists: { ttlMs: 60_000 },                       // cacheScope stays 'public'
      reads: { ttlMs: 0, cacheScope: 'private' },
      resources: { 'notes://index': { ttlMs: 5_000, cacheScope: 'public' } }, // by exact URI
    },
  });
  // #endregion
}

export async function requestState(): Promise<void> {
  // #region request-state
  serve([feature], { requestState: { secret: process.env.MCP_STATE_SECRET, ttlMs: 10 * 60_000 } });
  // #endregion
}

export async function switches(): Promise<void> {
  // #region switches
  const server = createServer([notes, admin]);
  server.tools.disable('deleteNote');            // gone from tools/list; tools/call gets -32602
  server.tools.enable('deleteNote');             // back, in its place
  server.resources.disable('notes://stats');     // resources/read gets -32002
  server.resourceTemplates.disable('notes://{id}');
  server.prompts.disable('summarize');           // prompts/get gets -32602
  server.tools.isEnabled('deleteNote');          // true
  server.addFeature(reports);                    // a name clash throws CompositionError, changing nothing
  server.removeFeature('admin');                 // false when there is no such feature
  // #endregion
  // #region resource-updated
  await server.resourceUpdated('notes://n1');
  // #endregion
}

export function security(): void {
  // #region security
  createServer([files], {
    security: { maxTemplateVariableLength: 4096, rejectPathTraversal: false },
  });
  // #endregion
}

export async function limits(): Promise<void> {
  // #region limits
  serve([notes], {
    limits: { maxInFlight: 200, defaultTimeoutMs: 30_000, rateLimit: { limit: 600, windowMs: 60_000 } },
    transport: 'http',
    http: { maxSessions: 2_000, idleTimeoutMs: 10 * 60_000 },
  });
  // #endregion
}

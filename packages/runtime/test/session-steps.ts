/**
 * Shared by the oracle tests of lazily loaded lists and descriptors (lazy-lists, lazy-descriptors): calcFeature
 * with a scoped tool and a schema variant, requests as steps on one session, and their replies as the JSON text sent.
 */
import type { Feature, FeatureManifest, HandlerPolicy } from '@mcp-codegen/manifest';
import { createServer, type ServerOptions } from '@mcp-codegen/runtime';
import { messageJson } from '../src/protocol/wire/message-json';
import { calcFeature, capturingLogger } from './fixtures';

export const scoped: HandlerPolicy = { scopes: ['calc:write'] };
export const writer = { subject: 'w', scopes: ['calc:write'] };
export const reader = { subject: 'r', scopes: ['calc:read'] };
export type Auth = typeof writer;
export type Step = [message: Record<string, unknown>, auth?: Auth] | ((server: ReturnType<typeof createServer>) => unknown);

export const MODERN_META = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };

export const initialize = (name = 't'): Step => [{ id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name, version: '1' } } }];
export const list = (id: number, auth?: Auth, params: Record<string, unknown> = {}): Step => [{ id, method: 'tools/list', params }, auth];
export const call = (id: number, name: string, args: unknown = { a: 6, b: 3 }, auth?: Auth): Step => [{ id, method: 'tools/call', params: { name, arguments: args } }, auth];
export const modern = (id: number, method: string, params: Record<string, unknown> = {}): Step => [{ id, method, params: { ...params, _meta: MODERN_META } }];

/** calcFeature with `divide` scoped and an `openai-strict` variant of `add`; its listsJson is for the caller to set. */
export function scopedCalcFeature(): Feature {
  const manifest: FeatureManifest = {
    ...calcFeature.manifest,
    toolVariants: { 'openai-strict': { add: { inputSchema: { type: 'object', properties: { a: { type: 'number' } }, required: ['a'], additionalProperties: false } } } },
  };
  const tools = { ...calcFeature.tools, divide: { ...calcFeature.tools.divide!, policy: scoped } };
  return { ...calcFeature, manifest, tools };
}

/** Each step in turn on one session: a request's reply as the JSON text sent, or what a function of the server returns. */
export async function runSteps(feature: Feature, steps: Step[], options: ServerOptions = {}, namespace?: string): Promise<string[]> {
  const server = createServer([namespace ? { feature, namespace } : feature], { logger: capturingLogger(), ...options });
  const session = server.createSession();
  const out: string[] = [];
  for (const step of steps) {
    if (typeof step === 'function') {
      out.push(JSON.stringify(step(server)));
      continue;
    }
    const reply = await session.handle({ jsonrpc: '2.0', ...step[0] }, step[1]);
    // What goes out (a list page may be sent from build-time text) says what the reply object says.
    const sent = messageJson(reply as never);
    expect(JSON.parse(sent)).toEqual(JSON.parse(JSON.stringify(reply)));
    out.push(sent);
  }
  await server.close();
  return out;
}

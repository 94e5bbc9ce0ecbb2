/**
 * A feature whose handlers use the request context (logging, progress,
 * sampling, elicitation, roots), shaped like generated code, and helpers to
 * connect official SDK clients to a server over the in-memory pair.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { McpContext } from '@mcp-codegen/decorators';
import type { Feature, FeatureManifest, HandlerContext, ToolBinding } from '@mcp-codegen/manifest';
import { createInMemoryTransportPair, McpError, type McpServer } from '@mcp-codegen/runtime';
import { deferred, validator } from './fixtures';

const schema = (properties: Record<string, unknown> = {}) => ({ type: 'object', properties, additionalProperties: false });

/** What generated code does: the context cast to the method's McpContext parameter. */
const ctx = (context: HandlerContext) => context as McpContext;

/** Lets a test see the context of a running handler and hold it until released. */
export class Gate {
  entered = deferred<McpContext>();
  release = deferred<void>();
}

/** Turns an McpError from the client into text, so a test can read code and message. */
async function describeFailure(work: () => Promise<unknown>): Promise<string> {
  try {
    return JSON.stringify(await work());
  } catch (error) {
    if (McpError.is(error)) return `McpError ${error.code}: ${error.message}`;
    throw error;
  }
}

export function contextFeature(gate = new Gate()): Feature {
  const tool = (invoke: ToolBinding['invoke']): ToolBinding => ({ validate: validator({ text: { type: 'string' } }), result: 'text', invoke });
  const manifest: FeatureManifest = {
    manifestVersion: 1,
    feature: 'context',
    tools: ['chatty', 'steps', 'ask', 'form', 'link', 'roots', 'held', 'askAndReport'].map((name) => ({ name, description: `The ${name} tool.`, inputSchema: schema({ text: { type: 'string' } }) })),
    resources: [],
    resourceTemplates: [],
    prompts: [],
  };
  return {
    manifest,
    register() {},
    resources: {},
    resourceTemplates: {},
    prompts: {},
    tools: {
      chatty: tool((_c, _args, context) => {
        const { log } = ctx(context);
        log.debug('debug detail');
        log.info({ step: 'started' }, 'chatty');
        log.notice('notice');
        log.warning('careful');
        log.error('it broke', 'db');
        return 'logged';
      }),
      steps: tool((_c, _args, context) => {
        const { progress } = ctx(context);
        progress(0, 3, 'starting');
        progress(1, 3);
        progress(1, 3); // not an increase: ignored
        progress(0.5); // a decrease: ignored
        progress(Number.NaN); // not a number: ignored
        progress(2, 3, 'almost');
        progress(3, 3, 'done');
        return 'stepped';
      }),
      ask: tool(async (_c, args, context) => {
        const result = await ctx(context).sample({ messages: [{ role: 'user', content: { type: 'text', text: String(args.text) } }], maxTokens: 50 });
        return JSON.stringify(result.content);
      }),
      form: tool(async (_c, _args, context) =>
        describeFailure(() =>
          ctx(context).elicit({ message: 'Who are you?', requestedSchema: { type: 'object', properties: { name: { type: 'string', default: 'John Doe' } }, required: ['name'] } }),
        ),
      ),
      link: tool(async (_c, _args, context) =>
        describeFailure(() => ctx(context).elicit({ mode: 'url', message: 'Sign in', url: 'https://example.com/login', elicitationId: 'e-1' })),
      ),
      roots: tool(async (_c, _args, context) => describeFailure(() => ctx(context).listRoots())),
      held: tool(async (_c, _args, context) => {
        gate.entered.resolve(ctx(context));
        await gate.release.promise;
        return 'released';
      }),
      askAndReport: tool(async (_c, args, context) =>
        describeFailure(() => ctx(context).sample({ messages: [{ role: 'user', content: { type: 'text', text: String(args.text) } }], maxTokens: 5 })),
      ),
    },
  };
}

/** A v1 SDK client connected to `server` over a fresh in-memory pair. */
export async function connectClient(server: McpServer, capabilities: Record<string, unknown> = {}): Promise<Client> {
  const pair = createInMemoryTransportPair();
  await server.connect(pair.server);
  const client = new Client({ name: 'context-test', version: '1.0.0' }, { capabilities });
  await client.connect(pair.client);
  return client;
}

/** Every notification a v1 client receives that has no handler of its own, by method, with a way to await the next one. */
export interface Notifications {
  of(method: string): Array<Record<string, any>>;
  next(method: string): Promise<Record<string, any>>;
}

export function notifications(client: Client): Notifications {
  const seen = new Map<string, Array<Record<string, any>>>();
  const waiters: Array<{ method: string; resolve(params: Record<string, any>): void }> = [];
  client.fallbackNotificationHandler = async ({ method, params }) => {
    const list = seen.get(method) ?? [];
    seen.set(method, list);
    list.push(params ?? {});
    const index = waiters.findIndex((w) => w.method === method);
    if (index >= 0) waiters.splice(index, 1)[0].resolve(params ?? {});
  };
  return {
    of: (method) => seen.get(method) ?? [],
    next: (method) => new Promise((resolve) => waiters.push({ method, resolve })),
  };
}

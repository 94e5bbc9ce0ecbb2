/**
 * A feature with tools declared for tasks, shaped like generated code, and
 * helpers that speak the 2026-07-28 wire with the tasks extension declared.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { McpContext } from '@mcp-codegen/decorators';
import { ToolError } from '@mcp-codegen/decorators';
import type { Feature, FeatureManifest, HandlerContext, HandlerPolicy, ToolBinding } from '@mcp-codegen/manifest';
import { deferred, validator, type Deferred } from '../fixtures';

const ctx = (context: HandlerContext) => context as McpContext;

/** Lets a test hold the `held` tool until it releases it, and see how it ended. */
export class Hold {
  started = deferred<McpContext>();
  release = deferred<void>();
  aborted: Deferred<unknown> = deferred<unknown>();
}

export const TASKS = 'io.modelcontextprotocol/tasks';
export const MODERN = '2026-07-28';

/** The `_meta` envelope of a 2026-07-28 request; with the extension declared unless told otherwise. */
export function envelope(withTasks = true, capabilities: Record<string, unknown> = { elicitation: {} }) {
  return {
    'io.modelcontextprotocol/protocolVersion': MODERN,
    'io.modelcontextprotocol/clientCapabilities': { ...capabilities, ...(withTasks ? { extensions: { [TASKS]: {} } } : {}) },
  };
}

export function jobsFeature(hold = new Hold()): Feature {
  const tool = (invoke: ToolBinding['invoke'], policy?: HandlerPolicy): ToolBinding => ({ validate: validator({ ms: { type: 'number' }, size: { type: 'number' } }), result: 'text', invoke, ...(policy ? { policy } : {}) });
  const optional: HandlerPolicy = { task: 'optional' };
  const names = ['sleepy', 'held', 'ask', 'crash', 'refuse', 'big', 'needsTask', 'plain', 'askFirst'];
  const manifest: FeatureManifest = {
    manifestVersion: 1,
    feature: 'jobs',
    tools: names.map((name) => ({ name, description: `The ${name} tool.`, inputSchema: { type: 'object', properties: { ms: { type: 'number' }, size: { type: 'number' } }, additionalProperties: false } })),
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
      sleepy: tool(async (_c, args, context) => {
        const { signal, progress } = ctx(context);
        progress(1, 2, 'half way');
        await sleep(Number(args.ms ?? 10), undefined, { signal });
        return `slept ${String(args.ms ?? 10)} ms`;
      }, optional),
      held: tool(async (_c, _args, context) => {
        const { signal } = ctx(context);
        hold.started.resolve(ctx(context));
        signal.addEventListener('abort', () => hold.aborted.resolve(signal.reason), { once: true });
        await Promise.race([hold.release.promise, new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }))]);
        return 'released';
      }, optional),
      ask: tool(async (_c, _args, context) => {
        const answer = await ctx(context).elicit({ message: 'Proceed?', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } });
        return `answer: ${answer.action}`;
      }, optional),
      crash: tool(() => {
        throw new Error('secret internal detail');
      }, optional),
      refuse: tool(() => {
        throw new ToolError('Not allowed today.');
      }, optional),
      big: tool((_c, args) => 'x'.repeat(Number(args.size ?? 10)), optional),
      needsTask: tool(() => 'ran', { task: 'required' }),
      plain: tool(() => 'plain result'),
      // Asks in the request (multi-round-trip), then works for `ms` as a task; ms 0 finishes at once.
      askFirst: tool(async (_c, args, context) => {
        const answer = await ctx(context).elicit({ message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } }, { inputKey: 'name' });
        const ms = Number(args.ms ?? 0);
        if (ms > 0) await sleep(ms, undefined, { signal: ctx(context).signal });
        return `hello ${String(answer.content?.name)}`;
      }, { task: 'optional', inputBeforeTask: true }),
    },
  };
}

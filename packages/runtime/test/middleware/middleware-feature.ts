/**
 * A feature shaped like generated code with `@Use` applied: `use` on some
 * bindings (resolved from the container), none on others. Every middleware
 * writes to a shared Trace so tests can read the order of events.
 */
import { ToolError, type McpCall, type Middleware } from '@mcp-codegen/decorators';
import type { Feature, FeatureManifest, HandlerContext } from '@mcp-codegen/manifest';
import { validator } from '../fixtures';

export class Trace {
  readonly events: string[] = [];
  readonly calls: McpCall[] = [];
}

/** Records `>name` on the way in and `<name` on the way out. */
export function tracing(name: string, trace: Trace): Middleware {
  return {
    async handle(call, next) {
      trace.events.push(`>${name}`);
      trace.calls.push(call);
      try {
        return await next();
      } finally {
        trace.events.push(`<${name}`);
      }
    },
  };
}

/** The method-level middleware of `audited` tools, built by the container with its dependency. */
export class MethodAudit implements Middleware {
  constructor(private readonly trace: Trace) {}
  handle(call: McpCall, next: () => Promise<unknown>): Promise<unknown> {
    return tracing('method', this.trace).handle(call, next) as Promise<unknown>;
  }
}

/** Answers `blocked` tools itself; the handler never runs. */
export class Gate implements Middleware {
  constructor(private readonly trace: Trace) {}
  async handle(call: McpCall, next: () => Promise<unknown>): Promise<unknown> {
    if (call.arguments.text === 'stop') {
      this.trace.events.push('gate:short-circuit');
      return 'blocked by gate';
    }
    if (call.arguments.text === 'refuse') throw new ToolError('The gate refused this call.');
    if (call.arguments.text === 'boom') throw new Error('secret middleware failure');
    if (call.arguments.text === 'twice') {
      await next();
      return next();
    }
    const value = await next();
    return typeof value === 'string' ? value.toUpperCase() : value;
  }
}

export class NotFound extends Error {
  constructor(readonly id: string) {
    super(`no item ${id} (internal path /srv/secret)`);
    this.name = 'NotFound';
  }
}

export class QuotaExceeded extends Error {}

const textInput = validator({ text: { type: 'string' } }, ['text']);

const manifest: FeatureManifest = {
  manifestVersion: 1,
  feature: 'mw',
  tools: [
    { name: 'audited', description: 'Echo, with method middleware.', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } },
    { name: 'gated', description: 'Echo behind the gate.', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } },
    { name: 'plain', description: 'Echo, no middleware of its own.', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } },
    { name: 'find', description: 'Throws NotFound or QuotaExceeded.', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } },
    { name: 'whoami', description: 'Returns what the context says.', inputSchema: { type: 'object', properties: {} } },
  ],
  resources: [{ uri: 'mw://fixed', name: 'fixed' }],
  resourceTemplates: [{ uriTemplate: 'mw://items/{id}', name: 'item' }],
  prompts: [{ name: 'ask', description: 'A prompt.', arguments: [{ name: 'topic', required: true }] }],
};

export class Items {
  readonly handled: string[] = [];
  echo(text: string): string {
    this.handled.push(text);
    return text;
  }
  find(text: string): string {
    if (text === 'quota') throw new QuotaExceeded('quota for tenant 42 spent');
    throw new NotFound(text);
  }
}

export const mwFeature: Feature = {
  manifest,
  register(container) {
    container.provide(Items, () => new Items());
    container.provide(MethodAudit, (c) => new MethodAudit(c.resolve(Trace, MethodAudit, 0)));
    container.provide(Gate, (c) => new Gate(c.resolve(Trace, Gate, 0)));
  },
  tools: {
    audited: { validate: textInput, result: 'text', use: (c) => [c.resolve(MethodAudit)], invoke: (c, args) => c.resolve(Items).echo(args.text as string) },
    gated: { validate: textInput, result: 'text', use: (c) => [c.resolve(Gate)], invoke: (c, args) => c.resolve(Items).echo(args.text as string) },
    plain: { validate: textInput, result: 'text', invoke: (c, args) => c.resolve(Items).echo(args.text as string) },
    find: { validate: textInput, result: 'text', invoke: (c, args) => c.resolve(Items).find(args.text as string) },
    whoami: { validate: validator({}), result: 'structured', invoke: (_c, _args, context: HandlerContext) => ({ subject: context.auth?.subject ?? null }) },
  },
  resources: {
    'mw://fixed': { result: 'text', use: (c) => [c.resolve(MethodAudit)], read: () => 'fixed text' },
  },
  resourceTemplates: {
    'mw://items/{id}': {
      pattern: /^mw:\/\/items\/([^/?#]+)$/,
      variables: ['id'],
      result: 'text',
      read: (c, _uri, vars) => (vars.id === 'missing' ? c.resolve(Items).find(vars.id as string) : `item ${String(vars.id)}`),
    },
  },
  prompts: {
    ask: { validate: validator({ topic: { type: 'string' } }, ['topic']), result: 'text', use: (c) => [c.resolve(MethodAudit)], get: (_c, args) => `Tell me about ${String(args.topic)}.` },
  },
  completions: {
    resourceTemplates: { 'mw://items/{id}': { id: { complete: (_c, value) => ['a1', 'a2', 'b1'].filter((id) => id.startsWith(value)) } } },
  },
};

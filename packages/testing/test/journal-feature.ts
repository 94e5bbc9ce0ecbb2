/**
 * A feature and its typed client shaped exactly like what `mcp-codegen
 * build` emits (see samples/01-notes/src/generated), small enough to read:
 * a tool that logs and reports progress, one that needs a scope, one that
 * reads ctx.auth, and an injected Clock a test can replace with a fake.
 */
import { FeatureClient, type CallOptions, type McpClientLike } from '@mcp-codegen/client';
import type { Feature, HandlerContext, Validator } from '@mcp-codegen/manifest';

export class Clock {
  now(): string {
    return new Date().toISOString();
  }
}

export class Journal {
  readonly entries: Array<{ text: string; at: string }> = [];
  constructor(private readonly clock: Clock) {}

  write(text: string, context: HandlerContext): { id: number; at: string } {
    context.log!.info({ writing: text }, 'journal');
    context.progress!(1, 2, 'stamped');
    const entry = { text, at: this.clock.now() };
    this.entries.push(entry);
    context.progress!(2, 2, 'stored');
    return { id: this.entries.length, at: entry.at };
  }
}

const anything: Validator = () => true;
const objectOf = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', properties, required, additionalProperties: false });

export const journalFeature: Feature = {
  manifest: {
    manifestVersion: 1,
    feature: 'journal',
    tools: [
      { name: 'write', description: 'Write an entry.', inputSchema: objectOf({ text: { type: 'string' } }, ['text']), outputSchema: objectOf({ id: { type: 'number' }, at: { type: 'string' } }, ['id', 'at']) },
      { name: 'purge', description: 'Delete every entry.', inputSchema: objectOf({}) },
      { name: 'whoami', description: 'The caller.', inputSchema: objectOf({}) },
    ],
    resources: [],
    resourceTemplates: [],
    prompts: [],
  },
  register(container) {
    container.provide(Clock, () => new Clock());
    container.provide(Journal, (c) => new Journal(c.resolve(Clock, Journal, 0)));
  },
  tools: {
    write: { validate: anything, result: 'structured', invoke: (c, args, context) => c.resolve(Journal).write(args.text as string, context) },
    purge: { validate: anything, result: 'text', policy: { scopes: ['journal:admin'] }, invoke: (c) => `purged ${c.resolve(Journal).entries.splice(0).length}` },
    whoami: { validate: anything, result: 'text', invoke: (_c, _args, context) => context.auth?.subject ?? 'nobody' },
  },
  resources: {},
  resourceTemplates: {},
  prompts: {},
};

export interface WriteOutput {
  id: number;
  at: string;
}

/** As `mcp-codegen build` writes it into client.generated.ts. */
export class JournalClient extends FeatureClient<{ write: { text: string }; purge: Record<string, never>; whoami: Record<string, never> }, { write: WriteOutput; purge: string; whoami: string }> {
  constructor(client: McpClientLike) {
    super(client, { write: { output: 'structured' }, purge: { output: 'text' }, whoami: { output: 'text' } });
  }

  write(input: { text: string }, options?: CallOptions): Promise<WriteOutput> {
    return this.callTool('write', input, options);
  }

  purge(options?: CallOptions): Promise<string> {
    return this.callTool('purge', {}, options);
  }

  whoami(options?: CallOptions): Promise<string> {
    return this.callTool('whoami', {}, options);
  }
}

/** The tools the attack tests aim at, served by attack-server.ts (and in-process by some tests). */
import Ajv from 'ajv';
import type { Feature, HandlerContext, Validator } from '@mcp-codegen/manifest';

/** Like a generated validator: Ajv, stopping at the first error. */
function compiled(schema: object): Validator {
  return new Ajv({ allErrors: false, strict: false }).compile(schema) as unknown as Validator;
}

const COLOURS = ['red', 'green', 'blue'];
const tagSchema = { type: 'object', properties: { tags: { type: 'array', items: { enum: COLOURS } } }, required: ['tags'], additionalProperties: false };
const echoSchema = { type: 'object', properties: { data: { type: 'string' } }, required: ['data'], additionalProperties: false };
const empty = { type: 'object' };
const pass = Object.assign(() => true, { errors: null }) as Validator;

/** Sessions held, when the process serves HTTP (set by attack-server.ts). */
export const sessionCount = { get: (): number => 0 };

/** What the tests read from inside: memory after a GC (node --expose-gc), sessions held. */
function stats() {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed, sessions: sessionCount.get() };
}

export const feature: Feature = {
  manifest: {
    manifestVersion: 1,
    feature: 'attack',
    tools: [
      { name: 'tag', description: 'Tags with colours.', inputSchema: tagSchema },
      { name: 'echo', description: 'Logs, then returns its data.', inputSchema: echoSchema },
      { name: 'ignoresSignal', description: 'Never settles and never reads its signal.', inputSchema: empty },
      { name: 'ignoresTimeout', description: 'The same, with a 50 ms timeout.', inputSchema: empty },
      { name: 'stats', description: 'Memory and sessions.', inputSchema: empty },
    ],
    resources: [],
    resourceTemplates: [],
    prompts: [],
  },
  register() {},
  tools: {
    tag: { validate: compiled(tagSchema), result: 'text', invoke: (_c, args) => `tagged ${(args.tags as string[]).length}` },
    echo: {
      validate: compiled(echoSchema),
      result: 'text',
      invoke: (_c, args, context: HandlerContext) => {
        // A message before the result makes the reply an SSE stream, whose events the event store keeps.
        context.log?.info('echoing');
        return args.data as string;
      },
    },
    ignoresSignal: { validate: pass, result: 'text', invoke: () => new Promise<string>(() => undefined) },
    ignoresTimeout: { validate: pass, result: 'text', policy: { timeoutMs: 50 }, invoke: () => new Promise<string>(() => undefined) },
    stats: { validate: pass, result: 'structured', invoke: stats },
  },
  resources: {},
  resourceTemplates: {},
  prompts: {},
};


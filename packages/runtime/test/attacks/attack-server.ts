/**
 * The server the attack tests aim at: bundled from the runtime's source
 * with esbuild (spawn-attack-server.ts) and run as a real process with
 * `node --expose-gc`. argv[2] is 'stdio' or 'http' (prints `LISTENING <url>`);
 * ATTACK_OPTIONS is JSON merged into serve()'s options; ATTACK_AUTH=1 turns
 * bearer authentication on (tokens: see TOKEN_SCOPES).
 */
import Ajv from 'ajv';
import type { AuthInfo, Feature, HandlerContext, Validator } from '@mcp-codegen/manifest';
import { serve, type RunningHttpServer } from '../../src/index';

/** Like a generated validator: Ajv, stopping at the first error. */
function compiled(schema: object): Validator {
  return new Ajv({ allErrors: false, strict: false }).compile(schema) as unknown as Validator;
}

const COLOURS = ['red', 'green', 'blue'];
const tagSchema = { type: 'object', properties: { tags: { type: 'array', items: { enum: COLOURS } } }, required: ['tags'], additionalProperties: false };
const echoSchema = { type: 'object', properties: { data: { type: 'string' } }, required: ['data'], additionalProperties: false };
const empty = { type: 'object' };
const pass = Object.assign(() => true, { errors: null }) as Validator;

let http: RunningHttpServer | undefined;

/** What the tests read from inside: memory after a GC, sessions held. */
function stats() {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  const handler = http?.handler as unknown as { sessionCount: number } | undefined;
  return { rss, heapUsed, sessions: handler?.sessionCount ?? 0 };
}

export const feature: Feature = {
  manifest: {
    manifestVersion: 1,
    feature: 'attack',
    tools: [
      { name: 'tag', description: 'Tags with colours.', inputSchema: tagSchema },
      { name: 'echo', description: 'Logs, then returns its data.', inputSchema: echoSchema },
      { name: 'ignoresSignal', description: 'Never settles and never reads its signal.', inputSchema: empty },
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
    stats: { validate: pass, result: 'structured', invoke: stats },
  },
  resources: {},
  resourceTemplates: {},
  prompts: {},
};

/** Bearer tokens of the auth mode: the token is the subject, `-read` gives no scopes beyond mcp. */
const TOKEN_SCOPES: Record<string, string[]> = { 'alice-read': ['mcp'], 'bob-read': ['mcp'], 'carol-read': ['mcp'] };

async function main(): Promise<void> {
  const logger = { error: (message: string) => void process.stderr.write(`ERROR ${message}\n`), warn: (message: string) => void process.stderr.write(`WARN ${message}\n`) };
  const options = JSON.parse(process.env.ATTACK_OPTIONS ?? '{}') as { http?: object; limits?: object };
  const verify = (token: string): AuthInfo | undefined => (TOKEN_SCOPES[token] ? { subject: token, scopes: TOKEN_SCOPES[token] } : undefined);
  const auth = process.env.ATTACK_AUTH === '1' ? { auth: { verify, resourceMetadata: { authorization_servers: ['https://auth.example.com'] } } } : {};
  if (process.argv[2] === 'http') {
    http = await serve([feature], { ...options, transport: 'http', logger, shutdown: false, http: { port: 0, ...auth, ...options.http } });
    process.stdout.write(`LISTENING ${http.url}\n`);
  } else {
    await serve([feature], { ...options, logger, shutdown: false });
  }
}

void main();

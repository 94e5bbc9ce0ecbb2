/**
 * A server process for the fault, shutdown and soak tests: bundled from the
 * runtime's source with esbuild (see spawn-server.ts) and run with `node
 * --expose-gc`. argv[2] is 'stdio' or 'http'; HTTP prints `LISTENING <url>`.
 * Handlers report what tests cannot see from outside on stderr.
 */
import type { Feature, HandlerContext } from '@mcp-codegen/manifest';
import { serve, type RunningHttpServer } from '../../src/index';

const pass = () => true;
const empty = { type: 'object' };
let http: RunningHttpServer | undefined;

function untilAborted(context: HandlerContext, quiet: boolean): Promise<string> {
  return new Promise((resolve) =>
    context.signal.addEventListener('abort', () => {
      if (!quiet) process.stderr.write(`ABORTED ${String(context.requestId)}\n`);
      resolve('aborted');
    }),
  );
}

/** Requests in flight over HTTP, besides the one asking. */
function httpStats() {
  const sessions = (http!.handler as unknown as { sessions: Map<string, { exchanges: Map<unknown, unknown> }> }).sessions;
  let exchanges = 0;
  for (const session of sessions.values()) exchanges += session.exchanges.size;
  return { sessions: sessions.size, exchanges: exchanges - 1 };
}

const names = ['echo', 'throws', 'rejects', 'throwsString', 'throwsUndefined', 'throwsObject', 'hangs', 'wrongShape', 'waitAbort', 'slow', 'log', 'rss', 'stats'];
const feature: Feature = {
  manifest: { manifestVersion: 1, feature: 'faults', tools: names.map((name) => ({ name, description: name, inputSchema: empty })), resources: [], resourceTemplates: [], prompts: [] },
  register() {},
  tools: {
    echo: {
      validate: Object.assign((args: unknown) => typeof (args as { n?: unknown }).n === 'number', { errors: null }),
      result: 'text',
      invoke: (_c, args) => String(args.n),
    },
    throws: { validate: pass, result: 'text', invoke: () => { throw new Error('db://admin:hunter2@10.0.0.1 refused'); } },
    rejects: { validate: pass, result: 'text', invoke: () => Promise.reject(new Error('ENOENT /etc/secret')) },
    throwsString: { validate: pass, result: 'text', invoke: () => { throw 'a bare string'; } },
    throwsUndefined: { validate: pass, result: 'text', invoke: () => { throw undefined; } },
    throwsObject: { validate: pass, result: 'text', invoke: () => { throw { code: 42, secret: 'x' }; } },
    hangs: { validate: pass, result: 'text', policy: { timeoutMs: 100 }, invoke: (_c, _a, context) => untilAborted(context, false) },
    wrongShape: {
      validate: pass,
      result: 'structured',
      validateOutput: Object.assign((value: unknown) => typeof (value as { count?: unknown })?.count === 'number', { errors: null }),
      invoke: () => ({ count: 'many' }),
    },
    waitAbort: { validate: pass, result: 'text', invoke: (_c, args, context) => untilAborted(context, args.quiet === true) },
    slow: {
      validate: pass,
      result: 'text',
      invoke: async (_c, args) => {
        process.stderr.write('STARTED slow\n');
        await new Promise((resolve) => setTimeout(resolve, Number(args.ms)));
        return 'slow done';
      },
    },
    log: {
      validate: pass,
      result: 'text',
      invoke: () => {
        console.log('console.log from a handler');
        console.info('console.info from a handler');
        return 'logged';
      },
    },
    rss: {
      validate: pass,
      result: 'structured',
      invoke: () => {
        (globalThis as { gc?: () => void }).gc?.();
        const { rss, heapUsed } = process.memoryUsage();
        return { rss, heapUsed, gc: typeof (globalThis as { gc?: unknown }).gc === 'function' };
      },
    },
    stats: { validate: pass, result: 'structured', invoke: () => (http ? httpStats() : {}) },
  },
  resources: {},
  resourceTemplates: {},
  prompts: {},
};

async function main(): Promise<void> {
  const logger = { error: (message: string) => void process.stderr.write(`ERROR ${message}\n`), warn: (message: string) => void process.stderr.write(`WARN ${message}\n`) };
  const graceMs = Number(process.env.GRACE_MS ?? 10_000);
  if (process.argv[2] === 'http') {
    http = await serve([feature], { transport: 'http', logger, http: { port: 0 }, shutdown: { graceMs }, limits: { maxInFlight: 10_000 } });
    process.stdout.write(`LISTENING ${http.url}\n`);
  } else {
    await serve([feature], { logger, shutdown: { graceMs }, limits: { maxInFlight: 10_000 } });
  }
}

void main();

/** A feature whose tools talk to the client while they run: progress, logging, sampling, and a gated wait. */
import type { Feature, HandlerContext, Validator } from '@mcp-codegen/manifest';
import { deferred, type Deferred } from './fixtures';

const anything: Validator = Object.assign(() => true, { errors: null });
const schema = { type: 'object', properties: {} };

/** Lets a test hold a tool in flight and watch how it ends. */
export class Gate {
  started = deferred<HandlerContext>();
  release = deferred<string>();
  aborted = deferred<unknown>();
  reset(): void {
    this.started = deferred<HandlerContext>();
    this.release = deferred<string>();
    this.aborted = deferred<unknown>();
  }
}

export const gate = new Gate();

function waitOrAbort(context: HandlerContext, release: Deferred<string>): Promise<string> {
  context.signal.addEventListener('abort', () => gate.aborted.resolve(context.signal.reason), { once: true });
  return release.promise;
}

export const streamFeature: Feature = {
  manifest: {
    manifestVersion: 1,
    feature: 'streams',
    tools: [
      { name: 'count', description: 'Reports progress three times, then answers.', inputSchema: schema },
      { name: 'chatty', description: 'Logs, then answers.', inputSchema: schema },
      { name: 'ask', description: 'Asks the client to sample.', inputSchema: schema },
      { name: 'gated', description: 'Reports progress, then waits for the test.', inputSchema: schema },
      { name: 'hold', description: 'Waits for the test, silently.', inputSchema: schema },
    ],
    resources: [],
    resourceTemplates: [],
    prompts: [],
  },
  register() {},
  tools: {
    count: {
      validate: anything,
      result: 'text',
      invoke: (_c, _args, context) => {
        for (let i = 1; i <= 3; i++) context.progress?.(i, 3, `step ${i}`);
        return 'counted';
      },
    },
    chatty: {
      validate: anything,
      result: 'text',
      invoke: (_c, _args, context) => {
        context.log?.info('working');
        return 'done';
      },
    },
    ask: {
      validate: anything,
      result: 'text',
      invoke: async (_c, _args, context) => {
        const reply = (await context.sample!({ messages: [{ role: 'user', content: { type: 'text', text: 'Say hi' } }], maxTokens: 10 })) as { content: { text: string } };
        return `client said: ${reply.content.text}`;
      },
    },
    gated: {
      validate: anything,
      result: 'text',
      invoke: (_c, _args, context) => {
        context.progress?.(1, 2, 'started');
        gate.started.resolve(context);
        return waitOrAbort(context, gate.release);
      },
    },
    hold: {
      validate: anything,
      result: 'text',
      invoke: (_c, _args, context) => {
        gate.started.resolve(context);
        return waitOrAbort(context, gate.release);
      },
    },
  },
  resources: {},
  resourceTemplates: {},
  prompts: {},
};

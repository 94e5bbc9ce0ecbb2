/**
 * A hand-written feature with handler policies, shaped like generated code:
 * tools, a resource and a prompt with `timeoutMs` and `rateLimit`, and a
 * gate that holds calls open until a test lets them go.
 */
import type { Feature, HandlerContext } from '@mcp-codegen/manifest';
import { deferred, validator, type Deferred } from '../fixtures';

/** What the handlers report to the test. */
export class LimitProbe {
  aborts: unknown[] = [];
  gate: Deferred<void> = deferred();
  started = 0;
  release(): void {
    this.gate.resolve();
    this.gate = deferred();
  }
}

const empty = { type: 'object', properties: {}, additionalProperties: false };
const tool = (name: string) => ({ name, description: `${name}.`, inputSchema: empty });

/** Waits for the signal, and records why it aborted. */
function untilAborted(probe: LimitProbe, context: HandlerContext): Promise<string> {
  return new Promise((resolve) =>
    context.signal.addEventListener('abort', () => {
      probe.aborts.push(context.signal.reason);
      resolve('stopped');
    }),
  );
}

export function limitsFeature(probe: LimitProbe): Feature {
  return {
    manifest: {
      manifestVersion: 1,
      feature: 'limits',
      tools: [tool('slow'), tool('stubborn'), tool('plain'), tool('limited'), tool('hold'), tool('quick')],
      resources: [{ uri: 'limits://slow', name: 'slow', description: 'Never finishes.' }],
      resourceTemplates: [],
      prompts: [{ name: 'slowPrompt', description: 'Never finishes.' }, { name: 'limitedPrompt', description: 'Once per second.' }],
    },
    register() {},
    tools: {
      slow: { validate: validator({}), result: 'text', policy: { timeoutMs: 40 }, invoke: (_c, _a, context) => untilAborted(probe, context) },
      // Ignores its signal: the call must still end at the timeout.
      stubborn: { validate: validator({}), result: 'text', policy: { timeoutMs: 40 }, invoke: () => new Promise(() => undefined) },
      plain: { validate: validator({}), result: 'text', invoke: (_c, _a, context) => untilAborted(probe, context) },
      limited: { validate: validator({}), result: 'text', policy: { rateLimit: { limit: 2, windowMs: 1000 } }, invoke: () => 'ok' },
      hold: {
        validate: validator({}),
        result: 'text',
        invoke: async () => {
          probe.started++;
          await probe.gate.promise;
          return 'released';
        },
      },
      quick: { validate: validator({}), result: 'text', policy: { timeoutMs: 5000 }, invoke: () => 'fast' },
    },
    resources: {
      'limits://slow': { result: 'text', policy: { timeoutMs: 30 }, read: (_c, _uri, context) => untilAborted(probe, context) },
    },
    resourceTemplates: {},
    prompts: {
      slowPrompt: { validate: validator({}), result: 'text', policy: { timeoutMs: 30 }, get: (_c, _a, context) => untilAborted(probe, context) },
      limitedPrompt: { validate: validator({}), result: 'text', policy: { rateLimit: { limit: 1, windowMs: 1000 } }, get: () => 'Hello' },
    },
  };
}

/** A small hand-written feature (shaped like generated code) that each test instance serves. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Feature, Validator } from '@mcp-codegen/manifest';

const anything: Validator = Object.assign(() => true, { errors: null });
const schema = { type: 'object', properties: {}, additionalProperties: true };

export function instanceFeature(instance: string): Feature {
  return {
    manifest: {
      manifestVersion: 1,
      feature: 'fleet',
      tools: [
        { name: 'add', description: 'Adds a and b.', inputSchema: schema },
        { name: 'whoami', description: 'The instance that answered.', inputSchema: schema },
        { name: 'askName', description: 'Elicits a name, then greets it.', inputSchema: schema },
        { name: 'slowJob', description: 'A task: works for `ms`, then names the instance that ran it.', inputSchema: schema },
        { name: 'heldJob', description: 'A task that runs until it is cancelled.', inputSchema: schema },
        { name: 'confirmJob', description: 'A task that asks for a confirmation.', inputSchema: schema },
      ],
      resources: [{ uri: 'notes://board', name: 'board', description: 'A board every instance updates.' }],
      resourceTemplates: [],
      prompts: [],
    },
    register() {},
    tools: {
      add: { validate: anything, result: 'wrapped', invoke: (_r, args) => Number(args.a) + Number(args.b) },
      whoami: { validate: anything, result: 'text', invoke: () => instance },
      slowJob: {
        validate: anything,
        result: 'text',
        policy: { task: 'optional' },
        invoke: async (_r, args, context) => {
          context.progress?.(1, 2, `working on ${instance}`);
          await sleep(Number(args.ms ?? 10), undefined, { signal: context.signal });
          return `done on ${instance}`;
        },
      },
      heldJob: {
        validate: anything,
        result: 'text',
        policy: { task: 'optional' },
        invoke: async (_r, _args, context) => {
          context.progress?.(1, 100, `held on ${instance}`);
          await new Promise((_, reject) => context.signal.addEventListener('abort', () => reject(context.signal.reason), { once: true }));
          return 'never';
        },
      },
      confirmJob: {
        validate: anything,
        result: 'text',
        policy: { task: 'optional' },
        invoke: async (_r, _args, context) => {
          const answer = (await context.elicit!({ message: 'Go on?', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } })) as { action: string };
          return `${answer.action}, on ${instance}`;
        },
      },
      askName: {
        validate: anything,
        result: 'text',
        invoke: async (_r, _args, context) => {
          const answer = (await context.elicit!({ message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } })) as { content?: { name?: string } };
          return `Hello ${answer.content?.name ?? '?'}, from ${instance}`;
        },
      },
    },
    resources: { 'notes://board': { result: 'text', read: () => `board of ${instance}` } },
    resourceTemplates: {},
    prompts: {},
  };
}

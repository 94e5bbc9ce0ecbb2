/** A small hand-written feature (shaped like generated code) that each test instance serves. */
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
      ],
      resources: [{ uri: 'notes://board', name: 'board', description: 'A board every instance updates.' }],
      resourceTemplates: [],
      prompts: [],
    },
    register() {},
    tools: {
      add: { validate: anything, result: 'wrapped', invoke: (_r, args) => Number(args.a) + Number(args.b) },
      whoami: { validate: anything, result: 'text', invoke: () => instance },
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

/**
 * Issue 21, siblings of the unbounded validation reply: every error that
 * quotes what the caller sent (an unknown tool, prompt, method, resource or
 * completion target; a property name) quotes at most 100 characters of it,
 * so a 1 MiB name never makes a reply larger than the request.
 */
import { createServer } from '@mcp-codegen/runtime';
import { capturingLogger } from '../fixtures';
import { feature } from './attack-feature';

const huge = 'n'.repeat(1024 * 1024);

it.each([
  ['an unknown tool', 'tools/call', { name: huge, arguments: {} }],
  ['an unknown prompt', 'prompts/get', { name: huge, arguments: {} }],
  ['an unknown resource', 'resources/read', { uri: `x://${huge}` }],
  ['an unknown method', huge, {}],
  ['a property name no schema knows', 'tools/call', { name: 'tag', arguments: { tags: [], [huge]: 1 } }],
  ['a wrong value deep in the arguments', 'tools/call', { name: 'tag', arguments: { tags: ['red', huge] } }],
])('%s: the reply stays under 2 KiB', async (_label, method, params) => {
  const app = createServer([feature], { logger: capturingLogger() });
  const reply = await app.createSession().handle({ jsonrpc: '2.0', id: 1, method, params });
  expect(reply).toBeDefined();
  expect(JSON.stringify(reply).length).toBeLessThan(2048);
  await app.close();
});

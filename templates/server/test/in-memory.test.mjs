// Tests the server's feature in memory through its generated typed client,
// with @mcp-codegen/testing: no process, a real MCP session. server.test.mjs
// runs the built server itself. Run `npm run build` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestClient } from '@mcp-codegen/testing';
import { feature } from '../dist/generated/feature.generated.js';
import * as generated from '../dist/generated/client.generated.js';

// The typed client is named after the feature (my-server → MyServerClient).
const TypedClient = Object.values(generated).find((value) => typeof value === 'function' && value.name.endsWith('Client'));

test('greet and the translate prompt answer through the typed client', async () => {
  const t = await createTestClient(feature, { client: TypedClient });
  try {
    assert.equal(await t.client.greet({ name: 'Ada' }), 'Hello, Ada.');
    const prompt = await t.client.prompts.translate({ language: 'Welsh' });
    assert.deepEqual(prompt.messages[0].content, { type: 'text', text: 'How do you say "hello" in Welsh?' });
  } finally {
    await t.close();
  }
});

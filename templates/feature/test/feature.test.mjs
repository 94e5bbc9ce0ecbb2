// Tests the built feature through its generated typed client, in memory, with
// @mcp-codegen/testing: a real MCP session (the official SDK client), no
// transport or process. Run `npm run build` first (it generates and compiles src/).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestClient } from '@mcp-codegen/testing';
import { feature } from '../dist/index.js';
import * as generated from '../dist/generated/client.generated.js';

// The typed client is named after the feature (my-feature → MyFeatureClient).
const TypedClient = Object.values(generated).find((value) => typeof value === 'function' && value.name.endsWith('Client'));

for (const era of ['legacy', 'modern']) {
  test(`greet answers through the typed client (${era} protocol era)`, async () => {
    const t = await createTestClient(feature, { client: TypedClient, era });
    try {
      assert.equal(await t.client.greet({ name: 'Ada', excited: true }), 'Hello, Ada!');
      const motto = await t.client.resources.motto();
      assert.equal(motto.text, 'Be kind.');
      const { tools } = await t.mcp.listTools();
      assert.deepEqual(tools.map((tool) => tool.name), ['greet']);
    } finally {
      await t.close();
    }
  });
}

/**
 * tools/list order is deterministic (a SHOULD of the 2026-07-28 revision that the conformance suite warns on):
 * the features in the order the app passes them, each feature's tools in its manifest's order (the build sorts
 * them by name), the same on every call, in every session, on every server built from the same features,
 * and after a tool is switched off and on again.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createInMemoryTransportPair, createServer, type McpServer } from '@mcp-codegen/runtime';
import { calcFeature, docsFeature } from './fixtures';

const expected = [...calcFeature.manifest.tools, ...docsFeature.manifest.tools].map((t) => t.name);

async function listed(server: McpServer, name = 'order-test'): Promise<string[]> {
  const pair = createInMemoryTransportPair();
  await server.connect(pair.server);
  const client = new Client({ name, version: '1' });
  await client.connect(pair.client);
  try {
    const names: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listTools(cursor === undefined ? {} : { cursor });
      names.push(...page.tools.map((t) => t.name));
      cursor = page.nextCursor;
    } while (cursor !== undefined);
    return names;
  } finally {
    await client.close();
  }
}

describe('tools/list order', () => {
  it('is the features in order, then each manifest in order, on every call and in every session', async () => {
    const server = createServer([calcFeature, docsFeature]);
    try {
      expect(expected.length).toBeGreaterThan(5);
      expect(await listed(server, 'a')).toEqual(expected);
      expect(await listed(server, 'b')).toEqual(expected);
    } finally {
      await server.close();
    }
  });

  it('is the same on another server of the same features, and across page sizes', async () => {
    const one = createServer([calcFeature, docsFeature], { pageSize: 3 });
    const two = createServer([calcFeature, docsFeature]);
    try {
      expect(await listed(one)).toEqual(expected);
      expect(await listed(two)).toEqual(expected);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('puts a tool switched off and on again back in its place', async () => {
    const server = createServer([calcFeature, docsFeature]);
    try {
      server.tools.disable('divide');
      expect(await listed(server)).toEqual(expected.filter((n) => n !== 'divide'));
      server.tools.enable('divide');
      expect(await listed(server)).toEqual(expected);
    } finally {
      await server.close();
    }
  });
});

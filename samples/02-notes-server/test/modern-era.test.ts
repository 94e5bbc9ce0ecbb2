// End to end on the 2026-07-28 (stateless) wire: the unchanged sample server,
// spawned over stdio and over Streamable HTTP, driven by the official SDK v2
// client pinned to 2026-07-28 or negotiating 'auto'; and one HTTP server
// process answering a 2025 client (SDK v1) and a 2026 client at the same time.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client as ClientV2, ResourceNotFoundError, StreamableHTTPClientTransport as StreamableHTTPClientTransportV2 } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { assertServerBuilt, serverEntry } from './server-process';

const MODERN = '2026-07-28';

function modernClient(mode: 'auto' | { pin: string } = { pin: MODERN }): ClientV2 {
  return new ClientV2({ name: 'e2e-modern', version: '1.0.0' }, { versionNegotiation: { mode } });
}

async function startHttpServer(): Promise<{ child: ChildProcess; url: string; stop(): Promise<void> }> {
  assertServerBuilt();
  const child = spawn(process.execPath, [serverEntry, '--http', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
    createInterface({ input: child.stderr! }).on('line', (line) => {
      const match = /^listening on (\S+)$/.exec(line);
      if (match) resolve(match[1]);
    });
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { child, url, stop };
}

/** What every modern client must see from the sample features, unchanged. */
async function exerciseModern(client: ClientV2): Promise<void> {
  expect(client.getNegotiatedProtocolVersion()).toBe(MODERN);
  expect(client.getServerVersion()).toMatchObject({ name: expect.any(String), version: expect.any(String) });
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name)).toEqual(['addNote', 'deleteNote', 'searchNotes']);
  const added = await client.callTool({ name: 'addNote', arguments: { title: 'Modern', body: 'stateless' } });
  expect(added.isError).toBeFalsy();
  expect(added.structuredContent).toMatchObject({ title: 'Modern' });
  const { prompts } = await client.listPrompts();
  expect(prompts.length).toBeGreaterThan(0);
  const { resources } = await client.listResources();
  if (resources.length > 0) {
    const read = await client.readResource({ uri: resources[0].uri });
    expect(read.contents.length).toBeGreaterThan(0);
  }
  // SEP-2164: -32602 with the URI on this wire, which v2 maps to ResourceNotFoundError.
  const missing = 'notes://does-not-exist/at-all';
  const error = await client.readResource({ uri: missing }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ResourceNotFoundError);
  expect((error as ResourceNotFoundError).uri).toBe(missing);
}

describe('SDK v2 client on the 2026-07-28 wire over stdio', () => {
  test('pinned to 2026-07-28: discover, tools, prompts, resources, not-found', async () => {
    const client = modernClient();
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [serverEntry], stderr: 'pipe' }));
    try {
      await exerciseModern(client);
    } finally {
      await client.close();
    }
  });

  test("'auto' negotiation picks the modern era", async () => {
    const client = modernClient('auto');
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [serverEntry], stderr: 'pipe' }));
    try {
      expect(client.getNegotiatedProtocolVersion()).toBe(MODERN);
      expect((await client.listTools()).tools.length).toBe(3);
    } finally {
      await client.close();
    }
  });
});

describe('SDK v2 client on the 2026-07-28 wire over Streamable HTTP', () => {
  let server: Awaited<ReturnType<typeof startHttpServer>>;
  beforeAll(async () => {
    server = await startHttpServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  test('pinned to 2026-07-28', async () => {
    const client = modernClient();
    await client.connect(new StreamableHTTPClientTransportV2(new URL(server.url)));
    try {
      await exerciseModern(client);
    } finally {
      await client.close();
    }
  });

  test('one server process answers a 2025 client and a 2026 client at the same time', async () => {
    const legacy = new Client({ name: 'e2e-2025', version: '1.0.0' });
    await legacy.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    const modern = modernClient();
    await modern.connect(new StreamableHTTPClientTransportV2(new URL(server.url)));
    try {
      expect(legacy.getServerCapabilities()).toBeDefined();
      expect(modern.getNegotiatedProtocolVersion()).toBe(MODERN);
      // Interleaved, in flight together: each gets the answer of its own era.
      const [legacyTools, modernTools, legacyCall, modernCall] = await Promise.all([
        legacy.listTools(),
        modern.listTools(),
        legacy.callTool({ name: 'addNote', arguments: { title: 'From 2025', body: 'a' } }),
        modern.callTool({ name: 'addNote', arguments: { title: 'From 2026', body: 'b' } }),
      ]);
      expect(legacyTools.tools.map((t) => t.name)).toEqual(modernTools.tools.map((t) => t.name));
      expect(legacyCall.structuredContent).toMatchObject({ title: 'From 2025' });
      expect(modernCall.structuredContent).toMatchObject({ title: 'From 2026' });
      // Both see the same store: the server is one instance.
      const found = await modern.callTool({ name: 'searchNotes', arguments: { query: 'From 2025' } });
      expect(JSON.stringify(found.structuredContent ?? found.content)).toContain('From 2025');
      await legacy.ping();
    } finally {
      await legacy.close();
      await modern.close();
    }
  });
});

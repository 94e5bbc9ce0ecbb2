// End to end: the official SDK v2 client spawns the built sample server over
// stdio, in the 2025 era (the default, 'legacy') and with 'auto' negotiation,
// which probes with server/discover and, since the server speaks 2026-07-28
// too, goes on in the modern era (modern-era.test.ts covers that era in depth).
import { Client, ResourceNotFoundError } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { clientContract, type SdkClient } from './client-contract';
import { serverEntry } from './server-process';

describe('official SDK v2 Client over stdio (legacy era)', () => {
  clientContract(async () => {
    const client = new Client({ name: 'e2e-v2', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [serverEntry], stderr: 'pipe' }));
    return client as unknown as SdkClient;
  }, (error, uri) => {
    // v2 maps the 2025 code -32002 (and the 2026 -32602 with data.uri) to one error class.
    expect(error).toBeInstanceOf(ResourceNotFoundError);
    expect(error.uri).toBe(uri);
  });
});

describe('official SDK v2 Client with version negotiation "auto"', () => {
  test('negotiates an era and lists the tools', async () => {
    const client = new Client({ name: 'e2e-v2-auto', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [serverEntry], stderr: 'pipe' }));
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(['addNote', 'deleteNote', 'searchNotes']);
    } finally {
      await client.close();
    }
  });
});

// End to end: the official SDK v1 client spawns the built sample server over stdio.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { clientContract, type SdkClient } from './client-contract';
import { serverEntry } from './server-process';

describe('official SDK v1 Client over stdio', () => {
  clientContract(async () => {
    const client = new Client({ name: 'e2e-v1', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [serverEntry], stderr: 'pipe' }));
    return client as unknown as SdkClient;
  }, (error, uri) => {
    expect(error.code).toBe(-32002);
    expect(error.data).toEqual({ uri });
  });
});

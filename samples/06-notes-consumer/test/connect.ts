// Starts the built notes server (samples/02-notes-server) and connects an
// official SDK client to it, v1 or v2, over stdio or Streamable HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as StdioV1 } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport as HttpV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client as ClientV2, StreamableHTTPClientTransport as HttpV2 } from '@modelcontextprotocol/client';
import { StdioClientTransport as StdioV2 } from '@modelcontextprotocol/client/stdio';
import type { McpClientLike } from '@mcp-codegen/client';

export const serverEntry = join(__dirname, '..', '..', '02-notes-server', 'dist', 'main.js');

/** A connected SDK client; `close` also stops the server process when the test started one. */
export interface Connection {
  client: McpClientLike;
  close(): Promise<void>;
}

export type Sdk = 'v1' | 'v2';
export type Transport = 'stdio' | 'http';

function assertServerBuilt(): void {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first.`);
}

/** Spawns the server with --http --port 0 and waits for the URL it prints. */
async function startHttpServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [serverEntry, '--http', '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
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
  return { url, stop };
}

export async function connect(sdk: Sdk, transport: Transport): Promise<Connection> {
  assertServerBuilt();
  const info = { name: `consumer-${sdk}-${transport}`, version: '1.0.0' };
  const client = sdk === 'v1' ? new ClientV1(info) : new ClientV2(info);
  if (transport === 'stdio') {
    const params = { command: process.execPath, args: [serverEntry], stderr: 'pipe' as const };
    await client.connect(sdk === 'v1' ? new StdioV1(params) : new StdioV2(params));
    return { client, close: () => client.close() };
  }
  const server = await startHttpServer();
  const url = new URL(server.url);
  await client.connect(sdk === 'v1' ? new HttpV1(url) : new HttpV2(url));
  return {
    client,
    close: async () => {
      await client.close();
      await server.stop();
    },
  };
}

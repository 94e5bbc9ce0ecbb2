// End to end over Streamable HTTP: spawns the built sample server with
// --http --port 0, reads the bound URL from stderr, and drives it with both
// official SDK clients, with sessions and stateless.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client as ClientV2, ResourceNotFoundError, StreamableHTTPClientTransport as StreamableHTTPClientTransportV2 } from '@modelcontextprotocol/client';
import { clientContract, type SdkClient } from './client-contract';
import { assertServerBuilt, serverEntry } from './server-process';

interface HttpServerProcess {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

async function startHttpServer(extraArgs: string[] = []): Promise<HttpServerProcess> {
  assertServerBuilt();
  const child = spawn(process.execPath, [serverEntry, '--http', '--port', '0', ...extraArgs], { stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
    createInterface({ input: child.stderr! }).on('line', (line) => {
      const match = /^listening on (\S+)$/.exec(line);
      if (match) resolve(match[1]);
    });
  });
  return {
    child,
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const expectV1NotFound = (error: any, uri: string) => {
  expect(error.code).toBe(-32002);
  expect(error.data).toEqual({ uri });
};
const expectV2NotFound = (error: any, uri: string) => {
  expect(error).toBeInstanceOf(ResourceNotFoundError);
  expect(error.uri).toBe(uri);
};

/** Each client gets its own server process, as over stdio: the contract expects a fresh notes store. */
function withServer(extraArgs: string[], body: (url: () => string) => void): void {
  let server: HttpServerProcess | undefined;
  beforeAll(async () => {
    server = await startHttpServer(extraArgs);
  });
  afterAll(async () => {
    await server?.stop();
  });
  body(() => server!.url);
}

describe.each([
  ['with sessions', []],
  ['stateless', ['--stateless']],
])('the sample server over Streamable HTTP, %s', (_label, extraArgs) => {
  describe('official SDK v1 client', () => {
    withServer(extraArgs, (url) => {
      clientContract(async () => {
        const client = new Client({ name: 'e2e-http-v1', version: '1.0.0' });
        await client.connect(new StreamableHTTPClientTransport(new URL(url())));
        return client as unknown as SdkClient;
      }, expectV1NotFound);
    });
  });

  describe('official SDK v2 client', () => {
    withServer(extraArgs, (url) => {
      clientContract(async () => {
        const client = new ClientV2({ name: 'e2e-http-v2', version: '1.0.0' });
        await client.connect(new StreamableHTTPClientTransportV2(new URL(url())));
        return client as unknown as SdkClient;
      }, expectV2NotFound);
    });
  });

  describe('raw HTTP', () => {
    withServer(extraArgs, (url) => {
      test('the printed URL is loopback, with the bound port and the /mcp path', () => {
        expect(url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
        expect(url()).not.toMatch(/:0\//);
      });

      test('refuses a DNS-rebinding Origin with 403 and goes on serving', async () => {
        const response = await fetch(url(), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', origin: 'http://evil.example.com' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
        });
        expect(response.status).toBe(403);
        const client = new Client({ name: 'after-403', version: '1.0.0' });
        await client.connect(new StreamableHTTPClientTransport(new URL(url())));
        await expect(client.ping()).resolves.toEqual({});
        await client.close();
      });
    });
  });
});

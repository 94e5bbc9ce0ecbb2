/** A client that speaks raw JSON text over the in-memory pair, for input no SDK client would send. */
import { createServer, type McpServer, type ServerOptions } from '../src/server';
import { createInMemoryTransportPair } from '../src/transports/in-memory';
import type { Feature } from '@mcp-codegen/manifest';

export interface RawPeer {
  server: McpServer;
  /** Every message the server sent, in order. */
  received: Array<Record<string, any>>;
  send(text: string): void;
  request(message: Record<string, unknown>): void;
  /** Resolves with the next unclaimed message whose id equals `id` (null for unreadable ids). */
  responseTo(id: string | number | null): Promise<Record<string, any>>;
  close(): Promise<void>;
}

export async function rawPeer(features: Feature[], options: ServerOptions = {}): Promise<RawPeer> {
  const server = createServer(features, options);
  const { client, server: serverEnd } = createInMemoryTransportPair();
  const received: Array<Record<string, any>> = [];
  const unclaimed: Array<Record<string, any>> = [];
  const waiters: Array<{ id: unknown; resolve: (m: Record<string, any>) => void }> = [];
  client.onmessage = (message: Record<string, any>) => {
    received.push(message);
    const index = waiters.findIndex((w) => w.id === message.id);
    if (index >= 0) waiters.splice(index, 1)[0].resolve(message);
    else unclaimed.push(message);
  };
  await client.start();
  await server.connect(serverEnd);
  return {
    server,
    received,
    send: (text) => client.sendRaw(text),
    request: (message) => client.sendRaw(JSON.stringify({ jsonrpc: '2.0', ...message })),
    responseTo: (id) => {
      const index = unclaimed.findIndex((m) => m.id === id);
      if (index >= 0) return Promise.resolve(unclaimed.splice(index, 1)[0]);
      return new Promise((resolve) => waiters.push({ id, resolve }));
    },
    close: () => client.close(),
  };
}

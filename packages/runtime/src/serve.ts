/** serve: the one-liner for apps. Composes the features and starts a transport (stdio by default). */
import type { Feature } from '@mcp-codegen/manifest';
import type { Connection } from './connection.js';
import { createServer, type McpServer, type ServerOptions } from './server.js';
import { StdioServerTransport } from './transports/stdio.js';
import type { ServerTransport } from './transports/transport.js';

export interface ServeOptions extends ServerOptions {
  transport?: 'stdio' | ServerTransport;
}

export interface RunningServer {
  server: McpServer;
  connection: Connection;
  /** Resolves when the client goes away (stdin ends) or close() is called. */
  closed: Promise<void>;
  close(): Promise<void>;
}

export async function serve(features: readonly Feature[], options: ServeOptions = {}): Promise<RunningServer> {
  const { transport = 'stdio', ...serverOptions } = options;
  const server = createServer(features, serverOptions);
  const connection = await server.connect(transport === 'stdio' ? new StdioServerTransport() : transport);
  return { server, connection, closed: connection.closed, close: () => server.close() };
}

/** serve: the one-liner for apps. Composes the features and starts a transport (stdio by default, or Streamable HTTP). */
import type { FeatureEntry } from './composition/namespace.js';
import type { Connection } from './connection.js';
import { createServer, type McpServer, type ServerOptions } from './server.js';
import { listenHttp, type HttpListenOptions } from './transports/http/node-http.js';
import type { StreamableHttpHandler } from './transports/http/streamable-http-handler.js';
import { StdioServerTransport } from './transports/stdio.js';
import type { ServerTransport } from './transports/transport.js';

export interface ServeOptions extends ServerOptions {
  transport?: 'stdio' | ServerTransport;
}

/** Options of the node:http listener; `logger` comes from the server options. */
export type HttpServeOptions = Omit<HttpListenOptions, 'logger'>;

export interface ServeHttpOptions extends ServerOptions {
  transport: 'http';
  /** port (default 3000, 0 = any free port), host (default 127.0.0.1), path (default /mcp), sessions, limits; see docs/http.md. */
  http?: HttpServeOptions;
}

export interface RunningServer {
  server: McpServer;
  connection: Connection;
  /** Resolves when the client goes away (stdin ends) or close() is called. */
  closed: Promise<void>;
  close(): Promise<void>;
}

export interface RunningHttpServer {
  server: McpServer;
  /** The MCP endpoint, e.g. http://127.0.0.1:3000/mcp. */
  url: string;
  /** The bound address and port (the real port when 0 was asked for). */
  address: { host: string; port: number };
  /** The transport: its sessionCount, sweep() and close(). */
  handler: StreamableHttpHandler;
  /** Resolves once close() has finished. */
  closed: Promise<void>;
  /** Ends every session (in-flight handlers are aborted), stops listening and closes the server. */
  close(): Promise<void>;
}

export function serve(features: readonly FeatureEntry[], options: ServeHttpOptions): Promise<RunningHttpServer>;
export function serve(features: readonly FeatureEntry[], options?: ServeOptions): Promise<RunningServer>;
export async function serve(features: readonly FeatureEntry[], options: ServeOptions | ServeHttpOptions = {}): Promise<RunningServer | RunningHttpServer> {
  if (options.transport === 'http') {
    const { transport: _transport, http, ...serverOptions } = options;
    const server = createServer(features, serverOptions);
    const listener = await listenHttp(server, { ...http, logger: serverOptions.logger });
    let resolveClosed!: () => void;
    const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
    return {
      server,
      url: listener.url,
      address: { host: listener.host, port: listener.port },
      handler: listener.handler,
      closed,
      close: async () => {
        await listener.close();
        await server.close();
        resolveClosed();
      },
    };
  }
  const { transport = 'stdio', ...serverOptions } = options;
  const server = createServer(features, serverOptions);
  const connection = await server.connect(transport === 'stdio' ? new StdioServerTransport() : transport);
  return { server, connection, closed: connection.closed, close: () => server.close() };
}

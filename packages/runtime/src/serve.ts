/** serve: the one-liner for apps. Composes the features and starts a transport (stdio by default, or Streamable HTTP). */
import type { FeatureEntry } from './composition/namespace.js';
import type { Connection } from './connection.js';
import { stderrLogger } from './observability/stderr-logger.js';
import { createServer, preloadModernMethods, type McpServer, type ServerOptions } from './server.js';
import { listenHttp, type HttpListenOptions } from './transports/http/node-http.js';
import type { StreamableHttpHandler } from './transports/http/streamable-http-handler.js';
import { StdioServerTransport } from './transports/stdio.js';
import { shutdownOnSignals, type ShutdownOptions } from './shutdown.js';

/** serve() loads what handler calls need this long after the first list (ServerOptions.warmUpAfterListMs). */
export const DEFAULT_WARM_UP_AFTER_LIST_MS = 50;
import type { ServerTransport } from './transports/transport.js';

export interface ServeOptions extends ServerOptions {
  transport?: 'stdio' | ServerTransport;
  /** Graceful shutdown on SIGTERM (grace period 10 s, then exit 0); false leaves signals alone. See docs/security.md. */
  shutdown?: ShutdownOptions | false;
}

/** Options of the node:http listener; `logger` comes from the server options. */
export type HttpServeOptions = Omit<HttpListenOptions, 'logger'>;

export interface ServeHttpOptions extends ServerOptions {
  transport: 'http';
  /** Graceful shutdown on SIGTERM: new requests get 503, those in flight finish (10 s), then exit 0; false leaves signals alone. */
  shutdown?: ShutdownOptions | false;
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
    const { transport: _transport, http, shutdown, ...serverOptions } = options;
    const server = createServer(features, { warmUpAfterListMs: DEFAULT_WARM_UP_AFTER_LIST_MS, ...serverOptions });
    preloadModernMethods(server);
    const listener = await listenHttp(server, { ...http, logger: serverOptions.logger ?? stderrLogger(undefined, serverOptions.logFormat) });
    let resolveClosed!: () => void;
    const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
    const close = async () => {
      removeSignals();
      await listener.close();
      await server.close();
      resolveClosed();
    };
    const drain = {
      stopAccepting: () => {
        listener.handler.stopAccepting();
        server.stopAccepting?.();
      },
      whenIdle: () => server.whenIdle?.() ?? Promise.resolve(),
      close,
    };
    const removeSignals = shutdown === false ? () => undefined : shutdownOnSignals(drain, shutdown ?? {}, serverOptions.logger ?? stderrLogger(undefined, serverOptions.logFormat));
    return {
      server,
      url: listener.url,
      address: { host: listener.host, port: listener.port },
      handler: listener.handler,
      closed,
      close,
    };
  }
  const { transport = 'stdio', shutdown, ...serverOptions } = options;
  const server = createServer(features, { warmUpAfterListMs: DEFAULT_WARM_UP_AFTER_LIST_MS, ...serverOptions });
  const connection = await server.connect(transport === 'stdio' ? new StdioServerTransport() : transport);
  const drain = {
    stopAccepting: () => server.stopAccepting?.(),
    whenIdle: () => server.whenIdle?.() ?? Promise.resolve(),
    close: () => server.close(),
  };
  const removeSignals = shutdown === false ? () => undefined : shutdownOnSignals(drain, shutdown ?? {}, serverOptions.logger ?? stderrLogger(undefined, serverOptions.logFormat));
  // The client went away (stdin ended) or close() ran: nothing is left to shut down on a signal.
  void connection.closed.then(removeSignals);
  return {
    server,
    connection,
    closed: connection.closed,
    close: () => {
      removeSignals();
      return server.close();
    },
  };
}

/** createServer: composes features once, then serves any number of connections. */
import type { Feature } from '@mcp-codegen/manifest';
import { buildRegistry, type Registry } from './composition/registry.js';
import { Connection } from './connection.js';
import { ServerContainer, type Providers } from './container/server-container.js';
import { stderrLogger, type Logger } from './logger.js';
import { lifecycleMethods, type ServerInfo } from './protocol/lifecycle.js';
import type { MethodTable } from './protocol/method-table.js';
import { promptMethods } from './protocol/prompts.js';
import { resourceMethods } from './protocol/resources.js';
import { Session, type MessageSink } from './protocol/session.js';
import { toolMethods } from './protocol/tools.js';
import type { ServerTransport } from './transports/transport.js';

export interface ServerOptions {
  /** serverInfo.name. Default "mcp-codegen-server". */
  name?: string;
  /** serverInfo.version. Default "0.0.0". */
  version?: string;
  /** Sent in the initialize result: how to use this server. */
  instructions?: string;
  /** Registered before the features, so they win over what features provide. */
  providers?: Providers;
  /** Default: stderr. Handler errors are logged here with their stack, never sent to clients. */
  logger?: Logger;
}

export interface McpServer {
  readonly serverInfo: ServerInfo;
  readonly registry: Registry;
  readonly container: ServerContainer;
  /** Starts serving on a transport. */
  connect(transport: ServerTransport): Promise<Connection>;
  /** A session not bound to a transport, for front ends that carry messages themselves (HTTP). */
  createSession(sink?: MessageSink): Session;
  /** Closes every connection; in-flight handlers are aborted. */
  close(): Promise<void>;
}

export function createServer(features: readonly Feature[], options: ServerOptions = {}): McpServer {
  const logger = options.logger ?? stderrLogger();
  const registry = buildRegistry(features);
  const container = new ServerContainer();
  container.applyProviders(options.providers);
  for (const feature of features) feature.register(container);

  const serverInfo: ServerInfo = { name: options.name ?? 'mcp-codegen-server', version: options.version ?? '0.0.0' };
  // One method table for every session: nothing is built per request.
  const methods: MethodTable = Object.freeze({
    ...lifecycleMethods(serverInfo, registry.capabilities, options.instructions),
    ...toolMethods(registry, container, logger),
    ...resourceMethods(registry, container, logger),
    ...promptMethods(registry, container, logger),
  });

  const connections = new Set<Connection>();
  let closed = false;

  return {
    serverInfo,
    registry,
    container,
    async connect(transport) {
      if (closed) throw new Error('The server is closed.');
      const connection = new Connection(transport, methods, logger);
      connections.add(connection);
      void connection.closed.then(() => connections.delete(connection));
      try {
        await connection.start();
      } catch (error) {
        connections.delete(connection);
        throw error;
      }
      return connection;
    },
    createSession(sink) {
      return new Session({ methods, logger, sink });
    },
    async close() {
      closed = true;
      await Promise.all([...connections].map((c) => c.close()));
    },
  };
}

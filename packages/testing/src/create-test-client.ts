/**
 * createTestClient: a feature (or several) served in-process and a real MCP
 * session to it, through the official SDK client, in either protocol era;
 * the feature's generated typed client on top. No transport, port or process.
 */
import { Client } from '@modelcontextprotocol/client';
import type { AuthInfo } from '@mcp-codegen/manifest';
import { createInMemoryTransportPair, createServer, type Era, type FeatureEntry, type McpServer, type Providers, type ServerOptions } from '@mcp-codegen/runtime';
import { Notifications } from './notifications.js';
import { recordingLogger, type ServerLogEntry } from './recording-logger.js';

/** The generated client of a feature (NotesClient): built over any MCP client. */
export type TypedClientClass<C> = new (client: Client) => C;

type LoggingLevel = 'debug' | 'info' | 'notice' | 'warning' | 'error' | 'critical' | 'alert' | 'emergency';

export interface TestClientOptions<C> {
  /** The feature's generated client class, e.g. NotesClient from src/generated/client.generated.ts; `client` is then one. */
  client?: TypedClientClass<C>;
  /** Fakes and values for the container; they win over what the features register: `[[Clock, fakeClock]]`. */
  providers?: Providers;
  /** The verified caller of every request, as HTTP authentication would set it: scopes apply, handlers see ctx.auth. */
  auth?: AuthInfo;
  /** 'legacy' (default): initialize and a 2025-11-25 session. 'modern': the stateless 2026-07-28 wire. */
  era?: Era;
  /** The lowest level of ctx.log messages the client asks for. Default 'debug', so tests see every log. */
  logLevel?: LoggingLevel;
  /** Any other server option: use, errorFilters, limits, security, instructions... */
  server?: Omit<ServerOptions, 'providers'>;
}

export interface TestClient<C> {
  /** The generated typed client (`await t.client.addNote({ title, body })`); undefined without the `client` option. */
  readonly client: C;
  /** The official SDK client underneath, for anything the typed client does not cover. */
  readonly mcp: Client;
  /** The server, e.g. to disable a tool (`t.server.tools.disable('x')`) or resolve a service from its container. */
  readonly server: McpServer;
  /** Every notification received, and each kind on its own: logs, progress, listChanged. */
  readonly notifications: Notifications;
  /** What the server logged (handler failures with their stack), instead of printing it to stderr. */
  readonly serverLog: ServerLogEntry[];
  /** Another typed client over the same session (for a second feature). */
  clientFor<D>(Class: TypedClientClass<D>): D;
  /** Closes the session and the server (dispose() runs on services that have it). */
  close(): Promise<void>;
}

const MODERN_VERSION = '2026-07-28';
const LOG_LEVEL_KEY = 'io.modelcontextprotocol/logLevel';

export async function createTestClient<C = undefined>(features: FeatureEntry | readonly FeatureEntry[], options: TestClientOptions<C> = {}): Promise<TestClient<C>> {
  const { logger, entries: serverLog } = recordingLogger();
  const era = options.era ?? 'legacy';
  const logLevel = options.logLevel ?? 'debug';
  const server = createServer(Array.isArray(features) ? features : [features as FeatureEntry], { logger, ...options.server, providers: options.providers });
  const pair = createInMemoryTransportPair({ auth: options.auth });
  const notifications = new Notifications();

  // Every message from the server is seen before the SDK handles it, so no notification goes unrecorded.
  const transport = pair.client;
  const send = transport.send.bind(transport);
  transport.send = (message: unknown) => send(era === 'modern' ? withLogLevel(message, logLevel) : message);
  let deliver: ((message: unknown, extra?: unknown) => void) | undefined;
  Object.defineProperty(transport, 'onmessage', {
    configurable: true,
    get: () => deliver && ((message: unknown, extra?: unknown) => {
      notifications.record(message);
      deliver!(message, extra);
    }),
    set: (handler) => (deliver = handler),
  });

  await server.connect(pair.server);
  const mcp = new Client({ name: 'mcp-codegen-test-client', version: '0.0.0' }, era === 'modern' ? { versionNegotiation: { mode: { pin: MODERN_VERSION } } } : {});
  await mcp.connect(transport as unknown as Parameters<Client['connect']>[0]);
  if (era === 'legacy') await mcp.setLoggingLevel(logLevel);

  return {
    client: (options.client ? new options.client(mcp) : undefined) as C,
    mcp,
    server,
    notifications,
    serverLog,
    clientFor: (Class) => new Class(mcp),
    async close() {
      await mcp.close();
      await server.close();
    },
  };
}

/** On the 2026-07-28 wire a client opts into logs per request, in `_meta`: add the level to each request that names none. */
function withLogLevel(message: unknown, level: LoggingLevel): unknown {
  const request = message as { id?: unknown; method?: unknown; params?: { _meta?: Record<string, unknown> } };
  if (typeof request !== 'object' || request === null || request.id === undefined || typeof request.method !== 'string') return message;
  const meta = request.params?._meta ?? {};
  if (LOG_LEVEL_KEY in meta) return message;
  return { ...request, params: { ...request.params, _meta: { ...meta, [LOG_LEVEL_KEY]: level } } };
}



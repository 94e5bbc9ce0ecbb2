// The public API of @mcp-codegen/runtime, grouped by what a user is doing
// (README.md, "API", follows the same groups). Every name is listed here by
// hand: nothing becomes public by being added to a module.

// Serving features: one call, or a server to connect transports to yourself.
export { serve, DEFAULT_WARM_UP_AFTER_LIST_MS } from './serve.js';
export type { ServeOptions, ServeHttpOptions, HttpServeOptions, RunningServer, RunningHttpServer } from './serve.js';
export { createServer } from './server.js';
export type { ServerOptions, McpServer, ItemSwitch } from './server.js';
export { withNamespace } from './composition/namespace.js';
export type { FeatureEntry, NamespacedFeature, NamespaceSeparator } from './composition/namespace.js';
export { CompositionError } from './composition/registry.js';
export { DEFAULT_PAGE_SIZE } from './protocol/wire/pagination.js';
export type { ServerInfo } from './protocol/session/lifecycle.js';
export { DEFAULT_TOOL_GROUPS_TOOL } from './tool-groups/tool-groups-options.js';
export type { ToolGroupsOptions } from './tool-groups/tool-groups-options.js';
export type { SchemaProfileOption, ClientIdentity } from './protocol/schema-profiles.js';

// Middleware and error filters around every call (docs/middleware.md).
export { mapError } from './protocol/middleware/error-filters.js';
export type { ErrorFilter, MappedError } from './protocol/middleware/error-filters.js';
export type { Middleware, MiddlewareClass, MiddlewareEntry, McpCall, McpCallInfo, CallKind } from '@mcp-codegen/decorators';

// The tasks extension (docs/tasks.md): options, and the store contract with its in-memory store.
export { InMemoryTaskStore } from './tasks/memory-task-store.js';
export type { InMemoryTaskStoreOptions } from './tasks/memory-task-store.js';
export { TaskStoreFullError } from './tasks/task-store.js';
export type { TaskStore } from './tasks/task-store.js';
export { applyChange, applyInputRequest, applyResponses, isTerminal } from './tasks/task.js';
export type { StoredTask, TaskChange, TaskStatus } from './tasks/task.js';
export type { TaskOptions } from './tasks/task-options.js';
export { TASKS_EXTENSION } from './tasks/tasks-extension.js';

// Inside handlers: errors to throw, and helpers for untrusted values, files and state.
export { ToolError } from '@mcp-codegen/decorators';
export { McpError, ErrorCode } from './protocol/wire/error-codes.js';
export { ClientCapabilityError } from './protocol/session/client-capabilities.js';
export { DEFAULT_CLIENT_REQUEST_TIMEOUT_MS } from './protocol/session/server-requests.js';
export { sanitizeText } from './results/sanitize/sanitize-text.js';
export { formatValidationErrors } from './results/validation-message.js';
export { confinePath, PathRefusedError } from './files/confine-path.js';
export { readConfined } from './files/read-confined.js';
export type { ReadConfinedOptions } from './files/read-confined.js';
export { StateHandles, DEFAULT_STATE_HANDLE_TTL_MS } from './state/state-handles.js';
export type { StateHandlesOptions } from './state/state-handles.js';

// Dependency injection: what the server's container holds besides the features' classes.
export { ServerContainer, ResolutionError } from './container/server-container.js';
export type { Providers, ProviderEntry, ProviderPair, ValueProvider, FactoryProvider, ClassProvider } from './container/server-container.js';

// Server options: security, limits, caching, state, shutdown, telemetry.
export { resolveSecurity, DEFAULT_MAX_TEMPLATE_VARIABLE_LENGTH, DEFAULT_MAX_PROMPT_ARGUMENT_LENGTH } from './security/security-options.js';
export type { SecurityOptions } from './security/security-options.js';
export { LimitErrorCode } from './protocol/wire/limit-errors.js';
export { DEFAULT_MAX_IN_FLIGHT } from './protocol/wire/limit-options.js';
export type { LimitOptions } from './protocol/wire/limit-options.js';
export type { CacheOptions, CacheHint, CacheScope } from './protocol/methods/cache-hints.js';
export type { RequestStateOptions } from './protocol/session/request-state.js';
export { DEFAULT_SHUTDOWN_GRACE_MS } from './shutdown.js';
export type { ShutdownOptions } from './shutdown.js';
export type { TelemetryOptions } from './observability/telemetry-options.js';

// Logs: never on stdout.
export type { Logger, LogFields, LogFormat } from './logger.js';
export { stderrLogger } from './observability/stderr-logger.js';
export { jsonLogger } from './observability/json-logger.js';
export type { JsonLoggerOptions } from './observability/json-logger.js';
export { LOGGING_LEVELS } from './protocol/session/logging.js';

// Stdio and in-memory transports.
export { StdioServerTransport, DEFAULT_MAX_LINE_BYTES } from './transports/stdio.js';
export type { StdioTransportOptions } from './transports/stdio.js';
export { createInMemoryTransportPair, InMemoryClientTransport, InMemoryServerTransport } from './transports/in-memory.js';
export type { InMemoryTransportPair, InMemoryTransportOptions } from './transports/in-memory.js';
export type { ServerTransport } from './transports/transport.js';
export { Connection, DEFAULT_INPUT_END_GRACE_MS } from './connection.js';

// Streamable HTTP: on node:http, as a fetch handler, or through the handler itself.
export { listenHttp, nodeRequestListener, DEFAULT_HTTP_HOST, DEFAULT_HTTP_PORT, DEFAULT_HTTP_PATH, DEFAULT_REQUEST_TIMEOUT_MS, DEFAULT_HEADERS_TIMEOUT_MS } from './transports/http/node-http.js';
export type { HttpListenOptions, HttpListener } from './transports/http/node-http.js';
export { createFetchHandler } from './transports/http/fetch-handler.js';
export type { FetchHandler, FetchHandlerOptions } from './transports/http/fetch-handler.js';
export { StreamableHttpHandler } from './transports/http/streamable-http-handler.js';
export type { HttpHost } from './transports/http/http-host.js';
export type { StreamableHttpOptions, EventStoreLimits } from './transports/http/options.js';
export {
  DEFAULT_IDLE_TIMEOUT_MS,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_HOUSEKEEPING_MS,
  DEFAULT_EVENT_STORE_LIMITS,
  DEFAULT_MAX_SESSIONS_PER_CLIENT,
  DEFAULT_EVICT_IDLE_AFTER_MS,
} from './transports/http/options.js';
export type { ResponseMode } from './transports/http/streams/post-exchange.js';
export type { HttpRequestView } from './transports/http/http-request.js';
export type { HttpReply, HttpHeaders, ReplyTo } from './transports/http/streams/http-reply.js';
export { EventStream } from './transports/http/streams/event-stream.js';
export type { ChunkConsumer } from './transports/http/streams/event-stream.js';
export type { HttpAuthOptions, ResourceMetadataOptions, AuthRequest } from './transports/http/auth/auth-options.js';
export { WELL_KNOWN_PATH as PROTECTED_RESOURCE_METADATA_PATH, metadataUrlOf as protectedResourceMetadataUrl } from './transports/http/auth/resource-metadata.js';
export { INSUFFICIENT_SCOPE } from './protocol/methods/authorization.js';
export { ServerCardEndpoint, SERVER_CARD_PATHS } from './transports/http/server-card/server-card-endpoint.js';
export { serverCard, SERVER_CARD_SCHEMA } from './transports/http/server-card/server-card.js';
export type { ServerCardOptions } from './transports/http/server-card/server-card.js';

// Stores for more than one process (@mcp-codegen/redis implements them): in-memory by default.
export { InMemoryResourceUpdateBus } from './protocol/lists/resource-update-bus.js';
export type { ResourceUpdateBus } from './protocol/lists/resource-update-bus.js';
export { InMemoryEventStore, EventBudget, DEFAULT_MAX_STORED_EVENTS, DEFAULT_MAX_STORED_BYTES } from './transports/http/streams/event-store.js';
export type { EventStore, EventId, StreamId, InMemoryEventStoreOptions } from './transports/http/streams/event-store.js';
export { InMemorySessionStore, snapshotOf, applySnapshot } from './transports/http/session-store.js';
export type { SessionStore, SessionSnapshot } from './transports/http/session-store.js';
export { InMemoryStateStore } from './state/state-store.js';
export type { StateStore } from './state/state-store.js';

// The protocol underneath, for transports and tools of your own.
export { Session } from './protocol/session/session.js';
export type { SessionOptions } from './protocol/session/session.js';
export type { SessionState, SessionPeer, RequestContext, RequestHandler, MethodTable, ClientRequestOptions } from './protocol/session/method-table.js';
export type { Registry, ServerCapabilities } from './composition/registry.js';
export { SUPPORTED_PROTOCOL_VERSIONS, LATEST_PROTOCOL_VERSION, negotiateProtocolVersion } from './protocol/wire/versions.js';
export { ERA_ERRORS, MODERN_PROTOCOL_VERSIONS, ALL_PROTOCOL_VERSIONS } from './protocol/wire/eras.js';
export type { Era, EraSituation, EraErrorRow } from './protocol/wire/eras.js';
export type {
  JsonRpcId,
  JsonRpcRequest,
  JsonRpcNotification,
  JsonRpcResponse,
  JsonRpcSuccess,
  JsonRpcFailure,
  JsonRpcErrorObject,
  JsonRpcMessage,
} from './protocol/wire/json-rpc.js';

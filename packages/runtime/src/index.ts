export { createServer } from './server.js';
export type { ServerOptions, McpServer, ItemSwitch } from './server.js';
export { InMemoryResourceUpdateBus } from './protocol/resource-update-bus.js';
export type { ResourceUpdateBus } from './protocol/resource-update-bus.js';
export { ClientCapabilityError } from './protocol/client-capabilities.js';
export { LOGGING_LEVELS } from './protocol/logging.js';
export { DEFAULT_PAGE_SIZE } from './protocol/pagination.js';
export { DEFAULT_CLIENT_REQUEST_TIMEOUT_MS } from './protocol/server-requests.js';
export { DEFAULT_WARM_UP_AFTER_LIST_MS, serve } from './serve.js';
export type { ServeOptions, RunningServer, ServeHttpOptions, HttpServeOptions, RunningHttpServer } from './serve.js';
export * from './transports/http/index.js';
export { Connection, DEFAULT_INPUT_END_GRACE_MS } from './connection.js';
export { Session } from './protocol/session.js';
export type { SessionOptions } from './protocol/session.js';
export type { SessionState, SessionPeer, RequestContext, RequestHandler, MethodTable, ClientRequestOptions } from './protocol/method-table.js';
export type { ServerInfo } from './protocol/lifecycle.js';
export { ErrorCode, McpError } from './protocol/error-codes.js';
export { INSUFFICIENT_SCOPE } from './protocol/authorization.js';
export { SUPPORTED_PROTOCOL_VERSIONS, LATEST_PROTOCOL_VERSION, negotiateProtocolVersion } from './protocol/versions.js';
export type {
  JsonRpcId,
  JsonRpcRequest,
  JsonRpcNotification,
  JsonRpcResponse,
  JsonRpcSuccess,
  JsonRpcFailure,
  JsonRpcErrorObject,
  JsonRpcMessage,
} from './protocol/json-rpc.js';
export type { ServerTransport } from './transports/transport.js';
export { StdioServerTransport, DEFAULT_MAX_LINE_BYTES } from './transports/stdio.js';
export type { StdioTransportOptions } from './transports/stdio.js';
export { createInMemoryTransportPair, InMemoryClientTransport, InMemoryServerTransport } from './transports/in-memory.js';
export type { InMemoryTransportPair } from './transports/in-memory.js';
export { CompositionError } from './composition/registry.js';
export { withNamespace } from './composition/namespace.js';
export type { FeatureEntry, NamespacedFeature, NamespaceSeparator } from './composition/namespace.js';
export type { Registry, ServerCapabilities } from './composition/registry.js';
export { ServerContainer, ResolutionError } from './container/server-container.js';
export type { Providers, ProviderEntry, ProviderPair, ValueProvider, FactoryProvider, ClassProvider } from './container/server-container.js';
export { formatValidationErrors } from './results/validation-message.js';
export { stderrLogger } from './observability/stderr-logger.js';
export type { Logger, LogFields, LogFormat } from './logger.js';
export { jsonLogger } from './observability/json-logger.js';
export type { JsonLoggerOptions } from './observability/json-logger.js';
export type { TelemetryOptions } from './observability/telemetry-options.js';
export { ToolError } from '@mcp-codegen/decorators';
export { ERA_ERRORS, MODERN_PROTOCOL_VERSIONS, ALL_PROTOCOL_VERSIONS } from './protocol/eras.js';
export type { Era, EraSituation, EraErrorRow } from './protocol/eras.js';
export type { CacheOptions, CacheHint, CacheScope } from './protocol/cache-hints.js';
export type { RequestStateOptions } from './protocol/request-state.js';
export { sanitizeText } from './results/sanitize-text.js';
export { resolveSecurity, DEFAULT_MAX_TEMPLATE_VARIABLE_LENGTH, DEFAULT_MAX_PROMPT_ARGUMENT_LENGTH } from './security/security-options.js';
export type { SecurityOptions } from './security/security-options.js';
export { confinePath, PathRefusedError } from './files/confine-path.js';
export { readConfined } from './files/read-confined.js';
export type { ReadConfinedOptions } from './files/read-confined.js';
export { LimitErrorCode } from './protocol/limits/limit-errors.js';
export { DEFAULT_MAX_IN_FLIGHT } from './protocol/limits/limit-options.js';
export type { LimitOptions } from './protocol/limits/limit-options.js';
export { DEFAULT_SHUTDOWN_GRACE_MS } from './shutdown.js';
export type { ShutdownOptions } from './shutdown.js';
export * from './state/index.js';

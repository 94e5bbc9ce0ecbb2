/**
 * Attribute and instrument names of the OpenTelemetry semantic conventions
 * for MCP (open-telemetry/semantic-conventions-genai, docs/gen-ai/mcp.md,
 * status: development), plus `mcp_codegen.era`, ours (outside the `mcp.*` namespace the conventions own): which wire a request came on.
 */
export const ATTR = {
  methodName: 'mcp.method.name',
  protocolVersion: 'mcp.protocol.version',
  sessionId: 'mcp.session.id',
  resourceUri: 'mcp.resource.uri',
  requestId: 'jsonrpc.request.id',
  toolName: 'gen_ai.tool.name',
  promptName: 'gen_ai.prompt.name',
  operationName: 'gen_ai.operation.name',
  errorType: 'error.type',
  statusCode: 'rpc.response.status_code',
  era: 'mcp_codegen.era',
} as const;

/** The semconv server histogram, in seconds. */
export const OPERATION_DURATION = 'mcp.server.operation.duration';

/** The bucket boundaries the conventions advise for it. */
export const DURATION_BUCKETS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30, 60, 120, 300];

/** `error.type` of a CallToolResult with `isError: true`, per the conventions. */
export const TOOL_ERROR = 'tool_error';

/** `error.type` of a request cancelled by the client or by the connection closing (no reply is sent). */
export const CANCELLED = 'cancelled';

/** `mcp.method.name` on metrics for a method this server does not have: clients choose method names, metrics need few values. */
export const OTHER_METHOD = '_OTHER';

/** The instrumentation scope: tracer and meter name. */
export const SCOPE = '@mcp-codegen/runtime';

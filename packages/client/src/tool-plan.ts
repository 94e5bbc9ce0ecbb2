import type { JsonSchema } from '@mcp-codegen/manifest';
import type { McpRequester } from './tasks/mcp-requester.js';

/**
 * What a typed method makes of a `tools/call` result, decided at build time:
 * - structured: `structuredContent` (the tool has an output schema)
 * - wrapped: `structuredContent.result` (a non-object value the server wrapped)
 * - text: the text content
 * - result: the whole result (content blocks, or an MCP result the tool built)
 */
export type ToolOutputKind = 'structured' | 'wrapped' | 'text' | 'result';

export interface ToolPlan {
  output: ToolOutputKind;
  /** Present when the tool declares one; checked only when the client is given `validateOutput`. */
  outputSchema?: JsonSchema;
}

/**
 * Checks `structuredContent` against a tool's output schema, for clients that
 * ask: return true when valid, or false or a list of problems. Plug in any
 * JSON Schema 2020-12 validator (Ajv's `Ajv2020#validate` fits).
 */
export type OutputValidator = (schema: JsonSchema, value: unknown, tool: string) => boolean | string[];

export interface FeatureClientOptions {
  validateOutput?: OutputValidator;
  /** Carries the task methods (`client.tasks.*`): see modernRequester. */
  tasks?: McpRequester;
}

/** Per call: `_meta` sent with the request. */
export interface CallOptions {
  meta?: Record<string, unknown>;
}

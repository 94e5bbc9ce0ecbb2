export { FeatureClient } from './feature-client.js';
export { expandUriTemplate, type TemplateValue } from './expand-uri-template.js';
export type { McpClientLike } from './mcp-client-like.js';
export {
  isTextContent,
  joinText,
  type ContentBlock,
  type PromptMessage,
  type PromptResult,
  type ResourceContents,
  type ResourceRead,
  type TextContent,
  type ToolResult,
} from './mcp-types.js';
export { ToolCallError, UnexpectedResultError, isToolCallError } from './tool-call-error.js';
export { OutputValidationError, toolOutput } from './tool-output.js';
export type { CallOptions, FeatureClientOptions, OutputValidator, ToolOutputKind, ToolPlan } from './tool-plan.js';
export { TaskHandle, TaskFailedError, TaskCancelledError } from './tasks/task-handle.js';
export type { TaskState, TaskStatus, AwaitOptions } from './tasks/task-handle.js';
export { McpRequestError } from './tasks/mcp-requester.js';
export type { McpRequester } from './tasks/mcp-requester.js';
export { modernRequester, TASKS_EXTENSION } from './tasks/modern-requester.js';
export type { ModernRequester, ModernRequesterOptions, OutgoingRequest, TransportLike } from './tasks/modern-requester.js';

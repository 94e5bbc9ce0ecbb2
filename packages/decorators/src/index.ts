export { Tool, Resource, Prompt, UiResource } from './markers.js';
export type { InertDecorator } from './markers.js';
export type { UiToolOption, UiResourceOptions } from './options.js';
export type { ToolOptions, ResourceOptions, PromptOptions, ToolAnnotations, ResourceAnnotations, Icon, Meta, PolicyOptions, RateLimitOption, CacheOption, TaskSupport } from './options.js';
export type { McpContext, McpAuthInfo, McpLog, LogMethod } from './context.js';
export type {
  LoggingLevel,
  SamplingContent,
  SamplingMessage,
  CreateMessageParams,
  CreateMessageResult,
  ElicitationSchema,
  ElicitFormParams,
  ElicitUrlParams,
  ElicitParams,
  ElicitResult,
  Root,
  ListRootsResult,
  ClientRequestOptions,
} from './client-requests.js';
export { Use } from './middleware.js';
export type { Middleware, MiddlewareClass, MiddlewareEntry, McpCall, McpCallInfo, CallKind } from './middleware.js';
export { Complete } from './complete.js';
export type { CompleteOptions, CompletionContext, CompletionValues } from './complete.js';
export type { Integer } from './integer.js';
export { Inject, createToken } from './inject.js';
export type { Token, InjectionToken, Injected } from './inject.js';
export { ToolError } from './tool-error.js';
export { text, image, audio, resourceLink, embeddedResource, toBase64 } from './content.js';
export type { BinaryData, ContentExtras, EmbeddedResourceInput } from './content.js';
export type {
  CallToolResult,
  ReadResourceResult,
  GetPromptResult,
  PromptMessage,
  ContentBlock,
  TextContent,
  ImageContent,
  AudioContent,
  ResourceLink,
  EmbeddedResource,
  ResourceContents,
  TextResourceContents,
  BlobResourceContents,
  ContentAnnotations,
} from './results.js';

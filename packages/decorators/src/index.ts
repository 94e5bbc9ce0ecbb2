export { Tool, Resource, Prompt } from './markers.js';
export type { InertDecorator } from './markers.js';
export type { ToolOptions, ResourceOptions, PromptOptions, ToolAnnotations, ResourceAnnotations, Icon, Meta } from './options.js';
export type { McpContext } from './context.js';
export { ToolError } from './tool-error.js';
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

/**
 * MCP result shapes a handler may return to take full control of its reply.
 * A handler whose declared return type is one of these passes it through.
 */
import type { Meta } from './options.js';

export interface ContentAnnotations {
  audience?: Array<'user' | 'assistant'>;
  priority?: number;
  lastModified?: string;
}

export interface TextContent {
  type: 'text';
  text: string;
  annotations?: ContentAnnotations;
  _meta?: Meta;
}

export interface ImageContent {
  type: 'image';
  /** Base64-encoded bytes. */
  data: string;
  mimeType: string;
  annotations?: ContentAnnotations;
  _meta?: Meta;
}

export interface AudioContent {
  type: 'audio';
  /** Base64-encoded bytes. */
  data: string;
  mimeType: string;
  annotations?: ContentAnnotations;
  _meta?: Meta;
}

export interface TextResourceContents {
  uri: string;
  mimeType?: string;
  text: string;
  _meta?: Meta;
}

export interface BlobResourceContents {
  uri: string;
  mimeType?: string;
  /** Base64-encoded bytes. */
  blob: string;
  _meta?: Meta;
}

export type ResourceContents = TextResourceContents | BlobResourceContents;

export interface EmbeddedResource {
  type: 'resource';
  resource: ResourceContents;
  annotations?: ContentAnnotations;
  _meta?: Meta;
}

export interface ResourceLink {
  type: 'resource_link';
  uri: string;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
  annotations?: ContentAnnotations;
  _meta?: Meta;
}

export type ContentBlock = TextContent | ImageContent | AudioContent | ResourceLink | EmbeddedResource;

export interface CallToolResult {
  content: ContentBlock[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
  _meta?: Meta;
}

export interface ReadResourceResult {
  contents: ResourceContents[];
  _meta?: Meta;
}

export interface PromptMessage {
  role: 'user' | 'assistant';
  content: ContentBlock;
}

export interface GetPromptResult {
  description?: string;
  messages: PromptMessage[];
  _meta?: Meta;
}

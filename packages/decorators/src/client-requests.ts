/**
 * What a handler can ask the client for through its context (sampling,
 * elicitation, roots) and the logging levels, as the 2025-11-25 specification
 * shapes them. Type-only.
 */
import type { AudioContent, ImageContent, TextContent } from './results.js';
import type { Meta } from './options.js';

/** RFC 5424 severities, least to most severe. */
export type LoggingLevel = 'debug' | 'info' | 'notice' | 'warning' | 'error' | 'critical' | 'alert' | 'emergency';

export type SamplingContent = TextContent | ImageContent | AudioContent;

export interface SamplingMessage {
  role: 'user' | 'assistant';
  content: SamplingContent | SamplingContent[];
  _meta?: Meta;
}

/** Params of `sampling/createMessage`: ask the client's model for a completion. */
export interface CreateMessageParams {
  messages: SamplingMessage[];
  maxTokens: number;
  systemPrompt?: string;
  modelPreferences?: {
    hints?: Array<{ name?: string }>;
    costPriority?: number;
    speedPriority?: number;
    intelligencePriority?: number;
  };
  includeContext?: 'none' | 'thisServer' | 'allServers';
  temperature?: number;
  stopSequences?: string[];
  metadata?: Record<string, unknown>;
  /** Tools the model may call (needs the client's `sampling.tools` capability). */
  tools?: Array<Record<string, unknown>>;
  toolChoice?: Record<string, unknown>;
  _meta?: Meta;
}

export interface CreateMessageResult {
  role: 'assistant';
  content: SamplingContent | SamplingContent[] | Record<string, unknown>;
  model: string;
  stopReason?: string;
  _meta?: Meta;
}

/** A flat JSON Schema object of primitive properties, as form elicitation allows. */
export interface ElicitationSchema {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
}

/** Form mode: the client shows a form and returns the values. */
export interface ElicitFormParams {
  mode?: 'form';
  message: string;
  requestedSchema: ElicitationSchema;
  _meta?: Meta;
}

/** URL mode: the client opens a URL (for credentials and anything that must not pass through the client). */
export interface ElicitUrlParams {
  mode: 'url';
  message: string;
  url: string;
  /** Unique per elicitation; names it in `notifications/elicitation/complete`. */
  elicitationId: string;
  _meta?: Meta;
}

export type ElicitParams = ElicitFormParams | ElicitUrlParams;

export interface ElicitResult {
  action: 'accept' | 'decline' | 'cancel';
  /** The form values, on accept in form mode. */
  content?: Record<string, string | number | boolean | string[]>;
  _meta?: Meta;
}

export interface Root {
  /** A file:// URI. */
  uri: string;
  name?: string;
  _meta?: Meta;
}

export interface ListRootsResult {
  roots: Root[];
  _meta?: Meta;
}

/** Per-call options of a server-to-client request. */
export interface ClientRequestOptions {
  /** Reject with a timeout error (-32001) after this long. Default: the server's `clientRequestTimeoutMs` (60 s). */
  timeoutMs?: number;
  /**
   * On the 2026-07-28 wire the request travels inside an InputRequiredResult
   * under this key, and the client answers under it. Default: the method and
   * its call number in this handler ("elicitation-1", "sampling-1", "roots-1").
   */
  inputKey?: string;
}

/** What the core answers, independent of node:http and fetch: a status, headers, and a body or an SSE stream. */
import type { Logger } from '../../../logger.js';
import { ErrorCode } from '../../../protocol/wire/error-codes.js';
import { failure, type JsonRpcMessage } from '../../../protocol/wire/json-rpc.js';
import { messageJson } from '../../../protocol/wire/message-json.js';
import type { EventStream } from './event-stream.js';

export type HttpHeaders = Record<string, string>;

export type HttpReply =
  | { status: number; headers: HttpHeaders; body?: string; stream?: undefined }
  | { status: number; headers: HttpHeaders; stream: EventStream; body?: undefined };

/** Where the core sends a request's reply: `done` with the reply, `failed` with an unexpected error (a bug; the adapter answers 500). */
export interface ReplyTo {
  done(reply: HttpReply): void;
  failed(error: unknown): void;
}

/** Transport-level errors that are not JSON-RPC server errors use -32000, as the official SDK does. */
export const TRANSPORT_ERROR = -32000;
/** Unknown or ended session (the SDK's code; the HTTP status 404 is what clients act on). */
export const SESSION_NOT_FOUND = -32001;

export const JSON_HEADERS: HttpHeaders = Object.freeze({ 'content-type': 'application/json' });
/** No extra reply headers (no session id): a reply can then use JSON_HEADERS as it is. Never changed, as JSON_HEADERS is not. */
export const NO_HEADERS: HttpHeaders = Object.freeze({});

export const SSE_HEADERS: HttpHeaders = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  // Stops nginx and similar proxies from buffering the stream.
  'x-accel-buffering': 'no',
};

/** A JSON-RPC error with id null, as the body of an HTTP error status. */
export function errorReply(status: number, code: number, message: string, headers?: HttpHeaders): HttpReply {
  return { status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(failure(null, code, message)) };
}

export function emptyReply(status: number, headers?: HttpHeaders): HttpReply {
  return { status, headers: { ...headers } };
}

/**
 * JSON text of a message. A result JSON cannot express (a cycle, a BigInt)
 * still gets its one reply: an internal error, with the cause logged. A list
 * page's text is made once and reused (see protocol/wire/message-json.ts).
 */
export function toJson(message: JsonRpcMessage, logger: Logger): string | undefined {
  try {
    return messageJson(message);
  } catch (error) {
    logger.error('Could not serialise a message', error);
    if ('result' in message) return JSON.stringify(failure(message.id, ErrorCode.InternalError, 'Internal error'));
    return undefined;
  }
}

/**
 * The one place incoming messages are parsed and classified. Everything after
 * this works on well-formed requests and notifications only.
 */
import { ErrorCode } from './error-codes.js';
import { failure, isJsonObject, isValidId, type JsonObject, type JsonRpcFailure, type JsonRpcId } from './json-rpc.js';
import { DEFAULT_MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';
import { DEFAULT_MAX_JSON_VALUES, holdsMoreValuesThan } from '../json-values.js';
import { leadingId } from '../leading-id.js';

export type Incoming =
  | { kind: 'request'; id: JsonRpcId; method: string; params: JsonObject }
  | { kind: 'notification'; method: string; params: JsonObject }
  /** A reply from the client to a server-to-client request; kept so it can be routed later. */
  | { kind: 'response'; id: JsonRpcId | null; result?: unknown; error?: unknown }
  /** The message is malformed; `response` says why (null when nothing may be sent back). */
  | { kind: 'invalid'; response: JsonRpcFailure | null };

/** Parses one JSON text; a syntax error is a -32700 reply with id null. */
export function parseText(text: string, maxDepth: number = DEFAULT_MAX_JSON_DEPTH, maxValues: number = DEFAULT_MAX_JSON_VALUES): Incoming {
  const tooMany = tooManyValues(text, maxValues);
  if (tooMany) return tooMany;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'invalid', response: failure(null, ErrorCode.ParseError, 'Parse error: the message is not valid JSON') };
  }
  return classify(value, maxDepth, text.length);
}

/**
 * The -32600 for a text holding more than `maxValues` values, refused before
 * JSON.parse (protocol/json-values.ts), under the id its first bytes name.
 */
export function tooManyValues(text: string, maxValues: number): Extract<Incoming, { kind: 'invalid' }> | undefined {
  if (!holdsMoreValuesThan(text, maxValues)) return undefined;
  const id = leadingId(text.slice(0, 1024));
  return { kind: 'invalid', response: failure(id ?? null, ErrorCode.InvalidRequest, `Invalid Request: the message holds more than ${maxValues} JSON values`) };
}

function invalid(id: JsonRpcId | null, message: string, code: number = ErrorCode.InvalidRequest): Incoming {
  return { kind: 'invalid', response: failure(id, code, message) };
}

/**
 * Sorts an already parsed value into request, notification, response or invalid.
 * `textLength`, the length of the JSON text it was parsed from when known, spares
 * the depth walk for a short text: each level opens and closes a bracket, so a
 * text of n characters nests at most n / 2 deep.
 */
export function classify(value: unknown, maxDepth: number = DEFAULT_MAX_JSON_DEPTH, textLength = Infinity): Incoming {
  const mayNestTooDeep = textLength > 2 * maxDepth;
  if (Array.isArray(value)) return invalid(null, 'Invalid Request: batches are not supported');
  // isJsonObject, with its array test just done.
  if (typeof value !== 'object' || value === null) return invalid(null, 'Invalid Request: a message must be a JSON object');
  const message = value as JsonObject;

  const hasId = 'id' in message && message.id !== undefined;
  const id = hasId && isValidId(message.id) ? message.id : null;
  if (message.jsonrpc !== '2.0') return invalid(id, 'Invalid Request: jsonrpc must be "2.0"');

  if (!('method' in message)) {
    if ('result' in message || 'error' in message) {
      // Too deep to hand to the waiting handler: it gets an error instead of the answer.
      if (mayNestTooDeep && nestsDeeperThan(message, maxDepth)) return { kind: 'response', id, error: { code: ErrorCode.InvalidRequest, message: `The reply nests deeper than ${maxDepth} levels` } };
      return { kind: 'response', id, result: message.result, error: message.error };
    }
    return invalid(id, 'Invalid Request: a message needs a method, or a result or error');
  }
  if (typeof message.method !== 'string') return invalid(id, 'Invalid Request: method must be a string');
  if (hasId && id === null) return invalid(null, 'Invalid Request: id must be a string or an integer');
  // Refused before anything walks it; a notification gets no reply, as with bad params.
  if (mayNestTooDeep && nestsDeeperThan(message, maxDepth)) {
    return hasId ? invalid(id, `Invalid Request: the message nests objects and arrays deeper than ${maxDepth} levels`) : { kind: 'invalid', response: null };
  }

  const params = message.params;
  if (params !== undefined && !isJsonObject(params)) {
    // A notification gets no reply, not even an error.
    return hasId ? invalid(id, 'Invalid params: params must be an object', ErrorCode.InvalidParams) : { kind: 'invalid', response: null };
  }
  const p = (params ?? {}) as JsonObject;
  return id === null ? { kind: 'notification', method: message.method, params: p } : { kind: 'request', id, method: message.method, params: p };
}

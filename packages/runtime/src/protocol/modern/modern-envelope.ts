/**
 * The per-request `_meta` envelope of the 2026-07-28 revision: the protocol
 * version and the client's capabilities travel on every request instead of
 * once in `initialize`. A missing or malformed envelope is -32602; a version
 * this server does not speak is -32022 naming the ones it does.
 */
import type { LoggingLevel } from '@mcp-codegen/decorators';
import { McpError } from '../wire/error-codes.js';
import { ALL_PROTOCOL_VERSIONS, ERA_ERRORS, isModernVersion, META } from '../wire/eras.js';
import { isJsonObject, type JsonObject } from '../wire/json-rpc.js';
import { isLoggingLevel } from '../session/logging.js';
import { checkedEnvelope, type RequestContext, type SessionState } from '../session/method-table.js';

/** Shaped as the session state it is for the request (a modern request has no other), so a handler's context takes it as it is. */
export interface ModernEnvelope extends SessionState {
  initialized: true;
  protocolVersion: string;
  clientCapabilities: JsonObject;
  clientInfo: JsonObject | undefined;
  /** The lowest level of log messages the client wants; none are sent when absent. */
  logLevel: LoggingLevel | undefined;
  /** The request's `_meta`, which this was read from. */
  readonly meta: JsonObject;
}

function invalidEnvelope(message: string, missing?: string[]): McpError {
  return new McpError(ERA_ERRORS.invalidEnvelope.modern, `Invalid params: ${message}`, missing ? { envelope: { missing } } : undefined);
}

export function unsupportedVersion(requested: string | undefined): McpError {
  const message = requested === undefined ? 'Unsupported protocol version: the request named none' : `Unsupported protocol version: ${requested}`;
  return new McpError(ERA_ERRORS.unsupportedProtocolVersion.modern, message, { supported: [...ALL_PROTOCOL_VERSIONS], ...(requested === undefined ? {} : { requested }) });
}

/** The envelope of a modern request, or the error the specification names for it. */
export function checkEnvelope(params: JsonObject): ModernEnvelope | McpError {
  const meta = params._meta;
  if (!isJsonObject(meta)) return invalidEnvelope('a 2026-07-28 request must carry _meta with the protocol version and client capabilities', ['_meta']);
  const protocolVersion = meta[META.protocolVersion];
  const clientCapabilities = meta[META.clientCapabilities];
  // A key whose value reads as anything but undefined is there: only when one reads undefined are the keys looked for.
  if ((protocolVersion === undefined || clientCapabilities === undefined) && (!(META.protocolVersion in meta) || !(META.clientCapabilities in meta))) {
    const missing = [META.protocolVersion, META.clientCapabilities].filter((key) => !(key in meta));
    return invalidEnvelope(`_meta is missing ${missing.join(', ')}`, missing);
  }
  if (typeof protocolVersion !== 'string') return invalidEnvelope(`_meta["${META.protocolVersion}"] must be a string`);
  if (!isModernVersion(protocolVersion)) return unsupportedVersion(protocolVersion);
  if (!isJsonObject(clientCapabilities)) return invalidEnvelope(`_meta["${META.clientCapabilities}"] must be an object`);
  const logLevel = meta[META.logLevel];
  if (logLevel !== undefined && !isLoggingLevel(logLevel)) return invalidEnvelope(`_meta["${META.logLevel}"] must be a logging level`);
  const clientInfo = meta[META.clientInfo];
  return { initialized: true, protocolVersion, clientCapabilities, clientInfo: clientInfo !== undefined && isJsonObject(clientInfo) ? clientInfo : undefined, logLevel, meta };
}

/** Reads and checks the envelope of a modern request; throws the error the specification names. */
export function readEnvelope(params: JsonObject): ModernEnvelope {
  const envelope = checkEnvelope(params);
  if (envelope instanceof McpError) throw envelope;
  return envelope;
}

/**
 * The request's envelope: the one its transport checked before dispatch (stateless HTTP keeps it on
 * the request's session, SessionState.envelope) when it was read from this `_meta`, else read now (stdio).
 */
export function envelopeOf(params: JsonObject, request: RequestContext): ModernEnvelope {
  return (checkedEnvelope(params, request.session) as ModernEnvelope | undefined) ?? readEnvelope(params);
}

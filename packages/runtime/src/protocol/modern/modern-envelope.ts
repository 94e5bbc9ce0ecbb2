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
import type { SessionState } from '../session/method-table.js';

/** Shaped as the session state it is for the request (a modern request has no other), so a handler's context takes it as it is. */
export interface ModernEnvelope extends SessionState {
  initialized: true;
  protocolVersion: string;
  clientCapabilities: JsonObject;
  clientInfo: JsonObject | undefined;
  /** The lowest level of log messages the client wants; none are sent when absent. */
  logLevel: LoggingLevel | undefined;
}

function invalidEnvelope(message: string, missing?: string[]): McpError {
  return new McpError(ERA_ERRORS.invalidEnvelope.modern, `Invalid params: ${message}`, missing ? { envelope: { missing } } : undefined);
}

export function unsupportedVersion(requested: string | undefined): McpError {
  const message = requested === undefined ? 'Unsupported protocol version: the request named none' : `Unsupported protocol version: ${requested}`;
  return new McpError(ERA_ERRORS.unsupportedProtocolVersion.modern, message, { supported: [...ALL_PROTOCOL_VERSIONS], ...(requested === undefined ? {} : { requested }) });
}

/** The error the specification names for the envelope of a modern request, or undefined when it is valid. */
export function envelopeError(params: JsonObject): McpError | undefined {
  const meta = params._meta;
  if (!isJsonObject(meta)) return invalidEnvelope('a 2026-07-28 request must carry _meta with the protocol version and client capabilities', ['_meta']);
  if (!(META.protocolVersion in meta) || !(META.clientCapabilities in meta)) {
    const missing = [META.protocolVersion, META.clientCapabilities].filter((key) => !(key in meta));
    return invalidEnvelope(`_meta is missing ${missing.join(', ')}`, missing);
  }
  const protocolVersion = meta[META.protocolVersion];
  if (typeof protocolVersion !== 'string') return invalidEnvelope(`_meta["${META.protocolVersion}"] must be a string`);
  if (!isModernVersion(protocolVersion)) return unsupportedVersion(protocolVersion);
  if (!isJsonObject(meta[META.clientCapabilities])) return invalidEnvelope(`_meta["${META.clientCapabilities}"] must be an object`);
  const logLevel = meta[META.logLevel];
  if (logLevel !== undefined && !isLoggingLevel(logLevel)) return invalidEnvelope(`_meta["${META.logLevel}"] must be a logging level`);
  return undefined;
}

/** Reads and checks the envelope of a modern request; throws the error the specification names. */
export function readEnvelope(params: JsonObject): ModernEnvelope {
  const error = envelopeError(params);
  if (error) throw error;
  const meta = params._meta as JsonObject;
  const clientInfo = meta[META.clientInfo];
  return {
    initialized: true,
    protocolVersion: meta[META.protocolVersion] as string,
    clientCapabilities: meta[META.clientCapabilities] as JsonObject,
    clientInfo: isJsonObject(clientInfo) ? clientInfo : undefined,
    logLevel: meta[META.logLevel] as LoggingLevel | undefined,
  };
}

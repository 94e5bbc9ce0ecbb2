/**
 * The two protocol eras this engine serves side by side, and the one table of
 * what differs between them on the wire: error codes and HTTP statuses.
 * A request is modern when its `_meta` names a protocol version (the
 * 2026-07-28 envelope); anything else is the 2025 era (initialize, sessions).
 */
import { ErrorCode } from './error-codes.js';
import { isJsonObject, type JsonObject } from './json-rpc.js';
import { SUPPORTED_PROTOCOL_VERSIONS } from './versions.js';

export type Era = 'legacy' | 'modern';

/** Modern (stateless) revisions this engine speaks, newest first. */
export const MODERN_PROTOCOL_VERSIONS = ['2026-07-28'] as const;

/** What server/discover and the -32022 error list: every revision, newest first. */
export const ALL_PROTOCOL_VERSIONS: readonly string[] = [...MODERN_PROTOCOL_VERSIONS, ...SUPPORTED_PROTOCOL_VERSIONS];

/** The `_meta` keys of the per-request envelope and of results (2026-07-28). */
export const META = {
  protocolVersion: 'io.modelcontextprotocol/protocolVersion',
  clientCapabilities: 'io.modelcontextprotocol/clientCapabilities',
  clientInfo: 'io.modelcontextprotocol/clientInfo',
  logLevel: 'io.modelcontextprotocol/logLevel',
  serverInfo: 'io.modelcontextprotocol/serverInfo',
  subscriptionId: 'io.modelcontextprotocol/subscriptionId',
} as const;

export function isModernVersion(version: string): boolean {
  return (MODERN_PROTOCOL_VERSIONS as readonly string[]).includes(version);
}

export function isKnownVersion(version: string): boolean {
  return ALL_PROTOCOL_VERSIONS.includes(version);
}

/**
 * The era of one request, from its params alone. A `_meta` protocol version
 * claim makes it modern unless it names a 2025 revision (a 2025 client that
 * happens to send the key stays on its wire); an unknown version is modern,
 * so it gets the modern era's "unsupported version" error. A modern version
 * is looked for first: a 2026-07-28 request is told with one comparison.
 */
export function eraOf(params: JsonObject): Era {
  const meta = params._meta;
  // Most 2025 requests carry no `_meta`: told without a call.
  if (meta === undefined || !isJsonObject(meta)) return 'legacy';
  const version = meta[META.protocolVersion];
  // Read before `in`: a value other than undefined is there, so the key is looked for only when it reads undefined.
  if (version === undefined && !(META.protocolVersion in meta)) return 'legacy';
  if (typeof version !== 'string' || isModernVersion(version)) return 'modern';
  return isKnownVersion(version) ? 'legacy' : 'modern';
}

/** The situations whose code or status differs between the eras. */
export type EraSituation =
  | 'resourceNotFound'
  | 'unknownMethod'
  | 'invalidEnvelope'
  | 'unsupportedProtocolVersion'
  | 'headerMismatch'
  | 'missingClientCapability';

export interface EraErrorRow {
  /** The JSON-RPC error code on the 2025 wire; undefined where the situation cannot arise there. */
  legacy: number | undefined;
  modern: number;
  /** HTTP status of the reply on the modern wire (the 2025 wire answers JSON-RPC errors with 200). */
  modernHttpStatus: number;
}

/** THE error table of both eras. Tested as a table in era-errors.test.ts. */
export const ERA_ERRORS: Readonly<Record<EraSituation, EraErrorRow>> = {
  // SEP-2164: not found is an invalid URI, hence -32602 on the modern wire.
  resourceNotFound: { legacy: ErrorCode.ResourceNotFound, modern: ErrorCode.InvalidParams, modernHttpStatus: 200 },
  unknownMethod: { legacy: ErrorCode.MethodNotFound, modern: ErrorCode.MethodNotFound, modernHttpStatus: 404 },
  invalidEnvelope: { legacy: undefined, modern: ErrorCode.InvalidParams, modernHttpStatus: 400 },
  unsupportedProtocolVersion: { legacy: undefined, modern: -32022, modernHttpStatus: 400 },
  headerMismatch: { legacy: undefined, modern: -32020, modernHttpStatus: 400 },
  missingClientCapability: { legacy: undefined, modern: -32021, modernHttpStatus: 400 },
};

/** The code a legacy-era error code becomes on the modern wire (unchanged unless the table says otherwise). */
export function modernCode(legacyCode: number): number {
  return legacyCode === ERA_ERRORS.resourceNotFound.legacy ? ERA_ERRORS.resourceNotFound.modern : legacyCode;
}

/** The HTTP status of a modern-era JSON-RPC error code (200 unless the table says otherwise). */
export function modernHttpStatus(code: number): number {
  // -32602 is 400 only when the envelope check refuses a request before dispatch; the HTTP front end says so itself.
  if (code === ErrorCode.InvalidParams) return 200;
  for (const row of Object.values(ERA_ERRORS)) {
    if (row.modern === code && row.modernHttpStatus !== 200) return row.modernHttpStatus;
  }
  return 200;
}

/** initialize and ping. */
import { isJsonObject } from '../wire/json-rpc.js';
import type { MethodTable } from './method-table.js';
import { invalidParams, requireString } from '../wire/params.js';
import { negotiateProtocolVersion } from '../wire/versions.js';

export interface ServerInfo {
  name: string;
  version: string;
}

/** `capabilities` may be a function: read at each initialize, so features added at run time show. */
export function lifecycleMethods(serverInfo: ServerInfo, capabilities: object | (() => object), instructions: string | undefined): MethodTable {
  return {
    initialize(params, { session }) {
      const requested = requireString(params, 'protocolVersion');
      if (!isJsonObject(params.capabilities)) throw invalidParams('"capabilities" must be an object');
      if (!isJsonObject(params.clientInfo)) throw invalidParams('"clientInfo" must be an object');
      const protocolVersion = negotiateProtocolVersion(requested);
      session.protocolVersion = protocolVersion;
      session.clientInfo = params.clientInfo;
      session.clientCapabilities = params.capabilities;
      const result: Record<string, unknown> = { protocolVersion, capabilities: typeof capabilities === 'function' ? capabilities() : capabilities, serverInfo };
      if (instructions !== undefined) result.instructions = instructions;
      return result;
    },
    ping: () => ({}),
  };
}

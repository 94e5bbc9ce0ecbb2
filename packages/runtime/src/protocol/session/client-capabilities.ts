/**
 * Checks, before the server sends a request to the client, that the client
 * declared the capability for it in `initialize`. The error is a ToolError,
 * so a tool that needs sampling tells the caller why it cannot run.
 */
import { ToolError } from '@mcp-codegen/decorators';
import { isJsonObject, type JsonObject } from '../wire/json-rpc.js';

export class ClientCapabilityError extends ToolError {
  constructor(
    readonly capability: string,
    readonly method: string,
  ) {
    super(`This needs the client to support ${method}, but it did not declare the "${capability}" capability.`);
    this.name = 'ClientCapabilityError';
  }
}

function has(capabilities: JsonObject | undefined, path: string[]): boolean {
  let value: unknown = capabilities;
  for (const key of path) {
    if (!isJsonObject(value) || !isJsonObject(value[key])) return false;
    value = value[key];
  }
  return true;
}

export function requireSampling(capabilities: JsonObject | undefined, params: JsonObject): void {
  if (!has(capabilities, ['sampling'])) throw new ClientCapabilityError('sampling', 'sampling/createMessage');
  if (params.tools !== undefined && !has(capabilities, ['sampling', 'tools'])) throw new ClientCapabilityError('sampling.tools', 'sampling/createMessage with tools');
}

/** Form mode is `elicitation.form`, or an empty `elicitation: {}` (what older clients send). */
export function requireElicitation(capabilities: JsonObject | undefined, params: JsonObject): void {
  if (!has(capabilities, ['elicitation'])) throw new ClientCapabilityError('elicitation', 'elicitation/create');
  const elicitation = capabilities!.elicitation as JsonObject;
  if (params.mode === 'url') {
    if (!has(capabilities, ['elicitation', 'url'])) throw new ClientCapabilityError('elicitation.url', 'elicitation/create in URL mode');
  } else if (!has(capabilities, ['elicitation', 'form']) && Object.keys(elicitation).length > 0) {
    throw new ClientCapabilityError('elicitation.form', 'elicitation/create in form mode');
  }
}

export function requireRoots(capabilities: JsonObject | undefined): void {
  if (!has(capabilities, ['roots'])) throw new ClientCapabilityError('roots', 'roots/list');
}

/**
 * False when the client declared none of sampling, elicitation and roots, so each check above refuses
 * whatever a handler asks (it may be true when one still refuses). The 2026-07-28 wire binds a request
 * state to the call only when this is true (protocol/modern/modern-methods.ts).
 */
export function mayAnswerInput(capabilities: JsonObject): boolean {
  return capabilities.sampling !== undefined || capabilities.elicitation !== undefined || capabilities.roots !== undefined;
}

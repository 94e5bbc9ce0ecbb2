/**
 * What the specification says the server must do with one incoming line:
 * reply once (with this id and one of these outcomes) or stay silent. It
 * mirrors the JSON-RPC rules, not the runtime's code, so a change in
 * protocol/wire/parse.ts that breaks them fails the properties.
 */
export type Outcome = number | 'result';

export type Expectation =
  | { reply: false }
  /** `outcomes` undefined: any result or any protocol error except -32603 (an internal failure). */
  | { reply: true; id: string | number | null; outcomes?: readonly Outcome[] };

/** Every code hostile input may legitimately get (JSON-RPC, MCP 2025 and 2026-07-28). -32603 is not among them. */
export const PROTOCOL_ERROR_CODES: ReadonlySet<number> = new Set([-32700, -32600, -32601, -32602, -32002, -32020, -32021, -32022]);

/** The methods the server serves, in either era; any other name is -32601. */
export const KNOWN_METHODS: ReadonlySet<string> = new Set([
  'initialize', 'ping', 'tools/list', 'tools/call', 'resources/list', 'resources/templates/list', 'resources/read',
  'resources/subscribe', 'resources/unsubscribe', 'prompts/list', 'prompts/get', 'completion/complete', 'logging/setLevel',
  'server/discover', 'subscriptions/listen',
]);

export const MAX_DEPTH = 64;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const validId = (v: unknown): v is string | number => typeof v === 'string' || (typeof v === 'number' && Number.isInteger(v));

function depth(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let inner = 0;
  for (const item of Object.values(value)) inner = Math.max(inner, depth(item));
  return inner + 1;
}

/**
 * The expectation for one line as the stdio transport frames it. `request`
 * narrows the outcomes of a well-formed request (a generator that knows the
 * method and what is wrong with its params says what the answer must be).
 */
export function expectLine(text: string, request?: readonly Outcome[]): Expectation {
  const line = text.endsWith('\r') ? text.slice(0, -1) : text;
  if (line.trim() === '') return { reply: false };
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { reply: true, id: null, outcomes: [-32700] };
  }
  return expectValue(value, request);
}

export function expectValue(value: unknown, request?: readonly Outcome[]): Expectation {
  if (!isObject(value)) return { reply: true, id: null, outcomes: [-32600] }; // Batches included: see docs/security.md.
  const hasId = 'id' in value;
  const id = hasId && validId(value.id) ? value.id : null;
  if (value.jsonrpc !== '2.0') return { reply: true, id, outcomes: [-32600] };
  if (!('method' in value)) return 'result' in value || 'error' in value ? { reply: false } : { reply: true, id, outcomes: [-32600] };
  if (typeof value.method !== 'string') return { reply: true, id, outcomes: [-32600] };
  if (hasId && id === null) return { reply: true, id: null, outcomes: [-32600] };
  if (depth(value) > MAX_DEPTH) return hasId ? { reply: true, id, outcomes: [-32600] } : { reply: false };
  if (value.params !== undefined && !isObject(value.params)) return hasId ? { reply: true, id, outcomes: [-32602] } : { reply: false };
  if (!hasId) return { reply: false };
  if (!KNOWN_METHODS.has(value.method)) return { reply: true, id, outcomes: [-32601] };
  return { reply: true, id, outcomes: request };
}

/** Checks one reply against an expectation; returns what is wrong, or undefined. */
export function mismatch(reply: Record<string, any>, expected: Expectation): string | undefined {
  if (!expected.reply) return 'a reply to a message that must get none';
  if (reply.id !== expected.id) return `id ${JSON.stringify(reply.id)} instead of ${JSON.stringify(expected.id)}`;
  const outcome: Outcome = 'result' in reply ? 'result' : reply.error?.code;
  if (outcome !== 'result' && !PROTOCOL_ERROR_CODES.has(outcome)) return `error code ${JSON.stringify(outcome)} (${reply.error?.message})`;
  if (expected.outcomes && !expected.outcomes.includes(outcome)) return `${outcome === 'result' ? 'a result' : `code ${outcome}`} instead of one of ${expected.outcomes.join(', ')}`;
  return undefined;
}

/** A well-formed JSON-RPC message as the specification defines it: what stdout may carry. */
export function isJsonRpcMessage(value: unknown): boolean {
  if (!isObject(value) || value.jsonrpc !== '2.0') return false;
  if (typeof value.method === 'string') return value.params === undefined || isObject(value.params);
  if (!('id' in value) || !(validId(value.id) || value.id === null)) return false;
  if ('result' in value) return isObject(value.result) && !('error' in value);
  return isObject(value.error) && Number.isInteger(value.error.code) && typeof value.error.message === 'string';
}

/**
 * POST on the 2026-07-28 wire: stateless. No session id, nothing stored for
 * resumption; the standard headers (MCP-Protocol-Version, Mcp-Method,
 * Mcp-Name) must agree with the body (else 400, -32020), the envelope is
 * checked before dispatch (400, -32602 or -32022), and the JSON-RPC errors
 * the era table names get their HTTP status (404 for an unknown method,
 * 400 for a missing client capability).
 */
import type { AuthInfo } from '@mcp-codegen/manifest';
import { ERA_ERRORS, eraOf, isModernVersion, META, modernHttpStatus } from '../../../protocol/wire/eras.js';
import { ErrorCode, McpError } from '../../../protocol/wire/error-codes.js';
import { failure, isJsonObject, type JsonRpcId, type JsonRpcResponse } from '../../../protocol/wire/json-rpc.js';
import { checkEnvelope } from '../../../protocol/modern/modern-envelope.js';
import type { Incoming } from '../../../protocol/wire/parse.js';
import { emptyReply, JSON_HEADERS, type HttpReply, type ReplyTo } from '../streams/http-reply.js';
import type { HttpRequestView } from '../http-request.js';
import { StatelessCall } from './stateless-call.js';
import { decodeHeaderValue } from '../param-headers/header-value.js';
import { anyToolDeclaresHeaders, paramHeaderProblem } from '../param-headers/check-param-headers.js';
import type { HttpCore } from './http-core.js';

export type Message = Extract<Incoming, { kind: 'request' | 'notification' }>;
type Request = Extract<Incoming, { kind: 'request' }>;
type Notification = Extract<Incoming, { kind: 'notification' }>;

/** The body field the Mcp-Name header mirrors, per method (SEP-2243). */
const NAME_SOURCE: ReadonlyMap<string, string> = new Map([
  ['tools/call', 'name'],
  ['prompts/get', 'name'],
  ['resources/read', 'uri'],
  // The tasks extension routes by task (SEP-2663, "Streamable HTTP: Routing Headers").
  ['tasks/get', 'taskId'],
  ['tasks/update', 'taskId'],
  ['tasks/cancel', 'taskId'],
]);

/** True when the message belongs on the modern wire: its `_meta` claims a modern version, or the header does. */
export function isModernPost(request: HttpRequestView, incoming: Incoming): boolean {
  if (incoming.kind !== 'request' && incoming.kind !== 'notification') return false;
  if (eraOf(incoming.params) === 'modern') return true;
  const header = request.header('mcp-protocol-version')?.trim();
  return header !== undefined && isModernVersion(header);
}

// `=?base64?...?=` carries values a header cannot (SEP-2243); strict: exact markers, canonical padding.
export { decodeHeaderValue };

function errorAt(status: number, id: JsonRpcId | null, error: McpError): HttpReply {
  return { status, headers: { ...JSON_HEADERS }, body: JSON.stringify(failure(id, error.code, error.message, error.data)) };
}

function mismatch(id: JsonRpcId | null, header: string, detail: string): HttpReply {
  const error = new McpError(ERA_ERRORS.headerMismatch.modern, `Bad Request: the request headers and body disagree: ${detail}`, { mismatch: { header, body: detail } });
  return errorAt(ERA_ERRORS.headerMismatch.modernHttpStatus, id, error);
}

/** The 400 for headers that disagree with the body, or undefined when they agree. */
export function headerProblem(request: HttpRequestView, message: Message, id: JsonRpcId | null): HttpReply | undefined {
  const meta = message.params._meta;
  const claimed = isJsonObject(meta) ? meta[META.protocolVersion] : undefined;
  const version = request.header('mcp-protocol-version')?.trim();
  if (version !== undefined && typeof claimed === 'string' && version !== claimed) {
    return mismatch(id, version, `the body names protocol version ${claimed} but the MCP-Protocol-Version header names ${version}`);
  }
  const method = request.header('mcp-method')?.trim();
  if (method !== undefined && method !== message.method) return mismatch(id, method, `the body names method ${message.method} but the Mcp-Method header names ${method}`);
  if (message.kind !== 'request') return undefined; // Notifications need no standard headers.
  if (version === undefined) return mismatch(id, '(missing)', 'the required MCP-Protocol-Version header is absent');
  if (method === undefined) return mismatch(id, '(missing)', `the body names method ${message.method} but the required Mcp-Method header is absent`);
  const field = NAME_SOURCE.get(message.method);
  const bodyName = field === undefined ? undefined : message.params[field];
  if (typeof bodyName !== 'string') return undefined;
  const raw = request.header('mcp-name')?.trim();
  if (raw === undefined) return mismatch(id, '(missing)', `the body carries params.${field}="${bodyName}" but the required Mcp-Name header is absent`);
  const name = decodeHeaderValue(raw);
  if (name === undefined) return mismatch(id, raw, 'the Mcp-Name header carries an invalid Base64 value');
  if (name !== bodyName) return mismatch(id, raw, `the body carries params.${field}="${bodyName}" but the Mcp-Name header names "${name}"`);
  return undefined;
}

function statusOf(response: JsonRpcResponse): number {
  return 'error' in response ? modernHttpStatus(response.error.code) : 200;
}

/**
 * Whether the standard headers say what the request's body says, by headerProblem's rules for a request
 * whose envelope named `protocolVersion`: the usual case, decided with each header read once and no error
 * text. When it is false, headerProblem says what is wrong (test: http-modern-fast-checks.test.ts compares the two).
 */
export function headersAgree(request: HttpRequestView, message: Request, protocolVersion: string): boolean {
  if (request.header('mcp-protocol-version')?.trim() !== protocolVersion) return false;
  if (request.header('mcp-method')?.trim() !== message.method) return false;
  const field = NAME_SOURCE.get(message.method);
  const bodyName = field === undefined ? undefined : message.params[field];
  if (typeof bodyName !== 'string') return true;
  const raw = request.header('mcp-name');
  // Untrimmed: decoding trims a value that is not plain, so the answer is the same.
  return raw !== undefined && decodeHeaderValue(raw) === bodyName;
}

export function handleModernPost(core: HttpCore, request: HttpRequestView, message: Message, auth: AuthInfo | undefined, to: ReplyTo): void {
  if (message.kind === 'notification') return deliverModern(core, request, message, auth, to);
  const id = message.id;
  // The envelope is read here, once: refused before dispatch (400, never an in-band error), else handed to the method table.
  const envelope = checkEnvelope(message.params);
  // Headers that disagree with the body are answered first, then a bad envelope.
  if (envelope instanceof McpError) return to.done(headerProblem(request, message, id) ?? errorAt(400, id, envelope));
  if (!headersAgree(request, message, envelope.protocolVersion)) {
    const problem = headerProblem(request, message, id);
    if (problem) return to.done(problem);
  }
  // Most servers declare no Mcp-Param header: then a call looks nothing up.
  if (message.method === 'tools/call' && anyToolDeclaresHeaders(core.server.registry.tools)) {
    const param = paramHeaderProblem(core.server.registry, request, message.params);
    if (param) return to.done(mismatch(id, param.header, param.detail));
  }
  const denied = auth && core.auth?.scopeProblem(core.server.registry, message, auth, request);
  if (denied) return to.done(denied);

  // Nothing outlives the request: no session id, no event store.
  const call = new StatelessCall(core.server, core.logger);
  call.session.state.envelope = envelope;
  call.call(request, message, auth, to, core.responseMode, statusOf);
}

/** A notification: its headers checked (no envelope, no Mcp-Name), then delivered; 202. */
function deliverModern(core: HttpCore, request: HttpRequestView, message: Notification, auth: AuthInfo | undefined, to: ReplyTo): void {
  const headers = headerProblem(request, message, null);
  if (headers) return to.done(headers);
  const denied = auth && core.auth?.scopeProblem(core.server.registry, message, auth, request);
  if (denied) return to.done(denied);
  new StatelessCall(core.server, core.logger).deliver(message, auth);
  to.done(emptyReply(202));
}

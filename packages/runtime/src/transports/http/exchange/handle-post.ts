/**
 * POST: one JSON-RPC message. A request is answered with JSON or an SSE
 * stream (see PostExchange); notifications and responses get 202 and no body.
 */
import type { AuthInfo } from '@mcp-codegen/manifest';
import { ErrorCode } from '../../../protocol/wire/error-codes.js';
import { failure, type JsonRpcResponse } from '../../../protocol/wire/json-rpc.js';
import { classify, tooManyValues, type Incoming } from '../../../protocol/wire/parse.js';
import { DEFAULT_MAX_JSON_VALUES } from '../../../protocol/json-values.js';
import { LATEST_PROTOCOL_VERSION } from '../../../protocol/wire/versions.js';
import { emptyReply, errorReply, toJson, TRANSPORT_ERROR, type HttpReply, type ReplyTo } from '../streams/http-reply.js';
import type { HttpRequestView } from '../http-request.js';
import { HttpSession } from '../http-session.js';
import { PostExchange } from '../streams/post-exchange.js';
import { StatelessCall } from './stateless-call.js';
import { handleModernPost, isModernPost } from './modern-post.js';
import { acceptsJsonAndEventStream, isJsonContentType } from '../request-checks.js';
import { ownerOf } from '../auth/http-auth.js';
import { ASSUMED_PROTOCOL_VERSION, unsupportedVersion, type HttpCore } from './http-core.js';
import { bindActiveContext } from '../../../observability/header-context.js';

/** Bodies longer than this (characters) are parsed in a turn of their own. */
const LARGE_BODY = 256 * 1024;

/**
 * Callbacks, not promises, from the body's last chunk to the reply: a
 * request whose handler answers at once is answered in the same turn.
 */
export function handlePost(core: HttpCore, request: HttpRequestView, auth: AuthInfo | undefined, to: ReplyTo): void {
  // The specification says clients MUST list both; the official SDK refuses anything less, and so do we.
  if (!acceptsJsonAndEventStream(request.header('accept'))) {
    return to.done(errorReply(406, TRANSPORT_ERROR, 'Not Acceptable: the Accept header must list both application/json and text/event-stream'));
  }
  if (!isJsonContentType(request.header('content-type'))) {
    return to.done(errorReply(415, TRANSPORT_ERROR, 'Unsupported Media Type: Content-Type must be application/json'));
  }
  // The body, once read (undefined: larger than the limit): checked, parsed and served in this call when it is small.
  const received = (text: string | undefined) => {
    try {
      if (text === undefined) {
        return to.done(errorReply(413, TRANSPORT_ERROR, `Payload Too Large: the body must not exceed ${core.maxBodyBytes} bytes`, { connection: 'close' }));
      }
      // Counted before parsing: JSON.parse of a million values blocks every other client (protocol/json-values.ts).
      const tooMany = tooManyValues(text, core.server.maxJsonValues ?? DEFAULT_MAX_JSON_VALUES);
      if (tooMany) return to.done({ status: 400, headers: { 'content-type': 'application/json' }, body: JSON.stringify(tooMany.response) });
      if (text.length > LARGE_BODY) return serveLargeBody(core, request, text, auth, to);
      const body = parse(text, to);
      if (body !== NOT_JSON) serveBody(core, request, body, text.length, auth, to);
    } catch (error) {
      to.failed(error);
    }
  };
  const unreadable = () => to.done(errorReply(400, TRANSPORT_ERROR, 'Bad Request: the request body could not be read'));
  if (request.receiveBody) request.receiveBody(core.maxBodyBytes, bindActiveContext(received), unreadable);
  else request.readBody(core.maxBodyBytes).then(received, unreadable);
}

/** A large body is parsed and served in separate turns of the event loop, so other clients' requests come between. */
function serveLargeBody(core: HttpCore, request: HttpRequestView, text: string, auth: AuthInfo | undefined, to: ReplyTo): void {
  nextTurn(to, () => {
    const body = parse(text, to);
    if (body !== NOT_JSON) nextTurn(to, () => serveBody(core, request, body, text.length, auth, to));
  });
}

const NOT_JSON = Symbol('not JSON');

function parse(text: string, to: ReplyTo): unknown {
  try {
    return JSON.parse(text);
  } catch {
    to.done(errorReply(400, ErrorCode.ParseError, 'Parse error: the body is not valid JSON'));
    return NOT_JSON;
  }
}

function nextTurn(to: ReplyTo, step: () => void): void {
  setImmediate(() => {
    try {
      step();
    } catch (error) {
      to.failed(error);
    }
  });
}

/** `textLength`: the body's length in characters, which bounds how deep it can nest (classify). */
function serveBody(core: HttpCore, request: HttpRequestView, body: unknown, textLength: number, auth: AuthInfo | undefined, to: ReplyTo): void {
  const incoming = classify(body, core.server.maxJsonDepth, textLength);
  if (incoming.kind === 'invalid') {
    const response = incoming.response ?? { jsonrpc: '2.0', id: null, error: { code: ErrorCode.InvalidRequest, message: 'Invalid Request' } };
    return to.done({ status: 400, headers: { 'content-type': 'application/json' }, body: JSON.stringify(response) });
  }
  // The 2026-07-28 wire is stateless: no session lookup, its own header rules (modern-post.ts).
  if (isModernPost(request, incoming)) return handleModernPost(core, request, incoming as Parameters<typeof handleModernPost>[2], auth, to);
  // A target whose declared scopes the token lacks: 403 with the scope challenge, before any session work.
  const denied = auth && core.auth?.scopeProblem(core.server.registry, incoming, auth, request);
  if (denied) return to.done(denied);

  const isInitialize = incoming.kind === 'request' && incoming.method === 'initialize';
  if (core.stateful) return statefulPost(core, request, body, incoming, isInitialize, auth, to);
  // Stateless: every POST stands alone, so no session table is read and none is written; a notification
  // or a client's reply acts on nothing later. MCP-Protocol-Version is read once: checked, then the session's version.
  let version: string | undefined;
  if (!isInitialize) {
    version = request.header('mcp-protocol-version');
    const versionProblem = unsupportedVersion(version);
    if (versionProblem) return to.done(versionProblem);
  }
  const call = new StatelessCall(core.server, core.logger);
  const state = call.session.state;
  if (isInitialize) state.owner = ownerOf(auth);
  else state.protocolVersion = version ?? ASSUMED_PROTOCOL_VERSION;
  if (incoming.kind !== 'request') {
    call.deliver(incoming, auth);
    return to.done(emptyReply(202));
  }
  call.call(request, incoming, auth, to, core.responseMode);
}

/** A POST of a stateful server: answered once its session is found or made (with a session store, a promise). */
function statefulPost(core: HttpCore, request: HttpRequestView, body: unknown, incoming: Exclude<Incoming, { kind: 'invalid' }>, isInitialize: boolean, auth: AuthInfo | undefined, to: ReplyTo): void {
  statefulReply(core, request, body, incoming, isInitialize, auth)
    .then((reply) => to.done(reply))
    .catch((error: unknown) => to.failed(error));
}

async function statefulReply(core: HttpCore, request: HttpRequestView, body: unknown, incoming: Exclude<Incoming, { kind: 'invalid' }>, isInitialize: boolean, auth: AuthInfo | undefined): Promise<HttpReply> {
  let session: HttpSession;
  if (isInitialize && request.header('mcp-session-id') === undefined) {
    const owner = ownerOf(auth);
    const client = owner ?? addressOf(request);
    const full = core.sessionsFull?.(client);
    if (full) return full;
    session = core.createSession(true);
    session.session.state.owner = owner;
    session.client = client;
  } else {
    let found = core.findSession(request);
    if (found instanceof Promise) found = await found; // Only with a session store: a session held by another instance.
    if (!(found instanceof HttpSession)) return found;
    const foreign = core.auth?.foreignSession(found.session.state, auth);
    if (foreign) return foreign;
    if (isInitialize) return errorReply(400, ErrorCode.InvalidRequest, 'Invalid Request: this session is already initialized', sessionHeader(found));
    const versionProblem = core.checkProtocolVersion(request);
    if (versionProblem) return versionProblem;
    session = found;
  }

  if (incoming.kind !== 'request') {
    // Notifications act at once (cancellation, initialized).
    await session.session.handle(body, auth);
    core.persist(session);
    return emptyReply(202, sessionHeader(session));
  }

  const id = incoming.id;
  if (session.exchanges.has(id)) {
    return errorReply(400, ErrorCode.InvalidRequest, `Invalid Request: id ${JSON.stringify(id)} is already in use`, sessionHeader(session));
  }
  const clientVersion = isInitialize
    ? typeof incoming.params.protocolVersion === 'string' ? incoming.params.protocolVersion : LATEST_PROTOCOL_VERSION
    : (request.header('mcp-protocol-version') ?? ASSUMED_PROTOCOL_VERSION);
  const exchange = new PostExchange({
    mode: core.responseMode,
    headers: sessionHeader(session),
    openStream: () => session.openStream(),
    // Older clients cannot parse the empty data of a priming event.
    prime: session.store !== undefined && clientVersion >= '2025-11-25',
    retryMs: core.retryMs,
  });
  session.exchanges.set(id, exchange);

  const onDisconnect = () => {
    if (exchange.disconnected()) void session.session.handle({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason: 'The client disconnected.' } });
  };
  // onDisconnect, where the adapter has it, spares an AbortController per POST.
  if (request.onDisconnect) request.onDisconnect(onDisconnect);
  else request.signal.addEventListener('abort', onDisconnect, { once: true });

  const finish = (response: JsonRpcResponse | undefined) => {
    if (!request.onDisconnect) request.signal.removeEventListener('abort', onDisconnect);
    if (session.exchanges.get(id) === exchange) session.exchanges.delete(id);
    exchange.respond(response && toJson(response, core.logger), response);
    if (isInitialize && (!response || 'error' in response)) core.forgetSession(session); // No session without a successful initialize.
    else {
      session.lastActivity = core.now();
      core.persist(session);
    }
  };
  // A reply ready at once is written at once: no promise between the handler and the HTTP reply.
  session.session.receive(
    body,
    finish,
    (error: unknown) => {
      core.logger.error('Unexpected failure while handling a message', error);
      finish(failure(id, ErrorCode.InternalError, 'Internal error'));
    },
    auth,
  );
  return exchange.reply;
}

/** Without authentication a client is its network address, for the per-client session cap. */
function addressOf(request: HttpRequestView): string | undefined {
  const address = request.remoteAddress?.();
  return address === undefined ? undefined : `address:${address}`;
}

function sessionHeader(session: HttpSession): Record<string, string> {
  return session.id === undefined ? {} : { 'mcp-session-id': session.id };
}

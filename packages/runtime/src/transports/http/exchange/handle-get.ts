/**
 * GET: the standalone SSE stream for server messages that belong to no
 * request (list_changed, resources/updated), or, with Last-Event-ID, the
 * resumption of any stream of the session after a lost connection.
 */
import type { AuthInfo } from '@mcp-codegen/manifest';
import type { JsonRpcMessage } from '../../../protocol/wire/json-rpc.js';
import { EventStream, isPlaceholder, messageEvent } from '../streams/event-stream.js';
import { errorReply, SSE_HEADERS, TRANSPORT_ERROR, type HttpReply } from '../streams/http-reply.js';
import type { HttpRequestView } from '../http-request.js';
import { HttpSession } from '../http-session.js';
import { accepts } from '../request-checks.js';
import { ASSUMED_PROTOCOL_VERSION, type HttpCore } from './http-core.js';

export async function handleGet(core: HttpCore, request: HttpRequestView, auth?: AuthInfo): Promise<HttpReply> {
  if (!core.getStream) {
    return errorReply(405, TRANSPORT_ERROR, 'Method Not Allowed: this server offers no GET stream', { allow: core.stateful ? 'POST, DELETE' : 'POST' });
  }
  if (!accepts(request.header('accept'), 'text/event-stream')) {
    return errorReply(406, TRANSPORT_ERROR, 'Not Acceptable: the Accept header must list text/event-stream');
  }
  let session = core.findSession(request);
  if (session instanceof Promise) session = await session; // Only with a session store.
  if (!(session instanceof HttpSession)) return session;
  const foreign = core.auth?.foreignSession(session.session.state, auth);
  if (foreign) return foreign;
  const versionProblem = core.checkProtocolVersion(request);
  if (versionProblem) return versionProblem;
  const headers = { ...SSE_HEADERS, 'mcp-session-id': session.id! };

  const lastEventId = request.header('last-event-id');
  if (lastEventId && session.store) return resume(core, session, request, lastEventId, headers);

  const stream = session.openStandalone();
  if (stream.connected) return errorReply(409, TRANSPORT_ERROR, 'Conflict: this session already has a GET stream open');
  const writer = new EventStream();
  stream.attach(writer);
  const version = request.header('mcp-protocol-version') ?? ASSUMED_PROTOCOL_VERSION;
  if (version >= '2025-11-25') stream.prime(core.retryMs);
  request.signal.addEventListener('abort', () => stream.detach(writer), { once: true });
  return { status: 200, headers, stream: writer };
}

async function resume(core: HttpCore, session: HttpSession, request: HttpRequestView, lastEventId: string, headers: Record<string, string>): Promise<HttpReply> {
  // Collected first, so a stream of another session is refused before anything is sent.
  const events: Array<{ id: string; message: JsonRpcMessage }> = [];
  let streamId: string;
  try {
    streamId = await session.store!.replayEventsAfter(lastEventId, { send: async (id, message) => void events.push({ id, message }) });
  } catch (error) {
    core.logger.error('Could not replay events', error);
    return errorReply(500, TRANSPORT_ERROR, 'Internal Server Error: events could not be replayed');
  }
  const stream = session.streams.get(streamId) ?? session.adoptStream(streamId);
  if (!stream) return errorReply(400, TRANSPORT_ERROR, 'Bad Request: Last-Event-ID names no stream of this session that can be resumed');

  const writer = new EventStream();
  const replayed = new Set<string>();
  for (const event of events) {
    replayed.add(event.id);
    if (!isPlaceholder(event.message)) writer.write(messageEvent(JSON.stringify(event.message), event.id));
  }
  stream.attach(writer, replayed);
  request.signal.addEventListener('abort', () => stream.detach(writer), { once: true });
  return { status: 200, headers, stream: writer };
}

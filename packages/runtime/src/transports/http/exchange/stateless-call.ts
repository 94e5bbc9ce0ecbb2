/**
 * One stateless POST (no Mcp-Session-Id, or the 2026-07-28 wire): a protocol
 * Session that lives as long as the request, and its one exchange. What an
 * HttpSession adds (a table of exchanges and streams, resumption, a clock)
 * has nothing to do here: nothing outlives the request, so a message related
 * to it can only go on its own reply stream, and any other is dropped.
 */
import type { AuthInfo } from '@mcp-codegen/manifest';
import type { Logger } from '../../../logger.js';
import type { Session } from '../../../protocol/session/session.js';
import { ErrorCode } from '../../../protocol/wire/error-codes.js';
import { nodeCrypto } from '../../../lazy-builtins.js';
import { failure, type JsonRpcId, type JsonRpcMessage, type JsonRpcResponse } from '../../../protocol/wire/json-rpc.js';
import type { Incoming } from '../../../protocol/wire/parse.js';
import type { HttpHost } from '../http-host.js';
import type { HttpRequestView } from '../http-request.js';
import { NO_HEADERS, toJson, type ReplyTo } from '../streams/http-reply.js';
import { OutgoingStream } from '../streams/outgoing-stream.js';
import { jsonReply, PostExchange, type ExchangeOptions, type ResponseMode } from '../streams/post-exchange.js';

type Request = Extract<Incoming, { kind: 'request' }>;

export class StatelessCall {
  readonly session: Session;
  /**
   * Made only when the reply is not a JSON body given at once: the mode is
   * 'sse', a related message comes before the response, or the handler goes
   * asynchronous. A call answered at once gives its JSON reply directly
   * (jsonReply, as the exchange would): no exchange, options or stream opener.
   */
  private exchange: PostExchange | undefined;
  private stream: OutgoingStream | undefined;
  private requestId: JsonRpcId | undefined;
  /** Set by call(): where the reply goes, and how an exchange made later must answer. */
  private to: ReplyTo | undefined;
  private mode: ResponseMode = 'auto';
  private statusOf: ExchangeOptions['statusOf'];
  private answered = false;

  constructor(
    server: HttpHost,
    private readonly logger: Logger,
  ) {
    // Untracked: the server's open sessions take it only if its call does not end at once (call()).
    this.session = server.createSession((message, options) => this.route(message, options?.relatedRequestId), false);
  }

  /** A notification (or a client's reply) acts at once; nothing is left to act on later. */
  deliver(message: Exclude<Incoming, { kind: 'request' }>, auth: AuthInfo | undefined): void {
    this.session.receiveClassified(message, () => undefined, (error) => this.logger.error('Unexpected failure while handling a message', error), auth);
    this.session.close();
  }

  /** Runs the request; `to.done` gets its reply (JSON, or an SSE stream when related messages come first), at once when the handler answers at once. */
  call(request: HttpRequestView, message: Request, auth: AuthInfo | undefined, to: ReplyTo, mode: ResponseMode, statusOf?: ExchangeOptions['statusOf']): void {
    this.to = to;
    this.mode = mode;
    this.statusOf = statusOf;
    this.requestId = message.id;
    // An SSE reply starts before the handler runs.
    if (mode === 'sse') this.openExchange();
    let onDisconnect: (() => void) | undefined;
    const finish = (response: JsonRpcResponse | undefined) => {
      if (onDisconnect && !request.onDisconnect) request.signal.removeEventListener('abort', onDisconnect);
      try {
        // The response (undefined: cancelled, no reply), once: through the exchange when there is one, else as the
        // JSON reply the exchange would give. Written now when it is JSON: a failure there must not leave the Session open.
        if (this.answered) return;
        const json = response && toJson(response, this.logger);
        this.answered = true;
        if (this.exchange !== undefined || json === undefined) this.openExchange().respond(json, response);
        else to.done(jsonReply(json, response, NO_HEADERS, statusOf));
      } finally {
        this.close();
      }
    };
    // A reply ready at once is written at once: no promise between the handler and the HTTP reply.
    this.session.receiveClassified(
      message,
      finish,
      (error: unknown) => {
        this.logger.error('Unexpected failure while handling a message', error);
        finish(failure(message.id, ErrorCode.InternalError, 'Internal error'));
      },
      auth,
    );
    // A reply given at once met no disconnect: only a request still running watches for one.
    if (this.answered) return;
    const exchange = this.openExchange();
    // Still running: from now on a graceful shutdown waits for it, as for any session's request.
    this.session.track();
    // The client went away: its reply can reach no one, so the handler is aborted.
    onDisconnect = () => {
      if (exchange.disconnected()) this.close();
    };
    // onDisconnect, where the adapter has it, spares an AbortController per POST.
    if (request.onDisconnect) request.onDisconnect(onDisconnect);
    else request.signal.addEventListener('abort', onDisconnect, { once: true });
  }

  private openExchange(): PostExchange {
    if (this.exchange !== undefined) return this.exchange;
    // Nothing is stored, so there is no priming event and no retry hint; no session id to send back.
    const exchange = new PostExchange({ mode: this.mode, headers: NO_HEADERS, openStream: () => (this.stream = new OutgoingStream(nodeCrypto().randomUUID(), undefined)), prime: false, retryMs: undefined, statusOf: this.statusOf });
    this.exchange = exchange;
    exchange.onReply(this.to!);
    return exchange;
  }

  /** Aborts a handler still running, ends the exchange (no reply) and its stream. */
  private close(): void {
    this.session.close();
    this.exchange?.respond(undefined, undefined);
    this.stream?.close();
  }

  private route(message: JsonRpcMessage, relatedRequestId: JsonRpcId | undefined): void {
    if (this.to === undefined || this.answered || relatedRequestId !== this.requestId) return;
    const json = toJson(message, this.logger);
    if (json !== undefined) this.openExchange().carry(json, message);
  }
}

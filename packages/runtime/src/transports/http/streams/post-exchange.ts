/**
 * One POST that carries a request, until its response is out. The reply is
 * decided lazily in the default 'auto' mode: plain JSON when the response
 * comes first (the common, fast case), an SSE stream as soon as a message
 * related to the request (progress, logging, a sampling request) comes
 * before it. 'sse' opens the stream at once; 'json' never does.
 */
import type { JsonRpcMessage, JsonRpcResponse } from '../../../protocol/wire/json-rpc.js';
import { EventStream } from './event-stream.js';
import { JSON_HEADERS, NO_HEADERS, SSE_HEADERS, type HttpHeaders, type HttpReply, type ReplyTo } from './http-reply.js';
import type { OutgoingStream } from './outgoing-stream.js';

export type ResponseMode = 'auto' | 'sse' | 'json';

export interface ExchangeOptions {
  mode: ResponseMode;
  /** Extra reply headers (the session id). */
  headers: HttpHeaders;
  /** Creates the logical stream for this POST (registered for resumption). */
  openStream(): OutgoingStream;
  /** Send the priming event: there is an event store and the client is 2025-11-25 or later. */
  prime: boolean;
  retryMs: number | undefined;
  /** The HTTP status of a JSON reply (the 2026-07-28 wire maps some errors to 4xx). Default 200. */
  statusOf?(response: JsonRpcResponse): number;
}

/**
 * The HTTP reply of a response written as JSON: its status (`statusOf`, else 200) and the JSON headers
 * with `headers` added. Also what a stateless call answered at once gives without an exchange (stateless-call.ts).
 */
export function jsonReply(json: string, response: JsonRpcResponse | undefined, headers: HttpHeaders, statusOf: ExchangeOptions['statusOf']): HttpReply {
  const status = response && statusOf ? statusOf(response) : 200;
  return { status, headers: headers === NO_HEADERS ? JSON_HEADERS : { ...JSON_HEADERS, ...headers }, body: json };
}

export class PostExchange {
  /** The HTTP reply, once decided (the JSON response, or the SSE stream's start). */
  private decided: HttpReply | undefined;
  private listener: Pick<ReplyTo, 'done'> | undefined;
  private stream: OutgoingStream | undefined;
  private writer: EventStream | undefined;
  private finished = false;

  constructor(private readonly options: ExchangeOptions) {
    if (options.mode === 'sse') this.startStream();
  }

  /** The HTTP reply, once decided. */
  get reply(): Promise<HttpReply> {
    return new Promise((done) => this.onReply({ done }));
  }

  /** Gives the HTTP reply to `listener.done` once decided (at once if it is): a reply ready at once costs no promise. One listener. */
  onReply(listener: Pick<ReplyTo, 'done'>): void {
    if (this.decided) listener.done(this.decided);
    else this.listener = listener;
  }

  /** Puts a related message on this POST's stream; false when it cannot (then it goes to the GET stream). */
  carry(json: string, message: JsonRpcMessage): boolean {
    if (this.finished || this.options.mode === 'json') return false;
    this.startStream().send(json, message);
    return true;
  }

  /** The response: as JSON, or as the stream's last event. `undefined` (cancelled) just ends the reply. */
  respond(json: string | undefined, response: JsonRpcResponse | undefined): void {
    if (this.finished) return;
    this.finished = true;
    if (this.stream) {
      if (json !== undefined && response) this.stream.send(json, response);
      this.stream.finish();
    } else if (json !== undefined) {
      this.resolveReply(jsonReply(json, response, this.options.headers, this.options.statusOf));
    } else {
      // A cancelled request gets no JSON-RPC reply; the HTTP exchange still has to end.
      const writer = new EventStream();
      writer.end();
      this.resolveReply({ status: 200, headers: { ...SSE_HEADERS, ...this.options.headers }, stream: writer });
    }
  }

  /**
   * The client went away. Returns true when the request should be cancelled:
   * its response can no longer reach the client (no stream the client could resume).
   */
  disconnected(): boolean {
    if (this.finished) return false;
    if (this.stream && this.writer) {
      this.stream.detach(this.writer);
      return !this.stream.resumable;
    }
    return true;
  }

  get isFinished(): boolean {
    return this.finished;
  }

  private resolveReply(reply: HttpReply): void {
    this.decided = reply;
    this.listener?.done(reply);
  }

  private startStream(): OutgoingStream {
    if (this.stream) return this.stream;
    const stream = this.options.openStream();
    const writer = new EventStream();
    stream.attach(writer);
    if (this.options.prime) stream.prime(this.options.retryMs);
    this.stream = stream;
    this.writer = writer;
    this.resolveReply({ status: 200, headers: { ...SSE_HEADERS, ...this.options.headers }, stream: writer });
    return stream;
  }
}

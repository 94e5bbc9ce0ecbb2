/**
 * One client request while it is being served: the RequestContext its method
 * handler gets. Its AbortController is made only when someone needs it (a
 * handler reads `signal`, a cancellation or the session's close arrives):
 * building one per request cost about half of the CPU of a tools/call.
 */
import type { AuthInfo } from '@mcp-codegen/manifest';
import { notification, type JsonObject, type JsonRpcId, type JsonRpcMessage } from '../wire/json-rpc.js';
import type { ClientRequestOptions, RequestContext, SessionPeer, SessionState } from './method-table.js';

/** What a request needs from its session. */
export interface RequestOwner extends SessionPeer {
  send(message: JsonRpcMessage, options: { relatedRequestId: JsonRpcId }): void;
  requestClient(method: string, params: JsonObject | undefined, options: ClientRequestOptions & { relatedRequestId: JsonRpcId; signal: AbortSignal }): Promise<JsonObject>;
  /** True while this request is the one in flight under its id. */
  isInFlight(request: InFlightRequest): boolean;
}

export class InFlightRequest implements RequestContext {
  private controller: AbortController | undefined;
  /** Set by the session while an asynchronous handler runs: ends the wait for it with no reply. */
  onDetach: (() => void) | undefined;

  constructor(
    readonly id: JsonRpcId,
    readonly peer: RequestOwner,
    /** The request's `params._meta`, when it has one. */
    readonly meta: JsonObject | undefined,
    /** The authenticated caller, when the transport verified one. */
    readonly auth?: AuthInfo,
  ) {}

  get session(): SessionState {
    return this.peer.state;
  }

  get signal(): AbortSignal {
    return (this.controller ??= new AbortController()).signal;
  }

  /** Cheap: no controller means nobody aborted it. */
  get aborted(): boolean {
    return this.controller !== undefined && this.controller.signal.aborted;
  }

  abort(reason: unknown): void {
    (this.controller ??= new AbortController()).abort(reason);
  }

  /** Messages a handler sends belong to its request only while it is in flight. */
  notify(method: string, params?: JsonObject): void {
    if (this.peer.isInFlight(this)) this.peer.send(notification(method, params), { relatedRequestId: this.id });
  }

  request(method: string, params: JsonObject | undefined, options?: ClientRequestOptions): Promise<JsonObject> {
    return this.peer.requestClient(method, params, { ...options, relatedRequestId: this.id, signal: this.signal });
  }
}

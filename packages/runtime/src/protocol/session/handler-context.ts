/**
 * The context a user handler receives (McpContext): cancellation, logging,
 * progress and the requests a handler may send to the client, all tied to
 * the request being served. A class, so a request pays for one small object:
 * `log` is built on first use and the client requests live on the prototype.
 */
import type { AuthInfo, HandlerContext, HandlerLog } from '@mcp-codegen/manifest';
import { ClientCapabilityError, requireElicitation, requireRoots, requireSampling } from './client-capabilities.js';
import { requestLog } from './logging.js';
import type { JsonObject, JsonRpcId } from '../wire/json-rpc.js';
import type { ClientRequestOptions, RequestContext } from './method-table.js';
import { NO_PROGRESS, progressReporter, type ReportProgress } from './progress.js';

export class RequestHandlerContext implements HandlerContext {
  readonly requestId: JsonRpcId;
  readonly sessionId: string | undefined;
  readonly clientCapabilities: JsonObject | undefined;
  readonly auth: AuthInfo | undefined;
  /** An own property, so `const { progress } = ctx` works. */
  readonly progress: ReportProgress;
  private cachedLog: HandlerLog | undefined;

  constructor(private readonly request: RequestContext) {
    const { session } = request;
    this.requestId = request.id;
    this.sessionId = session.sessionId;
    this.clientCapabilities = session.clientCapabilities;
    this.auth = request.auth;
    // A request without a progress token (most; every 2026-07-28 request has a `_meta`, few a token) has nothing to report to.
    this.progress = request.meta?.progressToken === undefined ? NO_PROGRESS : progressReporter(request);
  }

  /** A getter, so a request whose handler never looks at it needs no AbortController. */
  get signal(): AbortSignal {
    return this.request.signal;
  }

  get log(): HandlerLog {
    return (this.cachedLog ??= requestLog(this.request));
  }

  async sample(params: object, options?: ClientRequestOptions): Promise<JsonObject> {
    this.check(() => requireSampling(this.clientCapabilities, params as JsonObject));
    return this.request.request('sampling/createMessage', params as JsonObject, options);
  }

  async elicit(params: object, options?: ClientRequestOptions): Promise<JsonObject> {
    this.check(() => requireElicitation(this.clientCapabilities, params as JsonObject));
    return this.request.request('elicitation/create', params as JsonObject, options);
  }

  async listRoots(options?: ClientRequestOptions): Promise<JsonObject> {
    this.check(() => requireRoots(this.clientCapabilities));
    return this.request.request('roots/list', undefined, options);
  }

  /** Runs a capability check; a failure is also reported to the request, whose era decides the reply. */
  private check(requirement: () => void): void {
    try {
      requirement();
    } catch (error) {
      if (error instanceof ClientCapabilityError) this.request.capabilityMissing?.(error.capability);
      throw error;
    }
  }
}

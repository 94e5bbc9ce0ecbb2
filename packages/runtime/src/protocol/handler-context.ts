/**
 * The context a user handler receives (McpContext): cancellation, logging,
 * progress and the requests a handler may send to the client, all tied to
 * the request being served.
 */
import type { HandlerContext, HandlerLog } from '@mcp-codegen/manifest';
import { requireElicitation, requireRoots, requireSampling } from './client-capabilities.js';
import type { JsonObject } from './json-rpc.js';
import { requestLog } from './logging.js';
import type { ClientRequestOptions, RequestContext } from './method-table.js';
import { progressReporter } from './progress.js';

export function handlerContext(request: RequestContext): HandlerContext {
  const { session } = request;
  let log: HandlerLog | undefined;
  return {
    signal: request.signal,
    requestId: request.id,
    sessionId: session.sessionId,
    clientCapabilities: session.clientCapabilities,
    // Built on first use: most handlers never log.
    get log() {
      return (log ??= requestLog(request));
    },
    progress: progressReporter(request),
    async sample(params: object, options?: ClientRequestOptions) {
      requireSampling(session.clientCapabilities, params as JsonObject);
      return request.request('sampling/createMessage', params as JsonObject, options);
    },
    async elicit(params: object, options?: ClientRequestOptions) {
      requireElicitation(session.clientCapabilities, params as JsonObject);
      return request.request('elicitation/create', params as JsonObject, options);
    },
    async listRoots(options?: ClientRequestOptions) {
      requireRoots(session.clientCapabilities);
      return request.request('roots/list', undefined, options);
    },
  };
}

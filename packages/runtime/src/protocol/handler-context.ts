import type { HandlerContext } from '@mcp-codegen/manifest';
import type { RequestContext } from './method-table.js';

/** The part of a request's context that user handlers see. */
export function handlerContext(request: RequestContext): HandlerContext {
  return { signal: request.signal, requestId: request.id };
}

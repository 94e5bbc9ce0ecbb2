/** The log fields naming a request, for a handler's error line (structured logs join it to its request). */
import type { LogFields } from '../../logger.js';
import type { RequestContext } from '../session/method-table.js';

export function requestFields(request: RequestContext, method: string, name: string): LogFields {
  return { method, name, requestId: request.id, sessionId: request.session.sessionId };
}

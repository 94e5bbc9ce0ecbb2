/**
 * Runs a handler under a timeout. With no timeout it is a plain call: the
 * timer, the AbortController and the wrapped context exist only when a
 * timeout is set, so the default call path stays free of timers.
 */
import type { RequestContext } from '../session/method-table.js';

/** The handler ran past its timeout; its signal was aborted with a TimeoutError. */
export class HandlerTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`timed out after ${timeoutMs} ms`);
    this.name = 'HandlerTimeoutError';
  }
}

export function callWithin<T>(timeoutMs: number | undefined, request: RequestContext, run: (request: RequestContext) => T): T | Promise<Awaited<T>> {
  if (timeoutMs === undefined || !(timeoutMs > 0) || !Number.isFinite(timeoutMs)) return run(request);
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(request.signal.reason);
  request.signal.addEventListener('abort', forwardAbort, { once: true });
  return new Promise<Awaited<T>>((resolve, reject) => {
    const work = Promise.resolve().then(() => run(timedContext(request, controller.signal)));
    const timer = setTimeout(() => {
      // Settle first: the reply is the timeout, whatever the handler does when aborted.
      reject(new HandlerTimeoutError(timeoutMs));
      controller.abort(new DOMException(`The handler timed out after ${timeoutMs} ms.`, 'TimeoutError'));
      // One that ignores its signal runs on: the session counts it (limits.maxDetached).
      request.peer.runsOn?.(work);
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', forwardAbort);
    };
    work.then(
      (value) => {
        done();
        resolve(value as Awaited<T>);
      },
      (error: unknown) => {
        done();
        reject(error);
      },
    );
  });
}

/** The request with the timed signal; every other member is the request's own. */
function timedContext(request: RequestContext, signal: AbortSignal): RequestContext {
  const context: RequestContext = {
    id: request.id,
    signal,
    session: request.session,
    meta: request.meta,
    peer: request.peer,
    notify: (method, params) => request.notify(method, params),
    request: (method, params, options) => request.request(method, params, options),
    auth: request.auth,
    inTask: request.inTask,
    capabilityMissing: request.capabilityMissing && ((capability) => request.capabilityMissing!(capability)),
  };
  return context;
}

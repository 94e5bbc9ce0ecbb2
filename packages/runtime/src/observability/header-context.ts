/** The trace context of HTTP headers (`traceparent`, ...) as the ambient context of a request. */
import { otelApi } from './otel-api.js';

/** True when the request has a trace context and telemetry is loaded: only then does withHeaderContext do anything (a hot path can skip making its `fn`). */
export function hasHeaderContext(request: { header(name: string): string | undefined }): boolean {
  return otelApi !== undefined && request.header('traceparent') !== undefined;
}

/** Runs `fn` with the headers' trace context, when the request has one and telemetry is loaded. */
export function withHeaderContext<T>(request: { header(name: string): string | undefined }, fn: () => T): T {
  if (!hasHeaderContext(request)) return fn();
  const api = otelApi!;
  const carrier: Record<string, string> = {};
  for (const name of ['traceparent', 'tracestate', 'baggage']) {
    const value = request.header(name);
    if (value !== undefined) carrier[name] = value;
  }
  return api.context.with(api.propagation.extract(api.context.active(), carrier), fn);
}

/**
 * `fn` bound to the trace context active now, when telemetry is loaded: a
 * callback that runs later from an event (a request body's last chunk) still
 * sees the request's context, as the code after an `await` would.
 */
export function bindActiveContext<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const api = otelApi;
  return api === undefined ? fn : api.context.bind(api.context.active(), fn);
}

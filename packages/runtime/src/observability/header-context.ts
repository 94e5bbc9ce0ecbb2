/** The trace context of HTTP headers (`traceparent`, ...) as the ambient context of a request. */
import { otelApi } from './otel-api.js';

/** Runs `fn` with the headers' trace context, when the request has one and telemetry is loaded. */
export function withHeaderContext<T>(request: { header(name: string): string | undefined }, fn: () => T): T {
  const api = otelApi();
  if (api === undefined || request.header('traceparent') === undefined) return fn();
  const carrier: Record<string, string> = {};
  for (const name of ['traceparent', 'tracestate', 'baggage']) {
    const value = request.header(name);
    if (value !== undefined) carrier[name] = value;
  }
  return api.context.with(api.propagation.extract(api.context.active(), carrier), fn);
}

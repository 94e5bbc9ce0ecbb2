/**
 * @opentelemetry/api, loaded only when there is something to record: a
 * server without an OpenTelemetry SDK never pays for importing it (about
 * 50 ms of start-up). Every copy of the API keeps the registered providers
 * on one global, so an installed SDK is seen without loading the API.
 */
import type * as OtelApi from '@opentelemetry/api';

export type { OtelApi };

/** The API's own registry key (major version 1): `registerGlobal` puts `trace`, `metrics`, ... there. */
const GLOBAL_API_KEY = Symbol.for('opentelemetry.js.api.1');

/**
 * The API once it has been loaded; undefined before (nothing is being traced then). A live
 * binding rather than a getter: the HTTP path reads it twice per request.
 */
export let otelApi: typeof OtelApi | undefined;
let loading: Promise<typeof OtelApi> | undefined;

/** True once an app registered a tracer or meter provider (what an SDK's start does). */
export function sdkRegistered(): boolean {
  const registry = (globalThis as Record<symbol, { trace?: unknown; metrics?: unknown } | undefined>)[GLOBAL_API_KEY];
  return registry !== undefined && (registry.trace !== undefined || registry.metrics !== undefined);
}

export function loadOtelApi(): Promise<typeof OtelApi> {
  return (loading ??= import('@opentelemetry/api').then((api) => (otelApi = api)));
}

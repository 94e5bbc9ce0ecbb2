/**
 * What a session needs from request telemetry, which observability/
 * implements (LazyTelemetry, RequestTelemetry): a scope around each request.
 * Declared here so the protocol layer does not import the layer above it.
 */
import type { JsonObject, JsonRpcId, JsonRpcResponse } from '../wire/json-rpc.js';
import type { SessionState } from './method-table.js';

export interface ObservedRequestScope {
  run<T>(fn: () => T): T;
  end(response: JsonRpcResponse | undefined): void;
}

export interface RequestObserver {
  start(id: JsonRpcId, method: string, params: JsonObject, state: SessionState): ObservedRequestScope | undefined;
}

/** Per request: the observer, or undefined while there is no telemetry to record. */
export interface RequestObservers {
  get(): RequestObserver | undefined;
}

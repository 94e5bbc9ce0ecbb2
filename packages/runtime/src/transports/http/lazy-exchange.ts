/**
 * The HTTP exchange (exchange/exchange.ts) loads on first use: the runtime's
 * root exports the HTTP classes, and a stdio server that imports it should not
 * compile the request path (bench/PROFILES.md, cold start, wave 7).
 * `listenHttp` preloads it, so a node:http server's first request does not wait.
 */
import type * as Exchange from './exchange/exchange.js';

export type HttpExchange = typeof Exchange;

let loaded: HttpExchange | undefined;
let loading: Promise<HttpExchange> | undefined;

/** The exchange once loadExchange() has resolved; undefined before. */
export function loadedExchange(): HttpExchange | undefined {
  return loaded;
}

export function loadExchange(): Promise<HttpExchange> {
  return (loading ??= import('./exchange/exchange.js').then((module) => (loaded = module)));
}

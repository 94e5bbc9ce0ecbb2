/**
 * The HTTP exchange (exchange/exchange.ts) loads on first use: the runtime's
 * root exports the HTTP classes, and a stdio server that imports it should not
 * compile the request path (bench/PROFILES.md, cold start, wave 7).
 * `listenHttp` preloads it, so a node:http server's first request does not wait.
 */
import type * as Exchange from './exchange/exchange.js';

export type HttpExchange = typeof Exchange;

/** The exchange once loadExchange() has resolved; undefined before. A live binding: every request reads it. */
export let loadedExchange: HttpExchange | undefined;
let loading: Promise<HttpExchange> | undefined;

/** The exchange, for code that runs only while a request is served (respond() loaded it first). */
export function exchange(): HttpExchange {
  if (!loadedExchange) throw new Error('The HTTP exchange is used before it was loaded (lazy-exchange.ts)');
  return loadedExchange;
}

export function loadExchange(): Promise<HttpExchange> {
  return (loading ??= import('./exchange/exchange.js').then((module) => (loadedExchange = module)));
}

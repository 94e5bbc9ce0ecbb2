/**
 * Serves the Server Card at its well-known path (SEP-2127): GET with CORS for
 * any origin and a public cache lifetime, as the draft asks; OPTIONS answers
 * a preflight; other methods get 405. The draft's text names
 * `/.well-known/mcp/server-card`; earlier drafts and several clients use
 * `server-card.json`, so both are served.
 */
import type { HttpReply } from '../streams/http-reply.js';
import { serverCard, type CardSource, type ServerCardOptions } from './server-card.js';

export const SERVER_CARD_PATHS: readonly string[] = ['/.well-known/mcp/server-card', '/.well-known/mcp/server-card.json'];

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET',
  'access-control-allow-headers': 'Content-Type',
};

export class ServerCardEndpoint {
  /** The card's text for one state of the lists: rebuilt only after a list changed. */
  private cached: { lists: object; body: string } | undefined;

  constructor(
    private readonly server: CardSource,
    private readonly options: ServerCardOptions,
    /** The bound endpoint URL, known once the listener listens. */
    private readonly endpointUrl: () => string,
  ) {}

  /** The reply for a request at `pathname`, or undefined when it is not the card's path. */
  reply(method: string, pathname: string): HttpReply | undefined {
    if (!SERVER_CARD_PATHS.includes(pathname)) return undefined;
    if (method === 'OPTIONS') return { status: 204, headers: { ...CORS, 'access-control-max-age': '86400' } };
    if (method !== 'GET' && method !== 'HEAD') return { status: 405, headers: { ...CORS, allow: 'GET, HEAD, OPTIONS' } };
    // node:http sends no body for HEAD, with the same headers as GET.
    return { status: 200, headers: { ...CORS, 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' }, body: this.body() };
  }

  private body(): string {
    const lists = this.server.registry.lists;
    if (this.cached?.lists !== lists) this.cached = { lists, body: JSON.stringify(serverCard(this.server, this.endpointUrl(), this.options)) };
    return this.cached.body;
  }
}

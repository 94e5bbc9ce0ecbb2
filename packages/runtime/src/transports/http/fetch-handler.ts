/**
 * The Streamable HTTP transport as a fetch-style handler, `(Request) =>
 * Promise<Response>`, for edge runtimes and frameworks built on web
 * standards. Same core as the node:http listener; stateless mode
 * (`sessions: false`) suits runtimes that do not keep memory between requests.
 */
import type { Logger } from '../../logger.js';
import type { HttpHost } from './http-host.js';
import type { HttpRequestView } from './http-request.js';
import type { StreamableHttpOptions } from './options.js';
import { StreamableHttpHandler } from './streamable-http-handler.js';
import { isMetadataPath } from './auth/resource-metadata.js';
import { ServerCardEndpoint } from './server-card/server-card-endpoint.js';
import type { ServerCardOptions } from './server-card/server-card.js';

export interface FetchHandlerOptions extends StreamableHttpOptions {
  logger?: Logger;
  /**
   * Serve the Server Card (SEP-2127 draft) at /.well-known/mcp/server-card(.json). Here `url`, the public
   * MCP endpoint, is required: a fetch handler knows no bound address, and the card never echoes a request's host.
   */
  serverCard?: ServerCardOptions & { url: string };
}

export interface FetchHandler {
  (request: Request): Promise<Response>;
  readonly handler: StreamableHttpHandler;
  /** Ends every session and stream. */
  close(): void;
}

async function readBody(request: Request, limit: number): Promise<string | undefined> {
  if (Number(request.headers.get('content-length')) > limit) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * Host and Origin: without allow-lists, any Host is accepted and an Origin
 * must be the request's own (same-origin); list them to be stricter.
 */
export function createFetchHandler(server: HttpHost, options: FetchHandlerOptions = {}): FetchHandler {
  const { logger, serverCard, ...transportOptions } = options;
  const card = serverCard && new ServerCardEndpoint(server, serverCard, () => serverCard.url);
  const handler = new StreamableHttpHandler(server, transportOptions, { loopback: false, allowedHosts: options.allowedHosts, allowedOrigins: options.allowedOrigins }, logger);
  const encoder = new TextEncoder();

  const fetchHandler = async (request: Request): Promise<Response> => {
    const disconnected = new AbortController();
    const onAbort = () => disconnected.abort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    const url = new URL(request.url);
    if (handler.auth && isMetadataPath(url.pathname)) {
      const reply = handler.auth.metadata(request.method, url.pathname, url.origin, undefined);
      return new Response(reply.body ?? null, { status: reply.status, headers: reply.headers });
    }
    if (card) await server.listsLoaded?.(); // The card lists the tools (Feature.loadLists).
    const cardReply = card?.reply(request.method, url.pathname);
    if (cardReply) return new Response(request.method === 'HEAD' ? null : (cardReply.body ?? null), { status: cardReply.status, headers: cardReply.headers });
    const view: HttpRequestView = {
      method: request.method,
      // A Request built by hand may carry no Host header; the URL has the host.
      header: (name) => request.headers.get(name) ?? (name === 'host' ? url.host : undefined),
      readBody: (limit) => readBody(request, limit),
      signal: disconnected.signal,
      endpointUrl: () => url.origin + url.pathname,
    };
    const reply = await handler.handle(view);
    if (!reply.stream) {
      request.signal?.removeEventListener('abort', onAbort);
      return new Response(reply.body ?? null, { status: reply.status, headers: reply.headers });
    }
    const stream = reply.stream;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stream.attach({
          write: (chunk) => controller.enqueue(encoder.encode(chunk)),
          end: () => {
            request.signal?.removeEventListener('abort', onAbort);
            try {
              controller.close();
            } catch {
              // Already closed or cancelled by the reader.
            }
          },
        });
      },
      cancel() {
        disconnected.abort();
        stream.end();
      },
    });
    return new Response(body, { status: reply.status, headers: reply.headers });
  };
  return Object.assign(fetchHandler, { handler, close: () => handler.close() });
}

/** Adapts the Streamable HTTP core to node:http: a request listener, and a listener bound to a port. */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import type { TLSSocket } from 'node:tls';
import type { Logger } from '../../logger.js';
import { stderrLogger } from '../../observability/stderr-logger.js';
import type { HttpHost } from './http-host.js';
import { copyWith } from '../../protocol/wire/copy-with.js';
import { errorReply, JSON_HEADERS, TRANSPORT_ERROR, type HttpHeaders, type HttpReply, type ReplyTo } from './streams/http-reply.js';
import type { HttpRequestView } from './http-request.js';
import type { EventStream } from './streams/event-stream.js';
import type { StreamableHttpOptions } from './options.js';
import { isLoopbackHost } from './request-checks.js';
import { StreamableHttpHandler } from './streamable-http-handler.js';
import { loadExchange } from './lazy-exchange.js';
import { isMetadataPath, WELL_KNOWN_PATH } from './auth/resource-metadata.js';
import { ServerCardEndpoint } from './server-card/server-card-endpoint.js';
import type { ServerCardOptions } from './server-card/server-card.js';

export interface HttpListenOptions extends StreamableHttpOptions {
  /** Default 3000; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. On a loopback address only loopback Host and Origin headers are accepted. */
  host?: string;
  /** The MCP endpoint. Default /mcp; other paths get 404. */
  path?: string;
  /** The whole request, headers and body, must arrive within this; a slower one gets 408 and its socket is closed. Default 30 s. */
  requestTimeoutMs?: number;
  /** The headers must arrive within this (at most requestTimeoutMs). Default 10 s. */
  headersTimeoutMs?: number;
  logger?: Logger;
  /** Serve the Server Card (SEP-2127 draft) at /.well-known/mcp/server-card(.json); `true` or its fields. Default off. */
  serverCard?: boolean | ServerCardOptions;
}

export interface HttpListener {
  /** The endpoint, e.g. http://127.0.0.1:41234/mcp. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly handler: StreamableHttpHandler;
  readonly httpServer: Server;
  /** Ends every session and stream, then stops listening. */
  close(): Promise<void>;
}

export const DEFAULT_HTTP_PORT = 3000;
export const DEFAULT_HTTP_HOST = '127.0.0.1';
export const DEFAULT_HTTP_PATH = '/mcp';
/** Node's own default is 5 minutes: a client sending a body a byte at a time held a socket that long. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;

/** An SSE reply: its head at once, then its events as they come. Apart from done(), which then makes no closure for a JSON reply. */
function writeStream(res: ServerResponse, status: number, headers: HttpHeaders, stream: EventStream): void {
  res.writeHead(status, headers);
  res.flushHeaders();
  stream.attach({
    write: (chunk) => {
      if (!res.destroyed && !res.writableEnded) res.write(chunk);
    },
    end: () => {
      if (!res.writableEnded) res.end();
    },
  });
  res.on('close', () => stream.end());
}

/**
 * The reply's headers with Content-Length, so the reply goes out as one plain write, not as chunked
 * encoding. A JSON reply without extra headers (every stateless answer) gets a literal of one
 * shape, as a hand-written server writes it; any other is copied key by key.
 */
export function withContentLength(headers: HttpHeaders, body: string): HttpHeaders {
  const length = String(Buffer.byteLength(body));
  if (headers === JSON_HEADERS) return { 'content-type': 'application/json', 'content-length': length };
  return copyWith(headers, 'content-length', length);
}

/** True when the request target is `path`: the usual forms without parsing, anything else through URL's normalisation. */
function isPath(url: string | undefined, path: string): boolean {
  if (url === path || (url !== undefined && url.startsWith(path) && url.charCodeAt(path.length) === 0x3f /* ? */)) return true;
  return new URL(url ?? '/', 'http://localhost').pathname === path;
}

/**
 * The request as the core sees it, and where its reply goes. Lean on purpose,
 * as stateless mode makes one per POST: the AbortController behind `signal`
 * is made only when read; the core registers through `onDisconnect` instead.
 * The response's 'close' is watched only once either is asked for: a reply
 * written in the turn its body arrived has no disconnect to report.
 */
class NodeRequestView implements HttpRequestView, ReplyTo {
  readonly method: string;
  private controller: AbortController | undefined;
  private disconnectListener: (() => void) | undefined;
  private watching = false;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly path: string | undefined,
    private readonly logger: Logger,
  ) {
    this.method = req.method ?? 'GET';
  }

  private watchClose(): void {
    if (this.watching) return;
    this.watching = true;
    // Already gone (its 'close' emitted before anyone asked): reported as the event would have been.
    if (this.res.destroyed) process.nextTick(() => this.closed());
    else this.res.on('close', () => this.closed());
  }

  private closed(): void {
    if (this.res.writableFinished) return;
    this.controller?.abort();
    this.disconnectListener?.();
  }

  /** Writes the reply: a body with its Content-Length in one write, a stream as its events come. */
  done(reply: HttpReply): void {
    const res = this.res;
    if (res.destroyed) {
      reply.stream?.end();
      return;
    }
    if (reply.stream) return writeStream(res, reply.status, reply.headers, reply.stream);
    res.writeHead(reply.status, reply.body === undefined ? reply.headers : withContentLength(reply.headers, reply.body)).end(reply.body);
  }

  failed(error: unknown): void {
    this.logger.error('Unexpected failure in the HTTP transport', error);
    // Failed while writing a reply already begun: only ending the connection is left.
    if (this.res.headersSent) this.res.destroy();
    else this.done(errorReply(500, TRANSPORT_ERROR, 'Internal Server Error'));
  }

  header(name: string): string | undefined {
    if (name === 'host') return effectiveHost(this.req);
    // Node keeps only the first of several Authorization headers; joined, as fetch's Headers does, they are no valid credentials.
    if (name === 'authorization' && countHeader(this.req, 'authorization') > 1) {
      const values: string[] = [];
      countHeader(this.req, 'authorization', values);
      return values.join(', ');
    }
    const value = this.req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  }

  readBody(limit: number): Promise<string | undefined> {
    return new Promise((resolve, reject) => this.receiveBody(limit, resolve, reject));
  }

  /** Reads at most `limit` bytes; gives undefined as soon as the body is larger, and stops reading. */
  receiveBody(limit: number, done: (text: string | undefined) => void, failed: (error: Error) => void): void {
    const req = this.req;
    if (Number(req.headers['content-length']) > limit) return done(undefined);
    // A body of several chunks is decoded as they arrive: a large one costs no single long copy at the end.
    let first: Buffer | undefined;
    let decoder: StringDecoder | undefined;
    let text = '';
    let size = 0;
    // Once settled, later events are ignored rather than their listeners removed: the request ends with the reply anyway.
    let settled = false;
    const onData = (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) {
        settled = true;
        req.pause();
        done(undefined);
      } else if (first === undefined && decoder === undefined) {
        first = chunk;
      } else {
        if (!decoder) {
          decoder = new StringDecoder('utf8');
          text = decoder.write(first!);
        }
        text += decoder.write(chunk);
      }
    };
    const onEnd = () => {
      if (settled) return;
      settled = true;
      done(decoder ? text + decoder.end() : (first?.toString('utf8') ?? ''));
    };
    const onError = (error: Error) => {
      if (settled) return;
      settled = true;
      failed(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  }

  get signal(): AbortSignal {
    this.watchClose();
    return (this.controller ??= new AbortController()).signal;
  }

  onDisconnect(listener: () => void): void {
    this.disconnectListener = listener;
    this.watchClose();
  }

  remoteAddress(): string | undefined {
    return this.req.socket.remoteAddress;
  }

  endpointUrl(): string {
    return `${originOf(this.req)}${this.path ?? new URL(this.req.url ?? '/', 'http://localhost').pathname}`;
  }
}

/**
 * The host a request addresses, as the Host and Origin checks must see it.
 * Node keeps only the first of several Host headers, so they are counted in
 * the raw headers: two are no valid host (RFC 9112 §3.2). An absolute-form
 * target (`POST http://evil.example/mcp`) names its own authority, which
 * replaces Host (RFC 9112 §3.2.2).
 */
export function effectiveHost(req: IncomingMessage): string | undefined {
  if (countHeader(req, 'host') > 1) return '';
  const url = req.url ?? '/';
  if (url.startsWith('/')) return req.headers.host;
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/**
 * How many times the request carries header `name` (lower case), counted in the raw headers;
 * their values are added to `values` when it is given.
 */
function countHeader(req: IncomingMessage, name: string, values?: string[]): number {
  const raw = req.rawHeaders;
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) {
    // The length first, so most names are not lower-cased (a copy) at all.
    if (raw[i]!.length === name.length && raw[i]!.toLowerCase() === name) {
      count++;
      values?.push(raw[i + 1]!);
    }
  }
  return count;
}

/** scheme://host of the request, as the client addressed it. */
function originOf(req: IncomingMessage): string {
  return `${(req.socket as TLSSocket).encrypted ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
}

/** The RFC 9728 metadata document, when authentication is on and the request asks for it (the bare or the path-suffixed form). */
function metadataReply(handler: StreamableHttpHandler, req: IncomingMessage, path: string | undefined): HttpReply | undefined {
  if (!handler.auth || !req.url?.startsWith(WELL_KNOWN_PATH)) return undefined;
  const pathname = new URL(req.url, 'http://localhost').pathname;
  if (!isMetadataPath(pathname) || (path !== undefined && pathname !== WELL_KNOWN_PATH && pathname !== `${WELL_KNOWN_PATH}${path}`)) return undefined;
  return handler.auth.metadata(req.method ?? 'GET', pathname, originOf(req), path);
}

/** The Server Card, when it is on and the request is for it; the prefix test keeps URL parsing off the MCP path. */
function serverCardReply(card: ServerCardEndpoint | undefined, req: IncomingMessage): HttpReply | undefined {
  if (!card || !req.url?.startsWith('/.well-known/mcp/')) return undefined;
  return card.reply(req.method ?? 'GET', new URL(req.url, 'http://localhost').pathname);
}

/** A node:http request listener serving the MCP endpoint at `path` (every path when undefined), and the Server Card when given. */
export function nodeRequestListener(handler: StreamableHttpHandler, path?: string, logger: Logger = stderrLogger(), serverCard?: ServerCardEndpoint) {
  // Neither is asked for per request when it is off (the usual case): one call less each.
  const auth = handler.auth !== undefined;
  return (req: IncomingMessage, res: ServerResponse): void => {
    const metadata = (auth ? metadataReply(handler, req, path) : undefined) ?? (serverCard ? serverCardReply(serverCard, req) : undefined);
    if (metadata) return new NodeRequestView(req, res, path, logger).done(metadata);
    if (path !== undefined && req.url !== path && !isPath(req.url, path)) {
      const reply = errorReply(404, TRANSPORT_ERROR, 'Not Found');
      res.writeHead(reply.status, reply.headers).end(reply.body);
      return;
    }
    const view = new NodeRequestView(req, res, path, logger);
    handler.respond(view, view);
  };
}

/** Starts a node:http server for an MCP server; resolves once it listens. */
export async function listenHttp(server: HttpHost, options: HttpListenOptions = {}): Promise<HttpListener> {
  const { port = DEFAULT_HTTP_PORT, host = DEFAULT_HTTP_HOST, path = DEFAULT_HTTP_PATH, logger = stderrLogger(), serverCard, requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS, headersTimeoutMs = DEFAULT_HEADERS_TIMEOUT_MS, ...transportOptions } = options;
  const policy = { loopback: isLoopbackHost(host), allowedHosts: options.allowedHosts, allowedOrigins: options.allowedOrigins };
  await server.ready?.();
  const handler = new StreamableHttpHandler(server, transportOptions, policy, logger);
  // Imported here, not at the top: a stdio server never loads node:http (~5 ms of a cold start).
  const { createServer } = await import('node:http');
  await loadExchange(); // The request path's code (lazy-exchange.ts): loaded now, so the first request does not wait for it.
  let url = '';
  const card = serverCard ? new ServerCardEndpoint(server, serverCard === true ? {} : serverCard, () => url) : undefined;
  if (card) await server.listsLoaded?.(); // The card lists the tools; it is served before any request waits for them.
  // Node checks these timeouts on an interval (30 s by default); checked twice a second, a slow request goes close to its time.
  const httpServer = createServer(
    { requestTimeout: requestTimeoutMs, headersTimeout: requestTimeoutMs > 0 ? Math.min(headersTimeoutMs, requestTimeoutMs) : headersTimeoutMs, connectionsCheckingInterval: 500 },
    nodeRequestListener(handler, path, logger, card),
  );
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  const address = httpServer.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  url = `http://${urlHost}:${address.port}${path}`;
  return {
    url,
    host: address.address,
    port: address.port,
    handler,
    httpServer,
    close: async () => {
      handler.close();
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeAllConnections();
      });
    },
  };
}

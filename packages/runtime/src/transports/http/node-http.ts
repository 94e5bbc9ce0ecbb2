/** Adapts the Streamable HTTP core to node:http: a request listener, and a listener bound to a port. */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { Logger } from '../../logger.js';
import { stderrLogger } from '../../observability/stderr-logger.js';
import type { HttpHost } from './http-host.js';
import { errorReply, TRANSPORT_ERROR, type HttpReply } from './http-reply.js';
import type { HttpRequestView } from './http-request.js';
import type { StreamableHttpOptions } from './options.js';
import { isLoopbackHost } from './request-checks.js';
import { StreamableHttpHandler } from './streamable-http-handler.js';
import { isMetadataPath, WELL_KNOWN_PATH } from './auth/resource-metadata.js';

export interface HttpListenOptions extends StreamableHttpOptions {
  /** Default 3000; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. On a loopback address only loopback Host and Origin headers are accepted. */
  host?: string;
  /** The MCP endpoint. Default /mcp; other paths get 404. */
  path?: string;
  logger?: Logger;
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

/** Reads at most `limit` bytes; stops reading (undefined) as soon as the body is larger. */
function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  if (Number(req.headers['content-length']) > limit) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        resolve(undefined);
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

function writeReply(res: ServerResponse, reply: HttpReply): void {
  if (res.destroyed) {
    reply.stream?.end();
    return;
  }
  if (!reply.stream) {
    // With Content-Length the reply goes out as one plain write, not as chunked encoding.
    const headers = reply.body === undefined ? reply.headers : { ...reply.headers, 'content-length': String(Buffer.byteLength(reply.body)) };
    res.writeHead(reply.status, headers).end(reply.body);
    return;
  }
  res.writeHead(reply.status, reply.headers);
  res.flushHeaders();
  reply.stream.attach({
    write: (chunk) => {
      if (!res.destroyed && !res.writableEnded) res.write(chunk);
    },
    end: () => {
      if (!res.writableEnded) res.end();
    },
  });
  res.on('close', () => reply.stream!.end());
}

/** True when the request target is `path`: the usual forms without parsing, anything else through URL's normalisation. */
function isPath(url: string | undefined, path: string): boolean {
  if (url === path || (url !== undefined && url.startsWith(path) && url.charCodeAt(path.length) === 0x3f /* ? */)) return true;
  return new URL(url ?? '/', 'http://localhost').pathname === path;
}

/**
 * The request as the core sees it. Lean on purpose, as stateless mode makes
 * one per POST: the AbortController behind `signal` is made only when read;
 * the core registers through `onDisconnect` instead.
 */
class NodeRequestView implements HttpRequestView {
  readonly method: string;
  private controller: AbortController | undefined;
  private disconnectListener: (() => void) | undefined;

  constructor(
    private readonly req: IncomingMessage,
    res: ServerResponse,
    private readonly path: string | undefined,
  ) {
    this.method = req.method ?? 'GET';
    res.on('close', () => {
      if (res.writableFinished) return;
      this.controller?.abort();
      this.disconnectListener?.();
    });
  }

  header(name: string): string | undefined {
    if (name === 'host') return effectiveHost(this.req);
    const value = this.req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  }

  readBody(limit: number): Promise<string | undefined> {
    return readBody(this.req, limit);
  }

  get signal(): AbortSignal {
    return (this.controller ??= new AbortController()).signal;
  }

  onDisconnect(listener: () => void): void {
    this.disconnectListener = listener;
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
function effectiveHost(req: IncomingMessage): string | undefined {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === 'host') count++;
  if (count > 1) return '';
  const url = req.url ?? '/';
  if (url.startsWith('/')) return req.headers.host;
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
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

/** A node:http request listener serving the MCP endpoint at `path` (every path when undefined). */
export function nodeRequestListener(handler: StreamableHttpHandler, path?: string, logger: Logger = stderrLogger()) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const metadata = metadataReply(handler, req, path);
    if (metadata) {
      writeReply(res, metadata);
      return;
    }
    if (path !== undefined && !isPath(req.url, path)) {
      const reply = errorReply(404, TRANSPORT_ERROR, 'Not Found');
      res.writeHead(reply.status, reply.headers).end(reply.body);
      return;
    }
    const view = new NodeRequestView(req, res, path);
    handler.handle(view).then(
      (reply) => writeReply(res, reply),
      (error: unknown) => {
        logger.error('Unexpected failure in the HTTP transport', error);
        writeReply(res, errorReply(500, TRANSPORT_ERROR, 'Internal Server Error'));
      },
    );
  };
}

/** Starts a node:http server for an MCP server; resolves once it listens. */
export async function listenHttp(server: HttpHost, options: HttpListenOptions = {}): Promise<HttpListener> {
  const { port = DEFAULT_HTTP_PORT, host = DEFAULT_HTTP_HOST, path = DEFAULT_HTTP_PATH, logger = stderrLogger(), ...transportOptions } = options;
  const policy = { loopback: isLoopbackHost(host), allowedHosts: options.allowedHosts, allowedOrigins: options.allowedOrigins };
  await server.ready?.();
  const handler = new StreamableHttpHandler(server, transportOptions, policy, logger);
  // Imported here, not at the top: a stdio server never loads node:http (~5 ms of a cold start).
  const { createServer } = await import('node:http');
  const httpServer = createServer(nodeRequestListener(handler, path, logger));
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  const address = httpServer.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${urlHost}:${address.port}${path}`,
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

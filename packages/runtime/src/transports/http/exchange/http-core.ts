/**
 * What the POST and GET handlers (handle-post.ts, modern-post.ts,
 * handle-get.ts) read from the transport that StreamableHttpHandler
 * implements: declared apart, so the handlers do not import the handler
 * that calls them.
 */
import type { Logger } from '../../../logger.js';
import type { HttpAuth } from '../auth/http-auth.js';
import type { HttpHost } from '../http-host.js';
import { SUPPORTED_PROTOCOL_VERSIONS } from '../../../protocol/wire/versions.js';
import { errorReply, TRANSPORT_ERROR, type HttpReply } from '../streams/http-reply.js';
import type { HttpRequestView } from '../http-request.js';
import type { HttpSession } from '../http-session.js';
import type { ResponseMode } from '../streams/post-exchange.js';

/** What the POST and GET handlers read from the transport. */
export interface HttpCore {
  readonly server: HttpHost;
  readonly logger: Logger;
  readonly stateful: boolean;
  readonly responseMode: ResponseMode;
  readonly getStream: boolean;
  readonly maxBodyBytes: number;
  readonly retryMs: number | undefined;
  /** Bearer authentication, when the `auth` option is set. */
  readonly auth?: HttpAuth;
  now(): number;
  createSession(stateful: boolean): HttpSession;
  /**
   * Makes room for a new session of `client` (see clientOf): ends an idle
   * session when the table or the client's share is full; the 503 reply when
   * none can go, else undefined.
   */
  sessionsFull?(client?: string): HttpReply | undefined;
  /** The request's session, or the 400/404 reply when it has none or an unknown one (a promise only when a session store must be asked). */
  findSession(request: HttpRequestView): HttpSession | HttpReply | Promise<HttpSession | HttpReply>;
  /** Saves the session's snapshot to the session store, if there is one and it changed. */
  persist(session: HttpSession): void;
  /** Drops a session from the table without cutting its streams (a failed initialize). */
  forgetSession(session: HttpSession): void;
  /** 400 when MCP-Protocol-Version names a revision this server does not speak. */
  checkProtocolVersion(request: HttpRequestView): HttpReply | undefined;
}

/** Absent MCP-Protocol-Version means 2025-03-26, per the specification. */
export const ASSUMED_PROTOCOL_VERSION = '2025-03-26';

/** 400 when an MCP-Protocol-Version header names a revision this server does not speak; undefined for none or a known one. */
export function unsupportedVersion(version: string | undefined): HttpReply | undefined {
  if (version === undefined || (SUPPORTED_PROTOCOL_VERSIONS as readonly string[]).includes(version)) return undefined;
  return errorReply(400, TRANSPORT_ERROR, `Bad Request: unsupported protocol version ${JSON.stringify(version)} (supported: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`);
}

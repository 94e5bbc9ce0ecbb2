/**
 * What the HTTP transport needs of the MCP server it fronts: sessions, the
 * registry (scope and parameter-header checks), the JSON depth limit and
 * start-up readiness. McpServer satisfies it; transports import this, not
 * the server.
 */
import type { Registry } from '../../composition/registry.js';
import type { ServerInfo } from '../../protocol/session/lifecycle.js';
import type { MessageSink, Session } from '../../protocol/session/session.js';

export interface HttpHost {
  /** ServerOptions.maxJsonDepth or its default; bodies are checked against it. */
  readonly maxJsonDepth?: number;
  /** ServerOptions.maxJsonValues or its default; bodies are counted against it before they are parsed. */
  readonly maxJsonValues?: number;
  /** name and version, for the Server Card. */
  readonly serverInfo: ServerInfo;
  readonly registry: Registry;
  /** A session not bound to a transport: the HTTP front end carries its messages. `tracked: false`: see Session.track(). */
  createSession(sink?: MessageSink, tracked?: boolean): Session;
  /** Resolves once start-up work that runs in the background is done. */
  ready?(): Promise<void>;
  /** A promise while the features' list texts load (loading them on the first call), undefined once they have: requests wait for it. */
  listsLoaded?(): Promise<void> | undefined;
}

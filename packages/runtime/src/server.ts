/** createServer: composes features once, then serves any number of connections. */
import type { LoggingLevel } from '@mcp-codegen/decorators';
import type { Feature } from '@mcp-codegen/manifest';
import type { ItemKind } from './composition/item-kinds.js';
import { featureMiddleware, resolveFeatureEntries, type FeatureEntry } from './composition/namespace.js';
import type { Registry } from './composition/registry.js';
import { Connection } from './connection.js';
import { ServerContainer, type Providers } from './container/server-container.js';
import type { LogFormat, Logger } from './logger.js';
import { stderrLogger } from './observability/stderr-logger.js';
import { LazyTelemetry } from './observability/lazy-telemetry.js';
import type { TelemetryOptions } from './observability/telemetry-options.js';
import { lifecycleMethods, type ServerInfo } from './protocol/session/lifecycle.js';
import { listChangedNotifier } from './protocol/lists/list-changed.js';
import { listMethods } from './protocol/lists/lists.js';
import { loggingMethods } from './protocol/session/logging.js';
import type { MethodTable } from './protocol/session/method-table.js';
import { checkPageSize, DEFAULT_PAGE_SIZE } from './protocol/wire/pagination.js';
import { pagedCatalog } from './protocol/lists/paged-catalog.js';
import { InMemoryResourceUpdateBus, type ResourceUpdateBus } from './protocol/lists/resource-update-bus.js';
import { Subscribers, subscriptionMethods } from './protocol/lists/subscriptions.js';
import { completionMethods } from './protocol/methods/completion.js';
import { promptMethods } from './protocol/methods/prompts.js';
import { resourceMethods } from './protocol/methods/resources.js';
import { Session, type MessageSink, type SessionOptions } from './protocol/session/session.js';
import { toolMethods } from './protocol/methods/tools.js';
import { SchemaProfiles, type SchemaProfileOption } from './protocol/schema-profiles.js';
import { skillMethods } from './protocol/skills.js';
import { withClientRateLimit } from './protocol/limits/client-rate-limit.js';
import { withListsLoaded } from './protocol/lists/lists-loaded.js';
import { HandlerLimits } from './protocol/limits/handler-limits.js';
import type { LimitOptions } from './protocol/wire/limit-options.js';
import { CachePolicy, type CacheOptions } from './protocol/methods/cache-hints.js';
import { eraRouter } from './protocol/modern/era-router.js';
import { DEFAULT_MAX_JSON_VALUES } from './protocol/json-values.js';
import { DEFAULT_MAX_JSON_DEPTH } from './protocol/wire/json-depth.js';
import { ListenHub } from './protocol/modern/listen.js';
import { lazyMethods } from './protocol/modern/lazy-methods.js';
import { modernMethodNames } from './protocol/modern/modern-method-names.js';
import type { ModernTable, ModernTableDeps } from './modern-table.js';
import { RequestStateCodec, type RequestStateOptions } from './protocol/session/request-state.js';
import type { ServerTransport } from './transports/transport.js';
import { resolveSecurity, type SecurityOptions } from './security/security-options.js';
import { toolGroups } from './tool-groups/tool-groups.js';
import type { ToolGroupsOptions } from './tool-groups/tool-groups-options.js';
import { CallGuard } from './protocol/methods/guarded-call.js';
import { CallMiddleware } from './protocol/middleware/call-middleware.js';
import { ErrorFilters, type ErrorFilter } from './protocol/middleware/error-filters.js';
import { listMiddleware } from './protocol/middleware/list-middleware.js';
import type { MiddlewareEntry } from '@mcp-codegen/decorators';
import { provideMiddleware } from './protocol/middleware/middleware-entry.js';
import { resolveTaskOptions, type TaskOptions } from './tasks/task-options.js';
import { refuseRequiredTask } from './tasks/tasks-extension.js';

export interface ServerOptions {
  /** serverInfo.name. Default "mcp-codegen-server". */
  name?: string;
  /** serverInfo.version. Default "0.0.0". */
  version?: string;
  /** Sent in the initialize result: how to use this server. */
  instructions?: string;
  /** Registered before the features, so they win over what features provide. */
  providers?: Providers;
  /** Default: stderr. Handler errors are logged here with their stack, never sent to clients. */
  logger?: Logger;
  /** Items per page of tools/list, resources/list, resources/templates/list and prompts/list. Default 100. */
  pageSize?: number;
  /** How long ctx.sample, ctx.elicit and ctx.listRoots wait for the client. Default 60 000 ms. */
  clientRequestTimeoutMs?: number;
  /** The lowest level ctx.log sends until the client calls logging/setLevel. Default 'info'. */
  defaultLogLevel?: LoggingLevel;
  /** Carries resource updates to subscribers; share one across processes to fan out wider. Default: in memory. */
  resourceUpdates?: ResourceUpdateBus;
  /** `ttlMs` and `cacheScope` of list and read results on the 2026-07-28 wire (see protocol/methods/cache-hints.ts). */
  cache?: CacheOptions;
  /** Signing of the `requestState` of InputRequiredResults (2026-07-28): `secret` (share it across instances), `ttlMs`. */
  requestState?: RequestStateOptions;
  /** Format of the default stderr logger: 'text' (default) or 'json' lines; env MCP_LOG_FORMAT=json also turns JSON on. Ignored with `logger`. */
  logFormat?: LogFormat;
  /** OpenTelemetry spans and metrics per request, through @opentelemetry/api: a no-op until the app installs an SDK. `false` turns them off. */
  telemetry?: TelemetryOptions | false;
  /** Text sanitising and the checks on prompt arguments and template variables; all on by default (docs/security.md). */
  security?: SecurityOptions;
  /**
   * Once a client has listed something, load what handler calls need (tsyringe, the features' classes) after
   * this many ms, so the first call does not wait for it. serve() sets 50; unset, they load with the first call.
   */
  warmUpAfterListMs?: number;
  /** stdio: once the input ends, how long requests in flight may run on and reply before they are aborted. Default 1000 ms. */
  inputEndGraceMs?: number;
  /** Deepest nesting of objects and arrays accepted in an incoming message, on every transport; deeper is -32600. Default 64. */
  maxJsonDepth?: number;
  /** Most values (array items, object members) an incoming message may hold, counted before parsing; more is -32600. Default 100 000. */
  maxJsonValues?: number;
  /** In-flight cap per session, default timeout, per-client rate limit (docs/security.md, "Limits"). */
  limits?: LimitOptions;
  /** List tools a group at a time behind a discovery tool, to save the client's context (docs/catalogue.md). Default: all listed. */
  toolGroups?: ToolGroupsOptions;
  /**
   * Which lowered tool schemas a client sees (docs/portability.md): a profile name for every client, or a
   * rule on its clientInfo. Needs variants the build made ("portability": { "mode": "lower" }). Default: canonical.
   */
  schemaProfile?: SchemaProfileOption;
  /** Middleware around every call (tools, resources, prompts, completions, lists), first outermost (docs/middleware.md). */
  use?: readonly MiddlewareEntry[];
  /** Map the app's exceptions to what clients see; the first filter that answers wins, the rest stays masked (docs/middleware.md). */
  errorFilters?: readonly ErrorFilter[];
  /** The tasks extension (tools declared with `task`): store, TTL, polling interval (docs/tasks.md). */
  tasks?: TaskOptions;
}

/** Turns one tool, resource, template or prompt on or off at run time, by its name (or URI, or URI template). */
export interface ItemSwitch {
  /** Shows it again; throws CompositionError when no feature offers it. */
  enable(key: string): void;
  /** Hides it from its list and from calls (a call gets "unknown"); throws CompositionError when no feature offers it. */
  disable(key: string): void;
  isEnabled(key: string): boolean;
}

export interface McpServer {
  readonly serverInfo: ServerInfo;
  /** ServerOptions.maxJsonDepth or its default; HTTP front ends check bodies against it. */
  readonly maxJsonDepth?: number;
  /** ServerOptions.maxJsonValues or its default; HTTP front ends count bodies against it before parsing. */
  readonly maxJsonValues?: number;
  readonly registry: Registry;
  readonly container: ServerContainer;
  /** Starts serving on a transport. */
  connect(transport: ServerTransport): Promise<Connection>;
  /** A session not bound to a transport, for front ends that carry messages themselves (HTTP). `tracked: false`: see Session.track(). */
  createSession(sink?: MessageSink, tracked?: boolean): Session;
  readonly tools: ItemSwitch;
  readonly resources: ItemSwitch;
  readonly resourceTemplates: ItemSwitch;
  readonly prompts: ItemSwitch;
  /** Serves one more feature and tells every session which lists changed. A name clash throws CompositionError. */
  addFeature(feature: FeatureEntry): void;
  /** Stops serving a feature (its services stay in the container); false when no feature has that name. */
  removeFeature(name: string): boolean;
  /** Sends notifications/resources/updated to every session subscribed to `uri` (through the update bus). */
  resourceUpdated(uri: string): Promise<void>;
  /** Closes every connection; in-flight handlers are aborted. */
  close(): Promise<void>;
  /** Graceful shutdown, step one: every session answers new requests with a busy error; those in flight run on. */
  stopAccepting?(): void;
  /** Resolves once no session has a request in flight. */
  whenIdle?(): Promise<void>;
  /** Resolves once start-up work that runs in the background (loading OpenTelemetry when an SDK is installed) is done. */
  ready?(): Promise<void>;
  /**
   * Loads the features' list texts (Feature.loadLists) on the first call: a promise while they load,
   * undefined once they have. Requests wait for it; call it before reading `registry` lists or
   * descriptors directly.
   */
  listsLoaded(): Promise<void> | undefined;
}

/** Each server's loader of its 2026-07-28 table (see preloadModernMethods). */
const modernLoaders = new WeakMap<McpServer, () => Promise<unknown>>();

/**
 * Loads the server's 2026-07-28 table now, in idle time, instead of on its first modern request:
 * serve() does it for HTTP, where modern clients are expected and a request should not wait for it.
 */
export function preloadModernMethods(server: McpServer): void {
  void modernLoaders.get(server)?.().catch(() => undefined); // A failure is the first modern request's to report.
}

export function createServer(entries: readonly FeatureEntry[], options: ServerOptions = {}): McpServer {
  // Namespaced features are renamed once here; dispatch then sees plain features.
  const resolved = resolveFeatureEntries(entries);
  const groups = options.toolGroups && toolGroups(resolved, options.toolGroups);
  const features: readonly Feature[] = groups?.features ?? resolved;
  const logger = options.logger ?? stderrLogger(undefined, options.logFormat);
  const telemetry = options.telemetry === false ? undefined : new LazyTelemetry(options.telemetry);
  const security = resolveSecurity(options.security);
  const limits = new HandlerLimits(options.limits);
  const sessions = new Set<Session>();
  const listenHub = new ListenHub();
  const notifySessions = listChangedNotifier(sessions);
  const catalog = pagedCatalog(features, checkPageSize(options.pageSize ?? DEFAULT_PAGE_SIZE), (lists) => {
    notifySessions(lists);
    listenHub.listsChanged(lists);
  });
  groups?.attach(catalog);
  const registry = catalog.registry;
  const container = new ServerContainer();
  container.applyProviders(options.providers);
  for (const feature of features) container.addFeature(feature);
  // After the features: a class a feature registers (with @Use's generated factory) is built that way.
  const byFeature = featureMiddleware(entries);
  provideMiddleware(container, [...(options.use ?? []), ...[...byFeature.values()].flat()]);
  const middleware = new CallMiddleware(container, options.use ?? [], byFeature);
  const guard = new CallGuard(container, logger, limits, middleware, new ErrorFilters(options.errorFilters ?? [], logger));

  const subscribers = new Subscribers();
  const updates = options.resourceUpdates ?? new InMemoryResourceUpdateBus();
  const stopListening = updates.listen((uri) => {
    subscribers.deliver(uri);
    listenHub.resourceUpdated(uri);
  });

  // One warm-up per server, in idle time after the first list; a failure resurfaces (and is logged) at the first call.
  let warmUpTimer: ReturnType<typeof setTimeout> | undefined;
  const warmUpAfterMs = options.warmUpAfterListMs;
  const warmUp = () => {
    if (warmUpTimer !== undefined || warmUpAfterMs === undefined || container.loaded) return;
    warmUpTimer = setTimeout(() => void container.load().catch(() => undefined), warmUpAfterMs);
    warmUpTimer.unref();
  };

  const profiles = options.schemaProfile !== undefined ? new SchemaProfiles(options.schemaProfile, registry) : undefined;
  const serverInfo: ServerInfo = { name: options.name ?? 'mcp-codegen-server', version: options.version ?? '0.0.0' };
  // One method table for every session: nothing is built per request.
  const capabilities = () => ({ ...registry.capabilities, logging: {} });
  const legacyMethods: MethodTable = Object.freeze({
    ...lifecycleMethods(serverInfo, capabilities, options.instructions),
    ...toolMethods(registry, guard, logger, security, profiles),
    ...resourceMethods(registry, guard, security),
    ...promptMethods(registry, guard, security),
    ...completionMethods(registry, guard, logger),
    ...listMiddleware(listMethods(catalog, warmUp, profiles), container, middleware),
    ...loggingMethods(),
    ...subscriptionMethods(subscribers, registry),
    ...skillMethods(registry),
  });
  // Tools declared with `task` run as tasks for clients that declare the extension (2026-07-28 wire only, per SEP-2663).
  const legacy: MethodTable = Object.freeze({ ...legacyMethods, 'tools/call': refuseRequiredTask(registry, legacyMethods['tools/call']) });
  // The 2026-07-28 wire runs the same handlers, chosen per request by its _meta (protocol/wire/eras.ts). Its table
  // and the tasks runner load on the first modern request; their options are checked here.
  const modernDeps: ModernTableDeps = {
    legacy,
    serverInfo,
    capabilities,
    instructions: options.instructions,
    cache: new CachePolicy(options.cache),
    states: new RequestStateCodec(options.requestState),
    listen: listenHub,
    registry,
    logger,
    legacyToolsCall: legacyMethods['tools/call'],
    taskOptions: resolveTaskOptions(options.tasks),
    taskStore: options.tasks?.store,
  };
  let modern: Promise<ModernTable> | undefined;
  const loadModern = () => (modern ??= import('./modern-table.js').then(({ modernTable }) => modernTable(modernDeps)));
  const routed = eraRouter(legacy, lazyMethods(modernMethodNames(legacy), () => loadModern().then((table) => table.methods)));
  // The first requests after initialize wait for the features' list texts, which start-up does not load (Feature.loadLists).
  // Bound rather than wrapped in a closure: each HTTP request asks twice (the handler, then the method table).
  const listsLoaded = catalog.listsLoaded.bind(catalog);
  const methods = withClientRateLimit(withListsLoaded(routed, listsLoaded), options.limits ?? {}, limits.limiter);
  const maxInFlight = options.limits?.maxInFlight;
  const maxDetached = options.limits?.maxDetached;
  const maxJsonDepth = options.maxJsonDepth ?? DEFAULT_MAX_JSON_DEPTH;
  const maxJsonValues = options.maxJsonValues ?? DEFAULT_MAX_JSON_VALUES;
  // Every session enters `sessions` when made and leaves it when it closes (Session does both).
  const sessionOptions = { clientRequestTimeoutMs: options.clientRequestTimeoutMs, defaultLogLevel: options.defaultLogLevel, maxJsonDepth, maxJsonValues, telemetry, maxInFlight, maxDetached, openSessions: sessions };
  // One options object for every session createSession makes (stateless HTTP makes one per POST); each has its own sink.
  const sharedSessionOptions: SessionOptions = { ...sessionOptions, methods, logger };
  let accepting = true;
  const itemSwitch = (kind: ItemKind): ItemSwitch => ({
    enable: (key) => catalog.setEnabled(kind, key, true),
    disable: (key) => catalog.setEnabled(kind, key, false),
    isEnabled: (key) => catalog.isEnabled(kind, key),
  });

  const connections = new Set<Connection>();
  let closed = false;

  const server: McpServer = {
    serverInfo,
    maxJsonDepth,
    maxJsonValues,
    registry,
    container,
    async connect(transport) {
      if (closed) throw new Error('The server is closed.');
      await telemetry?.ready(); // With an SDK installed, the first request is traced too.
      const connection = new Connection(transport, methods, logger, sessionOptions, options.inputEndGraceMs);
      if (!accepting) connection.session.stopAccepting();
      connections.add(connection);
      void connection.closed.then(() => connections.delete(connection));
      try {
        await connection.start();
      } catch (error) {
        connections.delete(connection);
        throw error;
      }
      return connection;
    },
    ready: () => telemetry?.ready() ?? Promise.resolve(),
    listsLoaded,
    createSession(sink, tracked) {
      const session = new Session(sharedSessionOptions, sink, tracked);
      if (!accepting) session.stopAccepting();
      return session;
    },
    tools: itemSwitch('tools'),
    resources: itemSwitch('resources'),
    resourceTemplates: itemSwitch('resourceTemplates'),
    prompts: itemSwitch('prompts'),
    addFeature(entry) {
      const [feature] = resolveFeatureEntries([entry]);
      const use = featureMiddleware([entry]).get(feature.manifest.feature) ?? [];
      catalog.addFeature(feature);
      container.addFeature(feature);
      provideMiddleware(container, use);
      middleware.addFeature(feature.manifest.feature, use);
    },
    removeFeature: (name) => catalog.removeFeature(name),
    async resourceUpdated(uri) {
      await updates.publish(uri);
    },
    stopAccepting() {
      for (const session of sessions) session.stopAccepting();
      accepting = false;
    },
    async whenIdle() {
      await Promise.all([...sessions].map((session) => session.whenIdle()));
    },
    async close() {
      closed = true;
      clearTimeout(warmUpTimer);
      stopListening();
      listenHub.close(); // Open subscriptions/listen requests get their final result before the connections go.
      await modern?.then((table) => table.close(), () => undefined); // Tasks still running here are failed, so their clients stop polling.
      await Promise.all([...connections].map((c) => c.close()));
      // Once every handler has stopped: dispose() on each instance the container built.
      await container.dispose((error, instance) => logger.error(`dispose() of ${instance.constructor.name} failed`, error));
    },
  };
  modernLoaders.set(server, loadModern);
  return server;
}

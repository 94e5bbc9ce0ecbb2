/**
 * The 2026-07-28 method table, built once from the 2025 one: every shared
 * method runs the same handler with a per-request context made from the
 * `_meta` envelope (no session state), and its result is stamped for the
 * modern wire (`resultType`, cache hints) or replaced by an
 * InputRequiredResult or a -32021 when the handler needed the client.
 */
import type { CachePolicy } from '../methods/cache-hints.js';
import { CACHEABLE_LIST_METHODS } from '../methods/cache-hints.js';
import { discoverMethod } from './discover.js';
import { ErrorCode, McpError } from '../wire/error-codes.js';
import { ERA_ERRORS, modernCode } from '../wire/eras.js';
import { INPUT_REQUIRED_METHODS, InputRound, InputRequiredSignal } from './input-required.js';
import { copyWith } from '../wire/copy-with.js';
import { TextResult } from '../../results/text-result.js';
import { isJsonObject, type JsonObject } from '../wire/json-rpc.js';
import type { ServerInfo } from '../session/lifecycle.js';
import { listenMethod, type ListenHub } from './listen.js';
import type { ClientRequestOptions, MethodTable, RequestContext, RequestHandler } from '../session/method-table.js';
import { envelopeOf, type ModernEnvelope } from './modern-envelope.js';
import { RequestStateCodec, type RequestBinding } from '../session/request-state.js';
import { ClientCapabilityError, mayAnswerInput } from '../session/client-capabilities.js';
import { resourceReadHint } from '../methods/resource-cache-hint.js';
import type { Registry } from '../../composition/registry.js';
import { REMOVED_IN_MODERN } from './modern-method-names.js';

export interface ModernDeps {
  legacy: MethodTable;
  serverInfo: ServerInfo;
  capabilities: () => object;
  instructions: string | undefined;
  cache: CachePolicy;
  states: RequestStateCodec;
  listen: ListenHub;
  /** Finds the resource or template a read served, for its decorator's cache hint. */
  registry?: Registry;
  /** The tasks extension: its methods (given the plain modern tools/call) and what server/discover adds for it. */
  tasks?: { methods(modern: MethodTable, states: RequestStateCodec): MethodTable; capabilities(): JsonObject };
}

/** `{ sampling: {} }` for "sampling", `{ elicitation: { url: {} } }` for "elicitation.url". */
function capabilityObject(path: string): JsonObject {
  return path.split('.').reduceRight<JsonObject>((inner, key) => ({ [key]: inner }), {});
}

function missingCapability(path: string): McpError {
  return new McpError(ERA_ERRORS.missingClientCapability.modern, `Missing required client capability: ${path}`, { requiredCapabilities: capabilityObject(path) });
}

/**
 * The request as a handler sees it on the modern wire: the envelope's
 * session, no client requests but the round's. A class, so a request costs
 * one object; its AbortController (and the listener that forwards the outer
 * request's abort) is made only when a handler reads `signal` or the round
 * aborts it: most calls never do. Its session is the envelope itself.
 */
class ModernRequest implements RequestContext {
  readonly id: RequestContext['id'];
  readonly session: ModernEnvelope;
  readonly meta: RequestContext['meta'];
  readonly auth: RequestContext['auth'];
  readonly peer: RequestContext['peer'];
  missing: string | undefined;
  /** Made at once when the call carries answers or a state (they are checked before the handler runs), else on the first ask. */
  round: InputRound | undefined;
  private controller: AbortController | undefined;
  private forwardAbort: (() => void) | undefined;

  /**
   * What a round's state is bound to, taken as the call arrives (a handler may change its arguments before
   * it asks: request-state-binding.test.ts). None when the method may not ask, or the call carries no input
   * and the client declared nothing a handler could ask it for: then no round can be made.
   */
  private readonly binding: RequestBinding | undefined;

  constructor(
    private readonly outer: RequestContext,
    envelope: ModernEnvelope,
    private readonly states: RequestStateCodec,
    /** The method, when it may ask the client for input (INPUT_REQUIRED_METHODS); else undefined. */
    private readonly inputMethod: string | undefined,
    private readonly params: JsonObject,
  ) {
    this.id = outer.id;
    this.session = envelope;
    this.meta = outer.meta;
    this.auth = outer.auth;
    this.peer = outer.peer;
    const carriesInput = params.requestState !== undefined || params.inputResponses !== undefined;
    if (inputMethod !== undefined && (carriesInput || mayAnswerInput(envelope.clientCapabilities))) {
      const binding = (this.binding = RequestStateCodec.binding(inputMethod, params));
      if (carriesInput) this.round = new InputRound(states, binding, params);
    }
  }

  get signal(): AbortSignal {
    if (!this.controller) {
      const controller = (this.controller = new AbortController());
      const outer = this.outer.signal;
      if (outer.aborted) controller.abort(outer.reason);
      else {
        this.forwardAbort = () => controller.abort(outer.reason);
        outer.addEventListener('abort', this.forwardAbort, { once: true });
      }
    }
    return this.controller.signal;
  }

  // No log messages unless the request asked for them with _meta logLevel.
  notify(method: string, params?: JsonObject): void {
    if (method !== 'notifications/message' || this.session.logLevel !== undefined) this.outer.notify(method, params);
  }

  request(method: string, params: JsonObject | undefined, options?: ClientRequestOptions): Promise<JsonObject> {
    if (!this.binding) {
      if (this.inputMethod === undefined) return Promise.reject(new McpError(ErrorCode.InvalidRequest, `${method} is not available while serving this method on the 2026-07-28 wire`));
      // The client declared none of sampling, elicitation, roots (no binding): what the handler context's check says then.
      // Reached only when a handler changed the client's capabilities object after the request arrived.
      const capability = method.slice(0, method.indexOf('/'));
      this.capabilityMissing(capability);
      return Promise.reject(new ClientCapabilityError(capability, method));
    }
    const round = (this.round ??= new InputRound(this.states, this.binding, this.params));
    const answer = round.request(method, params, options?.inputKey);
    // The handler is abandoned: abort its signal so it stops, and so nothing logs the signal as a failure.
    if (round.needsInput) this.abort(new InputRequiredSignal());
    return answer;
  }

  capabilityMissing(capability: string): void {
    this.missing ??= capability;
    this.abort(missingCapability(capability));
  }

  private abort(reason: unknown): void {
    const signal = this.signal;
    if (!signal.aborted) this.controller!.abort(reason);
  }

  dispose(): void {
    if (this.forwardAbort) this.outer.signal.removeEventListener('abort', this.forwardAbort);
  }
}

function modernHandler(method: string, handler: RequestHandler, deps: ModernDeps): RequestHandler {
  const cacheable = CACHEABLE_LIST_METHODS.has(method);
  const inputMethod = INPUT_REQUIRED_METHODS.has(method) ? method : undefined;

  /** The result as the modern wire gives it: stamped complete, with its cache hint; or the InputRequiredResult. */
  const completed = (request: ModernRequest, params: JsonObject, outer: RequestContext, result: object): object => {
    if (request.missing !== undefined) throw missingCapability(request.missing);
    if (request.round?.needsInput) return request.round.result();
    // Stamped `resultType: "complete"`. A TextResult is made for one reply and never kept (results/text-result.ts), so it is
    // stamped as it is, and still writes its own JSON; anything else is copied, as a handler's object may be shared.
    let stamped: Record<string, unknown>;
    if (result instanceof TextResult) {
      result.resultType = 'complete';
      stamped = result as unknown as Record<string, unknown>;
    } else stamped = copyWith(result, 'resultType', 'complete');
    if (cacheable) {
      stamped.ttlMs = deps.cache.lists.ttlMs;
      stamped.cacheScope = deps.cache.lists.cacheScope;
    } else if (method === 'resources/read') {
      const hint = resourceReadHint(deps.cache, deps.registry, String(params.uri));
      stamped.ttlMs = hint.ttlMs;
      stamped.cacheScope = hint.cacheScope;
    }
    // What an authenticated caller gets may depend on its scopes: no shared cache may keep it.
    if (outer.auth && stamped.cacheScope === 'public') stamped.cacheScope = 'private';
    return stamped;
  };

  /** A handler's failure as the modern wire reports it. */
  const failedWith = (request: ModernRequest, outer: RequestContext, error: unknown): object => {
    if (outer.signal.aborted) throw error;
    if (request.missing !== undefined) throw missingCapability(request.missing);
    if (request.round?.needsInput) return request.round.result();
    if (McpError.is(error) && modernCode(error.code) !== error.code) throw new McpError(modernCode(error.code), error.message, error.data);
    throw error;
  };

  /** The result once a handler's promise settles. A function of its own: the handler below makes no closure per call. */
  const settled = (request: ModernRequest, params: JsonObject, outer: RequestContext, result: Promise<object>): Promise<object> =>
    Promise.resolve(result).then(
      (value) => {
        request.dispose();
        return completed(request, params, outer, value);
      },
      (error: unknown) => {
        request.dispose();
        return failedWith(request, outer, error);
      },
    );

  // Not async: a handler that answers at once is answered at once, with no promise (as the 2025 wire is).
  return (params, outer) => {
    const envelope = envelopeOf(params, outer);
    const request = new ModernRequest(outer, envelope, deps.states, inputMethod, params);
    let result: object | Promise<object>;
    try {
      result = handler(params, request);
    } catch (error) {
      request.dispose();
      return failedWith(request, outer, error);
    }
    if (typeof (result as Partial<Promise<object>> | undefined)?.then !== 'function') {
      request.dispose();
      return completed(request, params, outer, result as object);
    }
    return settled(request, params, outer, result as Promise<object>);
  };
}

/** Capabilities with more `extensions` entries merged in (other extensions may declare theirs too). */
function withExtensions(capabilities: object, extra: JsonObject): object {
  const base = capabilities as JsonObject;
  if (!isJsonObject(extra.extensions)) return base;
  return { ...base, extensions: { ...(isJsonObject(base.extensions) ? base.extensions : {}), ...extra.extensions } };
}

export function modernMethods(deps: ModernDeps): MethodTable {
  const table: Record<string, RequestHandler> = {};
  for (const [method, handler] of Object.entries(deps.legacy)) {
    if (!REMOVED_IN_MODERN.has(method)) table[method] = modernHandler(method, handler, deps);
  }
  const { tasks } = deps;
  const capabilities = tasks ? () => withExtensions(deps.capabilities(), tasks.capabilities()) : deps.capabilities;
  table['server/discover'] = modernHandler('server/discover', discoverMethod(deps.serverInfo, capabilities, deps.instructions, deps.cache), deps);
  table['subscriptions/listen'] = modernHandler('subscriptions/listen', listenMethod(deps.listen, deps.registry), deps);
  // The tasks extension wraps tools/call and subscriptions/listen, and adds tasks/*.
  if (tasks && table['tools/call']) Object.assign(table, tasks.methods({ ...table }, deps.states));
  return Object.freeze(table);
}

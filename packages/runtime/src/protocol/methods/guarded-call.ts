/**
 * The one path a handler call takes, whatever its kind: rate limit, argument
 * check, load, the handler within its timeout (through middleware when any
 * applies), its result; and each way that can fail, answered the kind's own
 * way (CallReplies). tools/call, resources/read and prompts/get share it;
 * completion/complete uses its middle (invoke, filter).
 */
import { ToolError, type CallKind, type McpCall, type McpCallInfo } from '@mcp-codegen/decorators';
import type { Arguments, HandlerContext, HandlerPolicy, UseMiddleware } from '@mcp-codegen/manifest';
import type { Logger } from '../../logger.js';
import { CallMiddleware, NO_MIDDLEWARE } from '../middleware/call-middleware.js';
import { ErrorFilters, NO_FILTERS } from '../middleware/error-filters.js';
import { runChain } from '../middleware/run-chain.js';
import { requestFields } from './request-fields.js';
import { McpError } from '../wire/error-codes.js';
import { RequestHandlerContext } from '../session/handler-context.js';
import { loadFor, type LazyResolver } from '../session/lazy-resolver.js';
import { NO_LIMITS, type HandlerLimits } from '../limits/handler-limits.js';
import { callWithin, HandlerTimeoutError } from '../limits/timeout.js';
import type { RequestContext } from '../session/method-table.js';

/** What the guard reads of a binding. */
export interface GuardedBinding {
  policy?: HandlerPolicy;
  use?: UseMiddleware;
}

/** One call of one handler. */
export interface GuardedCall<B extends GuardedBinding = GuardedBinding> {
  kind: Exclude<CallKind, 'list'>;
  /** The listed name (tool, prompt), the resource's URI or template, the completion's target. */
  name: string;
  feature: string;
  /** The manifest entry. */
  entry: object;
  binding: B;
  /** The rate limit's key; absent, no rate limit applies. Read only when the binding has a rate limit. */
  readonly limitKey?: string;
  args: Arguments;
  uri?: string;
  /** An error message when the arguments are not valid, checked after the rate limit. */
  check?(): string | undefined;
  invoke(context: HandlerContext): unknown;
}

/** How one method answers: its result, and each way a call can fail (return a reply, or throw an McpError). */
export interface CallReplies<R, B extends GuardedBinding = GuardedBinding> {
  /** The method, for the log line of a failure. */
  readonly method: string;
  /** How the log and timeout messages name the call: 'Tool "add"', 'Reading resource notes://x'. */
  describe(call: GuardedCall<B>): string;
  result(value: unknown, call: GuardedCall<B>): R;
  invalid(message: string, call: GuardedCall<B>): R;
  rateLimited(call: GuardedCall<B>, retryAfterMs: number): R;
  toolError(message: string, call: GuardedCall<B>): R;
  timedOut(call: GuardedCall<B>, timeoutMs: number): R;
  /** Masked: the details were logged. */
  failed(call: GuardedCall<B>, request: RequestContext): R;
}

export class CallGuard {
  constructor(
    readonly resolver: LazyResolver,
    private readonly logger: Logger,
    private readonly limits: HandlerLimits = NO_LIMITS,
    private readonly middleware: CallMiddleware = NO_MIDDLEWARE,
    private readonly filters: ErrorFilters = NO_FILTERS,
  ) {}

  // Not async: a handler that answers at once costs no promise here (the session makes the one it needs).
  run<R, B extends GuardedBinding>(request: RequestContext, call: GuardedCall<B>, replies: CallReplies<R, B>): R | Promise<R> {
    const refused = this.refusal(request, call, replies);
    if (refused !== undefined) return refused;
    if (!this.resolver.loaded) return this.afterLoad(request, call, replies, () => this.answer(request, call, replies));
    return this.answer(request, call, replies);
  }

  /**
   * run(), after the container has loaded: for a call whose binding can be
   * read only after its feature loads (a generated feature's tools).
   */
  runAfterLoad<R, B extends GuardedBinding>(request: RequestContext, call: GuardedCall<B>, replies: CallReplies<R, B>): R | Promise<R> {
    if (!this.resolver.loaded) return this.afterLoad(request, call, replies, () => this.run(request, call, replies));
    return this.refusal(request, call, replies) ?? this.answer(request, call, replies);
  }

  /** The reply to a call refused before its handler runs (its rate limit, invalid arguments); undefined when it may run. */
  private refusal<R, B extends GuardedBinding>(request: RequestContext, call: GuardedCall<B>, replies: CallReplies<R, B>): R | undefined {
    const { policy } = call.binding;
    // No policy (most handlers): no rate limit of its own to ask about.
    if (policy !== undefined) {
      const retryAfterMs = this.limits.retryAfter(request, call, policy);
      if (retryAfterMs > 0) return replies.rateLimited(call, retryAfterMs);
    }
    const invalid = call.check?.();
    return invalid === undefined ? undefined : replies.invalid(invalid, call);
  }

  /** `next` once the container has loaded; a failed load is answered as a failed handler. */
  private afterLoad<R, B extends GuardedBinding>(request: RequestContext, call: GuardedCall<B>, replies: CallReplies<R, B>, next: () => R | Promise<R>): Promise<R> {
    return loadFor(this.resolver, request.signal).then(next, (thrown: unknown) => this.caught(thrown, request, call, replies));
  }

  /** Runs the handler (the container has loaded) and makes its reply, at once when the handler answers at once. */
  private answer<R, B extends GuardedBinding>(request: RequestContext, call: GuardedCall<B>, replies: CallReplies<R, B>): R | Promise<R> {
    let value: unknown;
    // One try for the handler and the reply to a value given at once: either one's error is answered by caught().
    try {
      value = this.start(request, call);
      if (typeof (value as Partial<PromiseLike<unknown>> | null | undefined)?.then !== 'function') return replies.result(value, call);
    } catch (thrown) {
      return this.caught(thrown, request, call, replies);
    }
    return Promise.resolve(value).then(
      (settled) => this.settled(settled, request, call, replies),
      (thrown: unknown) => this.caught(thrown, request, call, replies),
    );
  }

  /** The reply to a handler's value given later. */
  private settled<R, B extends GuardedBinding>(value: unknown, request: RequestContext, call: GuardedCall<B>, replies: CallReplies<R, B>): R {
    try {
      return replies.result(value, call);
    } catch (thrown) {
      return this.caught(thrown, request, call, replies);
    }
  }

  /** The reply to a handler's error; a cancelled request's error propagates (no reply goes out). */
  private caught<R, B extends GuardedBinding>(thrown: unknown, request: RequestContext, call: GuardedCall<B>, replies: CallReplies<R, B>): R {
    if (ToolError.is(thrown)) return replies.toolError(thrown.message, call);
    if (thrown instanceof HandlerTimeoutError) return replies.timedOut(call, thrown.timeoutMs);
    if (request.signal.aborted) throw thrown; // Cancelled: no reply goes out, nothing to log.
    const mapped = this.filter(thrown, call);
    if (ToolError.is(mapped)) return replies.toolError(mapped.message, call);
    if (mapped !== thrown) throw mapped; // A filter's McpError goes to the client as it is.
    this.logger.error(`${replies.describe(call)} failed`, thrown, requestFields(request, replies.method, call.uri ?? call.name));
    return replies.failed(call, request);
  }

  /** Loads the container, then runs the handler within its timeout, through its middleware when any applies. */
  async invoke(request: RequestContext, call: GuardedCall): Promise<unknown> {
    if (!this.resolver.loaded) await loadFor(this.resolver, request.signal);
    return this.start(request, call);
  }

  /** Runs the handler within its timeout (the container has loaded): directly, or through its middleware. */
  private start(request: RequestContext, call: GuardedCall): unknown {
    const { policy, use } = call.binding;
    // The common case in one check: no timeout (timeoutOf) and no middleware (chainFor) can apply, so no closure either.
    if (policy === undefined && use === undefined && this.limits.defaultTimeoutMs === undefined && !this.middleware.wide) return call.invoke(new RequestHandlerContext(request));
    const chain = this.middleware.chainFor(call.feature, use);
    if (chain === undefined) return callWithin(this.limits.timeoutOf(policy), request, (timed) => call.invoke(new RequestHandlerContext(timed)));
    return callWithin(this.limits.timeoutOf(policy), request, (timed) => {
      const context: HandlerContext = new RequestHandlerContext(timed);
      const seen: McpCall = { kind: call.kind, name: call.name, feature: call.feature, entry: call.entry as McpCall['entry'], arguments: call.args, uri: call.uri, context: context as McpCall['context'] };
      return runChain(chain, seen, () => call.invoke(context));
    });
  }

  /** What the error filters make of an error: a ToolError, an McpError, or the error itself when none maps it. */
  filter(error: unknown, call: GuardedCall): unknown {
    if (this.filters.empty) return error;
    const mapped = this.filters.apply(error, () => callInfo(call));
    return ToolError.is(mapped) || McpError.is(mapped) ? mapped : error;
  }
}

function callInfo(call: GuardedCall): McpCallInfo {
  const info: { -readonly [K in keyof McpCallInfo]: McpCallInfo[K] } = { kind: call.kind, name: call.name, feature: call.feature, entry: call.entry as McpCallInfo['entry'], arguments: call.args };
  if (call.uri !== undefined) info.uri = call.uri;
  return info;
}

/** One request under observation: runs its handler inside its span, then records the outcome. */
import { context, SpanStatusCode, trace, type Attributes, type Context, type Histogram, type Span } from '@opentelemetry/api';
import { ErrorCode } from '../protocol/wire/error-codes.js';
import { eraOf, META } from '../protocol/wire/eras.js';
import type { JsonObject, JsonRpcResponse } from '../protocol/wire/json-rpc.js';
import type { SessionState } from '../protocol/session/method-table.js';
import type { RequestTarget } from './request-target.js';
import { ATTR, CANCELLED, OTHER_METHOD, TOOL_ERROR } from './semconv.js';

export interface ObservedRequestInit {
  method: string;
  params: JsonObject;
  state: SessionState;
  target: RequestTarget | undefined;
  span: Span;
  parent: Context;
  duration: Histogram | undefined;
}

interface Outcome {
  errorType?: string;
  statusCode?: string;
  message?: string;
}

function outcomeOf(method: string, response: JsonRpcResponse | undefined): Outcome {
  if (response === undefined) return { errorType: CANCELLED };
  if ('error' in response) {
    const code = String(response.error.code);
    return { errorType: code, statusCode: code, message: response.error.message };
  }
  if (method === 'tools/call' && (response.result as JsonObject).isError === true) return { errorType: TOOL_ERROR };
  return {};
}

export class ObservedRequest {
  private readonly startedAt = performance.now();

  constructor(private readonly init: ObservedRequestInit) {}

  /** Runs the handler with this request's span as the active one, so spans it starts nest under it. */
  run<T>(fn: () => T): T {
    return context.with(trace.setSpan(this.init.parent, this.init.span), fn);
  }

  /** Ends the span and records the duration; `response` undefined means no reply went out (cancelled). */
  end(response: JsonRpcResponse | undefined): void {
    try {
      this.record(response);
    } catch {
      // Telemetry never costs a reply: an SDK that throws loses this measurement only.
    }
  }

  private record(response: JsonRpcResponse | undefined): void {
    const { method, params, state, target, span, duration } = this.init;
    const outcome = outcomeOf(method, response);
    const modern = eraOf(params) === 'modern';
    const meta = params._meta as JsonObject | undefined;
    const version = modern ? meta?.[META.protocolVersion] : state.protocolVersion;
    const common: Attributes = { [ATTR.era]: modern ? '2026' : '2025' };
    if (typeof version === 'string') common[ATTR.protocolVersion] = version;
    if (method === 'tools/call') common[ATTR.operationName] = 'execute_tool';
    if (outcome.errorType !== undefined) common[ATTR.errorType] = outcome.errorType;
    if (outcome.statusCode !== undefined) common[ATTR.statusCode] = outcome.statusCode;

    if (span.isRecording()) {
      span.setAttributes(common);
      if (outcome.errorType !== undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: outcome.message });
    }
    span.end();

    if (duration) {
      // Metrics need few distinct values: a method this server lacks and the name of a failed lookup stay out.
      common[ATTR.methodName] = outcome.statusCode === String(ErrorCode.MethodNotFound) ? OTHER_METHOD : method;
      if (target && target.attribute !== ATTR.resourceUri && outcome.statusCode === undefined) common[target.attribute] = target.value;
      duration.record((performance.now() - this.startedAt) / 1000, common);
    }
  }
}

/**
 * A SERVER span and a duration measurement per request, following the
 * OpenTelemetry semantic conventions for MCP. Tracer and histogram are
 * resolved once per server; with no SDK installed a request costs one no-op
 * span and a few property reads, and the session runs it unwrapped.
 */
import { createNoopMeter, isSpanContextValid, metrics, ProxyTracerProvider, SpanKind, trace, type Attributes, type Histogram, type Tracer } from '@opentelemetry/api';
import type { JsonObject, JsonRpcId } from '../protocol/wire/json-rpc.js';
import type { SessionState } from '../protocol/session/method-table.js';
import { ObservedRequest } from './observed-request.js';
import { targetOf, spanName } from './request-target.js';
import { ATTR, DURATION_BUCKETS, OPERATION_DURATION, SCOPE } from './semconv.js';
import type { TelemetryOptions } from './telemetry-options.js';
import { parentOf } from './trace-context.js';

export class RequestTelemetry {
  private readonly tracer: Tracer;
  /** The global provider, which may get an SDK at any time; undefined when the app passed its own. */
  private readonly globalProvider: ProxyTracerProvider | undefined;
  /** Undefined when no meter provider is installed: nothing to time. */
  private readonly duration: Histogram | undefined;

  constructor(options: TelemetryOptions = {}) {
    const provider = options.tracerProvider ?? trace.getTracerProvider();
    this.globalProvider = provider instanceof ProxyTracerProvider ? provider : undefined;
    this.tracer = provider.getTracer(SCOPE);
    const meter = (options.meterProvider ?? metrics.getMeterProvider()).getMeter(SCOPE);
    this.duration =
      meter === createNoopMeter()
        ? undefined
        : meter.createHistogram(OPERATION_DURATION, {
            unit: 's',
            description: 'MCP request duration as observed on the server, from receipt until the reply is ready.',
            advice: { explicitBucketBoundaries: DURATION_BUCKETS },
          });
  }

  /** Starts observing one request; undefined when nothing would record it. */
  start(id: JsonRpcId, method: string, params: JsonObject, state: SessionState): ObservedRequest | undefined {
    // The no-SDK case in one property read: even a no-op span and a context lookup cost ~1 µs per request.
    if (this.duration === undefined && this.globalProvider !== undefined && this.globalProvider.getDelegateTracer(SCOPE) === undefined) return undefined;
    const meta = params._meta;
    const parent = parentOf(typeof meta === 'object' && meta !== null && !Array.isArray(meta) ? (meta as JsonObject) : undefined);
    const target = targetOf(method, params);
    // Given at start, so samplers see them.
    const attributes: Attributes = { [ATTR.methodName]: method, [ATTR.requestId]: String(id) };
    if (state.sessionId !== undefined) attributes[ATTR.sessionId] = state.sessionId;
    if (target) attributes[target.attribute] = target.value;
    const span = this.tracer.startSpan(spanName(method, target), { kind: SpanKind.SERVER, links: parent.links, attributes }, parent.context);
    // A non-recording span with a valid context (a sampled-out parent) still propagates to the handler's own calls.
    if (!span.isRecording() && !this.duration && !isSpanContextValid(span.spanContext())) return undefined;
    return new ObservedRequest({ method, params, state, target, span, parent: parent.context, duration: this.duration });
  }
}

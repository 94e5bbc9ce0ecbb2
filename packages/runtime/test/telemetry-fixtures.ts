/** A real OpenTelemetry SDK for tests: spans to memory, metrics read on demand, W3C propagation, async context. */
import { context, propagation, type Attributes } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { DataPointType, MeterProvider, MetricReader, type HistogramMetricData } from '@opentelemetry/sdk-metrics';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider, type ReadableSpan } from '@opentelemetry/sdk-trace';

class CollectingReader extends MetricReader {
  protected async onShutdown(): Promise<void> {}
  protected async onForceFlush(): Promise<void> {}
}

export interface DurationPoint {
  attributes: Attributes;
  count: number;
  sum: number;
}

export interface TestTelemetry {
  tracerProvider: TracerProvider;
  meterProvider: MeterProvider;
  spans(): ReadableSpan[];
  /** The one finished span named `name`. */
  span(name: string): ReadableSpan;
  /** The data points of mcp.server.operation.duration. */
  durations(): Promise<DurationPoint[]>;
  shutdown(): Promise<void>;
}

/** What an SDK such as @opentelemetry/sdk-node installs globally: a context manager and the W3C propagator. */
export function installGlobals(): () => void {
  const manager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(manager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  return () => {
    context.disable();
    propagation.disable();
  };
}

export function testTelemetry(): TestTelemetry {
  const exporter = new InMemorySpanExporter();
  const tracerProvider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  const reader = new CollectingReader();
  const meterProvider = new MeterProvider({ readers: [reader] });
  const spans = () => exporter.getFinishedSpans();
  return {
    tracerProvider,
    meterProvider,
    spans,
    span(name) {
      const found = spans().filter((s) => s.name === name);
      if (found.length !== 1) throw new Error(`expected one span "${name}", found ${found.length} among ${spans().map((s) => s.name).join(', ')}`);
      return found[0];
    },
    async durations() {
      const { resourceMetrics } = await reader.collect();
      const metric = resourceMetrics.scopeMetrics.flatMap((s) => s.metrics).find((m) => m.descriptor.name === 'mcp.server.operation.duration');
      if (!metric) return [];
      expect(metric.dataPointType).toBe(DataPointType.HISTOGRAM);
      return (metric as HistogramMetricData).dataPoints.map((p) => ({ attributes: p.attributes, count: p.value.count, sum: p.value.sum ?? 0 }));
    },
    async shutdown() {
      await tracerProvider.shutdown();
      await meterProvider.shutdown();
    },
  };
}

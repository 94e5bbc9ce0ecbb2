/** Where the runtime's spans and metrics go. */
import type { MeterProvider, TracerProvider } from '@opentelemetry/api';

export interface TelemetryOptions {
  /** Default: the global one (`trace.getTracerProvider()`), a no-op until the app registers an SDK. */
  tracerProvider?: TracerProvider;
  /**
   * Default: the global one (`metrics.getMeterProvider()`), read once when the server is created:
   * register the SDK's MeterProvider before `createServer`/`serve`.
   */
  meterProvider?: MeterProvider;
}

/**
 * The request telemetry of one server, made (and @opentelemetry/api
 * loaded) only once there is something to record: the app passed a
 * provider, or an SDK is registered, at start-up or later.
 */
import { loadOtelApi, sdkRegistered } from './otel-api.js';
import type { RequestTelemetry } from './request-telemetry.js';
import type { TelemetryOptions } from './telemetry-options.js';

const READY = Promise.resolve();

export class LazyTelemetry {
  private current: RequestTelemetry | undefined;
  private loading: Promise<void> | undefined;

  constructor(private readonly options: TelemetryOptions = {}) {
    if (options.tracerProvider !== undefined || options.meterProvider !== undefined || sdkRegistered()) void this.load();
  }

  /** Resolves once wanted telemetry is ready; transports await it before serving, so the first request is traced. */
  ready(): Promise<void> {
    return this.loading ?? READY;
  }

  /** Per request: the telemetry, or undefined. One global read notices an SDK registered after start-up. */
  get(): RequestTelemetry | undefined {
    if (this.current === undefined && this.loading === undefined && sdkRegistered()) void this.load();
    return this.current;
  }

  private load(): Promise<void> {
    this.loading ??= Promise.all([loadOtelApi(), import('./request-telemetry.js')]).then(([, { RequestTelemetry }]) => {
      this.current = new RequestTelemetry(this.options);
    });
    return this.loading;
  }
}

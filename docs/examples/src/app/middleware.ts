// docs/middleware.md: middleware and error filters applied by the app.
import type { McpCall, Middleware } from '@mcp-codegen/decorators';
import { ErrorCode, mapError, McpError, serve, ToolError } from '@mcp-codegen/runtime';
import { feature as notes, noteErrors } from '@mcp-codegen-samples/notes';
import { feature } from '../index.js';

class Metrics {
  observe(name: string, ms: number): void {
    void name;
    void ms;
  }
}

// #region timing
/** Times every call of the server, lists included, into the app's metrics. */
export class Timing implements Middleware {
  constructor(private readonly metrics: Metrics) {}

  async handle(call: McpCall, next: () => Promise<unknown>): Promise<unknown> {
    const started = performance.now();
    try {
      return await next();
    } finally {
      this.metrics.observe(`${call.kind}:${call.name}`, performance.now() - started);
    }
  }
}
// #endregion

// #region read-only
/** Refuses every tool not annotated read-only: a short-circuit. */
export const readOnly: Middleware = {
  handle(call, next) {
    const annotations = call.entry.annotations as { readOnlyHint?: boolean } | undefined;
    if (call.kind === 'tool' && !annotations?.readOnlyHint) throw new ToolError(`This server is read-only; "${call.name}" is not allowed.`);
    return next();
  },
};
// #endregion

class QuotaExceeded extends Error {
  constructor(readonly retryAfterMs: number) {
    super('quota exceeded');
  }
}

export async function withMiddleware(): Promise<void> {
  // #region serve
  await serve([notes, { feature, use: [readOnly] }], {
    use: [Timing],
    providers: [
      { token: Metrics, useValue: new Metrics() },
      { token: Timing, useClass: Timing, inject: [Metrics] },
    ],
    errorFilters: [
      noteErrors,
      mapError(QuotaExceeded, (error) => new McpError(ErrorCode.InvalidRequest, 'Quota exceeded; try again later.', { retryAfterMs: error.retryAfterMs })),
    ],
  });
  // #endregion
}

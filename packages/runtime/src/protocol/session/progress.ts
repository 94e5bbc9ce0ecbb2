/**
 * `ctx.progress(...)`: notifications/progress against the request's
 * `_meta.progressToken`. Without a token it does nothing. The specification
 * wants progress to increase with each notification, so a value that is not
 * above the last one sent (or not a finite number) is ignored.
 */
import type { RequestContext } from './method-table.js';

export type ReportProgress = (progress: number, total?: number, message?: string) => void;

/** What a request without a progress token reports to. */
export const NO_PROGRESS: ReportProgress = () => undefined;

export function progressReporter(request: RequestContext): ReportProgress {
  const token = request.meta?.progressToken;
  if (typeof token !== 'string' && typeof token !== 'number') return NO_PROGRESS;
  let last = -Infinity;
  return (progress, total, message) => {
    if (!Number.isFinite(progress) || progress <= last) return;
    last = progress;
    const params: Record<string, unknown> = { progressToken: token, progress };
    if (typeof total === 'number' && Number.isFinite(total)) params.total = total;
    if (typeof message === 'string') params.message = message;
    request.notify('notifications/progress', params);
  };
}

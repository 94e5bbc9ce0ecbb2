/**
 * logging/setLevel and the `ctx.log` a handler writes to: each call becomes a
 * `notifications/message` when its level is at or above the session's level
 * (`info` until the client sets one; ServerOptions.defaultLogLevel changes that).
 */
import type { LoggingLevel } from '@mcp-codegen/decorators';
import type { HandlerLog } from '@mcp-codegen/manifest';
import type { MethodTable, RequestContext } from './method-table.js';
import { invalidParams, requireString } from '../wire/params.js';

/** RFC 5424 severities, least severe first. */
export const LOGGING_LEVELS: readonly LoggingLevel[] = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'];

const rank = new Map(LOGGING_LEVELS.map((level, index) => [level, index]));

export function isLoggingLevel(value: unknown): value is LoggingLevel {
  return typeof value === 'string' && rank.has(value as LoggingLevel);
}

export function loggingMethods(): MethodTable {
  return {
    'logging/setLevel'(params, { session }) {
      const level = requireString(params, 'level');
      if (!isLoggingLevel(level)) throw invalidParams(`"level" must be one of ${LOGGING_LEVELS.join(', ')}`);
      session.logLevel = level;
      return {};
    },
  };
}

/** The `ctx.log` of one request: messages go out tied to it, filtered by the session's level. */
export function requestLog(request: RequestContext): HandlerLog {
  const at = (level: LoggingLevel) => (data: unknown, logger?: string) => {
    if (rank.get(level)! < rank.get(request.session.logLevel ?? 'info')!) return;
    request.notify('notifications/message', logger === undefined ? { level, data } : { level, logger, data });
  };
  return {
    debug: at('debug'),
    info: at('info'),
    notice: at('notice'),
    warning: at('warning'),
    error: at('error'),
    critical: at('critical'),
    alert: at('alert'),
    emergency: at('emergency'),
  };
}

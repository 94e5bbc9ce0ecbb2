/**
 * Structured logs: one JSON object per line on stderr (never stdout, the
 * stdio protocol channel), with the request it is about and, while a span
 * is active, its trace and span ids so a collector can join logs to traces.
 */
import { otelApi } from './otel-api.js';
import type { LogFields, Logger } from '../logger.js';

export interface JsonLoggerOptions {
  /** Receives each line, newline included. Default: process.stderr. */
  write?: (line: string) => void;
  /** Default: () => new Date(). */
  now?: () => Date;
}

function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { message: String(error) };
}

export function jsonLogger(options: JsonLoggerOptions = {}): Logger {
  const write = options.write ?? ((line: string) => void process.stderr.write(line));
  const now = options.now ?? (() => new Date());
  const log = (level: 'error' | 'warn', msg: string, error: unknown, fields: LogFields | undefined) => {
    const entry: Record<string, unknown> = { time: now().toISOString(), level, msg, ...fields };
    if (error !== undefined) entry.error = errorFields(error);
    const api = otelApi; // Loaded only once an SDK is installed: without one, no span is active.
    const active = api?.trace.getSpanContext(api.context.active());
    if (api && active && api.isSpanContextValid(active)) {
      entry.traceId = active.traceId;
      entry.spanId = active.spanId;
    }
    let line: string;
    try {
      line = JSON.stringify(entry);
    } catch {
      // A field that does not serialise (a cycle in a thrown value) must not lose the line.
      line = JSON.stringify({ time: entry.time, level, msg, ...fields });
    }
    write(`${line}\n`);
  };
  return {
    error: (message, error, fields) => log('error', message, error, fields),
    warn: (message, fields) => log('warn', message, undefined, fields),
  };
}

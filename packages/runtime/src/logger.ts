/**
 * Where the runtime reports problems: the contract every part logs through.
 * The loggers themselves are in observability/ (stderr-logger.ts,
 * json-logger.ts), so this file imports nothing.
 */

/** The request a log line is about, when it is about one. */
export interface LogFields {
  method?: string;
  /** The tool or prompt name, or the resource URI. */
  name?: string;
  sessionId?: string;
  /** The JSON-RPC id of the request. */
  requestId?: string | number;
}

export interface Logger {
  /** `error` carries the stack; it is logged, never sent to a client. */
  error(message: string, error?: unknown, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
}

/** 'text': readable lines (the default); 'json': one JSON object per line, for log collectors. */
export type LogFormat = 'text' | 'json';

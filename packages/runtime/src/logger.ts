/** Where the runtime reports problems. Never stdout: over stdio that is the protocol channel. */
import type { JsonRpcId } from './protocol/json-rpc.js';
import { jsonLogger } from './observability/json-logger.js';

/** The request a log line is about, when it is about one. */
export interface LogFields {
  method?: string;
  /** The tool or prompt name, or the resource URI. */
  name?: string;
  sessionId?: string;
  requestId?: JsonRpcId;
}

export interface Logger {
  /** `error` carries the stack; it is logged, never sent to a client. */
  error(message: string, error?: unknown, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
}

/** 'text': readable lines (the default); 'json': one JSON object per line, for log collectors. */
export type LogFormat = 'text' | 'json';

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/** The format the environment asks for: `MCP_LOG_FORMAT=json`, else text. */
export function logFormatFromEnv(): LogFormat {
  return process.env.MCP_LOG_FORMAT === 'json' ? 'json' : 'text';
}

/** The default: one prefixed line per message on stderr, the stack below it; JSON lines when `format` (or MCP_LOG_FORMAT) says so. */
export function stderrLogger(prefix = '[mcp-codegen]', format: LogFormat = logFormatFromEnv()): Logger {
  if (format === 'json') return jsonLogger();
  return {
    error(message, error) {
      process.stderr.write(`${prefix} ${message}${error === undefined ? '' : `\n${describe(error)}`}\n`);
    },
    warn(message) {
      process.stderr.write(`${prefix} ${message}\n`);
    },
  };
}

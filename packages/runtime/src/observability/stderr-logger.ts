/** The default logger. Never stdout: over stdio that is the protocol channel. */
import type { LogFormat, Logger } from '../logger.js';
import { jsonLogger } from './json-logger.js';

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/** The format the environment asks for: `MCP_LOG_FORMAT=json`, else text. */
export function logFormatFromEnv(): LogFormat {
  return process.env.MCP_LOG_FORMAT === 'json' ? 'json' : 'text';
}

/** One prefixed line per message on stderr, the stack below it; JSON lines when `format` (or MCP_LOG_FORMAT) says so. */
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

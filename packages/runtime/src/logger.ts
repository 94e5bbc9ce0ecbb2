/** Where the runtime reports problems. Never stdout: over stdio that is the protocol channel. */
export interface Logger {
  /** `error` carries the stack; it is logged, never sent to a client. */
  error(message: string, error?: unknown): void;
  warn(message: string): void;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/** The default: one prefixed line per message on stderr, the stack below it. */
export function stderrLogger(prefix = '[mcp-codegen]'): Logger {
  return {
    error(message, error) {
      process.stderr.write(`${prefix} ${message}${error === undefined ? '' : `\n${describe(error)}`}\n`);
    },
    warn(message) {
      process.stderr.write(`${prefix} ${message}\n`);
    },
  };
}

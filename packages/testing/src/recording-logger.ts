import type { Logger } from '@mcp-codegen/runtime';

/** One line the server logged: a handler failure (with the error and its stack) or a warning. */
export interface ServerLogEntry {
  level: 'error' | 'warn';
  message: string;
  error?: unknown;
}

/** A server logger that keeps what it is told, so a test can assert on it and stderr stays quiet. */
export function recordingLogger(): { logger: Logger; entries: ServerLogEntry[] } {
  const entries: ServerLogEntry[] = [];
  return {
    entries,
    logger: {
      error: (message, error) => void entries.push({ level: 'error', message, error }),
      warn: (message) => void entries.push({ level: 'warn', message }),
    },
  };
}

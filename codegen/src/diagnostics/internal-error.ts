import type { Diagnostic } from './diagnostic.js';

/** An exception nobody expected: a bug in mcp-codegen, reported with its stack so it can be fixed. */
export function internalError(error: unknown): Diagnostic {
  const detail = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return {
    code: 'MCPG9003',
    severity: 'error',
    message: `Internal error in mcp-codegen: ${detail}`,
    hint: 'This is a bug in mcp-codegen, not in your code; please report it with the output above.',
  };
}

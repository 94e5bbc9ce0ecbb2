/**
 * Error filters: the one place where the app says what its own exceptions
 * mean to a client. A filter turns an error a handler (or middleware) threw
 * into a `ToolError` (a tool's `isError` text, a resource's not-found, a
 * prompt's or completion's -32602) or an `McpError` (that JSON-RPC error;
 * take codes from `ErrorCode`, which the era table converts for the
 * 2026-07-28 wire). The first filter that answers wins; an error no filter
 * maps stays masked and logged, as before.
 */
import { ToolError, type McpCallInfo } from '@mcp-codegen/decorators';
import type { Logger } from '../../logger.js';
import { McpError } from '../wire/error-codes.js';

/** What a filter answers: the client-facing error, or undefined to leave the error to the next filter. */
export type MappedError = ToolError | McpError | undefined;

export interface ErrorFilter {
  catch(error: unknown, call: McpCallInfo): MappedError;
}

/** A filter for one exception class (and its subclasses): `mapError(NotFound, (e) => new ToolError(e.message))`. */
export function mapError<E>(type: abstract new (...args: any[]) => E, map: (error: E, call: McpCallInfo) => MappedError): ErrorFilter {
  return { catch: (error, call) => (error instanceof type ? map(error as E, call) : undefined) };
}

export class ErrorFilters {
  constructor(
    private readonly filters: readonly ErrorFilter[],
    private readonly logger: Logger,
  ) {}

  get empty(): boolean {
    return this.filters.length === 0;
  }

  /** The mapped error, or `error` itself when no filter maps it (a filter that throws or answers something else is logged and skipped). */
  apply(error: unknown, call: () => McpCallInfo): unknown {
    if (this.filters.length === 0 || ToolError.is(error)) return error;
    const info = call();
    for (const filter of this.filters) {
      let mapped: unknown;
      try {
        mapped = filter.catch(error, info);
      } catch (failure) {
        this.logger.error('An error filter threw', failure);
        continue;
      }
      if (mapped === undefined) continue;
      if (ToolError.is(mapped) || McpError.is(mapped)) return mapped;
      this.logger.error('An error filter answered neither a ToolError, an McpError nor undefined', mapped);
    }
    return error;
  }
}

export const NO_FILTERS = new ErrorFilters([], { error: () => undefined, warn: () => undefined });

/**
 * One method table for both eras: each method looks at the request's `_meta`
 * (one property read) and runs the 2025 or the 2026-07-28 handler. So one
 * server, one session even, answers a 2025 client and a 2026 client at once.
 * The modern handler is read from its table per call: a table loaded on first
 * use (lazy-methods.ts) puts the loaded handler there, in place of its stub.
 */
import { ErrorCode, McpError } from '../wire/error-codes.js';
import { shorten } from '../../results/validation-message.js';
import { eraOf } from '../wire/eras.js';
import { checkedEnvelope, type MethodTable, type RequestHandler } from '../session/method-table.js';

export function eraRouter(legacy: MethodTable, modern: MethodTable): MethodTable {
  const table: Record<string, RequestHandler> = {};
  for (const method of new Set([...Object.keys(legacy), ...Object.keys(modern)])) {
    const legacyHandler = Object.hasOwn(legacy, method) ? legacy[method] : undefined;
    const inModern = Object.hasOwn(modern, method);
    table[method] = (params, request) => {
      // Without `_meta` a request is a 2025 one (eraOf), told at once; one whose envelope stateless HTTP checked
      // before dispatch is modern, and its `_meta` is not read again.
      if (params._meta !== undefined && (checkedEnvelope(params, request.session) !== undefined || eraOf(params) === 'modern')) {
        if (!inModern) throw new McpError(ErrorCode.MethodNotFound, `Method not found: ${shorten(method)} (removed in protocol revision 2026-07-28)`);
        return modern[method](params, request);
      }
      // A modern-only method without its envelope: the modern handler names what is missing.
      return (legacyHandler ?? modern[method])(params, request);
    };
  }
  return Object.freeze(table);
}

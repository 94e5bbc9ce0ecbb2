import type { HandlerPolicy } from '@mcp-codegen/manifest';
import type CodeBlockWriter from 'code-block-writer';
import type { HandlerModel } from '../../model/feature-model.js';
import { writeLiteral } from '../ts-literal.js';

/** The policy with its keys in the documented order, whatever order the model has them in. */
function ordered(policy: HandlerPolicy): HandlerPolicy {
  const { scopes, timeoutMs, rateLimit, cache, task, inputBeforeTask } = policy;
  return {
    scopes,
    timeoutMs,
    rateLimit: rateLimit && { limit: rateLimit.limit, windowMs: rateLimit.windowMs },
    cache: cache && { ttlMs: cache.ttlMs, cacheScope: cache.cacheScope },
    task,
    inputBeforeTask,
  };
}

/**
 * `policy: { ... },` on a binding, only when the decorator declared one (the runtime enforces it);
 * with `key`, the same policy under another key (a tool's name in `toolPolicies`).
 */
export function writePolicy(writer: CodeBlockWriter, handler: HandlerModel, key = 'policy'): void {
  if (!handler.policy) return;
  writer.write(`${key}: `);
  writeLiteral(writer, ordered(handler.policy));
  writer.write(',').newLine();
}

import type { HandlerPolicy } from '@mcp-codegen/manifest';
import type CodeBlockWriter from 'code-block-writer';
import type { HandlerModel, ToolModel } from '../../model/feature-model.js';
import { propertyKey, writeLiteral } from '../ts-literal.js';

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

/** `policy: { ... },` on a binding, only when the decorator declared one (the runtime enforces it). */
export function writePolicy(writer: CodeBlockWriter, handler: HandlerModel): void {
  if (!handler.policy) return;
  writer.write('policy: ');
  writeLiteral(writer, ordered(handler.policy));
  writer.write(',').newLine();
}

/**
 * `toolPolicies: { name: { ... }, },` on the feature: the policies of the
 * tools that declare one, which the runtime reads before load() (the bindings
 * that also hold them load with the classes). `toolPolicies: {},` when none does.
 */
export function writeToolPolicies(writer: CodeBlockWriter, tools: readonly ToolModel[]): void {
  const declared = tools.filter((tool) => tool.policy);
  if (declared.length === 0) {
    writer.writeLine('toolPolicies: {},');
    return;
  }
  writer.writeLine('toolPolicies: {');
  writer.indent(() => {
    for (const tool of declared) {
      writer.write(`${propertyKey(tool.descriptor.name)}: `);
      writeLiteral(writer, ordered(tool.policy!));
      writer.write(',').newLine();
    }
  });
  writer.writeLine('},');
}

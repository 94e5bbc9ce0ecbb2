/** completion/complete: suggestions for a prompt argument or a URI template variable. */
import { ToolError } from '@mcp-codegen/decorators';
import type { HandlerContext } from '@mcp-codegen/manifest';
import { completionKey } from '../../composition/completion-index.js';
import type { Registry } from '../../composition/registry.js';
import type { Logger } from '../../logger.js';
import { completionResult, filterByPrefix, type CompletionResult } from '../../templates/completion-values.js';
import { authorize, completionPolicy } from './authorization.js';
import { shorten } from '../../results/validation-message.js';
import { ErrorCode, McpError } from '../wire/error-codes.js';
import type { CallGuard } from './guarded-call.js';
import { LimitErrorCode, timeoutMessage } from '../wire/limit-errors.js';
import { HandlerTimeoutError } from '../limits/timeout.js';
import { isJsonObject, type JsonObject } from '../wire/json-rpc.js';
import type { MethodTable } from '../session/method-table.js';
import { invalidParams, requireString } from '../wire/params.js';

/** Completions declare no policy: no rate limit; only the server's default timeout applies. */
const NO_POLICY = {};

const EMPTY: CompletionResult = { completion: { values: [], hasMore: false } };

/** Present only when some feature has completions: the capability and the method go together. */
export function completionMethods(registry: Registry, guard: CallGuard, logger: Logger): MethodTable {
  if (!registry.capabilities.completions) return {};
  // Argument names of every completable target, built once.
  const targets = new Map<string, ReadonlySet<string>>();
  for (const p of registry.prompts.values()) targets.set(`prompt\u0000${p.descriptor.name}`, new Set((p.descriptor.arguments ?? []).map((a) => a.name)));
  for (const t of registry.templates) targets.set(`resource\u0000${t.descriptor.uriTemplate}`, new Set([...t.binding.variables, ...(t.binding.query ?? [])]));

  return {
    async 'completion/complete'(params, request) {
      const { kind, target } = readRef(params.ref);
      // Completions reveal a prompt's or template's values: the same scopes as using it (issue 21).
      authorize(completionPolicy(registry, params.ref), request.auth);
      const argument = readObject(params, 'argument');
      const name = requireString(argument, 'name');
      const value = requireString(argument, 'value');
      const names = targets.get(`${kind}\u0000${target}`);
      if (!names) {
        if (kind === 'resource' && registry.resources.has(target)) return EMPTY; // A fixed resource has nothing to complete.
        throw new McpError(ErrorCode.InvalidParams, `Unknown ${kind === 'prompt' ? 'prompt' : 'resource template'}: ${shorten(target)}`, {
          ref: kind === 'prompt' ? { type: 'ref/prompt', name: shorten(target) } : { type: 'ref/resource', uri: shorten(target) },
        });
      }
      if (!names.has(name)) throw new McpError(ErrorCode.InvalidParams, `${kind === 'prompt' ? 'The prompt' : 'The resource template'} ${shorten(target)} has no argument "${shorten(name)}"`);
      const entry = registry.completions.get(completionKey(kind, target, name));
      if (!entry) return EMPTY;
      const { binding } = entry;
      if (!binding.complete) return completionResult(filterByPrefix(binding.values ?? [], value))!;
      const args = { argument: name, value };
      const descriptor = kind === 'prompt' ? registry.prompts.get(target)?.descriptor : registry.templates.find((t) => t.descriptor.uriTemplate === target)?.descriptor;
      const call = {
        kind: 'completion' as const,
        name: target,
        feature: entry.feature,
        entry: descriptor ?? {},
        binding: NO_POLICY,
        args,
        invoke: (context: HandlerContext) => binding.complete!(guard.resolver, value, { arguments: readContext(params.context) }, context),
      };
      try {
        const returned = await guard.invoke(request, call);
        const result = completionResult(returned);
        if (result) return result;
        logger.error(`Completion for "${name}" of ${target} returned neither string[] nor { values: string[] }`, returned);
      } catch (thrown) {
        if (ToolError.is(thrown)) throw new McpError(ErrorCode.InvalidParams, thrown.message);
        if (thrown instanceof HandlerTimeoutError) throw new McpError(LimitErrorCode.RequestTimeout, timeoutMessage(`Completion for "${name}" of ${target}`, thrown.timeoutMs), { timeoutMs: thrown.timeoutMs });
        if (request.signal.aborted) throw thrown; // Cancelled: no reply goes out, nothing to log.
        const mapped = guard.filter(thrown, call);
        if (ToolError.is(mapped)) throw new McpError(ErrorCode.InvalidParams, mapped.message);
        if (mapped !== thrown) throw mapped;
        logger.error(`Completion for "${name}" of ${target} failed`, thrown);
      }
      throw new McpError(ErrorCode.InternalError, 'Internal error');
    },
  };
}

function readRef(ref: unknown): { kind: 'prompt' | 'resource'; target: string } {
  if (!isJsonObject(ref)) throw invalidParams('"ref" must be an object');
  if (ref.type === 'ref/prompt') return { kind: 'prompt', target: requireString(ref, 'name') };
  if (ref.type === 'ref/resource') return { kind: 'resource', target: requireString(ref, 'uri') };
  throw invalidParams('"ref.type" must be "ref/prompt" or "ref/resource"');
}

function readObject(params: JsonObject, field: string): JsonObject {
  const value = params[field];
  if (!isJsonObject(value)) throw invalidParams(`"${field}" must be an object`);
  return value;
}

/** `context.arguments`, string values only; anything else is left out rather than refused. */
function readContext(context: unknown): Record<string, string> {
  const args: Record<string, string> = {};
  const given = isJsonObject(context) && isJsonObject(context.arguments) ? context.arguments : {};
  for (const [key, value] of Object.entries(given)) if (typeof value === 'string') args[key] = value;
  return args;
}

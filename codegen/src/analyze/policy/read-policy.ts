import type { CachePolicyHint, HandlerPolicy, RateLimit, TaskSupport } from '@mcp-codegen/manifest';
import { Node } from 'ts-morph';
import type { DiscoveredHandler } from '../../discover/discovered-handler.js';
import type { JsonValue } from '../../discover/literal-value.js';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import { taskSupportProblem } from './read-task-support.js';

/** Which policy options each marker takes (see PolicyOptions in @mcp-codegen/decorators). */
const ALLOWED: Record<DiscoveredHandler['kind'], string[]> = {
  tool: ['scopes', 'timeoutMs', 'rateLimit', 'task', 'inputBeforeTask'],
  resource: ['scopes', 'timeoutMs', 'rateLimit', 'cache'],
  prompt: ['scopes', 'timeoutMs', 'rateLimit'],
};
const ALL = ['scopes', 'timeoutMs', 'rateLimit', 'cache', 'task', 'inputBeforeTask'];
/** The marker an option belongs to, for the hint when it is on another one. */
const ONLY_ON: Record<string, string> = { cache: '@Resource', task: '@Tool', inputBeforeTask: '@Tool' };
const TASK_OPTIONS = new Set(['task', 'inputBeforeTask']);
/** setTimeout's limit: longer delays fire at once. */
const MAX_MS = 2_147_483_647;
/** RFC 6749 scope-token: printable ASCII except space, `"` and `\`. */
const SCOPE_TOKEN = /^[\x21\x23-\x5B\x5D-\x7E]+$/;

type Problem = { code: string; option: string; message: string; hint: string };

/**
 * The run-time policy a decorator declares (scopes, timeoutMs, rateLimit,
 * cache), checked and in a fixed key order so generated code is
 * deterministic. Undefined when none is declared; invalid options are
 * reported as MCPG3101 and left out.
 */
export function readPolicy(handler: DiscoveredHandler, diagnostics: DiagnosticCollector): HandlerPolicy | undefined {
  const { options, kind } = handler;
  const policy: HandlerPolicy = {};
  const problems: Problem[] = [];
  for (const option of ALL) {
    const value = options[option];
    if (value === undefined) continue;
    if (!ALLOWED[kind].includes(option)) {
      problems.push({ code: TASK_OPTIONS.has(option) ? TASK_CODE : 'MCPG3101', option, message: `@${marker(handler)} does not take the option "${option}".`, hint: `"${option}" applies to ${ONLY_ON[option]} only; remove it.` });
      continue;
    }
    const problem = readOption(option, value, policy);
    if (problem) problems.push({ code: TASK_OPTIONS.has(option) ? TASK_CODE : 'MCPG3101', option, ...problem });
  }
  if (policy.inputBeforeTask && !policy.task) {
    problems.push({ code: TASK_CODE, option: 'inputBeforeTask', message: 'The option "inputBeforeTask" needs "task": without a task there is nothing to gather input before.', hint: "Add task: 'optional' (or 'required'), or remove inputBeforeTask." });
  }
  for (const problem of problems) diagnostics.error(problem.code, optionNode(handler, problem.option), problem.message, problem.hint);
  return Object.keys(policy).length > 0 ? policy : undefined;
}

/** Task options have their own code: their fixes differ from the other policy options'. */
const TASK_CODE = 'MCPG3121';

function readOption(option: string, value: JsonValue, policy: HandlerPolicy): Omit<Problem, 'option' | 'code'> | undefined {
  switch (option) {
    case 'inputBeforeTask':
      if (typeof value !== 'boolean') return { message: 'The option "inputBeforeTask" must be true or false.', hint: 'Write inputBeforeTask: true, or remove it.' };
      if (value) policy.inputBeforeTask = true;
      return undefined;
    case 'task': {
      const problem = taskSupportProblem(value);
      if (!problem) policy.task = value as TaskSupport;
      return problem;
    }
    case 'scopes': {
      if (!Array.isArray(value) || !value.every((s) => typeof s === 'string' && SCOPE_TOKEN.test(s))) {
        return { message: 'The option "scopes" must be an array of OAuth scope names (no spaces or quotes).', hint: "Write scopes: ['notes:read', 'notes:write']." };
      }
      if (value.length > 0) policy.scopes = value as string[];
      return undefined;
    }
    case 'timeoutMs':
      if (!isMs(value, 1)) return { message: `The option "timeoutMs" must be a whole number of milliseconds from 1 to ${MAX_MS}.`, hint: 'Write timeoutMs: 5000 for five seconds.' };
      policy.timeoutMs = value as number;
      return undefined;
    case 'rateLimit': {
      const limit = rateLimit(value);
      if (!limit) return { message: 'The option "rateLimit" must be { limit, windowMs } with whole numbers of at least 1.', hint: 'Write rateLimit: { limit: 10, windowMs: 60000 } for ten calls a minute.' };
      policy.rateLimit = limit;
      return undefined;
    }
    default: {
      const cache = cacheHint(value);
      if (!cache) return { message: 'The option "cache" must be { ttlMs?, cacheScope? }: ttlMs a whole number of milliseconds (0 = revalidate), cacheScope "public" or "private".', hint: "Write cache: { ttlMs: 60000, cacheScope: 'public' }." };
      if (Object.keys(cache).length > 0) policy.cache = cache;
      return undefined;
    }
  }
}

function isMs(value: JsonValue, min: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= MAX_MS;
}

function isRecord(value: JsonValue): value is { [key: string]: JsonValue } {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function onlyKeys(value: { [key: string]: JsonValue }, keys: string[]): boolean {
  return Object.keys(value).every((key) => keys.includes(key));
}

function rateLimit(value: JsonValue): RateLimit | undefined {
  if (!isRecord(value) || !onlyKeys(value, ['limit', 'windowMs'])) return undefined;
  if (!isMs(value.limit, 1) || !isMs(value.windowMs, 1)) return undefined;
  return { limit: value.limit as number, windowMs: value.windowMs as number };
}

function cacheHint(value: JsonValue): CachePolicyHint | undefined {
  if (!isRecord(value) || !onlyKeys(value, ['ttlMs', 'cacheScope'])) return undefined;
  const hint: CachePolicyHint = {};
  if (value.ttlMs !== undefined) {
    if (!isMs(value.ttlMs, 0)) return undefined;
    hint.ttlMs = value.ttlMs as number;
  }
  if (value.cacheScope !== undefined) {
    if (value.cacheScope !== 'public' && value.cacheScope !== 'private') return undefined;
    hint.cacheScope = value.cacheScope;
  }
  return hint;
}

function marker(handler: DiscoveredHandler): string {
  return handler.kind === 'tool' ? 'Tool' : handler.kind === 'resource' ? 'Resource' : 'Prompt';
}

/** The option's `key: value` in the decorator's object literal, so the diagnostic points at it. */
function optionNode(handler: DiscoveredHandler, option: string): Node {
  const literal = handler.decorator.getArguments().find(Node.isObjectLiteralExpression);
  const property = literal?.getProperty(option);
  return property ?? handler.decorator;
}

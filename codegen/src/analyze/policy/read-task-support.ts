import type { JsonValue } from '../../discover/literal-value.js';

/** What a tool may declare as `task` (TaskSupport in @mcp-codegen/decorators). */
const TASK_SUPPORT = ['optional', 'required'] as const;

export type TaskSupport = (typeof TASK_SUPPORT)[number];

/** The problem with a `task` option value, or undefined when it is one of the allowed strings. */
export function taskSupportProblem(value: JsonValue): { message: string; hint: string } | undefined {
  if (typeof value === 'string' && (TASK_SUPPORT as readonly string[]).includes(value)) return undefined;
  return {
    message: `The option "task" must be 'optional' or 'required'; got ${JSON.stringify(value)}.`,
    hint: "Write task: 'optional' to run the call as a task for clients that support tasks, or task: 'required' to refuse the others; leave it out for a plain tool.",
  };
}

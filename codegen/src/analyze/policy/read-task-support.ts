import { isTaskSupport } from '@mcp-codegen/manifest';
import type { JsonValue } from '../../discover/literal-value.js';

/** The problem with a `task` option value, or undefined when it is one of TASK_SUPPORT (shared with the runtime through the manifest package). */
export function taskSupportProblem(value: JsonValue): { message: string; hint: string } | undefined {
  if (isTaskSupport(value)) return undefined;
  return {
    message: `The option "task" must be 'optional' or 'required'; got ${JSON.stringify(value)}.`,
    hint: "Write task: 'optional' to run the call as a task for clients that support tasks, or task: 'required' to refuse the others; leave it out for a plain tool.",
  };
}

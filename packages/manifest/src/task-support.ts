/**
 * What a tool may declare as `task` (the tasks extension): the one list that
 * build time (codegen checks the decorator) and run time (the policy type)
 * share.
 */
export const TASK_SUPPORT = ['optional', 'required'] as const;

export type TaskSupport = (typeof TASK_SUPPORT)[number];

export function isTaskSupport(value: unknown): value is TaskSupport {
  return typeof value === 'string' && (TASK_SUPPORT as readonly string[]).includes(value);
}

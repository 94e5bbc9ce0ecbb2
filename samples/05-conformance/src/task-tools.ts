import { setTimeout as sleep } from 'node:timers/promises';
import { Tool, ToolError, type McpContext } from '@mcp-codegen/decorators';

const confirmForm = (message: string) => ({
  message,
  requestedSchema: { type: 'object' as const, properties: { confirm: { type: 'boolean' as const } }, required: ['confirm'] },
});

/**
 * The tools the tasks extension scenarios (SEP-2663) call by name. Those
 * declared with `task` run as tasks for clients that declare the extension;
 * `greet` is an ordinary tool, for the checks that a plain call stays plain.
 */
export class TaskConformanceTools {
  /**
   * Greets someone, at once.
   * @param name Who to greet.
   */
  @Tool({ name: 'greet' })
  greet(name: string): string {
    return `Hello, ${name}!`;
  }

  /**
   * Works for a number of seconds, then reports what it computed; stops when the task is cancelled.
   * @param seconds How long to work.
   * @param label A label echoed in the result.
   */
  @Tool({ name: 'slow_compute', task: 'optional' })
  async slowCompute(seconds: number, label: string | undefined, ctx: McpContext): Promise<string> {
    const steps = Math.max(1, Math.ceil(seconds * 4));
    for (let step = 1; step <= steps && seconds > 0; step++) {
      await sleep((seconds * 1000) / steps, undefined, { signal: ctx.signal });
      ctx.progress(step, steps, `step ${step} of ${steps}`);
    }
    return `Computed ${label ?? 'result'} after ${seconds} s.`;
  }

  /** A job that always ends in a tool error (isError) after a second; clients must support tasks to call it. */
  @Tool({ name: 'failing_job', task: 'required' })
  async failingJob(ctx: McpContext): Promise<string> {
    await sleep(1000, undefined, { signal: ctx.signal });
    throw new ToolError('The job failed: the input data is invalid.');
  }

  /** A job that crashes: in a task, the crash is a protocol error and the task fails. */
  @Tool({ name: 'protocol_error_job', task: 'optional' })
  async protocolErrorJob(ctx: McpContext): Promise<string> {
    await sleep(100, undefined, { signal: ctx.signal });
    throw new Error('The job crashed.');
  }

  /**
   * Deletes a file once the user confirms (one input request in the task).
   * @param filename The file to delete.
   */
  @Tool({ name: 'confirm_delete', task: 'optional' })
  async confirmDelete(filename: string, ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(confirmForm(`Delete ${filename}?`));
    return answer.action === 'accept' && answer.content?.confirm === true ? `Deleted ${filename}.` : `Kept ${filename}.`;
  }

  /** Asks two questions at once (two input requests outstanding together). */
  @Tool({ name: 'multi_input', task: 'optional' })
  async multiInput(ctx: McpContext): Promise<string> {
    const [first, second] = await Promise.all([ctx.elicit(confirmForm('First question: proceed?')), ctx.elicit(confirmForm('Second question: proceed?'))]);
    return `first=${first.action}, second=${second.action}`;
  }

  /** Asks for the user's name first (in the request), then greets them from a task. */
  @Tool({ name: 'test_tool_with_task', task: 'required', inputBeforeTask: true })
  async toolWithTask(ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(
      { message: 'What is your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } },
      { inputKey: 'user_name' },
    );
    // Waiting on anything but input ends the request: from here on the call is a task.
    await sleep(200, undefined, { signal: ctx.signal });
    return `Hello, ${String(answer.content?.name ?? 'stranger')}!`;
  }
}

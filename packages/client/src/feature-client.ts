import type { McpClientLike } from './mcp-client-like.js';
import { type PromptResult, type ResourceContents, type ResourceRead } from './mcp-types.js';
import { UnexpectedResultError } from './tool-call-error.js';
import { toolOutput } from './tool-output.js';
import { TaskHandle } from './tasks/task-handle.js';
import type { CallOptions, FeatureClientOptions, ToolPlan } from './tool-plan.js';

/**
 * The base of every generated client: `Inputs` and `Outputs` map each tool
 * name to its argument and result types, so `callTool` checks both at
 * compile time. Generated subclasses add one method per tool.
 */
export class FeatureClient<Inputs extends object, Outputs extends { [K in keyof Inputs]: unknown }> {
  constructor(
    protected readonly client: McpClientLike,
    private readonly plans: { readonly [K in keyof Inputs]: ToolPlan },
    private readonly options: FeatureClientOptions = {},
  ) {}

  /** Calls a tool by name; an `isError` result rejects with `ToolCallError`. */
  async callTool<N extends keyof Inputs & string>(name: N, input: Inputs[N], options?: CallOptions): Promise<Outputs[N]> {
    const plan = this.plans[name];
    if (!plan) throw new TypeError(`This client has no tool "${name}".`);
    const raw = await this.client.callTool({ name, arguments: input as Record<string, unknown>, ...meta(options) });
    return toolOutput(name, plan, raw, this.options.validateOutput) as Outputs[N];
  }

  /**
   * Starts a tool call as a task (the io.modelcontextprotocol/tasks extension), through `options.tasks`.
   * The handle's `result()` resolves to the same typed value `callTool` would.
   */
  async startTask<N extends keyof Inputs & string>(name: N, input: Inputs[N], options?: CallOptions): Promise<TaskHandle<Outputs[N]>> {
    const plan = this.plans[name];
    if (!plan) throw new TypeError(`This client has no tool "${name}".`);
    const requester = this.options.tasks;
    if (!requester) throw new TypeError('Starting a task needs FeatureClientOptions.tasks (e.g. await modernRequester(transport)).');
    const raw = await requester.request('tools/call', { name, arguments: input as Record<string, unknown>, ...meta(options) });
    const output = (result: Record<string, unknown>) => toolOutput(name, plan, result, this.options.validateOutput) as Outputs[N];
    if (raw.resultType === 'task' && typeof raw.taskId === 'string') {
      return new TaskHandle(requester, raw.taskId, output, undefined, typeof raw.pollIntervalMs === 'number' ? raw.pollIntervalMs : undefined);
    }
    return new TaskHandle(requester, undefined, output, raw);
  }

  /** Reads a resource by URI. */
  async readResource(uri: string, options?: CallOptions): Promise<ResourceRead> {
    const raw = await this.client.readResource({ uri, ...meta(options) });
    const contents = (raw as { contents?: unknown } | null)?.contents;
    if (!Array.isArray(contents)) throw new UnexpectedResultError(`Reading ${uri} answered without a contents list.`, raw);
    const typed = contents as ResourceContents[];
    const text = typed.flatMap((item) => (typeof item.text === 'string' ? [item.text] : [])).join('\n');
    return { uri, contents: typed, text };
  }

  /** Gets a prompt by name; argument values are sent as strings, as the protocol wants. */
  async getPrompt(name: string, args: object, options?: CallOptions): Promise<PromptResult> {
    const strings: Record<string, string> = {};
    for (const [key, value] of Object.entries(args)) {
      if (value !== undefined) strings[key] = typeof value === 'string' ? value : JSON.stringify(value);
    }
    const raw = await this.client.getPrompt({ name, arguments: strings, ...meta(options) });
    if (!Array.isArray((raw as { messages?: unknown } | null)?.messages)) {
      throw new UnexpectedResultError(`The prompt "${name}" answered without messages.`, raw);
    }
    return raw as PromptResult;
  }
}

function meta(options: CallOptions | undefined): { _meta?: Record<string, unknown> } {
  return options?.meta ? { _meta: options.meta } : {};
}

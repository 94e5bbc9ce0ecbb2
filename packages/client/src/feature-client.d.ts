import type { McpClientLike } from './mcp-client-like.js';
import { type PromptResult, type ResourceRead } from './mcp-types.js';
import { TaskHandle } from './tasks/task-handle.js';
import type { CallOptions, FeatureClientOptions, ToolPlan } from './tool-plan.js';
/**
 * The base of every generated client: `Inputs` and `Outputs` map each tool
 * name to its argument and result types, so `callTool` checks both at
 * compile time. Generated subclasses add one method per tool.
 */
export declare class FeatureClient<Inputs extends object, Outputs extends {
    [K in keyof Inputs]: unknown;
}> {
    protected readonly client: McpClientLike;
    private readonly plans;
    private readonly options;
    constructor(client: McpClientLike, plans: {
        readonly [K in keyof Inputs]: ToolPlan;
    }, options?: FeatureClientOptions);
    /** Calls a tool by name; an `isError` result rejects with `ToolCallError`. */
    callTool<N extends keyof Inputs & string>(name: N, input: Inputs[N], options?: CallOptions): Promise<Outputs[N]>;
    /**
     * Starts a tool call as a task (the io.modelcontextprotocol/tasks extension), through `options.tasks`.
     * The handle's `result()` resolves to the same typed value `callTool` would.
     */
    startTask<N extends keyof Inputs & string>(name: N, input: Inputs[N], options?: CallOptions): Promise<TaskHandle<Outputs[N]>>;
    /** Reads a resource by URI. */
    readResource(uri: string, options?: CallOptions): Promise<ResourceRead>;
    /** Gets a prompt by name; argument values are sent as strings, as the protocol wants. */
    getPrompt(name: string, args: object, options?: CallOptions): Promise<PromptResult>;
}

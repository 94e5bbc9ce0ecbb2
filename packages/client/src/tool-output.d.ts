import type { OutputValidator, ToolPlan } from './tool-plan.js';
/** The server sent structured content its own output schema rejects (checked only on request). */
export declare class OutputValidationError extends Error {
    readonly tool: string;
    readonly problems: string[];
    readonly value: unknown;
    constructor(tool: string, problems: string[], value: unknown);
}
/** Turns a `tools/call` result into the value a typed method resolves to; `isError` is thrown. */
export declare function toolOutput(tool: string, plan: ToolPlan, raw: unknown, validate?: OutputValidator): unknown;

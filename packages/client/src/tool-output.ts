import { joinText, type ContentBlock, type ToolResult } from './mcp-types.js';
import { ToolCallError, UnexpectedResultError } from './tool-call-error.js';
import type { OutputValidator, ToolPlan } from './tool-plan.js';

/** The server sent structured content its own output schema rejects (checked only on request). */
export class OutputValidationError extends Error {
  constructor(
    readonly tool: string,
    readonly problems: string[],
    readonly value: unknown,
  ) {
    super(`The result of the tool "${tool}" does not match its output schema${problems.length ? `: ${problems.join('; ')}` : '.'}`);
    this.name = 'OutputValidationError';
  }
}

function asToolResult(tool: string, result: unknown): ToolResult {
  const content = (result as { content?: unknown } | null)?.content;
  if (!Array.isArray(content)) throw new UnexpectedResultError(`The tool "${tool}" answered without a content list.`, result);
  return result as ToolResult;
}

/** Turns a `tools/call` result into the value a typed method resolves to; `isError` is thrown. */
export function toolOutput(tool: string, plan: ToolPlan, raw: unknown, validate?: OutputValidator): unknown {
  const result = asToolResult(tool, raw);
  if (result.isError) throw new ToolCallError(tool, result.content as ContentBlock[], result.structuredContent);
  if (plan.output === 'text') return joinText(result.content);
  if (plan.output === 'result') return result;
  const structured = result.structuredContent;
  if (structured === null || typeof structured !== 'object') {
    throw new UnexpectedResultError(`The tool "${tool}" answered without structuredContent.`, raw);
  }
  if (validate && plan.outputSchema) {
    const verdict = validate(plan.outputSchema, structured, tool);
    if (verdict !== true && !(Array.isArray(verdict) && verdict.length === 0)) {
      throw new OutputValidationError(tool, Array.isArray(verdict) ? verdict : [], structured);
    }
  }
  return plan.output === 'wrapped' ? structured.result : structured;
}

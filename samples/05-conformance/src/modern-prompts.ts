import { Prompt, type McpContext } from '@mcp-codegen/decorators';

/** The prompt the 2026-07-28 scenarios get by name: InputRequiredResult is not only for tools. */
export class ModernConformancePrompts {
  /** A prompt that asks the user for context first. */
  @Prompt({ name: 'test_input_required_result_prompt', title: 'Prompt Needing Input' })
  async needsInput(ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(
      { message: 'What context should the prompt use?', requestedSchema: { type: 'object', properties: { context: { type: 'string' } }, required: ['context'] } },
      { inputKey: 'user_context' },
    );
    return `Use this context: ${String(answer.content?.context)}`;
  }
}

import { Tool, ToolError, type McpContext } from '@mcp-codegen/decorators';
import { ListChanges } from './list-changes.js';

const nameForm = (message: string, property: string) => ({
  message,
  requestedSchema: { type: 'object' as const, properties: { [property]: { type: 'string' as const } }, required: [property] },
});

const textOf = (content: unknown) => (content !== null && typeof content === 'object' && 'text' in content ? String(content.text) : JSON.stringify(content));

/**
 * The tools the 2026-07-28 conformance scenarios call by name. They use the
 * ordinary context calls: on the 2025 wire these are requests to the client,
 * on the 2026-07-28 wire they become InputRequiredResults, keyed by inputKey.
 */
export class ModernConformanceTools {
  constructor(private readonly changes: ListChanges) {}

  /**
   * Runs a query in a region; the region is mirrored into the Mcp-Param-Region header (SEP-2243).
   * @param region Where to run the query.
   * @param query The query to run.
   */
  // #region custom-headers
  @Tool({ name: 'test_custom_headers' })
  customHeaders(/** @header Region */ region: string, query: string): string {
    return `Ran ${JSON.stringify(query)} in ${region}.`;
  }
  // #endregion

  /** Asks the user for their name (one elicitation). */
  @Tool({ name: 'test_input_required_result_elicitation' })
  async elicitation(ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(nameForm('What is your name?', 'name'), { inputKey: 'user_name' });
    return `Hello, ${String(answer.content?.name ?? 'stranger')}!`;
  }

  /** Asks the client's model a question (one sampling request). */
  @Tool({ name: 'test_input_required_result_sampling' })
  async sampling(ctx: McpContext): Promise<string> {
    const answer = await ctx.sample(
      { messages: [{ role: 'user', content: { type: 'text', text: 'What is the capital of France?' } }], maxTokens: 100 },
      { inputKey: 'capital_question' },
    );
    return `Sampling response: ${textOf(answer.content)}`;
  }

  /** Lists the client's roots. */
  @Tool({ name: 'test_input_required_result_list_roots' })
  async listRoots(ctx: McpContext): Promise<string> {
    const { roots } = await ctx.listRoots({ inputKey: 'client_roots' });
    return `Roots: ${roots.map((root) => root.uri).join(', ')}`;
  }

  /** Asks for a confirmation; the answer comes back with the signed requestState. */
  @Tool({ name: 'test_input_required_result_request_state' })
  async requestState(ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(
      { message: 'Please confirm', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] } },
      { inputKey: 'confirm' },
    );
    return `state-ok: confirmed=${String(answer.content?.ok)}`;
  }

  /** Asks for three inputs at once. */
  @Tool({ name: 'test_input_required_result_multiple_inputs' })
  async multipleInputs(ctx: McpContext): Promise<string> {
    const [name, greeting, roots] = await Promise.all([
      ctx.elicit(nameForm('What is your name?', 'name'), { inputKey: 'user_name' }),
      ctx.sample({ messages: [{ role: 'user', content: { type: 'text', text: 'Generate a greeting' } }], maxTokens: 50 }, { inputKey: 'greeting' }),
      ctx.listRoots({ inputKey: 'client_roots' }),
    ]);
    return `name=${String(name.content?.name)}, greeting=${textOf(greeting.content)}, roots=${roots.roots.length}`;
  }

  /** Asks two questions, one round each. */
  @Tool({ name: 'test_input_required_result_multi_round' })
  async multiRound(ctx: McpContext): Promise<string> {
    const step1 = await ctx.elicit(nameForm('Step 1: What is your name?', 'name'), { inputKey: 'step1' });
    const step2 = await ctx.elicit(nameForm('Step 2: What is your favorite color?', 'color'), { inputKey: 'step2' });
    return `name=${String(step1.content?.name)}, color=${String(step2.content?.color)}`;
  }

  /** Like test_input_required_result_elicitation; the suite tampers with its requestState. */
  @Tool({ name: 'test_input_required_result_tampered_state' })
  async tamperedState(ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(nameForm('What is your name?', 'name'), { inputKey: 'user_name' });
    return `Hello, ${String(answer.content?.name)}!`;
  }

  /** Asks only for what the client declared it can do. */
  @Tool({ name: 'test_input_required_result_capabilities' })
  async capabilities(ctx: McpContext): Promise<string> {
    const declared = ctx.clientCapabilities ?? {};
    const asks: Array<Promise<unknown>> = [];
    if (declared.sampling) asks.push(ctx.sample({ messages: [{ role: 'user', content: { type: 'text', text: 'Say hi' } }], maxTokens: 10 }, { inputKey: 'sampling_request' }));
    if (declared.elicitation) asks.push(ctx.elicit(nameForm('What is your name?', 'name'), { inputKey: 'elicitation_request' }));
    if (declared.roots) asks.push(ctx.listRoots({ inputKey: 'roots_request' }));
    await Promise.all(asks);
    return `Used ${asks.length} client capabilities.`;
  }

  /** Needs sampling, whether or not the client declared it (the server must refuse with -32021). */
  @Tool({ name: 'test_missing_capability' })
  async missingCapability(ctx: McpContext): Promise<string> {
    const answer = await ctx.sample({ messages: [{ role: 'user', content: { type: 'text', text: 'Hello' } }], maxTokens: 10 });
    return textOf(answer.content);
  }

  /** Elicits while the request is open: the response stream must carry no server-to-client request. */
  @Tool({ name: 'test_streaming_elicitation' })
  async streamingElicitation(ctx: McpContext): Promise<string> {
    ctx.progress(0, 1, 'asking');
    const answer = await ctx.elicit(nameForm('What is your name?', 'name'), { inputKey: 'user_name' });
    return `Hello, ${String(answer.content?.name)}!`;
  }

  /** Writes three log messages (sent only when the request asks for a log level). */
  @Tool({ name: 'test_logging_tool' })
  logging(ctx: McpContext): string {
    ctx.log.info('first');
    ctx.log.info('second');
    ctx.log.info('third');
    return 'logged';
  }

  /** Changes the tool list, so listeners hear tools/list_changed. */
  @Tool({ name: 'test_trigger_tool_change' })
  triggerToolChange(): string {
    if (!this.changes.toggle) throw new ToolError('This server cannot change its lists.');
    this.changes.change('tools', 'test_simple_text');
    return 'The tool list changed.';
  }

  /** Changes the prompt list, so listeners hear prompts/list_changed. */
  @Tool({ name: 'test_trigger_prompt_change' })
  triggerPromptChange(): string {
    if (!this.changes.toggle) throw new ToolError('This server cannot change its lists.');
    this.changes.change('prompts', 'test_simple_prompt');
    return 'The prompt list changed.';
  }
}

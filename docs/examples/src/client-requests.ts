import { Tool, type McpContext } from '@mcp-codegen/decorators';

/** A tool that asks the client for a sample, user input and its roots (docs/protocol.md). */
export class Assistant {
  /** Summarize a text for a project the user picks. */
  @Tool()
  async assist(text: string, ctx: McpContext): Promise<string> {
    const chosen: unknown[] = [];
    const use = (project: unknown) => chosen.push(project);
    // #region ask-client
    const reply = await ctx.sample({
      messages: [{ role: 'user', content: { type: 'text', text: `Summarize: ${text}` } }],
      maxTokens: 200,
    });

    const answer = await ctx.elicit({
      message: 'Which project?',
      requestedSchema: { type: 'object', properties: { project: { type: 'string' } }, required: ['project'] },
    });
    if (answer.action === 'accept') use(answer.content!.project);

    await ctx.elicit({ mode: 'url', message: 'Sign in to GitHub', url: 'https://example.com/oauth', elicitationId: 'e-42' });

    const { roots } = await ctx.listRoots();
    // #endregion
    return JSON.stringify({ reply: reply.content, chosen, roots: roots.length });
  }

  // #region greet
  /** Greets the user by the name they give. */
  @Tool()
  async greet(ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(
      { message: 'What is your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } },
      { inputKey: 'user_name' }, // optional; default "elicitation-1", "sampling-1", "roots-1", ...
    );
    return `Hello, ${answer.content?.name}!`;
  }
  // #endregion
}

/**
 * How many tokens a tool costs a model's context, estimated without a
 * tokenizer: every client sends the tool's name, description and schemas to
 * the model on every turn, so this is what a large catalogue spends.
 *
 * The method (docs/catalogue.md, "Token budget"): the JSON text of
 * `{ name, title, description, inputSchema, outputSchema }`; one token per 4
 * ASCII characters (rounded up), plus one per other character (CJK text and
 * emoji run near one token each). Measured once against OpenAI's o200k_base
 * tokenizer on the 86 tools of the samples and docs/examples: the sum is
 * within 9% (1.087×), a tool between 0.64× (long regex patterns) and 1.33×.
 * Claude's tokenizer is not public; treat the numbers as an estimate for
 * comparing tools and budgets.
 */
import type { ToolDescriptor } from '@mcp-codegen/manifest';

/** Names the method in the manifest, so a later, better estimate can be told apart. */
export const TOKEN_METHOD = 'json-chars/4';

/** What a client puts in front of the model for one tool. */
export function toolContextText(tool: ToolDescriptor): string {
  const { name, title, description, inputSchema, outputSchema } = tool;
  return JSON.stringify({ name, title, description, inputSchema, outputSchema });
}

export function estimateTextTokens(text: string): number {
  let ascii = 0;
  let other = 0;
  for (const char of text) {
    if (char.charCodeAt(0) < 0x80) ascii++;
    else other++;
  }
  return Math.ceil(ascii / 4) + other;
}

export function estimateToolTokens(tool: ToolDescriptor): number {
  return estimateTextTokens(toolContextText(tool));
}

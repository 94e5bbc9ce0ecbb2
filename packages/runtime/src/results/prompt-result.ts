/** Turns a prompt handler's return value into a GetPromptResult, by the binding's ResultKind. */
import type { GetPromptResult, PromptMessage } from '@mcp-codegen/decorators';
import type { ResultKind } from '@mcp-codegen/manifest';
import { isContentBlock } from './content-blocks.js';
import { hasArray, jsonText } from './values.js';

function userText(text: string): PromptMessage {
  return { role: 'user', content: { type: 'text', text } };
}

/** A bare string or content block in a message list is a user message, for convenience. */
function toMessage(item: unknown): PromptMessage {
  if (typeof item === 'string') return userText(item);
  if (isContentBlock(item)) return { role: 'user', content: item };
  return item as PromptMessage;
}

function messages(list: PromptMessage[], description: string | undefined): GetPromptResult {
  return description === undefined ? { messages: list } : { description, messages: list };
}

/** `description` comes from the prompt's descriptor; a returned `{ description, messages }` keeps its own. */
export function promptResult(value: unknown, kind: ResultKind, description: string | undefined): GetPromptResult {
  if (kind === 'result') return value as GetPromptResult;
  if (value === undefined || value === null) return messages([], description);
  if (kind === 'text' || typeof value === 'string') return messages([userText(String(value))], description);
  if (Array.isArray(value)) return messages(value.map(toMessage), description);
  if (isContentBlock(value)) return messages([toMessage(value)], description);
  if (hasArray(value, 'messages')) {
    const result = value as GetPromptResult;
    const list = result.messages.map(toMessage);
    return result.description === undefined ? { ...result, ...messages(list, description) } : { ...result, messages: list };
  }
  return messages([userText(jsonText(value, 2))], description);
}

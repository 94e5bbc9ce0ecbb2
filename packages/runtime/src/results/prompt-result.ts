/** Turns a prompt handler's return value into a GetPromptResult, by the binding's ResultKind. */
import type { GetPromptResult, PromptMessage } from '@mcp-codegen/decorators';
import type { ResultKind } from '@mcp-codegen/manifest';
import { hasArray, jsonText } from './values.js';

function userText(text: string): PromptMessage {
  return { role: 'user', content: { type: 'text', text } };
}

/** A bare string in a message list is a user message, for convenience. */
function toMessages(value: unknown[]): PromptMessage[] {
  return value.map((m) => (typeof m === 'string' ? userText(m) : (m as PromptMessage)));
}

function messages(list: PromptMessage[], description: string | undefined): GetPromptResult {
  return description === undefined ? { messages: list } : { description, messages: list };
}

/** `description` comes from the prompt's descriptor. */
export function promptResult(value: unknown, kind: ResultKind, description: string | undefined): GetPromptResult {
  if (kind === 'result') return value as GetPromptResult;
  if (kind === 'text' || typeof value === 'string') return messages([userText(String(value))], description);
  if (Array.isArray(value)) return messages(toMessages(value), description);
  if (hasArray(value, 'messages')) return value as GetPromptResult;
  if (value === undefined || value === null) return messages([], description);
  return messages([userText(jsonText(value, 2))], description);
}

/**
 * Applies sanitizeText to the text a client shows: text content blocks,
 * embedded resource text, prompt message text and resource contents text.
 * Copy on write: a clean result (nearly all) is returned as it is, and a
 * handler's own objects are never changed. structuredContent is data, not
 * display text, and stays as the handler returned it.
 */
import type { CallToolResult, GetPromptResult, ReadResourceResult } from '@mcp-codegen/decorators';
import { hasUnsafeText, sanitizeText } from './sanitize-text.js';
import { TextResult } from '../text-result.js';

type Loose = Record<string, unknown>;

function cleanContents(contents: Loose): Loose {
  return typeof contents.text === 'string' && hasUnsafeText(contents.text) ? { ...contents, text: sanitizeText(contents.text) } : contents;
}

function cleanBlock(block: Loose): Loose {
  if (block === null || typeof block !== 'object') return block;
  if (block.type === 'text' && typeof block.text === 'string') {
    return hasUnsafeText(block.text) ? { ...block, text: sanitizeText(block.text) } : block;
  }
  if (block.type === 'resource' && typeof block.resource === 'object' && block.resource !== null) {
    const resource = cleanContents(block.resource as Loose);
    return resource === block.resource ? block : { ...block, resource };
  }
  return block;
}

/** The same array when no item changed. */
function mapSame<T>(items: readonly T[], clean: (item: T) => T): readonly T[] {
  let out: T[] | undefined;
  for (let i = 0; i < items.length; i++) {
    const item = clean(items[i]);
    if (item !== items[i]) (out ??= items.slice())[i] = item;
  }
  return out ?? items;
}

export function sanitizeToolResult(result: CallToolResult): CallToolResult {
  // The runtime's own text result (most tools' result) is one text block: clean, it is returned as it is, with no walk.
  if (result instanceof TextResult && result.content.length === 1) {
    const block = result.content[0]!;
    if (block.type === 'text' && typeof block.text === 'string' && !hasUnsafeText(block.text)) return result;
  }
  if (!Array.isArray(result?.content)) return result;
  const content = mapSame(result.content as unknown as Loose[], cleanBlock);
  return content === (result.content as unknown) ? result : ({ ...result, content } as unknown as CallToolResult);
}

export function sanitizePromptResult(result: GetPromptResult): GetPromptResult {
  if (!Array.isArray(result?.messages)) return result;
  const messages = mapSame(result.messages as unknown as Loose[], (message) => {
    if (message === null || typeof message !== 'object' || typeof message.content !== 'object') return message;
    const content = cleanBlock(message.content as Loose);
    return content === message.content ? message : { ...message, content };
  });
  return messages === (result.messages as unknown) ? result : ({ ...result, messages } as unknown as GetPromptResult);
}

export function sanitizeResourceResult(result: ReadResourceResult): ReadResourceResult {
  if (!Array.isArray(result?.contents)) return result;
  const contents = mapSame(result.contents as unknown as Loose[], (item) => (item !== null && typeof item === 'object' ? cleanContents(item) : item));
  return contents === (result.contents as unknown) ? result : ({ ...result, contents } as unknown as ReadResourceResult);
}

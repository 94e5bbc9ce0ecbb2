/**
 * What textResult makes: one text block, and `isError` when set. An ordinary
 * CallToolResult to everything that reads it, which also writes its own JSON
 * text (protocol/wire/message-json.ts): Node 20's JSON.stringify looks up
 * `toJSON` on every object it meets, so this common reply (most tools' result,
 * every argument error) costs a quarter of what JSON.stringify of it does.
 */
import type { CallToolResult, TextContent } from '@mcp-codegen/decorators';
import { jsonString, OWN_JSON, type WritesOwnJson } from './own-json.js';

export class TextResult implements CallToolResult, WritesOwnJson {
  content: TextContent[];
  // Declared, not a field: a result that is no error has no isError member at all.
  declare isError?: boolean;

  constructor(text: string, isError: boolean) {
    this.content = [{ type: 'text', text }];
    if (isError) this.isError = true;
  }

  /**
   * JSON.stringify's text of this result while it has the members it was
   * made with; undefined (stringify it) when anyone changed it since. The
   * runtime never does (its results are copy-on-write), but this stays exact.
   */
  [OWN_JSON](): string | undefined {
    const { content, isError } = this;
    if (!Array.isArray(content) || content.length !== 1 || !hasKeys(this, 'content', isError === true ? 'isError' : undefined)) return undefined;
    const block: unknown = content[0];
    if (typeof block !== 'object' || block === null || !hasKeys(block, 'type', 'text')) return undefined;
    const { type, text } = block as { type: unknown; text: unknown };
    if (type !== 'text' || typeof text !== 'string') return undefined;
    return `{"content":[{"type":"text","text":${jsonString(text)}}]${isError === true ? ',"isError":true' : ''}}`;
  }
}

/** True when the object's enumerable keys are exactly these, in this order (for-in: no array made). */
function hasKeys(object: object, first: string, second: string | undefined): boolean {
  let index = 0;
  for (const key in object) {
    if (key !== (index === 0 ? first : index === 1 ? second : undefined)) return false;
    index++;
  }
  return index === (second === undefined ? 1 : 2);
}

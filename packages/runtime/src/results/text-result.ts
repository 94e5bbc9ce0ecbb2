/**
 * What textResult makes: one text block, and `isError` when set. An ordinary
 * CallToolResult to everything that reads it, which also writes its own JSON
 * text (protocol/wire/message-json.ts): Node 20's JSON.stringify looks up
 * `toJSON` on every object it meets, so this common reply (most tools' result,
 * every argument error) costs a quarter of what JSON.stringify of it does.
 * Made for one reply and never kept or shared: the 2026-07-28 wire stamps
 * `resultType` on it in place (protocol/modern/modern-methods.ts), and that
 * reply writes its own JSON as well.
 */
import type { CallToolResult, TextContent } from '@mcp-codegen/decorators';
import { jsonString, OWN_JSON, type WritesOwnJson } from './own-json.js';

export class TextResult implements CallToolResult, WritesOwnJson {
  content: TextContent[];
  // Declared, not fields: a result that is no error has no isError member at all, and only the 2026-07-28 wire's has resultType.
  declare isError?: boolean;
  declare resultType?: string;

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
    const { content, isError, resultType } = this as { content: unknown; isError?: unknown; resultType?: unknown };
    if (resultType !== undefined && typeof resultType !== 'string') return undefined;
    if (!hasKeys(this, MEMBERS[isError === true ? 1 : 0][resultType === undefined ? 0 : 1]) || !Array.isArray(content) || content.length !== 1) return undefined;
    const block: unknown = content[0];
    if (typeof block !== 'object' || block === null || !hasKeys(block, BLOCK_MEMBERS)) return undefined;
    const { type, text } = block as { type: unknown; text: unknown };
    if (type !== 'text' || typeof text !== 'string') return undefined;
    const stamp = resultType === undefined ? '' : `,"resultType":${jsonString(resultType)}`;
    return `{"content":[{"type":"text","text":${jsonString(text)}}]${isError === true ? ',"isError":true' : ''}${stamp}}`;
  }
}

/** A TextResult's members in the order it gets them: [isError][resultType]. */
const MEMBERS = [
  [['content'], ['content', 'resultType']],
  [['content', 'isError'], ['content', 'isError', 'resultType']],
] as const;
const BLOCK_MEMBERS = ['type', 'text'] as const;

/** True when the object's enumerable keys are exactly these, in this order (for-in: no array made). */
function hasKeys(object: object, keys: readonly string[]): boolean {
  let index = 0;
  for (const key in object) {
    if (key !== keys[index]) return false;
    index++;
  }
  return index === keys.length;
}

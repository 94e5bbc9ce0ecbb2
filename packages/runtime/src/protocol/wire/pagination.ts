/**
 * Opaque cursors for the list methods. The pages of a list are cut once,
 * when the list is built or changes, and served as they are. A cursor names
 * a page by its index; after a change (the client gets list_changed) an old
 * cursor reads that index of the new pages, and one past the end reads as an
 * empty last page, so a client paging through never gets stuck. Each page's
 * JSON text is made once, on first send (see message-json.ts).
 */
import { reusableJson, reusableJsonWithText } from './message-json.js';
import { invalidParams } from './params.js';

// Large enough that a server of a thousand tools answers in one reply: some
// clients never follow nextCursor, and one page is also the fastest first list.
export const DEFAULT_PAGE_SIZE = 1000;

function cursorFor(page: number): string {
  return btoa(`page:${page}`);
}

/** The page index a cursor names, or undefined when it is not one of ours. */
function pageOf(cursor: string): number | undefined {
  let text: string;
  try {
    text = atob(cursor);
  } catch {
    return undefined;
  }
  const match = /^page:(\d{1,9})$/.exec(text);
  return match ? Number(match[1]) : undefined;
}

export class Pages {
  private readonly pages: object[];
  private readonly empty: object;

  /** `itemsJson`: the JSON text of `items`, when known; a list that fits one page is then sent as it is. */
  constructor(
    key: string,
    /** Every item, in list order (schema-profiles.ts cuts variant pages from them). */
    readonly items: readonly unknown[],
    readonly pageSize: number,
    itemsJson?: string,
  ) {
    this.pages = [];
    if (itemsJson !== undefined && items.length <= pageSize) {
      this.pages.push(reusableJsonWithText({ [key]: items.slice() }, `{${JSON.stringify(key)}:${itemsJson}}`));
    } else {
      for (let start = 0, page = 0; start < items.length || page === 0; start += pageSize, page++) {
        const result: Record<string, unknown> = { [key]: items.slice(start, start + pageSize) };
        if (start + pageSize < items.length) result.nextCursor = cursorFor(page + 1);
        this.pages.push(reusableJson(result));
      }
    }
    this.empty = reusableJson({ [key]: [] });
  }

  /** The result for `params.cursor`: absent or null is the first page; a cursor we did not make is -32602. */
  page(cursor: unknown): object {
    if (cursor === undefined || cursor === null) return this.pages[0];
    const index = typeof cursor === 'string' ? pageOf(cursor) : undefined;
    if (index === undefined) throw invalidParams('"cursor" is not a cursor this server issued', { cursor });
    return this.pages[index] ?? this.empty;
  }
}

export function checkPageSize(pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new Error(`pageSize must be a positive integer, got ${String(pageSize)}.`);
  return pageSize;
}

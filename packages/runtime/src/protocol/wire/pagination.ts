/**
 * Opaque cursors for the list methods. The pages of a list are cut once,
 * when the list is built or changes, and served as they are. A cursor names
 * a page by its index; after a change (the client gets list_changed) an old
 * cursor reads that index of the new pages, and one past the end reads as an
 * empty last page, so a client paging through never gets stuck. Each page's
 * JSON text is made once, on first send (see message-json.ts).
 */
import type { ListItems } from '../../composition/catalog.js';
import type { JsonText } from '../../composition/lists-json.js';
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
  private readonly read: () => readonly unknown[];

  /**
   * `itemsJson`: the JSON text of `items`, when known; a list that fits one page is then sent as it
   * is, and its items are read only when something reads the page's result (in-process callers).
   */
  constructor(
    key: string,
    items: readonly unknown[] | ListItems,
    readonly pageSize: number,
    itemsJson?: JsonText,
  ) {
    const list: ListItems = isList(items) ? { count: items.length, read: () => items } : items;
    this.read = list.read;
    this.pages = [];
    if (itemsJson !== undefined && list.count <= pageSize) {
      this.pages.push(reusableJsonWithText(copiedOnFirstRead(key, list.read), `{${JSON.stringify(key)}:`, itemsJson, '}'));
    } else {
      const all = list.read();
      for (let start = 0, page = 0; start < all.length || page === 0; start += pageSize, page++) {
        const result: Record<string, unknown> = { [key]: all.slice(start, start + pageSize) };
        if (start + pageSize < all.length) result.nextCursor = cursorFor(page + 1);
        this.pages.push(reusableJson(result));
      }
    }
    this.empty = reusableJson({ [key]: [] });
  }

  /** Every item, in list order (schema-profiles.ts cuts variant pages from them). */
  get items(): readonly unknown[] {
    return this.read();
  }

  /** The result for `params.cursor`: absent or null is the first page; a cursor we did not make is -32602. */
  page(cursor: unknown): object {
    if (cursor === undefined || cursor === null) return this.pages[0];
    const index = typeof cursor === 'string' ? pageOf(cursor) : undefined;
    if (index === undefined) throw invalidParams('"cursor" is not a cursor this server issued', { cursor });
    return this.pages[index] ?? this.empty;
  }
}

function isList(items: readonly unknown[] | ListItems): items is readonly unknown[] {
  return Array.isArray(items);
}

/**
 * `{ [key]: a copy of the items }`, the copy made on first read (or write): the same
 * object to everything that reads it, but a list sent from its text is never read.
 */
function copiedOnFirstRead(key: string, read: () => readonly unknown[]): object {
  const result = {};
  const settle = (value: unknown) => Object.defineProperty(result, key, { value, writable: true, enumerable: true, configurable: true });
  return Object.defineProperty(result, key, {
    get: () => (settle(read().slice()) as Record<string, unknown>)[key],
    set: settle,
    enumerable: true,
    configurable: true,
  });
}

export function checkPageSize(pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new Error(`pageSize must be a positive integer, got ${String(pageSize)}.`);
  return pageSize;
}

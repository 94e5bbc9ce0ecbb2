/** How urgent a note is. */
export type Priority = 'low' | 'normal' | 'high';

/** The order of search results. */
export enum SortOrder {
  Newest = 'newest',
  Oldest = 'oldest',
}

export interface Note {
  /** Stable identifier, such as "n1". */
  id: string;
  title: string;
  /** The text, in Markdown. */
  body: string;
  tags: string[];
  priority: Priority;
  /** ISO 8601 time of creation. */
  createdAt: string;
}

export interface SearchResult {
  /** The matching notes, at most `limit` of them. */
  notes: Note[];
  /** How many notes matched before the limit applied. */
  total: number;
}

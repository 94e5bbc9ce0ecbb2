import { Complete, Resource, Tool, Use } from '@mcp-codegen/decorators';
import { Audit } from './audit.js';
import { NoteStore } from './note-store.js';
import { SortOrder, type Note, type Priority, type SearchResult } from './note.js';

/** Tools and resources of the notebook. The store is injected by the generated code; Audit times every call. */
// #region use
@Use(Audit)
export class Notes {
  constructor(private readonly store: NoteStore) {}
  // #endregion

  /**
   * Create a note and return it.
   * @param title Short title shown in lists
   * @param body The text of the note, in Markdown
   * @param tags Labels to find the note by
   * @param priority How urgent the note is
   */
  @Tool({ title: 'Add note' })
  addNote(title: string, body: string, tags: string[] = [], priority: Priority = 'normal'): Note {
    return this.store.add(title, body, tags, priority);
  }

  /**
   * Find notes whose title, body or tags contain the text.
   * @param query Text to look for, case-insensitive
   * @param limit The most notes to return
   * @param order Which notes come first
   */
  @Tool({ title: 'Search notes', annotations: { readOnlyHint: true } })
  async searchNotes(query: string, limit?: number, order: SortOrder = SortOrder.Newest): Promise<SearchResult> {
    const needle = query.toLowerCase();
    const found = this.store
      .all()
      .filter((n) => [n.title, n.body, ...n.tags].some((text) => text.toLowerCase().includes(needle)));
    found.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id, 'en', { numeric: true }));
    if (order === SortOrder.Newest) found.reverse();
    return { notes: found.slice(0, limit ?? found.length), total: found.length };
  }

  /**
   * Delete a note for good.
   * @param id The note's identifier, such as "n1"
   */
  @Tool({ title: 'Delete note', annotations: { destructiveHint: true, idempotentHint: true } })
  deleteNote(id: string): string {
    this.store.remove(id); // NoteNotFound when there is none: noteErrors says what that means to a client.
    return `Deleted note ${id}.`;
  }

  /** Every note's id and title, as a Markdown list. */
  @Resource('notes://index', { name: 'index', title: 'Note index', mimeType: 'text/markdown' })
  index(): string {
    return this.store
      .all()
      .map((n) => `- ${n.id}: ${n.title}`)
      .join('\n');
  }

  /**
   * One note as JSON.
   * @param id The note's identifier
   */
  @Resource('notes://notes/{id}', { name: 'note', mimeType: 'application/json' })
  note(id: string): Note {
    return this.store.require(id);
  }

  // #region search-templates (quoted in docs/templates.md)
  /**
   * Notes found by a query, as JSON; every query variable may be left out.
   * @param q Text to look for in titles, bodies and tags
   * @param limit The most notes to return
   * @param priority Only notes of this priority
   */
  @Resource('notes://search{?q,limit,priority}', { name: 'search', mimeType: 'application/json' })
  search(q?: string, limit?: number, priority?: Priority): SearchResult {
    const needle = (q ?? '').toLowerCase();
    const found = this.store
      .all()
      .filter((n) => priority === undefined || n.priority === priority)
      .filter((n) => [n.title, n.body, ...n.tags].some((text) => text.toLowerCase().includes(needle)));
    return { notes: found.slice(0, limit ?? found.length), total: found.length };
  }

  /**
   * Several notes as one Markdown document, such as notes://bundle/n1/n2.
   * @param ids The notes' identifiers, one path segment each
   */
  @Resource('notes://bundle{/ids*}', { name: 'bundle', mimeType: 'text/markdown' })
  bundle(ids: string[]): string {
    return ids.map((id) => this.store.get(id)).map((n, i) => (n ? `# ${n.title}\n\n${n.body}` : `# (no note "${ids[i]}")`)).join('\n\n');
  }
  // #endregion

  /** Suggests note ids that start with what the user has typed. */
  @Complete({ prompt: 'summarize', argument: 'id' })
  @Complete({ resource: 'notes://notes/{id}', argument: 'id' })
  noteIds(value: string): string[] {
    return this.store
      .all()
      .map((n) => n.id)
      .filter((id) => id.startsWith(value));
  }
}

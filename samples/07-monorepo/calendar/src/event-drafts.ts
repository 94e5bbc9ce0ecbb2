import { Tool } from '@mcp-codegen/decorators';
import { StateHandles } from '@mcp-codegen/runtime';
import { EventStore, type CalendarEvent } from './event-store.js';

interface Draft {
  title: string;
  date: string;
  attendees: string[];
}

/**
 * A multi-step tool flow with an explicit state handle (the 2026-07-28
 * pattern: no session to keep a draft in). draftEvent returns a handle; the
 * later calls pass it back. Handles expire after 15 minutes.
 */
// #region drafts
export class EventDrafts {
  private readonly drafts = new StateHandles<Draft>({ kind: 'draft', createTool: 'draftEvent', ttlMs: 15 * 60_000 });

  constructor(private readonly store: EventStore) {}

  /**
   * Start a draft event; returns the handle to pass to inviteToDraft and confirmDraft.
   * @param title What happens
   * @param date ISO 8601 date, such as "2025-06-01"
   */
  @Tool()
  async draftEvent(title: string, date: string): Promise<{ draft: string }> {
    return { draft: await this.drafts.issue({ title, date, attendees: [] }) };
  }

  // #endregion

  /**
   * Invite someone to a draft event.
   * @param draft The handle draftEvent returned
   * @param attendee Who to invite
   */
  @Tool()
  async inviteToDraft(draft: string, attendee: string): Promise<{ attendees: string[] }> {
    const current = await this.drafts.resolve(draft);
    const next = { ...current, attendees: [...current.attendees, attendee] };
    await this.drafts.update(draft, next);
    return { attendees: next.attendees };
  }

  /**
   * Add the draft to the calendar; its handle is used up.
   * @param draft The handle draftEvent returned
   */
  @Tool()
  async confirmDraft(draft: string): Promise<CalendarEvent & { attendees: string[] }> {
    const { title, date, attendees } = await this.drafts.resolve(draft);
    await this.drafts.release(draft);
    return { ...this.store.add(title, date), attendees };
  }
}

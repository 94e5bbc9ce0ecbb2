export interface CalendarEvent {
  id: string;
  title: string;
  /** ISO 8601 date, such as "2025-06-01". */
  date: string;
}

/** In memory here; a real one would hold a database handle, closed by dispose() when the server stops. */
export class EventStore {
  private readonly events = new Map<string, CalendarEvent>();
  disposed = false;

  add(title: string, date: string): CalendarEvent {
    const event = { id: `e${this.events.size + 1}`, title, date };
    this.events.set(event.id, event);
    return event;
  }

  get(id: string): CalendarEvent | undefined {
    return this.events.get(id);
  }

  all(): CalendarEvent[] {
    return [...this.events.values()];
  }

  /** Called once by the server's container on close. */
  dispose(): void {
    this.disposed = true;
    this.events.clear();
  }
}

import { Prompt, Resource, Tool, ToolError } from '@mcp-codegen/decorators';
import { EventStore, type CalendarEvent } from './event-store.js';

/** The store is a class, so it is injected by type: no token needed. */
export class CalendarTools {
  constructor(private readonly store: EventStore) {}

  /**
   * Add an event to the calendar.
   * @param title What happens
   * @param date ISO 8601 date, such as "2025-06-01"
   */
  @Tool()
  addEvent(title: string, date: string): CalendarEvent {
    return this.store.add(title, date);
  }

  /** Every event, in the order added. */
  @Tool({ annotations: { readOnlyHint: true } })
  listEvents(): { events: CalendarEvent[] } {
    return { events: this.store.all() };
  }

  /** Whether the calendar answers. Weather has a `status` tool too: the server app namespaces this feature. */
  @Tool()
  status(): string {
    return `calendar: ${this.store.all().length} events`;
  }

  /** One event, as JSON. */
  @Resource('calendar://events/{id}', { mimeType: 'application/json' })
  event(id: string): string {
    const event = this.store.get(id);
    if (!event) throw new ToolError(`No event ${id}.`);
    return JSON.stringify(event);
  }

  /**
   * Plan the week around the weather.
   * @param city Where
   */
  @Prompt()
  planWeek(city: string): string {
    return `Plan my week in ${city}: check the forecast and add events for the good days.`;
  }
}

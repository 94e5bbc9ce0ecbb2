export { feature, manifest } from './generated/feature.generated.js';
export { CalendarTools } from './calendar-tools.js';
export { EventDrafts } from './event-drafts.js';
export { EventStore } from './event-store.js';
export type { CalendarEvent } from './event-store.js';

export { StateHandles, DEFAULT_STATE_HANDLE_TTL_MS } from './state-handles.js';
export type { StateHandlesOptions } from './state-handles.js';
export { InMemoryStateStore } from './state-store.js';
export type { StateStore } from './state-store.js';

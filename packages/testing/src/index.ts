export { createTestClient } from './create-test-client.js';
export type { TestClient, TestClientOptions, TypedClientClass } from './create-test-client.js';
export { Notifications } from './notifications.js';
export type { Notification, LogEntry, ProgressEntry, ChangedList } from './notifications.js';
export type { ServerLogEntry } from './recording-logger.js';

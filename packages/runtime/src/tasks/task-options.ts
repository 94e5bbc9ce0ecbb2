/** ServerOptions.tasks: where tasks live and how long. */
import type { TaskStore } from './task-store.js';

export interface TaskOptions {
  /** Default: an InMemoryTaskStore with its default bounds. Share a RedisTaskStore across instances. */
  store?: TaskStore;
  /** How long a task (and its result) is kept, from its creation. Default 3 600 000 ms (one hour). */
  ttlMs?: number;
  /** The polling interval suggested to clients. Default 500 ms. */
  pollIntervalMs?: number;
  /** How often a running task looks at the store for answers and cancellation made on other instances. Default 200 ms. */
  watchMs?: number;
  /** An instance that has not renewed its lease for this long is dead; its running tasks are failed. Default 10 000 ms. */
  leaseMs?: number;
  /** Largest tool result kept, in bytes of JSON; a larger one fails the task. Default 4 MiB. */
  maxResultBytes?: number;
  /** Task handlers running at once on this instance; tools/call of one more is refused until one ends. Default 1 000. */
  maxRunning?: number;
}

export interface ResolvedTaskOptions {
  ttlMs: number;
  pollIntervalMs: number;
  watchMs: number;
  leaseMs: number;
  maxResultBytes: number;
  maxRunning: number;
}

export function resolveTaskOptions(options: TaskOptions = {}): ResolvedTaskOptions {
  return {
    ttlMs: whole(options.ttlMs, 3_600_000, 'ttlMs'),
    pollIntervalMs: whole(options.pollIntervalMs, 500, 'pollIntervalMs'),
    watchMs: whole(options.watchMs, 200, 'watchMs'),
    leaseMs: whole(options.leaseMs, 10_000, 'leaseMs'),
    maxResultBytes: whole(options.maxResultBytes, 4 * 1024 * 1024, 'maxResultBytes'),
    maxRunning: whole(options.maxRunning, 1_000, 'maxRunning'),
  };
}

function whole(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1) throw new TypeError(`tasks.${name} must be a whole number of at least 1; got ${value}.`);
  return value;
}

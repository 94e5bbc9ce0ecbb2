/**
 * Graceful shutdown on a signal (SIGTERM by default), installed by serve():
 * stop accepting (HTTP 503, a busy error on stdio), let the requests in flight
 * finish within a grace period, close (handlers still running are aborted),
 * then exit 0. A second signal skips the wait.
 */
import { waitForInFlight } from './in-flight-wait.js';
import type { Logger } from './logger.js';

export interface ShutdownOptions {
  /** Signals that start the shutdown. Default ['SIGTERM']. */
  signals?: readonly NodeJS.Signals[];
  /** How long requests in flight may take to finish before they are aborted. Default 10 000 ms. */
  graceMs?: number;
  /** End the process (exit code 0) once closed. Default true. */
  exit?: boolean;
}

export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/** What a graceful shutdown drives; serve() builds it for each transport. */
export interface Drainable {
  stopAccepting(): void;
  whenIdle(): Promise<void>;
  close(): Promise<void>;
}

/** Installs the signal handlers; returns the function that removes them. */
export function shutdownOnSignals(target: Drainable, options: ShutdownOptions, logger: Logger): () => void {
  const signals = options.signals ?? ['SIGTERM'];
  const graceMs = options.graceMs ?? DEFAULT_SHUTDOWN_GRACE_MS;
  let skipWait: (() => void) | undefined;
  let started = false;

  const run = async (signal: NodeJS.Signals) => {
    target.stopAccepting();
    logger.warn(`${signal}: no longer accepting requests; waiting up to ${graceMs} ms for those in flight`);
    const finished = await waitForInFlight(target.whenIdle(), graceMs, (end) => (skipWait = end));
    if (!finished) logger.warn('Grace period over: aborting the requests still in flight');
    await target.close();
    if (options.exit ?? true) process.exit(0);
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return skipWait?.();
    started = true;
    run(signal).catch((error: unknown) => {
      logger.error('Shutdown failed', error);
      if (options.exit ?? true) process.exit(1);
    });
  };
  for (const signal of signals) process.on(signal, onSignal);
  return () => {
    for (const signal of signals) process.off(signal, onSignal);
  };
}

/**
 * Many cores, one port: node:cluster forks `workers` processes that each run
 * `start` (build and serve the app); the primary shares the listening socket
 * among them and restarts a worker that dies. It lives in this package, not
 * the runtime, so stdio servers never load node:cluster. With more than one
 * worker, share resource updates (and 2025-era sessions, unless every client
 * is stateless) through Redis: each worker is a separate instance.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';

export interface ClusterOptions {
  /** How many worker processes. Default: os.availableParallelism(). */
  workers?: number;
  /** Runs in each worker: serve the app. Return its URL to have the primary report it, and close() for a clean SIGTERM. */
  start(): Promise<WorkerApp | void> | WorkerApp | void;
  /** Fork a replacement when a worker exits unexpectedly. Default true. */
  restart?: boolean;
}

export interface WorkerApp {
  url?: string;
  close?(): Promise<void> | void;
}

export interface RunningCluster {
  /** The URL each worker reported, once all are listening (empty in a worker). */
  urls: string[];
  /** Stops every worker (SIGTERM, then waits for them to exit). */
  close(): Promise<void>;
}

const READY = 'mcp-codegen:worker-ready';

export async function runCluster(options: ClusterOptions): Promise<RunningCluster> {
  if (!cluster.isPrimary) return runWorker(options);
  const count = Math.max(1, options.workers ?? availableParallelism());
  let closing = false;
  const fork = (): Promise<{ worker: Worker; url: string }> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork();
      worker.on('message', (message: { type?: string; url?: string }) => {
        if (message?.type === READY) resolve({ worker, url: message.url ?? '' });
      });
      worker.once('exit', (code) => {
        reject(new Error(`A cluster worker exited (code ${code}) before it was ready.`));
        if (!closing && options.restart !== false) void fork().catch(() => undefined);
      });
    });
  const started = await Promise.all(Array.from({ length: count }, fork));
  return {
    urls: started.map((s) => s.url),
    async close() {
      closing = true;
      const exits = Object.values(cluster.workers ?? {}).map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (!worker || worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      );
      await Promise.all(exits);
    },
  };
}

async function runWorker(options: ClusterOptions): Promise<RunningCluster> {
  const app = (await options.start()) ?? {};
  process.once('SIGTERM', () => {
    void Promise.resolve(app.close?.()).finally(() => process.exit(0));
  });
  process.send?.({ type: READY, url: app.url });
  return { urls: [], close: async () => app.close?.() };
}

/** What a test client heard from the server besides replies, sorted by kind so tests can assert on each. */

export interface Notification {
  method: string;
  params?: Record<string, unknown>;
}

/** One `notifications/message` (ctx.log). */
export interface LogEntry {
  level: string;
  data: unknown;
  logger?: string;
}

/** One `notifications/progress` (ctx.progress). */
export interface ProgressEntry {
  progressToken: string | number;
  progress: number;
  total?: number;
  message?: string;
}

/** Which list a `notifications/<list>/list_changed` named. */
export type ChangedList = 'tools' | 'resources' | 'prompts';

const LIST_CHANGED = /^notifications\/(tools|resources|prompts)\/list_changed$/;

export class Notifications {
  /** Every notification, in the order received. */
  readonly all: Notification[] = [];
  readonly logs: LogEntry[] = [];
  readonly progress: ProgressEntry[] = [];
  readonly listChanged: ChangedList[] = [];
  private waiters: Array<{ test: (n: Notification) => boolean; resolve: (n: Notification) => void }> = [];

  /** Records a message when it is a notification (a method and no id). */
  record(message: unknown): void {
    if (typeof message !== 'object' || message === null) return;
    const { method, params, id } = message as { method?: unknown; params?: Record<string, unknown>; id?: unknown };
    if (typeof method !== 'string' || id !== undefined) return;
    const notification: Notification = params === undefined ? { method } : { method, params };
    this.all.push(notification);
    if (method === 'notifications/message' && params) this.logs.push(params as unknown as LogEntry);
    else if (method === 'notifications/progress' && params) this.progress.push(params as unknown as ProgressEntry);
    else {
      const list = LIST_CHANGED.exec(method);
      if (list) this.listChanged.push(list[1] as ChangedList);
    }
    const waiting = this.waiters.filter((w) => w.test(notification));
    this.waiters = this.waiters.filter((w) => !waiting.includes(w));
    for (const w of waiting) w.resolve(notification);
  }

  /** Resolves with the first notification of `method` received from now on, or one already received when `past` is true. */
  next(method: string, { past = false }: { past?: boolean } = {}): Promise<Notification> {
    const seen = past ? this.all.find((n) => n.method === method) : undefined;
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ test: (n) => n.method === method, resolve }));
  }

  clear(): void {
    this.all.length = 0;
    this.logs.length = 0;
    this.progress.length = 0;
    this.listChanged.length = 0;
  }
}

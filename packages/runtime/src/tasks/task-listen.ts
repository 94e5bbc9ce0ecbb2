/**
 * `notifications/tasks` on `subscriptions/listen` (optional in the extension):
 * a listen request may name `notifications.taskIds`. The caller must declare
 * the extension (else -32021, as the extension requires); the server agrees
 * to the ids of live tasks the caller owns, lists them in the
 * acknowledgement, and sends the caller a DetailedTask whenever one changes,
 * until it ends. Changes are read from the store every `watchMs`, so a task
 * running on another instance is followed too.
 */
import { ErrorCode, McpError } from '../protocol/wire/error-codes.js';
import { isJsonObject, type JsonObject } from '../protocol/wire/json-rpc.js';
import type { RequestContext, RequestHandler } from '../protocol/session/method-table.js';
import { envelopeOf } from '../protocol/modern/modern-envelope.js';
import { ownerOf } from '../transports/http/auth/http-auth.js';
import { detailedTask, isTerminal } from './task.js';
import type { TaskRunner } from './task-runner.js';
import { declaresTasks, missingTasksCapability } from './tasks-extension.js';

/** Most task ids one listen request may follow. */
const MAX_TASK_IDS = 100;

function requestedTaskIds(params: JsonObject): string[] | undefined {
  const notifications = params.notifications;
  const ids = isJsonObject(notifications) ? notifications.taskIds : undefined;
  if (ids === undefined) return undefined;
  if (!Array.isArray(ids) || ids.length > MAX_TASK_IDS || !ids.every((id) => typeof id === 'string' && id.length <= 128)) {
    throw new McpError(ErrorCode.InvalidParams, `Invalid params: "notifications.taskIds" must be an array of at most ${MAX_TASK_IDS} task ids`);
  }
  return ids as string[];
}

export function taskListen(runner: TaskRunner, listen: RequestHandler): RequestHandler {
  const { store } = runner;
  return async (params, request) => {
    const ids = requestedTaskIds(params);
    if (ids === undefined) return listen(params, request);
    if (!declaresTasks(envelopeOf(params, request).clientCapabilities)) throw missingTasksCapability();
    const owner = ownerOf(request.auth) ?? '';
    // Seen state per agreed task: only the caller's own live tasks are agreed to (others are left out, silently).
    const seen = new Map<string, string>();
    for (const id of new Set(ids)) {
      const task = await store.get(id);
      if (task && task.owner === owner) seen.set(id, '');
    }
    let tag: unknown;
    const inner: RequestContext = {
      id: request.id,
      get signal() {
        return request.signal;
      },
      session: request.session,
      meta: request.meta,
      auth: request.auth,
      peer: request.peer,
      request: (method, p, options) => request.request(method, p, options),
      notify(method, p) {
        // The acknowledgement names the task ids agreed to.
        if (method === 'notifications/subscriptions/acknowledged' && p && isJsonObject(p.notifications)) {
          tag = p._meta;
          p = { ...p, notifications: { ...p.notifications, taskIds: [...seen.keys()] } };
        }
        request.notify(method, p);
      },
    };
    const watch = setInterval(() => void poll(), runner.options.watchMs);
    watch.unref?.();
    let polling = false;
    async function poll(): Promise<void> {
      if (polling || tag === undefined) return;
      polling = true;
      try {
        for (const [id, last] of seen) {
          const task = await store.get(id);
          if (!task) {
            seen.delete(id);
            continue;
          }
          const version = `${task.status}|${task.lastUpdatedAt}|${task.statusMessage ?? ''}`;
          if (version === last) continue;
          seen.set(id, version);
          request.notify('notifications/tasks', { ...detailedTask(task), _meta: tag as JsonObject });
          if (isTerminal(task.status)) seen.delete(id);
        }
      } catch {
        // The store failed this time; the next tick tries again.
      } finally {
        polling = false;
      }
    }
    try {
      return await listen(params, inner);
    } finally {
      clearInterval(watch);
    }
  };
}

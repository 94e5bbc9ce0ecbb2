/**
 * `subscriptions/listen` (2026-07-28): one long-lived request per listener.
 * Its stream starts with `notifications/subscriptions/acknowledged`, then
 * carries the list_changed and resources/updated notifications its filter
 * asks for, each tagged with the listen request's id as subscription id.
 * It ends with a SubscriptionsListenResult when the server shuts down, or
 * silently when the client goes away (the request is aborted).
 */
import type { ListName } from '../../composition/item-kinds.js';
import type { Registry } from '../../composition/registry.js';
import { authorizeScopes, resourcesScopes } from '../methods/authorization.js';
import { META } from '../wire/eras.js';
import { isJsonObject, type JsonObject } from '../wire/json-rpc.js';
import type { RequestHandler } from '../session/method-table.js';
import { invalidParams } from '../wire/params.js';
import { subscriptionProblem } from '../lists/subscriptions.js';

export interface ListenFilter {
  toolsListChanged?: boolean;
  promptsListChanged?: boolean;
  resourcesListChanged?: boolean;
  resourceSubscriptions?: string[];
}

type Listener = { lists(lists: ReadonlySet<ListName>): void; resource(uri: string): void; end(): void };

const FILTER_KEY: Record<ListName, keyof ListenFilter> = { tools: 'toolsListChanged', prompts: 'promptsListChanged', resources: 'resourcesListChanged' };

/** Where the server announces changes; every open listen request hears them. */
export class ListenHub {
  private readonly listeners = new Set<Listener>();

  listsChanged(lists: ReadonlySet<ListName>): void {
    for (const listener of this.listeners) listener.lists(lists);
  }

  resourceUpdated(uri: string): void {
    for (const listener of this.listeners) listener.resource(uri);
  }

  /** Ends every listen request with its result (server shutdown). */
  close(): void {
    for (const listener of [...this.listeners]) listener.end();
  }

  get size(): number {
    return this.listeners.size;
  }

  add(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}

/** Only the members the specification defines, with the right types: what the acknowledgement echoes. */
function readFilter(params: JsonObject): ListenFilter {
  const raw = params.notifications;
  if (!isJsonObject(raw)) throw invalidParams('"notifications" must be an object naming what to listen for');
  const filter: ListenFilter = {};
  for (const key of ['toolsListChanged', 'promptsListChanged', 'resourcesListChanged'] as const) if (raw[key] === true) filter[key] = true;
  const uris = raw.resourceSubscriptions;
  if (uris !== undefined) {
    if (!Array.isArray(uris) || !uris.every((uri) => typeof uri === 'string')) throw invalidParams('"notifications.resourceSubscriptions" must be an array of URIs');
    // Held for as long as the request is open: bounded like a session's resources/subscribe.
    for (let i = 0; i < uris.length; i++) {
      const problem = subscriptionProblem(uris[i] as string, i);
      if (problem) throw problem;
    }
    filter.resourceSubscriptions = uris;
  }
  return filter;
}

export function listenMethod(hub: ListenHub, registry?: Registry): RequestHandler {
  return (params, request) => {
    const filter = readFilter(params);
    // Updates of a scoped resource reveal its existence and timing: the same scopes as reading it (issue 21).
    if (registry) authorizeScopes(resourcesScopes(registry, filter.resourceSubscriptions ?? []), request.auth);
    const tag = { [META.subscriptionId]: request.id };
    const uris = new Set(filter.resourceSubscriptions);
    request.notify('notifications/subscriptions/acknowledged', { _meta: tag, notifications: filter as JsonObject });
    return new Promise<object>((resolve) => {
      const stop = hub.add({
        lists(lists) {
          for (const list of lists) if (filter[FILTER_KEY[list]] === true) request.notify(`notifications/${list}/list_changed`, { _meta: tag });
        },
        resource(uri) {
          if (uris.has(uri)) request.notify('notifications/resources/updated', { uri, _meta: tag });
        },
        end() {
          stop();
          resolve({ _meta: tag });
        },
      });
      // The client went away or cancelled: no result goes out.
      const abandon = () => {
        stop();
        resolve({});
      };
      if (request.signal.aborted) abandon();
      else request.signal.addEventListener('abort', abandon, { once: true });
    });
  };
}

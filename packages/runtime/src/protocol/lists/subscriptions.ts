/**
 * resources/subscribe and resources/unsubscribe, and the fan-out of
 * `notifications/resources/updated` to the sessions subscribed to a URI.
 * Any URI may be subscribed to, including one that does not exist yet.
 */
import type { Registry } from '../../composition/registry.js';
import { authorize, resourcePolicy } from '../methods/authorization.js';
import type { MethodTable, SessionPeer } from '../session/method-table.js';
import type { McpError } from '../wire/error-codes.js';
import { invalidParams, requireString } from '../wire/params.js';

/** Subscriptions one session may hold, and the longest URI it may subscribe to: what a session keeps stays bounded. */
export const MAX_SUBSCRIPTIONS = 1000;
export const MAX_SUBSCRIBED_URI_LENGTH = 4096;

/** The -32602 for a URI too long to keep, or for one subscription too many. */
export function subscriptionProblem(uri: string, held: number): McpError | undefined {
  if (uri.length > MAX_SUBSCRIBED_URI_LENGTH) return invalidParams(`"uri" must be at most ${MAX_SUBSCRIBED_URI_LENGTH} characters long to be subscribed to`);
  if (held >= MAX_SUBSCRIPTIONS) return invalidParams(`a session may hold at most ${MAX_SUBSCRIPTIONS} subscriptions; unsubscribe from one first`);
  return undefined;
}

export class Subscribers {
  private readonly byUri = new Map<string, Set<SessionPeer>>();
  private readonly bySession = new Map<SessionPeer, Set<string>>();

  add(uri: string, peer: SessionPeer): void {
    let uris = this.bySession.get(peer);
    if (!uris) {
      this.bySession.set(peer, (uris = new Set()));
      // The same set, shown on the state, so a session store can save it.
      peer.state.subscriptions = uris;
      peer.onClose(() => this.drop(peer));
    }
    uris.add(uri);
    let peers = this.byUri.get(uri);
    if (!peers) this.byUri.set(uri, (peers = new Set()));
    peers.add(peer);
  }

  remove(uri: string, peer: SessionPeer): void {
    this.bySession.get(peer)?.delete(uri);
    const peers = this.byUri.get(uri);
    peers?.delete(peer);
    if (peers?.size === 0) this.byUri.delete(uri);
  }

  /** Forgets every subscription of a session (it closed). */
  drop(peer: SessionPeer): void {
    for (const uri of this.bySession.get(peer) ?? []) this.remove(uri, peer);
    this.bySession.delete(peer);
  }

  /** Sends notifications/resources/updated to each session subscribed to `uri`. */
  deliver(uri: string): void {
    for (const peer of this.byUri.get(uri) ?? []) peer.notify('notifications/resources/updated', { uri });
  }

  count(uri: string): number {
    return this.byUri.get(uri)?.size ?? 0;
  }
}

export function subscriptionMethods(subscribers: Subscribers, registry?: Registry): MethodTable {
  return {
    'resources/subscribe'(params, { peer, auth }) {
      const uri = requireString(params, 'uri');
      // Updates reveal a scoped resource's existence and timing: the same scopes as reading it (issue 21).
      if (registry) authorize(resourcePolicy(registry, uri), auth);
      const held = peer.state.subscriptions;
      const problem = held?.has(uri) ? undefined : subscriptionProblem(uri, held?.size ?? 0);
      if (problem) throw problem;
      subscribers.add(uri, peer);
      return {};
    },
    'resources/unsubscribe'(params, { peer }) {
      subscribers.remove(requireString(params, 'uri'), peer);
      return {};
    },
  };
}

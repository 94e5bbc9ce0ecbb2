/**
 * Sends `notifications/<list>/list_changed` to every initialized session.
 * Changes made in the same tick go out as one notification per list.
 */
import type { ListName } from '../../composition/item-kinds.js';
import type { SessionPeer } from '../session/method-table.js';

export function listChangedNotifier(sessions: Iterable<SessionPeer>): (lists: ReadonlySet<ListName>) => void {
  const pending = new Set<ListName>();
  const flush = () => {
    const lists = [...pending];
    pending.clear();
    for (const session of sessions) {
      // Before initialize the client has not seen the lists (nor our capabilities).
      if (session.state.protocolVersion === undefined) continue;
      for (const list of lists) session.notify(`notifications/${list}/list_changed`);
    }
  };
  return (lists) => {
    if (lists.size === 0) return;
    if (pending.size === 0) queueMicrotask(flush);
    for (const list of lists) pending.add(list);
  };
}

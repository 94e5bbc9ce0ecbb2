/** The bounded in-memory event store behind Last-Event-ID resumption. */
import { InMemoryEventStore, type JsonRpcMessage } from '@mcp-codegen/runtime';

const note = (n: number): JsonRpcMessage => ({ jsonrpc: '2.0', method: 'notifications/message', params: { n } });

async function replay(store: InMemoryEventStore, lastEventId: string) {
  const sent: Array<[string, JsonRpcMessage]> = [];
  const streamId = await store.replayEventsAfter(lastEventId, { send: async (id, message) => void sent.push([id, message]) });
  return { streamId, sent };
}

it('replays, in order, only the events of the same stream after the given id', async () => {
  const store = new InMemoryEventStore();
  const a1 = await store.storeEvent('a', note(1));
  await store.storeEvent('b', note(2));
  const a3 = await store.storeEvent('a', note(3));
  const a4 = await store.storeEvent('a', note(4));
  expect(await replay(store, a1)).toEqual({ streamId: 'a', sent: [[a3, note(3)], [a4, note(4)]] });
  expect(await replay(store, a4)).toEqual({ streamId: 'a', sent: [] });
});

it('keeps at most maxEvents, dropping the oldest; an evicted id replays nothing', async () => {
  const store = new InMemoryEventStore(3);
  const first = await store.storeEvent('a', note(1));
  const second = await store.storeEvent('a', note(2));
  await store.storeEvent('b', note(3));
  const fourth = await store.storeEvent('a', note(4));
  expect(await replay(store, first)).toEqual({ streamId: '', sent: [] });
  expect(await replay(store, second)).toEqual({ streamId: 'a', sent: [[fourth, note(4)]] });
  expect(await replay(store, 'unknown.7')).toEqual({ streamId: '', sent: [] });
});

/** Matches the replies of one batch to the expectations of its cases: each request answered exactly once. */
import type { Expectation } from './expectation';
import { mismatch } from './expectation';
import type { HostileCase } from './cases';

const key = (id: unknown) => JSON.stringify(id ?? null);

/** Problems found (empty when the batch was answered as the specification says). */
export function judgeBatch(cases: readonly HostileCase[], replies: ReadonlyArray<Record<string, any>>): string[] {
  const expected = new Map<string, Array<{ expect: Expectation; kind: string }>>();
  for (const c of cases) {
    if (!c.expect.reply) continue;
    const group = expected.get(key(c.expect.id)) ?? [];
    group.push({ expect: c.expect, kind: c.kind });
    expected.set(key(c.expect.id), group);
  }
  const problems: string[] = [];
  const received = new Map<string, Array<Record<string, any>>>();
  for (const reply of replies) {
    const group = received.get(key(reply.id)) ?? [];
    group.push(reply);
    received.set(key(reply.id), group);
  }
  for (const [id, replyGroup] of received) {
    const wanted = expected.get(id) ?? [];
    if (replyGroup.length !== wanted.length) {
      problems.push(`id ${id}: ${replyGroup.length} replies for ${wanted.length} requests (${wanted.map((w) => w.kind).join(', ') || 'none expected'}): ${JSON.stringify(replyGroup).slice(0, 300)}`);
      continue;
    }
    // With several requests under one id, a later one may meet an earlier one still in flight: -32600.
    const shared = wanted.length > 1;
    const fits = (reply: Record<string, any>, w: { expect: Expectation }) => mismatch(reply, w.expect) === undefined || (shared && reply.error?.code === -32600);
    if (!perfectMatching(replyGroup, wanted, fits)) {
      problems.push(`id ${id}: replies ${JSON.stringify(replyGroup).slice(0, 400)} do not fit ${wanted.map((w) => `${w.kind} (${w.expect.reply ? (w.expect.outcomes?.join('|') ?? 'any') : 'none'})`).join(', ')}: ${replyGroup.map((r) => mismatch(r, wanted[0].expect)).join('; ')}`);
    }
  }
  for (const [id, wanted] of expected) {
    if (!received.has(id)) problems.push(`id ${id}: no reply to ${wanted.map((w) => w.kind).join(', ')}`);
  }
  return problems;
}

/** How many replies a batch must produce. */
export function expectedReplies(cases: readonly HostileCase[]): number {
  return cases.filter((c) => c.expect.reply).length;
}

/** True when every reply can be paired with its own expectation (augmenting paths; groups are tiny). */
function perfectMatching<R, W>(replies: readonly R[], wanted: readonly W[], fits: (r: R, w: W) => boolean): boolean {
  const owner: Array<number | undefined> = wanted.map(() => undefined);
  const assign = (r: number, seen: boolean[]): boolean => {
    for (let w = 0; w < wanted.length; w++) {
      if (seen[w] || !fits(replies[r], wanted[w])) continue;
      seen[w] = true;
      if (owner[w] === undefined || assign(owner[w]!, seen)) {
        owner[w] = r;
        return true;
      }
    }
    return false;
  };
  return replies.every((_, r) => assign(r, wanted.map(() => false)));
}

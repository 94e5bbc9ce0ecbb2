/**
 * The request-state binding is the call as it arrived: a handler that changes
 * its arguments before it asks for input still gets a state its retry
 * accepts, whether the binding was serialised at once or copied for later.
 */
import { createHash } from 'node:crypto';
import { RequestStateCodec } from '../src/protocol/session/request-state';

const bindingOf = (params: Record<string, any>) => RequestStateCodec.binding('tools/call', params).digest();

describe('RequestStateCodec.binding', () => {
  it.each([
    ['primitives only (copied, serialised on first use)', { a: 1, b: 'x', c: true, d: null }, (args: any): void => void (args.a = 2)],
    ['a nested object (serialised at once)', { a: { b: 1 } }, (args: any): void => void (args.a.b = 2)],
    ['an array (serialised at once)', [1, 2], (args: any): void => void args.push(3)],
    ['a key added later', { a: 1 }, (args: any): void => void (args.z = 1)],
  ] as Array<[string, unknown, (args: any) => void]>)('is the call as received when the handler changes %s', (_what, args, change) => {
    const expected = bindingOf({ name: 'tool', arguments: structuredClone(args) });
    const params = { name: 'tool', arguments: args };
    const binding = RequestStateCodec.binding('tools/call', params);
    change(params.arguments);
    expect(binding.digest()).toBe(expected);
  });

  it('hashes the same text as before, so states issued by an older server stay valid', () => {
    const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);
    expect(bindingOf({ name: 'tool', arguments: { a: 1, b: 'x' } })).toBe(digest(JSON.stringify(['tools/call', 'tool', { a: 1, b: 'x' }])));
    expect(bindingOf({ name: 'tool', arguments: { a: { b: 1 } } })).toBe(digest(JSON.stringify(['tools/call', 'tool', { a: { b: 1 } }])));
    expect(bindingOf({ name: 'tool' })).toBe(digest(JSON.stringify(['tools/call', 'tool', null])));
    expect(bindingOf({ name: 'tool', arguments: { a: 1 } })).not.toBe(bindingOf({ name: 'tool', arguments: { a: 2 } }));
  });

  it('serialises what JSON would for arguments that are no plain object', () => {
    const date = new Date(0);
    const expected = bindingOf({ name: 'tool', arguments: new Date(0) });
    const binding = RequestStateCodec.binding('tools/call', { name: 'tool', arguments: date });
    date.setTime(1000);
    expect(binding.digest()).toBe(expected);
  });
});

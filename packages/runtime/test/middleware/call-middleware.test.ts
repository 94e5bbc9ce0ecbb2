/** Which middleware applies to a call, resolved once per server; none at all when nothing applies. */
import type { HandlerMiddleware, Resolver } from '@mcp-codegen/manifest';
import { CallMiddleware } from '../../src/protocol/middleware/call-middleware';

const pass = (): HandlerMiddleware => ({ handle: (_call: unknown, next: () => Promise<unknown>) => next() });

function spyResolver(): Resolver & { asked: unknown[] } {
  const asked: unknown[] = [];
  return { asked, resolve: (token) => (asked.push(token), pass() as never) };
}

describe('CallMiddleware', () => {
  it('gives no chain, and resolves nothing, when neither the server, the feature nor the binding has middleware', () => {
    const resolver = spyResolver();
    const middleware = new CallMiddleware(resolver);
    expect(middleware.chainFor('notes', undefined)).toBeUndefined();
    expect(resolver.asked).toEqual([]);
  });

  it('resolves a binding chain once, then serves it from its cache', () => {
    const resolver = spyResolver();
    const use = jest.fn((r: Resolver) => [r.resolve('A'), r.resolve('B')] as HandlerMiddleware[]);
    const middleware = new CallMiddleware(resolver);
    const first = middleware.chainFor('notes', use);
    expect(first).toHaveLength(2);
    expect(middleware.chainFor('notes', use)).toBe(first);
    expect(use).toHaveBeenCalledTimes(1);
  });

  it('puts the server, then the feature, then the binding in order; other features get only the server', () => {
    const server = pass();
    const feature = pass();
    const binding = pass();
    const middleware = new CallMiddleware(spyResolver(), [server], new Map([['notes', [feature]]]));
    expect(middleware.chainFor('notes', () => [binding])).toEqual([server, feature, binding]);
    expect(middleware.chainFor('weather', undefined)).toEqual([server]);
  });

  it('takes a feature added at run time', () => {
    const feature = pass();
    const middleware = new CallMiddleware(spyResolver());
    expect(middleware.chainFor('late', undefined)).toBeUndefined();
    middleware.addFeature('late', [feature]);
    expect(middleware.chainFor('late', undefined)).toEqual([feature]);
  });
});

/** Runs a call through its middleware, outermost first, then the handler. */
import type { HandlerMiddleware } from '@mcp-codegen/manifest';
import type { McpCall } from '@mcp-codegen/decorators';

export function runChain(chain: readonly HandlerMiddleware[], call: McpCall, handler: () => unknown): Promise<unknown> {
  // Plain functions returning promises rather than async ones: a call pays for no more promises than it needs.
  const step = (index: number): Promise<unknown> => {
    try {
      if (index === chain.length) return Promise.resolve(handler());
      const middleware = chain[index];
      let called = false;
      const next = () => {
        // A second next() would run the handler twice: refuse it, whatever the middleware does with the error.
        if (called) return Promise.reject(new Error(`Middleware ${nameOf(middleware)} called next() more than once.`));
        called = true;
        return step(index + 1);
      };
      return Promise.resolve(middleware.handle(call, next));
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return step(0);
}

function nameOf(middleware: HandlerMiddleware): string {
  return middleware.constructor?.name || 'middleware';
}

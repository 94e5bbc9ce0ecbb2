/** Runs a call through its middleware, outermost first, then the handler. */
import type { HandlerMiddleware } from '@mcp-codegen/manifest';
import type { McpCall } from '@mcp-codegen/decorators';

export function runChain(chain: readonly HandlerMiddleware[], call: McpCall, handler: () => unknown): Promise<unknown> {
  const step = async (index: number): Promise<unknown> => {
    if (index === chain.length) return handler();
    let called = false;
    const next = () => {
      // A second next() would run the handler twice: refuse it, whatever the middleware does with the error.
      if (called) return Promise.reject(new Error(`Middleware ${nameOf(chain[index])} called next() more than once.`));
      called = true;
      return step(index + 1);
    };
    return chain[index].handle(call, next);
  };
  return step(0);
}

function nameOf(middleware: HandlerMiddleware): string {
  return middleware.constructor?.name || 'middleware';
}

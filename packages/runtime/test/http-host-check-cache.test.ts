/**
 * The handler remembers the last Host value that passed its check (clients
 * send the same one on every request). Oracle: over a sequence that returns to
 * a remembered value between refused ones, with and without an Origin, every
 * answer must be the one hostOrOriginProblem gives for that request alone.
 */
import { createServer, StreamableHttpHandler, type HttpReply, type HttpRequestView } from '@mcp-codegen/runtime';
import { hostOrOriginProblem, type HostPolicy } from '../src/transports/http/request-checks';
import { calcFeature, capturingLogger } from './fixtures';

type Headers = { host?: string; origin?: string };

const SEQUENCE: Headers[] = [
  { host: '127.0.0.1:3000' },
  { host: '127.0.0.1:3000' },
  { host: 'evil.example.com' },
  { host: '127.0.0.1:3000' },
  {},
  { host: '127.0.0.1:3000', origin: 'https://evil.example.com' },
  { host: '127.0.0.1:3000' },
  { host: 'localhost:3000' },
  { host: '127.0.0.1:3000' },
  { host: 'localhost:3000@evil.com' },
  { host: 'mcp.example.com' },
  { host: 'mcp.example.com', origin: 'https://app.example.com' },
  { host: 'mcp.example.com' },
  { host: 'mcp.example.com:evil.com' },
  {},
  { host: 'mcp.example.com' },
];

const POLICIES: Array<[string, HostPolicy]> = [
  ['loopback', { loopback: true }],
  ['allow-lists', { loopback: false, allowedHosts: ['mcp.example.com'], allowedOrigins: ['https://app.example.com'] }],
  ['neither', { loopback: false }],
];

/** A GET on a stateless handler: 405 once the Host and Origin checks pass, 403 when they refuse. */
function view(headers: Headers): HttpRequestView {
  return {
    method: 'GET',
    header: (name: string) => (headers as Record<string, string | undefined>)[name],
    readBody: () => Promise.resolve(''),
    get signal(): AbortSignal {
      return new AbortController().signal;
    },
  };
}

describe.each(POLICIES)('the cached Host check (%s)', (_name, policy) => {
  it('answers every request of the sequence as the uncached check does', async () => {
    const handler = new StreamableHttpHandler(createServer([calcFeature], { logger: capturingLogger() }), { sessions: false }, policy);
    for (const headers of SEQUENCE) {
      const reply: HttpReply = await handler.handle(view(headers));
      const problem = hostOrOriginProblem(headers.host, headers.origin, policy);
      expect({ headers, status: reply.status }).toEqual({ headers, status: problem === undefined ? 405 : 403 });
    }
    handler.close();
  });
});

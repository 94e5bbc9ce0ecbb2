/**
 * The real Streamable HTTP core through its fetch handler (stateless, JSON
 * replies), against the notes server. Each case is one POST; the standard
 * headers mirror the body, as a client would send them.
 */
import { notes } from './notes-feature';
import { createServer, type McpServer } from '../../src/server';
import { createFetchHandler, type FetchHandler } from '../../src/transports/http/fetch-handler';
import { isJsonRpcMessage, PROTOCOL_ERROR_CODES } from './expectation';
import type { HostileCase } from './cases';
import { failureLogger } from './stdio-harness';

const URL_ = 'http://127.0.0.1/mcp';
const headerSafe = (v: unknown): v is string => typeof v === 'string' && /^[\x20-\x7e]*$/.test(v) && v.trim() === v && v !== '';

/** Mcp-Method, MCP-Protocol-Version and Mcp-Name taken from the body, when it has them. */
function mirroredHeaders(line: Buffer): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  let body: any;
  try {
    body = JSON.parse(line.toString('utf8'));
  } catch {
    return headers;
  }
  if (typeof body !== 'object' || body === null) return headers;
  const version = body.params?._meta?.['io.modelcontextprotocol/protocolVersion'];
  if (headerSafe(version)) headers['mcp-protocol-version'] = version;
  if (headerSafe(body.method)) headers['mcp-method'] = body.method;
  const name = body.params?.name ?? body.params?.uri;
  if (typeof name === 'string') headers['mcp-name'] = headerSafe(name) ? name : `=?base64?${Buffer.from(name).toString('base64')}?=`;
  return headers;
}

/** The statuses a hostile POST may get: never 5xx. */
const STATUSES = new Set([200, 202, 400, 404, 406, 413, 415]);

export class HttpHarness {
  readonly logger = failureLogger();
  readonly server: McpServer;
  readonly handle: FetchHandler;

  constructor(options: { maxBodyBytes?: number } = {}) {
    this.server = createServer([notes], { logger: this.logger });
    this.handle = createFetchHandler(this.server, { sessions: false, responseMode: 'json', logger: this.logger, maxBodyBytes: options.maxBodyBytes });
  }

  /** Posts one case; returns what is wrong with the answer, or undefined. */
  async post(c: HostileCase): Promise<string | undefined> {
    const response = await this.handle(new Request(URL_, { method: 'POST', headers: mirroredHeaders(c.line), body: c.line }));
    const text = await response.text();
    if (!STATUSES.has(response.status)) return `HTTP ${response.status}: ${text.slice(0, 200)}`;
    if (text === '') {
      // 202: accepted without a reply, right for a notification or a response, wrong for a request.
      return c.expect.reply && response.status !== 202 ? `HTTP ${response.status} with no body for a request` : c.expect.reply ? 'HTTP 202 for a request' : undefined;
    }
    let reply: any;
    try {
      reply = JSON.parse(text);
    } catch {
      return `HTTP ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`;
    }
    if (!isJsonRpcMessage(reply) || !('id' in reply)) return `not a JSON-RPC response: ${text.slice(0, 200)}`;
    const code = reply.error?.code;
    // The HTTP layer's own refusals (bad headers, body) use -32000 with id null.
    if (code !== undefined && !PROTOCOL_ERROR_CODES.has(code) && code !== -32000) return `error code ${code}: ${text.slice(0, 200)}`;
    if (!c.expect.reply) return response.status >= 400 && reply.id === null ? undefined : `a reply to a message that must get none: ${text.slice(0, 200)}`;
    if (reply.id !== c.expect.id && reply.id !== null) return `id ${JSON.stringify(reply.id)} instead of ${JSON.stringify(c.expect.id)}`;
    const outcome = 'result' in reply ? 'result' : code;
    // Header mismatches (-32020) and HTTP-level refusals are allowed on top of the JSON-RPC expectation.
    if (c.expect.outcomes && !c.expect.outcomes.includes(outcome) && outcome !== -32020 && outcome !== -32000) return `${outcome} instead of ${c.expect.outcomes.join(', ')}: ${text.slice(0, 200)}`;
    return undefined;
  }

  async close(): Promise<void> {
    this.handle.close();
    await this.server.close();
  }
}

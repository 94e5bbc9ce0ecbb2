/**
 * The official SDK v1 (@modelcontextprotocol/sdk 1.32) serving the same
 * tools as attack-server.ts, the way its documentation shows: McpServer with
 * zod schemas, a StreamableHTTPServerTransport per session with its example
 * InMemoryEventStore, on node:http. Run by the same tests for comparison.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { InMemoryEventStore } from '@modelcontextprotocol/sdk/examples/shared/inMemoryEventStore.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

function mcpServer(sessions: () => number): McpServer {
  const server = new McpServer({ name: 'sdk-attack', version: '1.0.0' }, { capabilities: { logging: {} } });
  server.registerTool('tag', { description: 'Tags with colours.', inputSchema: { tags: z.array(z.enum(['red', 'green', 'blue'])) } }, ({ tags }) => ({ content: [{ type: 'text', text: `tagged ${tags.length}` }] }));
  server.registerTool('echo', { description: 'Logs, then returns its data.', inputSchema: { data: z.string() } }, async ({ data }, extra) => {
    await extra.sendNotification({ method: 'notifications/message', params: { level: 'info', data: 'echoing' } });
    return { content: [{ type: 'text', text: data }] };
  });
  server.registerTool('ignoresSignal', { description: 'Never settles.' }, () => new Promise(() => undefined));
  server.registerTool('stats', { description: 'Memory and sessions.' }, () => {
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    const structuredContent = { rss, heapUsed, sessions: sessions() };
    return { content: [{ type: 'text', text: JSON.stringify(structuredContent) }], structuredContent };
  });
  return server;
}

async function main(): Promise<void> {
  if (process.argv[2] !== 'http') {
    await mcpServer(() => 1).connect(new StdioServerTransport());
    return;
  }
  const transports = new Map<string, StreamableHTTPServerTransport>();
  const eventStore = new InMemoryEventStore();
  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const id = req.headers['mcp-session-id'];
      let transport = typeof id === 'string' ? transports.get(id) : undefined;
      if (!transport && req.method === 'POST' && id === undefined) {
        // The SDK's example reads the body itself to see whether it is an initialize.
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          res.writeHead(400).end();
          return;
        }
        if (!isInitializeRequest(body)) {
          res.writeHead(400).end();
          return;
        }
        const created: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
          sessionIdGenerator: () => randomUUID(),
          eventStore,
          onsessioninitialized: (sessionId) => void transports.set(sessionId, created),
        });
        created.onclose = () => {
          if (created.sessionId) transports.delete(created.sessionId);
        };
        await mcpServer(() => transports.size).connect(created);
        await created.handleRequest(req, res, body);
        return;
      }
      if (!transport) {
        res.writeHead(404).end();
        return;
      }
      await transport.handleRequest(req, res);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  http.listen(0, '127.0.0.1', () => process.stdout.write(`LISTENING http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp\n`));
}

void main();

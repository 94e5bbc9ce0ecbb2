// The official SDK v2 (@modelcontextprotocol/server): McpServer with a zod
// input schema, served by serveStdio, or over HTTP by createMcpHandler (its
// stateless legacy leg answers 2025-era requests) behind a minimal node:http
// adapter, since @modelcontextprotocol/node is not installed.
import { createServer } from 'node:http';
import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { z } from 'zod';
import { compute, toolSet } from '../tool-set.mjs';
import { announcePort, HOST, serverArgs } from './server-args.mjs';

const { transport, toolCount } = serverArgs();
const tools = toolSet(toolCount);

function buildServer() {
  const server = new McpServer({ name: 'sdk-v2', version: '0.0.0' });
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      { description: tool.description, inputSchema: z.object({ a: z.number().describe(tool.a), b: z.number().describe(tool.b) }) },
      async ({ a, b }) => ({ content: [{ type: 'text', text: String(compute(tool.op, a, b)) }] }),
    );
  }
  return server;
}

if (transport === 'stdio') {
  serveStdio(buildServer);
} else {
  const handler = createMcpHandler(buildServer);
  const http = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers: req.headers,
      body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
    });
    const response = await handler.fetch(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  http.listen(0, HOST, () => announcePort(http.address().port));
}

// The official SDK v1 (@modelcontextprotocol/sdk): McpServer with zod input
// schemas; HTTP is the SDK's stateless idiom (a server and transport per request).
import { createServer } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';
import { compute, toolSet } from '../tool-set.mjs';
import { announcePort, HOST, serverArgs } from './server-args.mjs';

const { transport, toolCount } = serverArgs();
const tools = toolSet(toolCount);

function buildServer() {
  const server = new McpServer({ name: 'sdk-v1', version: '0.0.0' });
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      { description: tool.description, inputSchema: { a: z.number().describe(tool.a), b: z.number().describe(tool.b) } },
      async ({ a, b }) => ({ content: [{ type: 'text', text: String(compute(tool.op, a, b)) }] }),
    );
  }
  return server;
}

if (transport === 'stdio') {
  await buildServer().connect(new StdioServerTransport());
} else {
  const http = createServer(async (req, res) => {
    const server = buildServer();
    const httpTransport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void httpTransport.close();
      void server.close();
    });
    await server.connect(httpTransport);
    await httpTransport.handleRequest(req, res);
  });
  http.listen(0, HOST, () => announcePort(http.address().port));
}

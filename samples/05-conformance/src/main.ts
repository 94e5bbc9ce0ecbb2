#!/usr/bin/env node
// The conformance fixture server, for both protocol eras.
//   node dist/main.js          stdio
//   node dist/main.js --http   Streamable HTTP on 127.0.0.1:$PORT/mcp (PORT defaults to 3000; 0 = any free port);
//                              prints "listening on <url>" to stderr
import { serve, type McpServer, type ProviderEntry } from '@mcp-codegen/runtime';
import { feature } from './generated/feature.generated.js';
import { ListChanges } from './list-changes.js';

const info = { name: 'mcp-codegen-conformance', version: '0.1.0' };
// test_trigger_tool_change / test_trigger_prompt_change: hide and show an item, so the list changes twice.
const changes = new ListChanges();
const bind = (server: McpServer) => {
  changes.toggle = (kind, name) => {
    server[kind].disable(name);
    server[kind].enable(name);
  };
};
const providers: ProviderEntry[] = [[ListChanges, changes]];

if (process.argv.includes('--http')) {
  const running = await serve([feature], { ...info, providers, transport: 'http', http: { port: Number(process.env.PORT ?? 3000), host: '127.0.0.1' } });
  bind(running.server);
  process.stderr.write(`listening on ${running.url}\n`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} else {
  const running = await serve([feature], { ...info, providers, transport: 'stdio' });
  bind(running.server);
}

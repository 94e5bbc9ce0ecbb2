#!/usr/bin/env node
// The export sample's server.
//   node dist/main.js          stdio
//   node dist/main.js --http   Streamable HTTP on 127.0.0.1 (PORT, default 3000; 0 = any free port);
//                              prints "listening on <url>" to stderr
import { serve } from '@mcp-codegen/runtime';
import { feature } from './generated/feature.generated.js';

const info = { name: 'export-server', version: '0.1.0' };
// Results of an export stay for ten minutes; clients poll every 250 ms.
const tasks = { ttlMs: 600_000, pollIntervalMs: 250 };

if (process.argv.includes('--http')) {
  const running = await serve([feature], { ...info, tasks, transport: 'http', http: { port: Number(process.env.PORT ?? 3000), host: '127.0.0.1' } });
  process.stderr.write(`listening on ${running.url}\n`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} else {
  await serve([feature], { ...info, tasks, transport: 'stdio' });
}

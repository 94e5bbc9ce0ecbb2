#!/usr/bin/env node
// The export sample's server: Streamable HTTP on 127.0.0.1 (PORT, default 3000; 0 = any free port).
// Prints "listening on <url>" to stderr.
import { serve } from '@mcp-codegen/runtime';
import { feature } from './generated/feature.generated.js';

const running = await serve([feature], {
  name: 'export-server',
  version: '0.1.0',
  transport: 'http',
  http: { port: Number(process.env.PORT ?? 3000), host: '127.0.0.1' },
  // Results of an export stay for ten minutes; clients poll every 250 ms.
  tasks: { ttlMs: 600_000, pollIntervalMs: 250 },
});
process.stderr.write(`listening on ${running.url}\n`);
const stop = () => void running.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

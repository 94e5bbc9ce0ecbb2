#!/usr/bin/env node
// The extensions sample server.
//   node dist/main.js          stdio
//   node dist/main.js --http   Streamable HTTP on 127.0.0.1:$PORT/mcp (PORT 0 = any free port); prints "listening on <url>" to stderr
import { serve } from '@mcp-codegen/runtime';
import { feature } from './generated/feature.generated.js';

const info = { name: 'mcp-codegen-extensions', version: '0.1.0' };

if (process.argv.includes('--http')) {
  const running = await serve([feature], { ...info, transport: 'http', http: { port: Number(process.env.PORT ?? 0), host: '127.0.0.1' } });
  process.stderr.write(`listening on ${running.url}\n`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} else {
  await serve([feature], { ...info, transport: 'stdio' });
}

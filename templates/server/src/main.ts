#!/usr/bin/env node
// The server: composes features and serves them. Over stdio (the default),
// nothing but protocol goes to stdout; `--http [port]` serves Streamable HTTP.
import { serve } from '@mcp-codegen/runtime';
import { feature } from './generated/feature.generated.js';

const httpAt = process.argv.indexOf('--http');
if (httpAt >= 0) {
  const port = Number(process.argv[httpAt + 1] ?? 3000);
  const running = await serve([feature], { name: 'my-server', version: '0.1.0', transport: 'http', http: { port } });
  process.stderr.write(`my-server: listening on ${running.url}\n`);
} else {
  await serve([feature], { name: 'my-server', version: '0.1.0', transport: 'stdio' });
}

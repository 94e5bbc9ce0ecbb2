#!/usr/bin/env node
// The server: composes features and serves them. Over stdio (the default),
// nothing but protocol goes to stdout; `--http [port]` serves Streamable HTTP.
import module from 'node:module';

// Node 22.1 and later keep V8's compiled code between runs, so every start after the first skips compiling
// the runtime (a no-op on Node 20). It covers only what loads after it: hence the imports below are dynamic.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
const { serve } = await import('@mcp-codegen/runtime');
const { feature } = await import('./generated/feature.generated.js');

const httpAt = process.argv.indexOf('--http');
if (httpAt >= 0) {
  const port = Number(process.argv[httpAt + 1] ?? 3000);
  const running = await serve([feature], { name: 'my-server', version: '0.1.0', transport: 'http', http: { port } });
  process.stderr.write(`my-server: listening on ${running.url}\n`);
} else {
  await serve([feature], { name: 'my-server', version: '0.1.0', transport: 'stdio' });
}

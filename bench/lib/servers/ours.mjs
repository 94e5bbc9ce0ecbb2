// mcp-codegen: the generated bench feature served by serve() from the
// runtime's built dist. HTTP uses the runtime's Streamable HTTP transport,
// stateless; if that transport is not there yet, the script says so and exits 3.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@mcp-codegen/runtime';
import { featureDir } from '../paths.mjs';
import { announcePort, HOST, PATH, serverArgs } from './server-args.mjs';

const { transport, toolCount } = serverArgs();
const { feature } = await import(pathToFileURL(join(featureDir(toolCount), 'dist', 'index.js')).href);

if (transport === 'stdio') {
  await serve([feature], { name: 'mcp-codegen', version: '0.0.0' });
} else {
  let running;
  try {
    running = await serve([feature], { name: 'mcp-codegen', version: '0.0.0', transport: 'http', http: { host: HOST, port: 0, path: PATH, sessions: false } });
  } catch (error) {
    process.stderr.write(`HTTP transport not usable: ${error.message}\n`);
    process.exit(3);
  }
  const port = running?.address?.port;
  if (typeof port !== 'number') {
    process.stderr.write('HTTP transport not usable: serve() did not report the port it listens on.\n');
    process.exit(3);
  }
  announcePort(port);
}


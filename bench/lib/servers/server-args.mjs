// Every server script is run as `node <script> <stdio|http> <toolCount>`.
// An HTTP server listens on 127.0.0.1 with an ephemeral port and reports it
// as one JSON line on stdout: {"port": 12345}.
export function serverArgs() {
  const [transport = 'stdio', count = '1'] = process.argv.slice(2);
  if (transport !== 'stdio' && transport !== 'http') throw new Error(`Unknown transport ${transport}`);
  return { transport, toolCount: Number(count) };
}

export function announcePort(port) {
  process.stdout.write(`${JSON.stringify({ port })}\n`);
}

export const HOST = '127.0.0.1';
export const PATH = '/mcp';

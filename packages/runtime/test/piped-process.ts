/** A real server process over real pipes: the 2025 handshake and one tools/call piped in, then stdin closed. */
import { spawn } from 'node:child_process';

/** Runs `node <args>`, pipes initialize, initialized and a call of `tool` in, ends stdin; resolves when the process exits. */
export async function callOnceAndEnd(args: string[], tool: { name: string; arguments: Record<string, unknown> }, env: NodeJS.ProcessEnv = process.env): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'], env });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const messages = [
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { jsonrpc: '2.0', id: 2, method: 'tools/call', params: tool },
  ];
  child.stdin.end(messages.map((m) => JSON.stringify(m)).join('\n') + '\n');
  return { code: await exited, stdout, stderr };
}

/**
 * A feature written as plain JS, as a built feature package would ship it: one
 * tool `echo`, whose handler body is `invoke` (it has `args`). Source text for `node -e`.
 */
export function echoFeatureSource(invoke = 'return args.text;'): string {
  return `
const feature = {
  manifest: { manifestVersion: 1, feature: 'echo', resources: [], resourceTemplates: [], prompts: [],
    tools: [{ name: 'echo', description: 'Echo.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } }] },
  register() {},
  tools: { echo: { validate: () => true, result: 'text', invoke: (_c, args) => { ${invoke} } } },
  resources: {}, resourceTemplates: {}, prompts: {},
};
`;
}

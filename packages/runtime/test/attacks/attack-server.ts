/**
 * The server the attack tests aim at: bundled from the runtime's source
 * with esbuild (spawn-attack-server.ts) and run as a real process with
 * `node --expose-gc`. argv[2] is 'stdio' or 'http' (prints `LISTENING <url>`);
 * ATTACK_OPTIONS is JSON merged into serve()'s options; ATTACK_AUTH=1 turns
 * bearer authentication on (tokens: see TOKEN_SCOPES).
 */
import type { AuthInfo } from '@mcp-codegen/manifest';
import { serve } from '../../src/index';
import { feature, sessionCount } from './attack-feature';

/** Bearer tokens of the auth mode: the token is the subject, `-read` gives no scopes beyond mcp. */
const TOKEN_SCOPES: Record<string, string[]> = { 'alice-read': ['mcp'], 'bob-read': ['mcp'], 'carol-read': ['mcp'] };

async function main(): Promise<void> {
  const logger = { error: (message: string) => void process.stderr.write(`ERROR ${message}\n`), warn: (message: string) => void process.stderr.write(`WARN ${message}\n`) };
  const options = JSON.parse(process.env.ATTACK_OPTIONS ?? '{}') as { http?: object; limits?: object };
  const verify = (token: string): AuthInfo | undefined => (TOKEN_SCOPES[token] ? { subject: token, scopes: TOKEN_SCOPES[token] } : undefined);
  const auth = process.env.ATTACK_AUTH === '1' ? { auth: { verify, resourceMetadata: { authorization_servers: ['https://auth.example.com'] } } } : {};
  if (process.argv[2] === 'http') {
    const http = await serve([feature], { ...options, transport: 'http', logger, shutdown: false, http: { port: 0, ...auth, ...options.http } });
    sessionCount.get = () => http.handler.sessionCount;
    process.stdout.write(`LISTENING ${http.url}\n`);
  } else {
    await serve([feature], { ...options, logger, shutdown: false });
  }
}

void main();

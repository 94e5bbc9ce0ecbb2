/**
 * The attacker of validation-flood.test.ts, in its own process so that its
 * work (building and sending 4 MiB bodies) does not delay the victim's
 * pings in the test process. argv: url, session headers (JSON), duration in
 * ms, optionally 'million' or 'allowed' for one body only. Sends the two bodies in turn, back to back, on one keep-alive
 * connection; prints `{ attacks, largestReplyBytes }` as JSON at the end.
 */
import { Agent, request } from 'node:http';

const MAX_BODY_BYTES = 4 * 1024 * 1024;
const HEAD = '{"jsonrpc":"2.0","id":"attack","method":"tools/call","params":{"name":"tag","arguments":{"tags":[';
const TAIL = ']}}}';
const ROOM = MAX_BODY_BYTES - 1024 - HEAD.length - TAIL.length;

/** The largest invalid tools/call under the body limit: about a million items, none of them one of the enum's values. */
export function millionItems(): string {
  return `${HEAD}${Array.from({ length: Math.floor(ROOM / 4) }, () => '"x"').join(',')}${TAIL}`;
}

/** The most costly body under the value limit too: 99,000 valid items for the validator to walk, then a wrong one of 3 MiB. */
export function mostValuesAllowed(): string {
  const valid = Array.from({ length: 99_000 }, () => '"green"').join(',');
  return `${HEAD}${valid},"${'y'.repeat(ROOM - valid.length - 3)}"${TAIL}`;
}

function send(agent: Agent, url: URL, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent, headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'content-length': Buffer.byteLength(body), ...headers } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function main(): Promise<void> {
  const [url, headers, duration, only] = process.argv.slice(2);
  const bodies = only === 'million' ? [millionItems()] : only === 'allowed' ? [mostValuesAllowed()] : [millionItems(), mostValuesAllowed()];
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const until = Date.now() + Number(duration);
  let attacks = 0;
  let largestReplyBytes = 0;
  process.stdout.write('READY\n');
  while (Date.now() < until) largestReplyBytes = Math.max(largestReplyBytes, await send(agent, new URL(url!), bodies[attacks++ % bodies.length]!, JSON.parse(headers!)));
  agent.destroy();
  process.stdout.write(`${JSON.stringify({ attacks, largestReplyBytes })}\n`);
}

if (require.main === module) void main();

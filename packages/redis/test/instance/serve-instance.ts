/**
 * One server instance for the cross-instance tests: serves the fleet feature
 * over HTTP on an ephemeral port with the Redis pieces, prints
 * {"url": ...} on stdout, then takes commands on stdin ("publish <uri>").
 * Its log lines go to stderr, prefixed with its name.
 */
import { createInterface } from 'node:readline';
import { serve, type Logger } from '@mcp-codegen/runtime';
import { redisScaleOut } from '@mcp-codegen/redis';
import { instanceFeature } from './instance-feature';

const name = process.env.INSTANCE ?? 'instance';
const logger: Logger = {
  error: (message, error) => process.stderr.write(`[${name}] error: ${message}${error instanceof Error ? ` (${error.message})` : ''}\n`),
  warn: (message) => process.stderr.write(`[${name}] warn: ${message}\n`),
};
const scale = redisScaleOut({ logger });
const running = await serve([instanceFeature(name)], {
  transport: 'http',
  logger,
  resourceUpdates: scale.resourceUpdates,
  requestState: { secret: process.env.MCP_REQUEST_STATE_SECRET },
  // Short lease and watch: the tests see a killed instance's tasks fail within about a second.
  tasks: { store: scale.taskStore, leaseMs: 1_000, watchMs: 50, pollIntervalMs: 100 },
  http: { port: 0, sessionStore: scale.sessionStore, eventStore: scale.eventStore, retryMs: 100 },
});
await scale.resourceUpdates.subscribed;
process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, argument] = line.trim().split(' ');
  if (command === 'publish') void running.server.resourceUpdated(argument).then(() => process.stdout.write(`${JSON.stringify({ published: argument })}\n`));
});
process.stdin.on('end', () => void running.close().then(() => scale.close()).then(() => process.exit(0)));

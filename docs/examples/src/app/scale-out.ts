// docs/deployment.md: several workers, and the state they share through Redis.
import { feature as notes } from '@mcp-codegen-samples/notes';

// #region cluster
import { runCluster, redisScaleOut } from '@mcp-codegen/redis';
import { serve } from '@mcp-codegen/runtime';

await runCluster({
  workers: 4, // default: os.availableParallelism()
  async start() {
    const redis = redisScaleOut(); // only if workers must share updates or sessions
    const app = await serve([notes], {
      transport: 'http',
      resourceUpdates: redis.resourceUpdates,
      http: { port: 3000, sessionStore: redis.sessionStore, eventStore: redis.eventStore },
    });
    return { url: app.url, close: async () => { await app.close(); await redis.close(); } };
  },
});
// #endregion

export async function behindProxy(): Promise<void> {
  // #region behind-proxy
  const redis = redisScaleOut({ url: process.env.REDIS_URL, prefix: 'notes:' });
  await serve([notes], {
    transport: 'http',
    resourceUpdates: redis.resourceUpdates,
    requestState: { secret: process.env.MCP_REQUEST_STATE_SECRET },
    http: { host: '0.0.0.0', port: 3000, allowedHosts: ['mcp.example.com'], sessionStore: redis.sessionStore, eventStore: redis.eventStore },
  });
  // #endregion
}

/** The session on its own, as an HTTP or stateless front end would drive it. */
import { createServer } from '@mcp-codegen/runtime';
import { calcFeature, capturingLogger, Probe } from './fixtures';

async function setup() {
  const logger = capturingLogger();
  const server = createServer([calcFeature], { logger });
  await server.container.load(); // The tests reach the probe directly, before any call loads the container.
  return { server, logger, session: server.createSession(), probe: server.container.resolve(Probe) };
}

describe('Session', () => {
  it('handles parsed messages and raw text alike', async () => {
    const { session } = await setup();
    await expect(session.handle({ jsonrpc: '2.0', id: 1, method: 'ping' })).resolves.toEqual({ jsonrpc: '2.0', id: 1, result: {} });
    await expect(session.handleText('{"jsonrpc":"2.0","id":2,"method":"ping"}')).resolves.toEqual({ jsonrpc: '2.0', id: 2, result: {} });
    await expect(session.handleText('not json')).resolves.toMatchObject({ id: null, error: { code: -32700 } });
  });

  it('resolves a notification to no reply', async () => {
    const { session } = await setup();
    await expect(session.handle({ jsonrpc: '2.0', method: 'notifications/initialized' })).resolves.toBeUndefined();
    expect(session.state.initialized).toBe(true);
  });

  it('returns no reply for a cancelled request', async () => {
    const { session, probe } = await setup();
    const reply = session.handle({ jsonrpc: '2.0', id: 'w', method: 'tools/call', params: { name: 'wait' } });
    await probe.started.promise;
    await session.handle({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 'w' } });
    await expect(reply).resolves.toBeUndefined();
  });

  it('ignores a cancellation for an unknown id', async () => {
    const { session } = await setup();
    await expect(session.handle({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 404 } })).resolves.toBeUndefined();
  });

  it('answers a method table handler that throws with a masked -32603 and logs it', async () => {
    const logger = capturingLogger();
    const { Session } = await import('../src/protocol/session/session');
    const session = new Session({
      logger,
      methods: {
        boom: () => {
          throw new Error('internal detail');
        },
      },
    });
    await expect(session.handle({ jsonrpc: '2.0', id: 1, method: 'boom' })).resolves.toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32603, message: 'Internal error' },
    });
    expect(logger.errors).toHaveLength(1);
  });

  it('aborts everything in flight on close and replies to nothing after', async () => {
    const { session, probe } = await setup();
    const reply = session.handle({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'wait' } });
    await probe.started.promise;
    session.close();
    await expect(reply).resolves.toBeUndefined();
    await expect(session.handle({ jsonrpc: '2.0', id: 2, method: 'ping' })).resolves.toBeUndefined();
  });
});

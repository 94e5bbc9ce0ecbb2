/**
 * The tasks extension's tools/call (and the 2025 wire's refusal of task-required tools) look their tool up only
 * while some tool is declared with `task`, a fact decided once per tool map (anyTaskTool). Checked against the
 * scan it replaces, and end to end across a change of the server's tools.
 */
import { buildRegistry } from '../../src/composition/registry';
import { anyTaskTool } from '../../src/tasks/tasks-extension';
import { calcFeature, capturingLogger } from '../fixtures';
import { rawPeer, type RawPeer } from '../raw-peer';
import { envelope, jobsFeature } from './task-fixtures';

describe('anyTaskTool', () => {
  it('says what a scan of every policy says, for each tool map in turn', () => {
    const maps = [[calcFeature], [jobsFeature()], [calcFeature], [jobsFeature()]].map((features) => buildRegistry(features).tools);
    for (const tools of [...maps, ...maps.reverse()]) {
      expect(anyTaskTool(tools)).toBe([...tools.values()].some((entry) => entry.policy?.task !== undefined));
    }
  });
});

describe('a task tool added after the first calls', () => {
  let peer: RawPeer;
  let nextId = 1;
  afterEach(async () => {
    await peer.server.close();
    await peer.close();
  });

  const send = async (params: Record<string, unknown>) => {
    const id = nextId++;
    peer.request({ id, method: 'tools/call', params });
    return peer.responseTo(id);
  };

  it('is run as a task on the 2026 wire and refused on the 2025 wire, as if it had been there from the start', async () => {
    peer = await rawPeer([calcFeature], { logger: capturingLogger(), tasks: {} });
    const id = nextId++;
    peer.request({ id, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } } });
    await peer.responseTo(id);
    expect((await send({ name: 'add', arguments: { a: 1, b: 2 } })).result.content).toBeDefined();
    expect((await send({ name: 'add', arguments: { a: 1, b: 2 }, _meta: envelope() })).result).toMatchObject({ resultType: 'complete' });
    peer.server.addFeature({ feature: jobsFeature(), namespace: 'jobs' });
    expect((await send({ name: 'jobs_needsTask', arguments: {}, _meta: envelope() })).result).toMatchObject({ resultType: 'task' });
    expect((await send({ name: 'jobs_needsTask', arguments: {}, _meta: envelope(false) })).error).toMatchObject({ code: -32021 });
    expect((await send({ name: 'jobs_needsTask', arguments: {} })).error).toMatchObject({ code: -32021 });
    expect((await send({ name: 'add', arguments: { a: 1, b: 2 }, _meta: envelope() })).result).toMatchObject({ resultType: 'complete' });
    peer.server.removeFeature('jobs');
    expect((await send({ name: 'jobs_needsTask', arguments: {}, _meta: envelope() })).error).toMatchObject({ code: -32602 });
  });
});

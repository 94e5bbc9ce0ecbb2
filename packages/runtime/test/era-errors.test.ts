/** The error table of both eras (protocol/wire/eras.ts), checked as a table against what the server really answers. */
import { ERA_ERRORS, modernCode, modernHttpStatus } from '../src/protocol/wire/eras';
import { docsFeature } from './fixtures';
import { rawPeer } from './raw-peer';

const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };

describe('the era error table', () => {
  it.each([
    ['resourceNotFound', -32002, -32602, 200],
    ['unknownMethod', -32601, -32601, 404],
    ['invalidEnvelope', undefined, -32602, 400],
    ['unsupportedProtocolVersion', undefined, -32022, 400],
    ['headerMismatch', undefined, -32020, 400],
    ['missingClientCapability', undefined, -32021, 400],
  ] as const)('%s: 2025 %p, 2026 %p (HTTP %p)', (situation, legacy, modern, status) => {
    expect(ERA_ERRORS[situation]).toEqual({ legacy, modern, modernHttpStatus: status });
  });

  it('maps only the codes that differ, and keeps in-band -32602 at HTTP 200', () => {
    expect(modernCode(-32002)).toBe(-32602);
    expect(modernCode(-32603)).toBe(-32603);
    expect(modernHttpStatus(-32602)).toBe(200);
    expect(modernHttpStatus(-32601)).toBe(404);
    expect(modernHttpStatus(-32021)).toBe(400);
    expect(modernHttpStatus(-32603)).toBe(200);
  });

  it('one server answers resource-not-found with each era its own code, data naming the URI', async () => {
    const peer = await rawPeer([docsFeature]);
    try {
      peer.request({ id: 1, method: 'resources/read', params: { uri: 'docs://nope' } });
      peer.request({ id: 2, method: 'resources/read', params: { uri: 'docs://nope', _meta: meta } });
      const [legacy, modern] = await Promise.all([peer.responseTo(1), peer.responseTo(2)]);
      expect(legacy.error).toMatchObject({ code: ERA_ERRORS.resourceNotFound.legacy, data: { uri: 'docs://nope' } });
      expect(modern.error).toMatchObject({ code: ERA_ERRORS.resourceNotFound.modern, data: { uri: 'docs://nope' } });
    } finally {
      await peer.server.close();
      await peer.close();
    }
  });
});

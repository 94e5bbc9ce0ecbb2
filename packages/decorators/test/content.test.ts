import { audio, embeddedResource, image, resourceLink, text, toBase64 } from '@mcp-codegen/decorators';

describe('content helpers', () => {
  it('encodes bytes as standard base64, padding included', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 255]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + 11) % 256);
      expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    }
  });

  it('builds text, image and audio blocks from base64 or bytes', () => {
    expect(text('hi', { annotations: { priority: 1 } })).toEqual({ type: 'text', text: 'hi', annotations: { priority: 1 } });
    expect(image('iVBORw0KGgo=', 'image/png')).toEqual({ type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' });
    expect(audio(Buffer.from('RIFF'), 'audio/wav')).toEqual({ type: 'audio', data: 'UklGRg==', mimeType: 'audio/wav' });
  });

  it('builds resource links and embedded resources', () => {
    expect(resourceLink({ uri: 'notes://n1', name: 'n1', mimeType: 'text/plain' })).toEqual({
      type: 'resource_link',
      uri: 'notes://n1',
      name: 'n1',
      mimeType: 'text/plain',
    });
    expect(embeddedResource({ uri: 'a://t', text: 'x', mimeType: 'text/plain' })).toEqual({
      type: 'resource',
      resource: { uri: 'a://t', mimeType: 'text/plain', text: 'x' },
    });
    expect(embeddedResource({ uri: 'a://b', blob: new Uint8Array([1, 2, 3]) })).toEqual({
      type: 'resource',
      resource: { uri: 'a://b', blob: 'AQID' },
    });
  });
});

import { Resource, type TextResourceContents } from '@mcp-codegen/decorators';
import { PIXEL_PNG, type Point } from './shapes.js';

/** One resource per kind of return value. */
export class ResultResources {
  /** A string: text/plain unless the decorator says otherwise. */
  @Resource('results://text')
  text(): string {
    return 'plain text';
  }

  /** A string with the decorator's mimeType. */
  @Resource('results://markdown', { mimeType: 'text/markdown' })
  markdown(): string {
    return '# Title';
  }

  /** Bytes: a base64 blob with the decorator's mimeType. */
  @Resource('results://pixel', { mimeType: 'image/png' })
  pixel(): Uint8Array {
    return PIXEL_PNG;
  }

  /** A Buffer without a mimeType: application/octet-stream. */
  @Resource('results://octets')
  octets(): Buffer {
    return Buffer.from([0, 1, 2, 255]);
  }

  /** An object: its JSON, application/json. */
  @Resource('results://point')
  point(): Point {
    return { x: 1, y: 2 };
  }

  /** A contents object: the uri is filled in. */
  @Resource('results://csv')
  csv(): Omit<TextResourceContents, 'uri'> {
    return { mimeType: 'text/csv', text: 'x,y\n1,2\n' };
  }

  /** A list of contents, text and bytes. */
  @Resource('results://bundle')
  bundle(): Array<{ uri?: string; mimeType: string; text?: string; blob?: Uint8Array }> {
    return [
      { mimeType: 'text/plain', text: 'first' },
      { uri: 'results://bundle/pixel', mimeType: 'image/png', blob: PIXEL_PNG },
    ];
  }
}

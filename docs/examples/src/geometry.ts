import { Tool, type ContentBlock } from '@mcp-codegen/decorators';

export interface Point {
  x: number;
  y: number;
}

export class Geometry {
  // #region distance
  /** Distance between two points. */
  @Tool()
  distance(a: Point, b: Point): number {            // outputSchema { result: number }
    return Math.hypot(a.x - b.x, a.y - b.y);        // → structuredContent { result: 5 }, text "5"
  }
  // #endregion
}

// #region gallery
import { audio, embeddedResource, image, resourceLink, text } from '@mcp-codegen/decorators';

export class Media {
  /** One content block of each kind. */
  @Tool()
  gallery(): ContentBlock[] {
    return [
      text('One of each:'),
      image(pngBytes, 'image/png'),
      audio(wavBytes, 'audio/wav'),
      resourceLink({ uri: 'notes://n1', name: 'n1', mimeType: 'text/markdown' }),
      embeddedResource({ uri: 'notes://n1', mimeType: 'text/markdown', text: '# Groceries' }),
    ];
  }
}
// #endregion

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
const wavBytes = new Uint8Array([0x52, 0x49, 0x46, 0x46]);

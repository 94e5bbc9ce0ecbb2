/** A point on a plane. */
export interface Point {
  x: number;
  y: number;
  /** Shown next to the point. */
  label?: string;
}

export interface Circle {
  kind: 'circle';
  radius: number;
}

export interface Square {
  kind: 'square';
  side: number;
}

/** One pixel of PNG, the bytes a real image would have. */
export const PIXEL_PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);

/** A few bytes of WAV header, enough to show the shape of an audio block. */
export const WAV_HEADER = Uint8Array.from(Buffer.from('RIFF$\0\0\0WAVEfmt ', 'latin1'));

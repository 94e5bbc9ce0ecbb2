import {
  Tool,
  audio,
  embeddedResource,
  image,
  resourceLink,
  text,
  type CallToolResult,
  type ContentBlock,
  type ImageContent,
} from '@mcp-codegen/decorators';
import { PIXEL_PNG, WAV_HEADER, type Circle, type Point, type Square } from './shapes.js';

/** One tool per kind of return value, to show what each becomes. */
export class ResultTools {
  /** An object: outputSchema from its type, structuredContent and its JSON as text. */
  @Tool()
  point(x: number, y: number): Point {
    return { x, y };
  }

  /** An object through a Promise: the same as a plain object. */
  @Tool()
  async pointLater(x: number, y: number, label: string): Promise<Point> {
    return { x, y, label };
  }

  /** A union of objects: still an object, so still structured. */
  @Tool()
  shape(kind: 'circle' | 'square', size: number): Circle | Square {
    return kind === 'circle' ? { kind, radius: size } : { kind, side: size };
  }

  /** Dates in an object: sent, and checked, as ISO date-time strings. */
  @Tool()
  order(id: string): { id: string; placedAt: Date; shippedAt: Date | null } {
    return { id, placedAt: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)), shippedAt: null };
  }

  /** A Date on its own: wrapped as { result }, an ISO string. */
  @Tool()
  now(): Date {
    return new Date(Date.UTC(2025, 0, 2, 3, 4, 5));
  }

  /** Dates in a list of objects. */
  @Tool()
  timeline(): { at: Date | null }[] {
    return [{ at: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)) }, { at: null }];
  }

  /** A number: wrapped as { result }. */
  @Tool()
  sum(values: number[]): number {
    return values.reduce((total, value) => total + value, 0);
  }

  /** A boolean: wrapped as { result }. */
  @Tool()
  isEven(value: number): boolean {
    return value % 2 === 0;
  }

  /** An array: wrapped as { result }. */
  @Tool()
  words(sentence: string): string[] {
    return sentence.split(/\s+/).filter((word) => word !== '');
  }

  /** A union of primitives: wrapped as { result }. */
  @Tool()
  parse(input: string): number | string {
    const value = Number(input);
    return Number.isNaN(value) ? input : value;
  }

  /** An object or nothing: wrapped, and `result` is optional. */
  @Tool()
  find(name: string): Point | undefined {
    return name === 'origin' ? { x: 0, y: 0, label: 'origin' } : undefined;
  }

  /** A string: one text item, no outputSchema. */
  @Tool()
  greet(name: string): string {
    return `Hello, ${name}!`;
  }

  /** void: an empty content list. */
  @Tool()
  async touch(): Promise<void> {}

  /** A content block from a helper: passes through, no outputSchema. */
  @Tool()
  pixel(): ImageContent {
    return image(PIXEL_PNG, 'image/png');
  }

  /** A list of content blocks, one of each kind. */
  @Tool()
  gallery(): ContentBlock[] {
    return [
      text('One of each:'),
      image(PIXEL_PNG, 'image/png'),
      audio(WAV_HEADER, 'audio/wav'),
      resourceLink({ uri: 'results://text', name: 'text', mimeType: 'text/plain' }),
      embeddedResource({ uri: 'results://inline', mimeType: 'text/plain', text: 'inline text' }),
    ];
  }

  /** A whole CallToolResult: passes through as it is. */
  @Tool()
  custom(): CallToolResult {
    return { content: [text('custom')], structuredContent: { free: 'form' } };
  }

  /** An explicit outputSchema wins over the derived one. */
  @Tool({
    outputSchema: {
      type: 'object',
      properties: { celsius: { type: 'number', minimum: -273.15 } },
      required: ['celsius'],
      additionalProperties: false,
    },
  })
  freezing(): { celsius: number } {
    return { celsius: 0 };
  }

  /** Breaks its own output schema (through a cast): a server fault, masked. */
  @Tool()
  broken(): Point {
    return { x: 'not a number', y: 1 } as unknown as Point;
  }
}

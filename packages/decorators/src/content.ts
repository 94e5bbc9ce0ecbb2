/**
 * Content helpers: build the MCP content blocks a tool or prompt may return
 * (`return [text('Here it is:'), image(png, 'image/png')]`). Pure functions
 * with no dependencies, so this package stays inert and runs anywhere.
 */
import type { Meta } from './options.js';
import type {
  AudioContent,
  ContentAnnotations,
  EmbeddedResource,
  ImageContent,
  ResourceLink,
  TextContent,
} from './results.js';

/** Base64 text, or the raw bytes (a Buffer is a Uint8Array) to be encoded. */
export type BinaryData = string | Uint8Array;

/** Optional fields every content block can carry. */
export interface ContentExtras {
  annotations?: ContentAnnotations;
  _meta?: Meta;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 with padding; written out so the package needs neither Buffer nor btoa. */
export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i];
    const b = i + 1 < bytes.length ? bytes[i + 1] : 0;
    const c = i + 2 < bytes.length ? bytes[i + 2] : 0;
    out += ALPHABET[a >> 2] + ALPHABET[((a & 3) << 4) | (b >> 4)];
    out += i + 1 < bytes.length ? ALPHABET[((b & 15) << 2) | (c >> 6)] : '=';
    out += i + 2 < bytes.length ? ALPHABET[c & 63] : '=';
  }
  return out;
}

function base64(data: BinaryData): string {
  return typeof data === 'string' ? data : toBase64(data);
}

export function text(value: string, extras: ContentExtras = {}): TextContent {
  return { type: 'text', text: value, ...extras };
}

/** An image, such as `image(pngBytes, 'image/png')`. */
export function image(data: BinaryData, mimeType: string, extras: ContentExtras = {}): ImageContent {
  return { type: 'image', data: base64(data), mimeType, ...extras };
}

/** An audio clip, such as `audio(wavBytes, 'audio/wav')`. */
export function audio(data: BinaryData, mimeType: string, extras: ContentExtras = {}): AudioContent {
  return { type: 'audio', data: base64(data), mimeType, ...extras };
}

/** A link to a resource the client may read later with resources/read. */
export function resourceLink(link: Omit<ResourceLink, 'type'>): ResourceLink {
  return { type: 'resource_link', ...link };
}

/** What `embeddedResource` takes: a URI and either `text` or `blob` (base64 or bytes). */
export type EmbeddedResourceInput = { uri: string; mimeType?: string; _meta?: Meta } & ({ text: string } | { blob: BinaryData });

/** A resource's contents inlined in the result. */
export function embeddedResource(resource: EmbeddedResourceInput, extras: ContentExtras = {}): EmbeddedResource {
  const { uri, mimeType, _meta } = resource;
  const head = { uri, ...(mimeType === undefined ? {} : { mimeType }), ...(_meta === undefined ? {} : { _meta }) };
  const contents = 'text' in resource ? { ...head, text: resource.text } : { ...head, blob: base64(resource.blob) };
  return { type: 'resource', resource: contents, ...extras };
}

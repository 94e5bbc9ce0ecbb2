/** Reads a regular file confined to a root (confine-path.ts): the bytes, or PathRefusedError. */
import { nodeFsPromises } from '../lazy-builtins.js';
import { confinePath, PathRefusedError } from './confine-path.js';

export interface ReadConfinedOptions {
  /** Refuse files larger than this many bytes (PathRefusedError, 'invalid'). Default: no limit. */
  maxBytes?: number;
}

/**
 * The file's bytes. It reads the real path confinePath checked, not the
 * given one; a directory or other non-file counts as not found.
 */
export async function readConfined(root: string, relative: string, options: ReadConfinedOptions = {}): Promise<Buffer> {
  const real = await confinePath(root, relative);
  const { readFile, stat } = nodeFsPromises();
  const info = await stat(real);
  if (!info.isFile()) throw new PathRefusedError(`Not found: ${relative}`, 'not-found');
  if (options.maxBytes !== undefined && info.size > options.maxBytes) throw new PathRefusedError(`File too large: ${relative} has more than ${options.maxBytes} bytes.`, 'invalid');
  return readFile(real);
}

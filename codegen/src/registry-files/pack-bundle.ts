/**
 * The .mcpb file: a zip of manifest.json and the server's entry file. The
 * entry should be a bundle that runs without node_modules (see
 * samples/02-notes-server/rollup.config.mjs); the bundle carries nothing else.
 * Entries are sorted and dated 1980-01-01, so the same input packs to the
 * same bytes.
 */
import { zipSync, type Zippable } from 'fflate';

const FIXED_TIME = new Date(1980, 0, 1);

export function packBundle(files: ReadonlyArray<{ path: string; content: Uint8Array }>): Uint8Array {
  const zippable: Zippable = {};
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) zippable[file.path] = [file.content, { mtime: FIXED_TIME }];
  return zipSync(zippable, { level: 9 });
}

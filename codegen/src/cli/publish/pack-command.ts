import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { BUNDLE_SERVER_DIR, bundleName, mcpbManifest } from '../../registry-files/mcpb-manifest.js';
import { packBundle } from '../../registry-files/pack-bundle.js';
import { readPackageInfo } from '../../registry-files/package-info.js';
import type { CliIo } from '../cli-io.js';
import { EXIT_OK } from '../exit-codes.js';
import { reportRegistryProblems } from './registry-problems.js';
import { serverManifests } from './server-manifests.js';

export interface PackCommandOptions {
  entry?: string;
  out?: string;
  feature?: string[];
  quiet?: boolean;
}

/** The bundled server the sample recipe writes (samples/02-notes-server/rollup.config.mjs). */
const DEFAULT_BUNDLE = 'dist/bundle/server.mjs';

/** `mcp-codegen pack [package-dir]`: an MCP Bundle (.mcpb) of the server's entry file and its manifest.json. */
export async function packCommand(io: CliIo, packageDir: string, options: PackCommandOptions): Promise<number> {
  const info = readPackageInfo(packageDir);
  if (typeof info === 'string') return reportRegistryProblems(io, packageDir, [{ message: info, hint: 'Run it in (or pass) the directory of the server package.' }]);
  // --entry is relative to where the command runs; the defaults to the package.
  const fallback = existsSync(join(packageDir, DEFAULT_BUNDLE)) ? DEFAULT_BUNDLE : info.entry;
  const entryFile = options.entry !== undefined ? resolve(io.cwd, options.entry) : fallback === undefined ? undefined : resolve(packageDir, fallback);
  if (!entryFile || !existsSync(entryFile)) {
    return reportRegistryProblems(io, packageDir, [
      {
        message: entryFile ? `The server entry ${relative(io.cwd, entryFile)} does not exist.` : 'No server entry: no --entry, no dist/bundle/server.mjs, no "bin" or "main".',
        hint: 'Build a one-file bundle of the server app (see samples/02-notes-server/rollup.config.mjs) and pass it with --entry.',
      },
    ]);
  }
  if (!info.name) return reportRegistryProblems(io, packageDir, [{ message: 'package.json has no "name".', hint: 'Name the package; the bundle is named after it.' }]);
  const manifests = await serverManifests(io, packageDir, options.feature);
  if (typeof manifests === 'number') return manifests;

  const entryName = basename(entryFile);
  const manifest = mcpbManifest(info, manifests, entryName);
  const bytes = packBundle([
    { path: 'manifest.json', content: new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`) },
    { path: `${BUNDLE_SERVER_DIR}/${entryName}`, content: readFileSync(entryFile) },
  ]);
  const out = resolve(io.cwd, options.out ?? join(packageDir, `${bundleName(info.name)}-${info.version}.mcpb`));
  writeFileSync(out, bytes);
  if (!options.quiet) io.stdout.write(`mcp-codegen: wrote ${relative(io.cwd, out) || out} (${bytes.length} bytes, ${(manifest.tools as unknown[]).length} tools)\n`);
  return EXIT_OK;
}

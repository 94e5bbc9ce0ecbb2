import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROFILE_NAMES, type Feature } from '@mcp-codegen/manifest';
import type { ServeConfig } from '../../config/config-keys.js';
import { loadConfig } from '../../config/load-config.js';
import type { CliIo } from '../cli-io.js';
import { EXIT_FAILED, EXIT_OK } from '../exit-codes.js';
import { loadFeature, runtimeEntry } from './load-feature.js';

export interface ServeCommandOptions {
  http?: boolean;
  port?: string;
  host?: string;
  path?: string;
  /** Serve the Server Card (SEP-2127 draft) at /.well-known/mcp/server-card over HTTP. */
  serverCard?: boolean;
  /** A client profile whose lowered tool schemas every client is listed (`schemaProfile` of the runtime). */
  schemaProfile?: string;
}

interface Running {
  closed: Promise<void>;
  close(): Promise<void>;
  url?: string;
}
type ServeFn = (features: Feature[], options: Record<string, unknown>) => Promise<Running>;

/**
 * `mcp-codegen serve [package-dir]`: serves a built feature package with
 * @mcp-codegen/runtime, no server app needed. stdio by default (stdout then
 * carries only protocol; messages go to stderr), or Streamable HTTP.
 * Resolves when the server stops (stdin ends, or SIGINT/SIGTERM).
 */
export async function serveCommand(io: CliIo, packageDir: string, options: ServeCommandOptions): Promise<number> {
  const settings = serveSettings(packageDir, options);
  if (typeof settings === 'string') return fail(io, settings);
  const feature = await loadFeature(packageDir);
  if (typeof feature === 'string') return fail(io, feature);
  const entry = runtimeEntry(packageDir);
  if (!entry) return fail(io, `@mcp-codegen/runtime is not installed for ${packageDir}; add it to the package's dependencies.`);
  const { serve } = (await import(pathToFileURL(entry).href)) as { serve: ServeFn };

  const profile = options.schemaProfile;
  if (profile !== undefined && !(PROFILE_NAMES as readonly string[]).includes(profile)) return fail(io, `--schema-profile must be one of ${PROFILE_NAMES.join(', ')} (it is ${JSON.stringify(profile)}).`);
  const name = feature.manifest.feature;
  const version = packageVersion(packageDir);
  const common = { name, version, ...(profile !== undefined ? { schemaProfile: profile } : {}) };
  const running =
    settings.transport === 'http'
      ? await serve([feature], { ...common, transport: 'http', http: { port: settings.port ?? 3000, host: settings.host, path: settings.path, ...(options.serverCard ? { serverCard: true } : {}) } })
      : await serve([feature], { ...common, transport: 'stdio' });
  const stop = () => void running.close();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Over stdio, stdout belongs to the protocol.
  if (running.url) io.stdout.write(`mcp-codegen: serving ${name} at ${running.url}\n`);
  else io.stderr.write(`mcp-codegen: serving ${name} over stdio\n`);
  await running.closed;
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  return EXIT_OK;
}

/** Flags over `serve` in the configuration over the defaults (stdio). */
function serveSettings(packageDir: string, options: ServeCommandOptions): ServeConfig | string {
  const loaded = loadConfig(packageDir);
  if (loaded.diagnostics.length > 0) return loaded.diagnostics.map((d) => `${d.message} ${d.hint ?? ''}`).join('\n');
  const settings: ServeConfig = { ...loaded.config.serve };
  if (options.http || options.port !== undefined) settings.transport = 'http';
  if (options.port !== undefined) {
    const port = Number(options.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) return `--port must be an integer from 0 to 65535 (it is ${JSON.stringify(options.port)}).`;
    settings.port = port;
  }
  if (options.host !== undefined) settings.host = options.host;
  if (options.path !== undefined) settings.path = options.path;
  return settings;
}

function fail(io: CliIo, message: string): number {
  io.stderr.write(`mcp-codegen: ${message}\n`);
  return EXIT_FAILED;
}

/** The served package's own version, which clients see in serverInfo. */
function packageVersion(packageDir: string): string {
  try {
    const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version?: unknown }).version;
    return typeof version === 'string' ? version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

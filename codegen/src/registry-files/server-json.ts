/**
 * The MCP registry's server.json, from package.json: the npm package, run
 * over stdio with its `bin`. Fields follow the registry's published schema
 * (modelcontextprotocol/registry, docs/reference/server-json); the test
 * validates the output against a vendored copy.
 */
import type { FeatureManifest } from '@mcp-codegen/manifest';
import type { PackageInfo } from './package-info.js';

/** The newest released server.json schema (the registry's CHANGELOG, 2025-12-11). */
export const SERVER_JSON_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';

/** The registry's rules that the schema states: name shape, description length. */
const NAME = /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/;
const MAX_DESCRIPTION = 100;

export type ServerJsonResult = { ok: true; json: Record<string, unknown> } | { ok: false; problems: Array<{ message: string; hint: string }> };

/**
 * The schema has no field for primitives yet (SEP-2127 proposes one); the
 * tools and prompts go under `_meta`'s publisher-provided key, which the
 * schema keeps open for exactly such data.
 */
export function serverJson(info: PackageInfo, manifests: readonly FeatureManifest[]): ServerJsonResult {
  const problems: Array<{ message: string; hint: string }> = [];
  if (!info.mcpName) problems.push({ message: 'package.json has no "mcpName": the registry name of the server.', hint: 'Add "mcpName": "io.github.<user>/<server>" to package.json; the registry checks it against the npm package.' });
  else if (!NAME.test(info.mcpName)) problems.push({ message: `"mcpName" ${JSON.stringify(info.mcpName)} is not a reverse-DNS name with one slash.`, hint: 'Use the form io.github.<user>/<server>.' });
  if (!info.description) problems.push({ message: 'package.json has no "description"; the registry requires one.', hint: `Add a "description" of at most ${MAX_DESCRIPTION} characters.` });
  else if (info.description.length > MAX_DESCRIPTION) problems.push({ message: `The description has ${info.description.length} characters; the registry allows ${MAX_DESCRIPTION}.`, hint: 'Shorten package.json "description".' });
  if (!info.name) problems.push({ message: 'package.json has no "name".', hint: 'Name the npm package the registry entry points to.' });
  if (!info.entry) problems.push({ message: 'package.json has no "bin" (or "main"): nothing for `npx` to run.', hint: 'Add "bin": { "<name>": "./dist/main.js" } pointing at the server app.' });
  if (problems.length > 0) return { ok: false, problems };

  const repository = info.repository && {
    url: info.repository.url,
    source: /github\.com/.test(info.repository.url) ? 'github' : /gitlab\.com/.test(info.repository.url) ? 'gitlab' : 'git',
    ...(info.repository.directory ? { subfolder: info.repository.directory } : {}),
  };
  return {
    ok: true,
    json: {
      $schema: SERVER_JSON_SCHEMA,
      name: info.mcpName,
      description: info.description,
      version: info.version,
      ...(repository ? { repository } : {}),
      ...(info.homepage ? { websiteUrl: info.homepage } : {}),
      packages: [{ registryType: 'npm', identifier: info.name, version: info.version, transport: { type: 'stdio' } }],
      _meta: {
        'io.modelcontextprotocol.registry/publisher-provided': {
          tool: 'mcp-codegen',
          tools: manifests.flatMap((m) => m.tools.map((t) => ({ name: t.name, ...(t.description ? { description: t.description } : {}) }))),
          prompts: manifests.flatMap((m) => m.prompts.map((p) => p.name)),
        },
      },
    },
  };
}

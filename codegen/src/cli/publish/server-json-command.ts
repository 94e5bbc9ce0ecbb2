import { writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { readPackageInfo } from '../../registry-files/package-info.js';
import { serverJson } from '../../registry-files/server-json.js';
import { readIfExists } from '../../write/read-if-exists.js';
import type { CliIo } from '../cli-io.js';
import { EXIT_FAILED, EXIT_OK } from '../exit-codes.js';
import { reportRegistryProblems } from './registry-problems.js';
import { serverManifests } from './server-manifests.js';

export interface ServerJsonCommandOptions {
  out?: string;
  feature?: string[];
  check?: boolean;
  quiet?: boolean;
}

/** `mcp-codegen server-json [package-dir]`: writes the MCP registry's server.json for the package (or checks it with --check). */
export async function serverJsonCommand(io: CliIo, packageDir: string, options: ServerJsonCommandOptions): Promise<number> {
  const info = readPackageInfo(packageDir);
  if (typeof info === 'string') return reportRegistryProblems(io, packageDir, [{ message: info, hint: 'Run it in (or pass) the directory of the server package.' }]);
  const manifests = await serverManifests(io, packageDir, options.feature);
  if (typeof manifests === 'number') return manifests;
  const result = serverJson(info, manifests);
  if (!result.ok) return reportRegistryProblems(io, packageDir, result.problems);
  const file = resolve(packageDir, options.out ?? 'server.json');
  const content = `${JSON.stringify(result.json, null, 2)}\n`;
  const shown = relative(io.cwd, file) || file;
  if (options.check) {
    if (readIfExists(file)?.toString('utf8') === content) return EXIT_OK;
    io.stderr.write(`mcp-codegen: ${shown} is out of date; run \`mcp-codegen server-json\` to update it.\n`);
    return EXIT_FAILED;
  }
  writeFileSync(file, content);
  if (!options.quiet) io.stdout.write(`mcp-codegen: wrote ${shown}\n`);
  return EXIT_OK;
}

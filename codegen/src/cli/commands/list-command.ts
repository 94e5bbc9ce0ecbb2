import { resolve } from 'node:path';
import { formatManifest } from '../../list/format-manifest.js';
import { loadManifest } from '../../list/load-manifest.js';
import { formatProfileMatrix, profileMatrix } from '../../list/profile-matrix.js';
import type { CliIo } from '../cli-io.js';
import { EXIT_OK } from '../exit-codes.js';
import { failureExitCode } from '../failure-exit-code.js';
import { jsonDiagnostic, printJson } from '../json-output.js';
import { printDiagnostics } from '../print-diagnostics.js';

export interface ListCommandOptions {
  json?: boolean;
  /** The tools × client profiles matrix instead of the tables. */
  profiles?: boolean;
}

/** `mcp-codegen list [package-dir | manifest.json]`: what a feature offers, as tables or as the manifest JSON. */
export async function listCommand(io: CliIo, target: string, options: ListCommandOptions): Promise<number> {
  const loaded = await loadManifest(resolve(io.cwd, target));
  if (!loaded.ok) {
    if (options.json) printJson(io, { ok: false, diagnostics: loaded.diagnostics.map(jsonDiagnostic) });
    else printDiagnostics(io, loaded.packageDir ?? io.cwd, loaded.diagnostics);
    return failureExitCode(loaded.diagnostics);
  }
  if (options.profiles) {
    if (options.json) printJson(io, profileMatrix(loaded.manifest));
    else io.stdout.write(formatProfileMatrix(loaded.manifest));
  } else if (options.json) printJson(io, loaded.manifest);
  else io.stdout.write(formatManifest(loaded.manifest));
  return EXIT_OK;
}

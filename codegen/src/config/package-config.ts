import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DiagnosticCollector } from '../load/diagnostic-collector.js';
import type { CodegenConfig } from './config-keys.js';
import { configOf, readJson } from './load-config.js';

/** What the build needs to know about a feature package before reading its code, read once per build. */
export interface PackageConfig {
  /** Absolute package directory. */
  dir: string;
  /** The feature name: `name` of the codegen config, else the package name without its scope. */
  feature: string;
  tsconfigPath: string;
  /** `mcp-codegen.config.json`, else package.json#mcpCodegen (load-config.ts), checked. */
  settings: CodegenConfig;
  /** package.json says `"type": "module"` (with tsconfig's `module`, whether the code runs as ES modules: load/es-modules.ts). */
  typeModule: boolean;
}

interface PackageJson {
  name?: unknown;
  type?: unknown;
  mcpCodegen?: { name?: unknown };
}

/**
 * Reads `<dir>/package.json` and the codegen config once each, and checks
 * `<dir>/tsconfig.json` exists; undefined after reporting.
 */
export function readPackageConfig(dir: string, diagnostics: DiagnosticCollector): PackageConfig | undefined {
  const manifestPath = join(dir, 'package.json');
  if (!existsSync(manifestPath)) {
    diagnostics.error('MCPG1101', undefined, `No package.json in ${dir}.`, 'Run mcp-codegen in a feature package directory, or pass that directory.');
    return undefined;
  }
  const read = readJson(manifestPath);
  const loaded = configOf(dir, read);
  if (loaded.diagnostics.length > 0) {
    diagnostics.diagnostics.push(...loaded.diagnostics);
    return undefined;
  }
  const json = packageJson(read, manifestPath, diagnostics);
  const tsconfigPath = join(dir, 'tsconfig.json');
  if (!existsSync(tsconfigPath)) {
    diagnostics.error('MCPG1102', undefined, `No tsconfig.json in ${dir}.`, 'Add a tsconfig.json next to package.json that includes src/.');
  }
  if (!json) return undefined;
  const feature = featureName(loaded.config.name ?? json.mcpCodegen?.name, json, diagnostics);
  if (feature === undefined || !existsSync(tsconfigPath)) return undefined;
  return { dir, feature, tsconfigPath, settings: loaded.config, typeModule: json.type === 'module' };
}

function packageJson(read: unknown, path: string, diagnostics: DiagnosticCollector): PackageJson | undefined {
  if (typeof read === 'object' && read !== null && !Array.isArray(read) && !(read instanceof Error)) return read as PackageJson;
  diagnostics.error('MCPG1103', undefined, `package.json is not a JSON object: ${path}.`, 'Fix the JSON syntax of package.json.');
  return undefined;
}

const FEATURE_NAME = /^[A-Za-z0-9._-]{1,64}$/;

function featureName(configured: unknown, json: PackageJson, diagnostics: DiagnosticCollector): string | undefined {
  const raw = configured !== undefined ? configured : typeof json.name === 'string' ? json.name.replace(/^@[^/]+\//, '') : undefined;
  if (typeof raw === 'string' && FEATURE_NAME.test(raw)) return raw;
  diagnostics.error(
    'MCPG1103',
    undefined,
    raw === undefined ? 'package.json has no "name" to take the feature name from.' : `Invalid feature name ${JSON.stringify(raw)}.`,
    'Set "name" in package.json, or "mcpCodegen": { "name": "..." } with letters, digits, ".", "_" or "-".',
  );
  return undefined;
}

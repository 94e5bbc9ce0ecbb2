import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DiagnosticCollector } from '../load/diagnostic-collector.js';
import { CONFIG_FILE } from './load-config.js';

/** What the build needs to know about a feature package before reading its code. */
export interface PackageConfig {
  /** Absolute package directory. */
  dir: string;
  /** The feature name: `mcpCodegen.name`, else the package name without its scope. */
  feature: string;
  tsconfigPath: string;
}

interface PackageJson {
  name?: unknown;
  mcpCodegen?: { name?: unknown };
}

/** Reads `<dir>/package.json` and checks `<dir>/tsconfig.json` exists; undefined after reporting. */
export function readPackageConfig(dir: string, diagnostics: DiagnosticCollector): PackageConfig | undefined {
  const manifestPath = join(dir, 'package.json');
  if (!existsSync(manifestPath)) {
    diagnostics.error('MCPG1101', undefined, `No package.json in ${dir}.`, 'Run mcp-codegen in a feature package directory, or pass that directory.');
    return undefined;
  }
  const json = parseJson(manifestPath, diagnostics);
  const tsconfigPath = join(dir, 'tsconfig.json');
  if (!existsSync(tsconfigPath)) {
    diagnostics.error('MCPG1102', undefined, `No tsconfig.json in ${dir}.`, 'Add a tsconfig.json next to package.json that includes src/.');
  }
  if (!json) return undefined;
  const feature = featureName(dir, json, diagnostics);
  if (feature === undefined || !existsSync(tsconfigPath)) return undefined;
  return { dir, feature, tsconfigPath };
}

function parseJson(path: string, diagnostics: DiagnosticCollector): PackageJson | undefined {
  try {
    const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof json === 'object' && json !== null && !Array.isArray(json)) return json as PackageJson;
  } catch {
    // reported below
  }
  diagnostics.error('MCPG1103', undefined, `package.json is not a JSON object: ${path}.`, 'Fix the JSON syntax of package.json.');
  return undefined;
}

const FEATURE_NAME = /^[A-Za-z0-9._-]{1,64}$/;

function configFileName(dir: string): unknown {
  const file = join(dir, CONFIG_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name;
  } catch {
    return undefined; // reported by loadConfig
  }
}

function featureName(dir: string, json: PackageJson, diagnostics: DiagnosticCollector): string | undefined {
  // mcp-codegen.config.json wins over package.json#mcpCodegen (load-config.ts validates both).
  const configured = configFileName(dir) ?? json.mcpCodegen?.name;
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

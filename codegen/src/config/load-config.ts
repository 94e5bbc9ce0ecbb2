import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { CONFIG_KEYS, type CodegenConfig, type KeySpec } from './config-keys.js';

export const CONFIG_FILE = 'mcp-codegen.config.json';

export interface LoadedConfig {
  config: CodegenConfig;
  /** Where it came from, for messages: `mcp-codegen.config.json` or `package.json#mcpCodegen`; undefined when there is none. */
  source?: string;
  /** Errors name the file and the key; empty when the config is valid. */
  diagnostics: Diagnostic[];
}

/**
 * The package's codegen configuration: `mcp-codegen.config.json` if present,
 * else the `mcpCodegen` key of package.json. Every key is checked against
 * CONFIG_KEYS, so a typo is an error that names the key, not a silent default.
 */
export function loadConfig(packageDir: string): LoadedConfig {
  return configOf(packageDir, readJson(join(packageDir, 'package.json')));
}

/** As loadConfig, given package.json as already read (its parsed value, or the Error reading it). */
export function configOf(packageDir: string, packageJson: unknown): LoadedConfig {
  const file = join(packageDir, CONFIG_FILE);
  if (existsSync(file)) return validate(readJson(file), CONFIG_FILE);
  if (packageJson instanceof Error || typeof packageJson !== 'object' || packageJson === null || !('mcpCodegen' in packageJson)) return { config: {}, diagnostics: [] };
  return validate((packageJson as { mcpCodegen: unknown }).mcpCodegen, 'package.json#mcpCodegen');
}

export function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

function validate(value: unknown, source: string): LoadedConfig {
  const diagnostics: Diagnostic[] = [];
  const fail = (message: string, hint: string) => diagnostics.push({ code: 'MCPG1110', severity: 'error', message, hint });
  if (value instanceof Error) {
    fail(`${source} is not valid JSON: ${value.message}`, 'Fix the JSON syntax.');
    return { config: {}, source, diagnostics };
  }
  checkObject(value, CONFIG_KEYS, '', source, fail);
  return { config: diagnostics.length === 0 ? (value as CodegenConfig) : {}, source, diagnostics };
}

function checkObject(value: unknown, keys: Record<string, KeySpec>, prefix: string, source: string, fail: (m: string, h: string) => void): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(`${source}${prefix ? ` key "${prefix.slice(0, -1)}"` : ''} must be an object.`, 'Write it as { "key": value, ... }.');
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    const name = `${prefix}${key}`;
    const spec = keys[key];
    if (!spec) {
      fail(`${source}: unknown key "${name}".`, `Known keys${prefix ? ` of "${prefix.slice(0, -1)}"` : ''}: ${Object.keys(keys).sort().join(', ')}.`);
      continue;
    }
    const problem = spec.check(item);
    if (problem) fail(`${source}: "${name}" ${problem} (it is ${JSON.stringify(item)}).`, `"${name}" is ${spec.description}; see docs/configuration.md.`);
    else if (spec.keys) checkObject(item, spec.keys, `${name}.`, source, fail);
  }
}

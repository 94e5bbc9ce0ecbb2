import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';

const require = createRequire(import.meta.url);

let loaded: typeof Yaml | undefined;

/**
 * The yaml package, loaded when a SKILL.md's front matter is first read:
 * most packages have no skills, and loading it costs 30–40 ms of CPU at
 * every `mcp-codegen build` start (about 0.5% of a cold 1,000-tool build).
 */
export function loadYaml(): typeof Yaml {
  loaded ??= require('yaml') as typeof Yaml;
  return loaded;
}

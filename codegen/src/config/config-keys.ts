import { checkPortabilityConfig, type PortabilityConfig } from '../profiles/portability-config.js';

/**
 * Every key `mcp-codegen.config.json` (or `mcpCodegen` in package.json) may
 * hold. To add one: an entry here (what it is, how it is checked) and a field
 * in CodegenConfig; the loader rejects every key not listed, naming it.
 */
export interface CodegenConfig {
  /** The feature name; default: the package name without its scope. */
  name?: string;
  /** Print nothing on success (the `--quiet` flag overrides). */
  quiet?: boolean;
  /** Defaults of `mcp-codegen serve` and `dev` (flags override). */
  serve?: ServeConfig;
  /** Inline every non-recursive `$ref` so each schema stands alone (default true). */
  inlineRefs?: boolean;
  /** Accept `any` and `unknown` parameter types without the MCPG2005 warning. */
  allowAny?: boolean;
  /** No warning for a handler without a description (MCPG1008). */
  allowUndocumented?: boolean;
  /** Which client profiles to check tools against, and what to do about a tool a client would reject (docs/portability.md). */
  portability?: PortabilityConfig;
  /** A server app's feature packages, for mcp-codegen check-composition. */
  features?: Array<string | { package: string; namespace?: string; separator?: string }>;
}

export interface ServeConfig {
  transport?: 'stdio' | 'http';
  port?: number;
  host?: string;
  path?: string;
}

/** Checks one value; returns what is wrong with it ("must be ..."), or undefined. */
export type KeyCheck = (value: unknown) => string | undefined;

export interface KeySpec {
  description: string;
  check: KeyCheck;
  /** For object keys: their own keys, checked the same way. */
  keys?: Record<string, KeySpec>;
}

export const isString: KeyCheck = (v) => (typeof v === 'string' && v !== '' ? undefined : 'must be a non-empty string');
export const isBoolean: KeyCheck = (v) => (typeof v === 'boolean' ? undefined : 'must be true or false');
export const isObject: KeyCheck = (v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? undefined : 'must be an object');
export const oneOf =
  (...values: string[]): KeyCheck =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? undefined : `must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}`;
export const isPort: KeyCheck = (v) =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 65535 ? undefined : 'must be an integer from 0 to 65535';

export const CONFIG_KEYS: Record<string, KeySpec> = {
  name: { description: 'the feature name', check: (v) => (typeof v === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(v) ? undefined : 'must be 1 to 64 letters, digits, ".", "_" or "-"') },
  quiet: { description: 'print nothing on success', check: isBoolean },
  inlineRefs: { description: 'whether schemas inline their non-recursive $refs', check: isBoolean },
  allowAny: { description: 'whether any and unknown parameters are accepted without a warning', check: isBoolean },
  allowUndocumented: { description: 'whether handlers without a description build without a warning', check: isBoolean },
  portability: { description: 'the client profiles checked and the mode (docs/portability.md)', check: checkPortabilityConfig },
  features: {
    description: 'the feature packages a server app composes, checked by mcp-codegen check-composition (docs/composition.md)',
    check: (v) => (Array.isArray(v) && v.every((f) => (typeof f === 'string' && f !== '') || (typeof f === 'object' && f !== null && typeof (f as { package?: unknown }).package === 'string')) ? undefined : 'must be an array of package names or { "package", "namespace" } objects'),
  },
  serve: {
    description: 'defaults of mcp-codegen serve',
    check: isObject,
    keys: {
      transport: { description: 'stdio or http', check: oneOf('stdio', 'http') },
      port: { description: 'HTTP port', check: isPort },
      host: { description: 'HTTP host', check: isString },
      path: { description: 'HTTP endpoint path', check: (v) => (typeof v === 'string' && v.startsWith('/') ? undefined : 'must be a path starting with "/"') },
    },
  },
};

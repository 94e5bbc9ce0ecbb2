import { AJV_RUNTIME_ENTRY, AJV_RUNTIME_MODULES } from '@mcp-codegen/manifest';

/**
 * Ajv's standalone code, even with `code.esm`, still loads its helpers with
 * `require("...")`, which an ES module cannot do. The runtime package
 * re-exports those helper modules as `ajvRuntime`, keyed by the ids of
 * AJV_RUNTIME_MODULES (@mcp-codegen/manifest, the one list both sides use),
 * so a feature package depends on @mcp-codegen/runtime only. It is a subpath
 * of its own, imported only by validators that use a helper: the helpers
 * cost a cold start about 20 ms (bench/README.md).
 */
export const AJV_RUNTIME_IMPORT = `import { ajvRuntime } from '${AJV_RUNTIME_ENTRY}';`;

export interface LinkedCode {
  code: string;
  /** Module ids that were replaced, sorted. */
  modules: string[];
  /** Module ids the runtime does not provide; the code is unusable if any. */
  unknown: string[];
}

// A real call, not text inside a string: Ajv prints string literals with JSON
// escapes, so `require("` cannot occur inside one.
const REQUIRE_CALL = /(?<![\w$.])require\("([^"\\]+)"\)/g;

/** Replaces every `require("m")` with `ajvRuntime["m"]`. */
export function linkAjvRuntime(code: string): LinkedCode {
  const modules = new Set<string>();
  const unknown = new Set<string>();
  const linked = code.replace(REQUIRE_CALL, (_call, id: string) => {
    ((AJV_RUNTIME_MODULES as readonly string[]).includes(id) ? modules : unknown).add(id);
    return `ajvRuntime[${JSON.stringify(id)}]`;
  });
  return { code: linked, modules: [...modules].sort(), unknown: [...unknown].sort() };
}

import ts from 'typescript';
import { AJV_RUNTIME_ENTRY, AJV_RUNTIME_MODULES } from '@mcp-codegen/manifest';
import type { Validator } from '@mcp-codegen/manifest';

/**
 * Runs an emitted validators.generated.ts: transpiled to CommonJS, with
 * '@mcp-codegen/runtime/ajv-runtime' replaced by an ajvRuntime built here from the same
 * module ids, so a missing or misnamed helper fails the test.
 */
export function loadValidators(source: string): Record<string, Validator> {
  const ajvRuntime = Object.fromEntries(AJV_RUNTIME_MODULES.map((id) => [id, require(id)]));
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const fakeRequire = (id: string) => {
    if (id === AJV_RUNTIME_ENTRY) return { ajvRuntime };
    throw new Error(`validators.generated.ts must not require '${id}'`);
  };
  const module = { exports: {} as Record<string, Validator> };
  new Function('exports', 'require', 'module', outputText)(module.exports, fakeRequire, module);
  return module.exports;
}

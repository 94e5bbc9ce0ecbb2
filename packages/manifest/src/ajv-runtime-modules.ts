/**
 * The Ajv helper modules generated validators may use, by the id Ajv's
 * standalone code `require`s them with. Codegen replaces each `require("id")`
 * with `ajvRuntime["id"]` and refuses any other id; the runtime's
 * `@mcp-codegen/runtime/ajv-runtime` entry provides exactly these (its object
 * is type-checked against this list, and a test compares them).
 */
export const AJV_RUNTIME_MODULES = [
  'ajv/dist/runtime/equal',
  'ajv/dist/runtime/ucs2length',
  'ajv/dist/runtime/uri',
  'ajv/dist/runtime/validation_error',
  'ajv-formats/dist/formats',
] as const;

export type AjvRuntimeModule = (typeof AJV_RUNTIME_MODULES)[number];

/** The runtime's subpath that exports `ajvRuntime`; only validators that use a helper import it. */
export const AJV_RUNTIME_ENTRY = '@mcp-codegen/runtime/ajv-runtime';

/**
 * The helper modules that Ajv standalone validators `require`, keyed by the
 * id they require them by. Generated validators take them from here, so a
 * feature package needs no direct dependency on ajv, and no `require` in ESM.
 * The ids are AJV_RUNTIME_MODULES of @mcp-codegen/manifest, which codegen
 * links against: `satisfies` below keeps this object to exactly that list.
 */
import type { AjvRuntimeModule } from '@mcp-codegen/manifest';
import * as ucs2length from 'ajv/dist/runtime/ucs2length.js';
import * as equal from 'ajv/dist/runtime/equal.js';
import * as uri from 'ajv/dist/runtime/uri.js';
import * as validationError from 'ajv/dist/runtime/validation_error.js';
import * as formats from 'ajv-formats/dist/formats.js';

/**
 * What `require` returns for a CJS module, whichever way it was imported.
 * Node ESM and rollup's CJS interop put module.exports under `default`;
 * swc/babel interop hands module.exports itself over (it has __esModule).
 */
function cjsModule<T extends object>(namespace: T): T {
  const inner = (namespace as { default?: unknown }).default;
  const isExportsObject = typeof inner === 'object' && inner !== null && (inner as { __esModule?: unknown }).__esModule === true;
  return (isExportsObject ? inner : namespace) as T;
}

export const ajvRuntime = {
  'ajv/dist/runtime/ucs2length': cjsModule(ucs2length),
  'ajv/dist/runtime/equal': cjsModule(equal),
  'ajv/dist/runtime/uri': cjsModule(uri),
  'ajv/dist/runtime/validation_error': cjsModule(validationError),
  'ajv-formats/dist/formats': cjsModule(formats),
} satisfies Record<AjvRuntimeModule, object>;

export type AjvRuntime = typeof ajvRuntime;

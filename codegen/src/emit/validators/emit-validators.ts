import type { FeatureModel } from '../../model/feature-model.js';
import { AJV_RUNTIME_IMPORT, linkAjvRuntime } from './ajv-runtime.js';
import { compileValidators } from './compile-validators.js';
import { dropUnusedSchemas } from './drop-unused-schemas.js';
import { EmitError } from '../emit-error.js';
import { VALIDATORS_FILE, type GeneratedFile } from '../generated-file.js';
import { tsHeader } from '../header.js';
import { validatorEntries } from './validator-entries.js';

/**
 * validators.generated.ts: Ajv standalone validators, one named export per
 * tool and prompt (tools with the same input schema export the same
 * function). Ajv emits plain JavaScript, hence `// @ts-nocheck`.
 */
export function emitValidators(model: FeatureModel): GeneratedFile {
  const entries = validatorEntries(model);
  const raw = compileValidators(entries);
  const { code, modules, unknown } = linkAjvRuntime(dropUnusedSchemas(raw.replace(/^"use strict";\n?/, '')));
  if (unknown.length > 0) {
    throw new EmitError(
      unknown.map((id) => ({
        code: 'MCPG9002',
        severity: 'error',
        message: `Ajv's generated validators need the module '${id}', which @mcp-codegen/runtime does not provide as ajvRuntime.`,
        hint: 'This is a bug in mcp-codegen (an Ajv upgrade?); please report it.',
      })),
    );
  }
  const body = code.trim();
  const content =
    tsHeader(['// @ts-nocheck']) +
    (modules.length > 0 ? AJV_RUNTIME_IMPORT + '\n' : '') +
    '\n' +
    // With no tools and no prompts there is nothing to export, but the file must still be a module.
    (body === '' ? 'export {};' : body) +
    '\n';
  return { path: VALIDATORS_FILE, content };
}

// Writes codegen/src/emit/validators/meta-schema-validator.generated.ts: Ajv's standalone code for
// the JSON Schema 2020-12 meta-schema, compiled with the options of the build's validators. The
// build checks every schema against it (emit/validators/schema-checker.ts); compiling the
// meta-schema instead costs ~40-80 ms per process, and again per explicit schema (bench/PROFILES.md,
// codegen, wave 8). codegen/test/meta-schema-validator.test.ts fails when the committed file is not
// what the installed Ajv generates.
//
//   node scripts/meta-schema-validator.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(fileURLToPath(import.meta.url), '..', '..');

export const META_SCHEMA_VALIDATOR_FILE = join(root, 'codegen', 'src', 'emit', 'validators', 'meta-schema-validator.generated.ts');
export const REGENERATE_COMMAND = 'node scripts/meta-schema-validator.mjs';
const OPTIONS_FILE = join(root, 'codegen', 'src', 'model', 'validator-options.ts');
const META_SCHEMA_ID = 'https://json-schema.org/draft/2020-12/schema';

/**
 * The file's text for `options` (VALIDATOR_OPTIONS). allErrors is false, as for the
 * validators: the first error is the message users see. Ajv's code is kept as it is;
 * only its `require` gets defined, since the file is an ES module.
 */
export function metaSchemaValidatorSource(options) {
  const Ajv2020 = require('ajv/dist/2020.js');
  const addFormats = require('ajv-formats');
  const standaloneCode = require('ajv/dist/standalone/index.js').default;
  const ajv = new Ajv2020({ ...options, allErrors: false, code: { source: true, esm: true, lines: true } });
  addFormats(ajv); // as the Ajv it replaces had; it also sets code.formats, which standalone code needs
  const code = standaloneCode(ajv, { validateMetaSchema: META_SCHEMA_ID }).replace(/^"use strict";\n?/, '');
  const version = require('ajv/package.json').version;
  return [
    '// @ts-nocheck',
    `// The JSON Schema 2020-12 meta-schema (${META_SCHEMA_ID}) as Ajv ${version}'s`,
    '// standalone code, compiled with VALIDATOR_OPTIONS (codegen/src/model/validator-options.ts) and',
    `// allErrors false. Generated: do not edit. Regenerate with: ${REGENERATE_COMMAND}`,
    "import { createRequire } from 'node:module';",
    '',
    'const require = createRequire(import.meta.url);',
    '',
    code.trim(),
    '',
  ].join('\n');
}

/** VALIDATOR_OPTIONS from its TypeScript source (it imports only a type), so they are written in one place. */
async function validatorOptions() {
  const ts = require('typescript');
  const { outputText } = ts.transpileModule(readFileSync(OPTIONS_FILE, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return (await import(`data:text/javascript,${encodeURIComponent(outputText)}`)).VALIDATOR_OPTIONS;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  validatorOptions().then((options) => {
    writeFileSync(META_SCHEMA_VALIDATOR_FILE, metaSchemaValidatorSource(options));
    console.log(`wrote ${META_SCHEMA_VALIDATOR_FILE}`);
  });
}

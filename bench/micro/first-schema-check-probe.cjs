// Preloaded (node -r) into `mcp-codegen build` by first-schema-check.mjs. Appends one JSON line to
// $FIRST_CHECK_OUT: CPU (ms, from process start, process.cpuUsage()) and minor page faults when the
// validators' Ajv is made (its constructor) and when the first schema, just checked against the
// meta-schema, is added to it; and the same at exit.
const { appendFileSync } = require('node:fs');
const Ajv2020 = require('ajv/dist/2020.js');
const Ajv = require('ajv/dist/core.js').default;

const at = () => {
  const { user, system } = process.cpuUsage();
  return { cpuMs: (user + system) / 1000, minflt: process.resourceUsage().minorPageFault };
};
const marks = {};
const addVocabularies = Ajv2020.prototype._addVocabularies;
Ajv2020.prototype._addVocabularies = function (...args) {
  // The validators' Ajv writes standalone code (compile-validators.ts); the explicit-schema checks' do not.
  if (this.opts.code.source === true && this.opts.validateSchema === false) marks.validatorsAjv ??= at();
  return addVocabularies.apply(this, args);
};
const addSchema = Ajv.prototype.addSchema;
Ajv.prototype.addSchema = function (schema, ...args) {
  if (typeof schema?.$id === 'string' && schema.$id.startsWith('urn:mcp-codegen:')) marks.firstChecked ??= at();
  return addSchema.call(this, schema, ...args);
};
process.on('exit', () => {
  marks.exit = at();
  appendFileSync(process.env.FIRST_CHECK_OUT, `${JSON.stringify(marks)}\n`);
});

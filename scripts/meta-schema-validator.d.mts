// Types of meta-schema-validator.mjs, for the test that imports it.
export const META_SCHEMA_VALIDATOR_FILE: string;
export const REGENERATE_COMMAND: string;
export function metaSchemaValidatorSource(options: object): string;

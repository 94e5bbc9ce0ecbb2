import { readFileSync } from 'node:fs';
import { META_SCHEMA_VALIDATOR_FILE, REGENERATE_COMMAND, metaSchemaValidatorSource } from '../../scripts/meta-schema-validator.mjs';
import { VALIDATOR_OPTIONS } from '../src/model/validator-options';

// The committed meta-schema validator must be what the installed Ajv generates with today's
// options, or an Ajv upgrade (or an option change) would leave the build checking schemas
// with a stale copy.
describe('meta-schema-validator.generated.ts', () => {
  it('is what the installed Ajv generates with VALIDATOR_OPTIONS', () => {
    const committed = readFileSync(META_SCHEMA_VALIDATOR_FILE, 'utf8');
    const current = committed === metaSchemaValidatorSource(VALIDATOR_OPTIONS);
    expect(current ? 'up to date' : `${META_SCHEMA_VALIDATOR_FILE} is stale: regenerate it with \`${REGENERATE_COMMAND}\``).toBe('up to date');
  });
});

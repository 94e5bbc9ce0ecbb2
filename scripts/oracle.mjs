#!/usr/bin/env node
// The schema oracle (codegen/test/oracle) for longer than npm test runs it:
//   npm run oracle -- [--seed N] [--types N] [--values N]
// A random seed by default; a disagreement prints the type, the value and
// what each side said, and the seed to run it again.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { seed: { type: 'string' }, types: { type: 'string', default: '1000' }, values: { type: 'string', default: '200' } } });
const seed = values.seed ?? String(Math.floor(Math.random() * 2 ** 31));
process.stderr.write(`oracle: seed ${seed}, ${values.types} types, ${values.values} values per type\n`);
const run = spawnSync('npx', ['jest', 'codegen/test/oracle'], {
  stdio: 'inherit',
  env: { ...process.env, ORACLE_SEED: seed, ORACLE_TYPES: values.types, ORACLE_VALUES: values.values },
});
process.exitCode = run.status ?? 1;

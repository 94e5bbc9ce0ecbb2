import { runOracle } from './run-oracle.js';

/**
 * TypeScript decides (issue 16): for a fixed seed, random types and values,
 * the generated validators must agree with the checker on every value.
 * `npm run oracle` runs it longer with other seeds.
 */
const seed = Number(process.env.ORACLE_SEED ?? 20261124);
const types = Number(process.env.ORACLE_TYPES ?? 220);
const valuesPerType = Number(process.env.ORACLE_VALUES ?? 200);

test(`generated validators agree with TypeScript (seed ${seed})`, () => {
  const started = Date.now();
  const report = runOracle({ seed, types, valuesPerType });
  process.stderr.write(`oracle: seed ${seed}, ${report.types} types × ${report.values} values, ${report.disagreements.length} disagreements, ${Date.now() - started} ms\n`);
  expect(report.types).toBeGreaterThanOrEqual(Math.min(types, 200));
  expect(report.values).toBeGreaterThanOrEqual(report.types * Math.min(valuesPerType, 200) * 0.95);
  expect(report.disagreements.slice(0, 10)).toEqual([]);
  expect(report.disagreements).toHaveLength(0);
}, 300_000);

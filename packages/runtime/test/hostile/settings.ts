/**
 * Seeds and sizes of the property runs. A failure prints its seed and path;
 * reproduce with HOSTILE_SEED=<seed> (and HOSTILE_PATH=<path>). HOSTILE_SCALE
 * multiplies every run count (0.1 for a quick local run, 10 for a long soak).
 */
import fc from 'fast-check';

const scale = Number(process.env.HOSTILE_SCALE ?? 1);

export function runs(base: number): number {
  return Math.max(1, Math.round(base * scale));
}

export function params<T>(numRuns: number): fc.Parameters<T> {
  const seed = process.env.HOSTILE_SEED === undefined ? 0x5eed_2026 : Number(process.env.HOSTILE_SEED);
  return { numRuns, seed, path: process.env.HOSTILE_PATH, endOnFailure: true, verbose: 0 };
}

/** Counts cases across the runs of a file and prints the total at the end. */
export class CaseCounter {
  total = 0;
  private readonly started = Date.now();
  constructor(private readonly label: string) {}
  add(n: number): void {
    this.total += n;
  }
  report(): void {
    process.stderr.write(`[hostile] ${this.label}: ${this.total} generated cases in ${((Date.now() - this.started) / 1000).toFixed(1)} s\n`);
  }
}

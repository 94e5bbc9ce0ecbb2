import { InvalidArgumentError } from 'commander';

/** `--budget <tokens>`: a positive whole number of tokens; anything else is a usage error. */
export function parseBudget(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new InvalidArgumentError('give the budget as a positive whole number of tokens, e.g. --budget 8000.');
  return Number(value);
}

import { readFileSync } from 'node:fs';

/** The file's bytes, or undefined when it does not exist. */
export function readIfExists(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

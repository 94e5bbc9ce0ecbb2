import type { Env } from '../diagnostics/use-color.js';

export interface OutputStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** Everything the CLI touches outside itself, so tests can run it in-process. */
export interface CliIo {
  stdout: OutputStream;
  stderr: OutputStream;
  cwd: string;
  env: Env;
}

export function processIo(): CliIo {
  return { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd(), env: process.env };
}

import type { CliIo } from '../../src/cli/cli-io.js';

export interface CapturedIo extends CliIo {
  out(): string;
  err(): string;
}

/** A CliIo that records what the CLI prints; not a TTY and no colour variables. */
export function captureIo(cwd: string, env: Record<string, string> = {}): CapturedIo {
  let out = '';
  let err = '';
  return {
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (err += text) },
    cwd,
    env,
    out: () => out,
    err: () => err,
  };
}

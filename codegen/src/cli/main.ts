import { resolve } from 'node:path';
import { Command, CommanderError } from 'commander';
import { formatDiagnostic } from '../diagnostics/format-diagnostic.js';
import { internalError } from '../diagnostics/internal-error.js';
import { useColor } from '../diagnostics/use-color.js';
import { buildCommand } from './build-command.js';
import { checkCommand } from './check-command.js';
import { processIo, type CliIo } from './cli-io.js';
import { EXIT_INTERNAL, EXIT_OK } from './exit-codes.js';
import { VERSION } from './version.js';

function program(io: CliIo, setExitCode: (code: number) => void): Command {
  const cli = new Command('mcp-codegen')
    .description('Generates MCP validators, a dispatcher and a manifest from the decorated classes of a feature package.')
    .version(VERSION, '-v, --version')
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) });

  cli
    .command('build')
    .description('analyse the package and write src/generated/ (only files whose bytes change)')
    .argument('[package-dir]', 'the feature package (the directory with package.json and tsconfig.json)', '.')
    .option('-q, --quiet', 'print nothing on success')
    .action(async (dir: string, options: { quiet?: boolean }) => {
      setExitCode(await buildCommand(io, resolve(io.cwd, dir), options));
    });

  cli
    .command('check')
    .description('fail when src/generated/ is not what a build would write (for CI); writes nothing')
    .argument('[package-dir]', 'the feature package (the directory with package.json and tsconfig.json)', '.')
    .option('-q, --quiet', 'print nothing on success')
    .action(async (dir: string, options: { quiet?: boolean }) => {
      setExitCode(await checkCommand(io, resolve(io.cwd, dir), options));
    });

  return cli;
}

/**
 * The `mcp-codegen` command. Returns the exit code instead of exiting, so it
 * can run in-process (tests, other tools). Exit codes: 0 ok; 1 errors in the
 * package or stale output; 2 an internal error.
 */
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  let exitCode = EXIT_OK;
  try {
    await program(io, (code) => (exitCode = code)).parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    // --help and --version end here with exit code 0; usage errors with 1, already printed.
    if (error instanceof CommanderError) return error.exitCode;
    io.stderr.write(formatDiagnostic(internalError(error), { color: useColor(io.stderr, io.env) }));
    return EXIT_INTERNAL;
  }
}

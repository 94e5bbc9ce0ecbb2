import { resolve } from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { formatDiagnostic } from '../diagnostics/format-diagnostic.js';
import { internalError } from '../diagnostics/internal-error.js';
import { useColor } from '../diagnostics/use-color.js';
import { processIo, type CliIo } from './cli-io.js';
import { EXIT_INTERNAL, EXIT_OK } from './exit-codes.js';
import { VERSION } from './version.js';

// Each command is imported when it runs: `--version`, `list` and `diff` never load the TypeScript compiler.
const PACKAGE_DIR = 'the feature package (the directory with package.json and tsconfig.json)';

function program(io: CliIo, setExitCode: (code: number) => void): Command {
  const cli = new Command('mcp-codegen')
    .description('Generates MCP validators, a dispatcher and a manifest from the decorated classes of a feature package.')
    .version(VERSION, '-v, --version')
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) });
  const dir = (path: string) => resolve(io.cwd, path);

  cli
    .command('init')
    .description('copy a scaffold into a directory (existing files are kept)')
    .argument('[dir]', 'where to create it', '.')
    .addOption(new Option('-t, --template <name>', 'which scaffold').choices(['feature', 'server']).default('feature'))
    .option('-q, --quiet', 'print nothing on success')
    .action(async (path: string, options: { template: string; quiet?: boolean }) => {
      const { initCommand } = await import('./init-command.js');
      setExitCode(initCommand(io, dir(path), options));
    });

  cli
    .command('build')
    .description('analyse the package and write src/generated/ (only files whose bytes change)')
    .argument('[package-dir]', PACKAGE_DIR, '.')
    .option('-w, --watch', 'rebuild on every change, reusing the loaded program')
    .option('-q, --quiet', 'print nothing on success')
    .option('--json', 'print the outcome and diagnostics as JSON on stdout')
    .action(async (path: string, options: { watch?: boolean; quiet?: boolean; json?: boolean }) => {
      if (options.watch) {
        const { watchCommand } = await import('./watch-command.js');
        setExitCode(await watchCommand(io, dir(path), options));
      } else {
        const { buildCommand } = await import('./build-command.js');
        setExitCode(await buildCommand(io, dir(path), options));
      }
    });

  cli
    .command('check')
    .description('fail when src/generated/ is not what a build would write (for CI); writes nothing')
    .argument('[package-dir]', PACKAGE_DIR, '.')
    .option('-q, --quiet', 'print nothing on success')
    .option('--json', 'print the outcome and diagnostics as JSON on stdout')
    .action(async (path: string, options: { quiet?: boolean; json?: boolean }) => {
      const { checkCommand } = await import('./check-command.js');
      setExitCode(await checkCommand(io, dir(path), options));
    });

  cli
    .command('check-composition')
    .description('fail when the features a server app lists in package.json#mcpCodegen.features clash (names, URIs, templates)')
    .argument('[app-dir]', 'the server app (the directory with package.json)', '.')
    .option('-q, --quiet', 'print nothing on success')
    .action(async (path: string, options: { quiet?: boolean }) => {
      const { checkCompositionCommand } = await import('./check-composition-command.js');
      setExitCode(checkCompositionCommand(io, dir(path), options));
    });

  cli
    .command('list')
    .alias('inspect')
    .description('the tools, resources, templates and prompts of a package or of a manifest.generated.json')
    .argument('[target]', 'a feature package directory or a manifest file', '.')
    .option('--json', 'print the manifest as JSON')
    .option('--profiles', 'which client profiles take each tool (docs/portability.md)')
    .action(async (target: string, options: { json?: boolean; profiles?: boolean }) => {
      const { listCommand } = await import('./list-command.js');
      setExitCode(await listCommand(io, target, options));
    });

  cli
    .command('diff')
    .description('the contract change between two manifests (or package directories); exits 1 if it is breaking')
    .argument('<old>', 'the old manifest.generated.json (or package directory)')
    .argument('<new>', 'the new manifest.generated.json (or package directory)')
    .option('--json', 'print the changes as JSON')
    .action(async (oldPath: string, newPath: string, options: { json?: boolean }) => {
      const { diffCommand } = await import('./diff-command.js');
      setExitCode(await diffCommand(io, oldPath, newPath, options));
    });

  const serveOptions = (command: Command) =>
    command
      .argument('[package-dir]', 'a built feature package', '.')
      .option('--http', 'serve Streamable HTTP instead of stdio')
      .option('-p, --port <port>', 'HTTP port (implies --http; 0 picks a free port)')
      .option('--host <host>', 'HTTP host (default 127.0.0.1)')
      .option('--path <path>', 'HTTP endpoint path (default /mcp)')
      .option('--schema-profile <profile>', "list every client the tools' lowered schemas for this profile (docs/portability.md)");

  serveOptions(cli.command('serve').description('serve a built feature package with @mcp-codegen/runtime, no app needed')).action(
    async (path: string, options: Record<string, string | boolean>) => {
      const { serveCommand } = await import('./serve-command.js');
      setExitCode(await serveCommand(io, dir(path), options));
    },
  );

  serveOptions(cli.command('dev').description('build --watch, compile with tsc and restart serve after each change'))
    .option('-q, --quiet', 'print nothing on a successful build')
    .action(async (path: string, options: Record<string, string | boolean>) => {
      const { devCommand } = await import('./dev-command.js');
      setExitCode(await devCommand(io, dir(path), options));
    });

  return cli;
}

/**
 * The `mcp-codegen` command. Returns the exit code instead of exiting, so it
 * can run in-process (tests, other tools). Exit codes: 0 ok; 1 errors in the
 * package, stale output, a breaking diff or a usage error; 2 an internal error.
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

import { resolve } from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { formatDiagnostic } from '../diagnostics/format-diagnostic.js';
import { internalError } from '../diagnostics/internal-error.js';
import { useColor } from '../diagnostics/use-color.js';
import { processIo, type CliIo } from './cli-io.js';
import { EXIT_INTERNAL, EXIT_OK } from './exit-codes.js';
import { parseBudget } from './parse-budget.js';
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
      const { initCommand } = await import('./commands/init-command.js');
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
        const { watchCommand } = await import('./commands/watch-command.js');
        setExitCode(await watchCommand(io, dir(path), options));
      } else {
        const { buildCommand } = await import('./commands/build-command.js');
        setExitCode(await buildCommand(io, dir(path), options));
      }
    });

  cli
    .command('check')
    .description('fail when src/generated/ is not what a build would write (for CI); writes nothing')
    .argument('[package-dir]', PACKAGE_DIR, '.')
    .option('-q, --quiet', 'print nothing on success')
    .option('--json', 'print the outcome and diagnostics as JSON on stdout')
    .option('--budget <tokens>', "also fail when the tools' estimated context cost exceeds this many tokens", parseBudget)
    .action(async (path: string, options: { quiet?: boolean; json?: boolean; budget?: number }) => {
      const { checkCommand } = await import('./commands/check-command.js');
      setExitCode(await checkCommand(io, dir(path), options));
    });

  cli
    .command('check-composition')
    .description('fail when the features a server app lists in package.json#mcpCodegen.features clash (names, URIs, templates)')
    .argument('[app-dir]', 'the server app (the directory with package.json)', '.')
    .option('-q, --quiet', 'print nothing on success')
    .option('--budget <tokens>', "also fail when all the features' tools together exceed this many tokens (estimated)", parseBudget)
    .action(async (path: string, options: { quiet?: boolean; budget?: number }) => {
      const { checkCompositionCommand } = await import('./commands/check-composition-command.js');
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
      const { listCommand } = await import('./commands/list-command.js');
      setExitCode(await listCommand(io, target, options));
    });

  cli
    .command('catalog')
    .description('write catalog.md (for a README) and catalog.html: the tools with their parameters, token costs, resources and prompts')
    .argument('[targets...]', 'feature package directories or manifest files; several make one catalogue', ['.'])
    .option('-o, --out <dir>', 'where to write the two files', '.')
    .option('--check', 'write nothing; fail when the files differ from what would be written')
    .option('-q, --quiet', 'print nothing on success')
    .action(async (targets: string[], options: { out: string; check?: boolean; quiet?: boolean }) => {
      const { catalogCommand } = await import('./publish/catalog-command.js');
      setExitCode(await catalogCommand(io, targets, options));
    });

  cli
    .command('server-json')
    .description("write the MCP registry's server.json for a server package (npm, stdio), from package.json and the features' manifests")
    .argument('[package-dir]', 'the server package (package.json with "mcpName", "description", "bin")', '.')
    .option('-o, --out <file>', 'where to write it, relative to the package', 'server.json')
    .option('--feature <targets...>', 'the features it serves (default: mcpCodegen.features, else the package itself)')
    .option('--check', 'write nothing; fail when the file differs from what would be written')
    .option('-q, --quiet', 'print nothing on success')
    .action(async (path: string, options: { out?: string; feature?: string[]; check?: boolean; quiet?: boolean }) => {
      const { serverJsonCommand } = await import('./publish/server-json-command.js');
      setExitCode(await serverJsonCommand(io, dir(path), options));
    });

  cli
    .command('pack')
    .description('write an MCP Bundle (.mcpb) for Claude Desktop and other MCPB hosts: manifest.json and the server entry file')
    .argument('[package-dir]', 'the server package', '.')
    .option('--entry <file>', 'the server file to run with node (default: dist/bundle/server.mjs of the package, else its "bin" or "main")')
    .option('-o, --out <file>', 'the .mcpb to write (default <package-dir>/<name>-<version>.mcpb)')
    .option('--feature <targets...>', 'the features it serves (default: mcpCodegen.features, else the package itself)')
    .option('-q, --quiet', 'print nothing on success')
    .action(async (path: string, options: { entry?: string; out?: string; feature?: string[]; quiet?: boolean }) => {
      const { packCommand } = await import('./publish/pack-command.js');
      setExitCode(await packCommand(io, dir(path), options));
    });

  cli
    .command('diff')
    .description('the contract change between two manifests (or package directories); exits 1 if it is breaking')
    .argument('<old>', 'the old manifest.generated.json (or package directory)')
    .argument('<new>', 'the new manifest.generated.json (or package directory)')
    .option('--json', 'print the changes as JSON')
    .action(async (oldPath: string, newPath: string, options: { json?: boolean }) => {
      const { diffCommand } = await import('./commands/diff-command.js');
      setExitCode(await diffCommand(io, oldPath, newPath, options));
    });

  const serveOptions = (command: Command) =>
    command
      .argument('[package-dir]', 'a built feature package', '.')
      .option('--http', 'serve Streamable HTTP instead of stdio')
      .option('-p, --port <port>', 'HTTP port (implies --http; 0 picks a free port)')
      .option('--host <host>', 'HTTP host (default 127.0.0.1)')
      .option('--path <path>', 'HTTP endpoint path (default /mcp)')
      .option('--server-card', 'HTTP: also serve the Server Card (SEP-2127 draft) at /.well-known/mcp/server-card')
      .option('--schema-profile <profile>', "list every client the tools' lowered schemas for this profile (docs/portability.md)");

  serveOptions(cli.command('serve').description('serve a built feature package with @mcp-codegen/runtime, no app needed')).action(
    async (path: string, options: Record<string, string | boolean>) => {
      const { serveCommand } = await import('./commands/serve-command.js');
      setExitCode(await serveCommand(io, dir(path), options));
    },
  );

  serveOptions(cli.command('dev').description('build --watch, compile with tsc and restart serve after each change'))
    .option('-q, --quiet', 'print nothing on a successful build')
    .action(async (path: string, options: Record<string, string | boolean>) => {
      const { devCommand } = await import('./commands/dev-command.js');
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

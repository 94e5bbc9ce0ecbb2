import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { copyTemplate } from '../../init/copy-template.js';
import { templatesDir } from '../../init/templates-dir.js';
import type { CliIo } from '../cli-io.js';
import { EXIT_FAILED, EXIT_INTERNAL, EXIT_OK } from '../exit-codes.js';

interface TemplatePackage {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export interface InitCommandOptions {
  template: string;
  quiet?: boolean;
}

/** `mcp-codegen init [dir] --template feature|server`: copies a scaffold; existing files are kept. */
export function initCommand(io: CliIo, target: string, options: InitCommandOptions): number {
  const root = templatesDir();
  if (!root) {
    io.stderr.write('mcp-codegen: the scaffolds (templates/) are missing from this installation of @mcp-codegen/codegen; please report it.\n');
    return EXIT_INTERNAL;
  }
  const names = readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  if (!names.includes(options.template)) {
    io.stderr.write(`mcp-codegen: unknown template "${options.template}"; choose one of: ${names.join(', ')}.\n`);
    return EXIT_FAILED;
  }
  const report = copyTemplate(join(root, options.template), target);
  if (options.quiet) return EXIT_OK;
  const shown = relative(io.cwd, target) || '.';
  for (const file of report.created) io.stdout.write(`  created ${file}\n`);
  for (const file of report.kept) io.stdout.write(`  kept    ${file} (exists)\n`);
  const cd = shown === '.' ? '' : `cd ${shown} && `;
  const serve = existsSync(join(target, 'src', 'main.ts')) ? 'npm start' : 'npm run serve';
  const where = shown === '.' ? 'this folder' : shown;
  io.stdout.write(`\nmcp-codegen: ${options.template} scaffold in ${where}.\n`);
  if (report.kept.includes('package.json')) {
    // The user's own package.json was left alone: say what the scaffold needs in it.
    const template = JSON.parse(readFileSync(join(root, options.template, 'package.json'), 'utf8')) as TemplatePackage;
    io.stdout.write(`Your package.json was kept. Add to it:\n  scripts: ${JSON.stringify(template.scripts)}\n  dependencies: ${JSON.stringify(template.dependencies)}\n  devDependencies: ${JSON.stringify(template.devDependencies)}\nthen: ${cd}npm install && npm run build\n`);
  } else {
    io.stdout.write(`Next:\n  ${cd}npm install && npm run build && npm test && ${serve}\n`);
  }
  return EXIT_OK;
}

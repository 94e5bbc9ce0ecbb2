#!/usr/bin/env node
// Keeps the ```ts blocks of README.md and docs/*.md equal to code that compiles.
// A block is preceded by a marker comment naming where its code lives:
//   <!-- snippet: docs/examples/src/weather.ts#forecast -->   the region `// #region forecast` … `// #endregion`
//   <!-- snippet: samples/x/src/generated/y.ts (excerpt) -->  the block appears verbatim in that file (generated code)
//   <!-- snippet: none (reason) -->                           deliberately not compiled (say why)
// Usage: node scripts/docs-snippets.mjs [--check | --write] [--root dir]
// --check (the default) lists every problem and exits 1; --write refreshes region blocks first.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MARKER = /^<!--\s*snippet:\s*(.*?)\s*-->\s*$/;
const FENCE_OPEN = /^(\s*)```(ts|typescript)\s*$/;
const HOW_TO =
  'Put the code in a file of docs/examples/src (or a sample) between `// #region <name>` and `// #endregion`, ' +
  'write `<!-- snippet: <path>#<name> -->` on the line before the fence and run `node scripts/docs-snippets.mjs --write`; ' +
  'for code that must not compile, write `<!-- snippet: none (<why>) -->` instead.';

/** README.md and every .md under docs/ (but not the examples package's own files). */
function markdownFiles(root) {
  const files = existsSync(join(root, 'README.md')) ? ['README.md'] : [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== 'node_modules' && path !== 'docs/examples') walk(path);
      else if (entry.isFile() && entry.name.endsWith('.md')) files.push(path);
    }
  };
  if (existsSync(join(root, 'docs'))) walk('docs');
  return files;
}

/** The ```ts blocks of a markdown text, with the marker found on the nearest non-blank line above. */
function tsBlocks(lines) {
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i]);
    if (!open) {
      if (/^\s*```/.test(lines[i])) i = skipFence(lines, i); // other languages: skip their bodies
      continue;
    }
    const end = skipFence(lines, i);
    let above = i - 1;
    while (above >= 0 && lines[above].trim() === '') above--;
    const marker = above >= 0 ? MARKER.exec(lines[above].trim()) : null;
    blocks.push({ open: i, close: end, indent: open[1], marker: marker?.[1], body: lines.slice(i + 1, end) });
    i = end;
  }
  return blocks;
}

function skipFence(lines, open) {
  for (let j = open + 1; j < lines.length; j++) if (/^\s*```\s*$/.test(lines[j])) return j;
  return lines.length;
}

/** The text of `// #region name` … its `// #endregion`, without nested markers, dedented. */
export function readRegion(text, name) {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((l) => new RegExp(`^\\s*//\\s*#region\\s+${escape(name)}(\\s.*)?$`).test(l));
  if (start < 0) return undefined;
  let depth = 0;
  const out = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\s*\/\/\s*#region\b/.test(line)) { depth++; continue; }
    if (/^\s*\/\/\s*#endregion\b/.test(line)) { if (depth-- === 0) return dedent(out); continue; }
    out.push(line);
  }
  return undefined; // no #endregion
}

function dedent(lines) {
  while (lines.length && lines[0].trim() === '') lines.shift();
  while (lines.length && lines[lines.length - 1].trim() === '') lines.pop();
  const margin = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)[0].length));
  return lines.map((l) => l.slice(Math.min(margin, /^ */.exec(l)[0].length)).trimEnd());
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Checks (and with write, refreshes) every block; returns the problems as "file:line: message". */
export function run(root, { write = false } = {}) {
  const problems = [];
  for (const file of markdownFiles(root)) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    let changed = false;
    for (const block of tsBlocks(lines).reverse()) {
      const where = `${file}:${block.open + 1}`;
      const body = dedent([...block.body.map((l) => (l.startsWith(block.indent) ? l.slice(block.indent.length) : l))]);
      const problem = checkBlock(root, block.marker, body, (fresh) => {
        lines.splice(block.open + 1, block.close - block.open - 1, ...fresh.map((l) => (l ? block.indent + l : l)));
        changed = true;
      }, write);
      if (problem) problems.unshift(`${where}: ${problem}`);
    }
    if (changed) writeFileSync(join(root, file), lines.join('\n'));
  }
  return problems;
}

function checkBlock(root, marker, body, replace, write) {
  if (marker === undefined) return 'a ```ts block without a snippet marker';
  if (/^none\b/.test(marker)) return /^none\s*\(.+\)$/.test(marker) ? undefined : 'an exemption must say why: `<!-- snippet: none (<why>) -->`';
  const excerpt = /^(.+?)\s+\(excerpt\)$/.exec(marker);
  if (excerpt) {
    const path = join(root, excerpt[1]);
    if (!existsSync(path)) return `the snippet file ${excerpt[1]} does not exist`;
    const source = readFileSync(path, 'utf8').split(/\r?\n/).map((l) => l.trimEnd());
    return containsLines(source, body) ? undefined : `the block is no longer an excerpt of ${excerpt[1]}: copy the current text of that file into it`;
  }
  const [pathPart, name] = marker.split('#');
  if (!name) return `the marker "${marker}" names no region: write <path>#<region>`;
  const path = join(root, pathPart);
  if (!existsSync(path)) return `the snippet file ${pathPart} does not exist`;
  const region = readRegion(readFileSync(path, 'utf8'), name);
  if (!region) return `${pathPart} has no region "${name}" (\`// #region ${name}\` … \`// #endregion\`)`;
  if (region.join('\n') === body.join('\n')) return undefined;
  if (write) return replace(region);
  return `the block differs from ${pathPart}#${name}: run \`node scripts/docs-snippets.mjs --write\` (edit the code in ${pathPart}, not in the docs)`;
}

function containsLines(source, block) {
  if (block.length === 0) return true;
  for (let i = 0; i + block.length <= source.length; i++) {
    const window = dedent(source.slice(i, i + block.length));
    if (window.length === block.length && window.every((l, k) => l === block[k])) return true;
  }
  return false;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const rootFlag = args.indexOf('--root');
  const root = rootFlag >= 0 ? args[rootFlag + 1] : join(fileURLToPath(import.meta.url), '..', '..');
  const write = args.includes('--write');
  const problems = run(root, { write });
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(`\n${problems.length} docs snippet problem(s). ${HOW_TO}`);
    process.exit(1);
  }
  if (write) console.log('docs snippets: up to date');
}

#!/usr/bin/env node
// One-shot: moves the files of every source folder that holds more than 12
// into sub-folders that say what they hold (issue #18), and rewrites every
// relative path that names a moved file: imports, dynamic imports,
// require() and jest.mock() strings, in sources and tests alike.
// Run it from the repository root on a clean tree, after the other branches
// of the pass are merged:  node scripts/apply-folder-moves.mjs [--dry-run]
// then `npm run typecheck`, `npx jest test/import-cycles.test.ts
// test/folder-size.test.ts` and the suite. It prints the mentions of old
// paths in Markdown and comments, which it leaves for a person to reword.
// Delete this script once it has run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dryRun = process.argv.includes('--dry-run');

/**
 * Folder → { sub-folder: files moved into it }. A file not named stays where
 * it is (analyze/: analyze-package, analysis-context, duplicates and
 * parameter-info, which every stage of analysis shares; http/: the handler,
 * its options and host, node-http, fetch-handler, http-request,
 * request-checks, http-session and session-store). The groups are layered:
 * test/import-cycles.test.ts finds no cycle between the entries of any
 * folder once they are applied.
 */
const PLAN = {
  'packages/runtime/src/protocol': {
    // JSON-RPC as bytes and errors: knows nothing of sessions or features.
    wire: ['json-rpc', 'error-codes', 'message-json', 'parse', 'json-depth', 'params', 'versions', 'eras', 'pagination', 'limits/limit-errors', 'limits/limit-options'],
    // One conversation: the session, its requests in flight, what handlers get, and what it asks of the client.
    session: [
      'session',
      'method-table',
      'in-flight-request',
      'request-state',
      'request-observer',
      'server-requests',
      'handler-context',
      'lazy-resolver',
      'progress',
      'logging',
      'client-capabilities',
      'lifecycle',
    ],
    // The MCP methods over the registry: calls, reads, gets, completion, and what guards them.
    methods: ['tools', 'prompts', 'resources', 'completion', 'authorization', 'cache-hints', 'resource-cache-hint', 'request-fields'],
    // The lists, their pages, and who hears when they or a resource change.
    lists: ['lists', 'scoped-lists', 'paged-catalog', 'list-changed', 'subscriptions', 'resource-update-bus'],
    // The 2026-07-28 era: its router, methods, listen streams and input-required rounds.
    modern: ['era-router', 'modern-methods', 'modern-envelope', 'input-required', 'discover', 'listen'],
  },
  'packages/runtime/src/transports/http': {
    // One HTTP exchange: what the handlers read, and the POST and GET handlers.
    exchange: ['http-core', 'handle-get', 'handle-post', 'modern-post'],
    // What a reply is made of: JSON or an event stream, the streams a POST or a session writes to, and their stored events.
    streams: ['http-reply', 'event-stream', 'outgoing-stream', 'post-exchange', 'event-store'],
  },
  'codegen/src/emit': {
    // feature.generated.ts.
    feature: [
      'emit-feature',
      'class-loading',
      'handler-call',
      'revive-dates',
      'write-bindings',
      'write-completions',
      'write-handler',
      'write-manifest',
      'write-policy',
      'write-register',
      'write-template-rules',
      'readable-json',
    ],
    // validators.generated.ts.
    validators: ['emit-validators', 'compile-validators', 'drop-unused-schemas', 'validation-schema', 'validator-entries', 'validator-groups', 'ajv-runtime'],
    // client.generated.ts (its helpers are there already).
    client: ['emit-client'],
  },
  'codegen/src/analyze': {
    // Each decorated method to its model.
    handlers: ['analyze-handlers', 'analyze-tool', 'analyze-resource', 'analyze-prompt', 'handler-base', 'check-documentation', 'names'],
    // What a TypeScript type means to MCP: parameters, return kinds, what is refused.
    types: ['read-parameters', 'jsdoc', 'date-plan', 'unsupported-types', 'string-like', 'lib-type-name', 'marker-types', 'result-kind'],
    schema: ['generate-inputs', 'generate-outputs', 'generate-schemas', 'explicit-output-schema'],
    cache: ['tool-cache'],
    templates: ['template-parameters', 'uri-template'],
  },
  'codegen/src/analyze/schema': {
    // Rewrites of a generated schema into the one the wire carries.
    rewrite: ['inline-refs', 'normalize-keywords', 'object-shape', 'split-type-arrays', 'subschemas', 'template-pattern', 'to-2020-12', 'wire-property'],
  },
  'codegen/src/cli': {
    commands: [
      'build-command',
      'check-command',
      'check-composition-command',
      'dev-command',
      'diff-command',
      'init-command',
      'list-command',
      'serve-command',
      'watch-command',
      'load-feature',
    ],
  },
};

/** The analyze/schema cache files go to analyze/cache with tool-cache. */
const EXTRA = [
  ['codegen/src/analyze/schema/schema-cache.ts', 'codegen/src/analyze/cache/schema-cache.ts'],
  ['codegen/src/analyze/schema/dependency-fingerprint.ts', 'codegen/src/analyze/cache/dependency-fingerprint.ts'],
];

/** old absolute path → new absolute path. Plans apply in order, so analyze/ moves before analyze/schema/. */
function moves() {
  const map = new Map();
  for (const [folder, groups] of Object.entries(PLAN)) {
    for (const [sub, names] of Object.entries(groups)) {
      for (const name of names) {
        const from = join(root, folder, `${name}.ts`);
        map.set(from, join(root, folder, sub, `${basename(name)}.ts`));
      }
    }
  }
  for (const [from, to] of EXTRA) map.set(join(root, from), join(root, to));
  return map;
}

function tsFiles(dir, out = []) {
  for (const entry of readdirSync(dir)) {
    if (['node_modules', 'dist', '.git', '.tmp', '.tsbuild'].includes(entry)) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) tsFiles(path, out);
    else if (/\.(m?ts|mjs)$/.test(entry)) out.push(path);
  }
  return out;
}

/** A relative specifier as the sources write it: `./x.js`, `../y/z.js`, or without extension in tests. */
function resolveSpecifier(from, spec) {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base.replace(/\.js$/, '.ts'), `${base}.ts`]) if (existsSync(candidate)) return candidate;
  return undefined;
}

function specifierFor(from, target, original) {
  let spec = relative(dirname(from), target).replace(/\.ts$/, original.endsWith('.js') ? '.js' : '');
  if (!spec.startsWith('.')) spec = `./${spec}`;
  return spec;
}

const moved = moves();
for (const [from, to] of moved) if (!existsSync(from)) throw new Error(`${relative(root, from)} is not there: the plan is out of date.`);
const files = tsFiles(root);
const after = (path) => moved.get(path) ?? path;
const edits = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(/(['"])(\.{1,2}\/[^'"\n]*)\1/g, (whole, quote, spec) => {
    const target = resolveSpecifier(file, spec);
    if (!target || (!moved.has(target) && !moved.has(file))) return whole;
    return `${quote}${specifierFor(after(file), after(target), spec)}${quote}`;
  });
  if (next !== text) edits.set(file, next);
}

console.log(`${moved.size} files move, ${edits.size} files change their imports.`);
if (dryRun) {
  for (const [from, to] of moved) console.log(`${relative(root, from)} → ${relative(root, to)}`);
  process.exit(0);
}
for (const [file, text] of edits) writeFileSync(file, text);
for (const [from, to] of moved) {
  mkdirSync(dirname(to), { recursive: true });
  execFileSync('git', ['mv', from, to], { cwd: root });
}
// Paths such as `protocol/session.ts` in docs and comments: git grep exits 1 when there is none.
const oldPaths = [...moved.keys()].map((f) => relative(root, f).split('/').slice(-2).join('/'));
try {
  const mentions = execFileSync('git', ['grep', '-n', '-F', ...oldPaths.flatMap((p) => ['-e', p])], { cwd: root, encoding: 'utf8' });
  console.log(`Mentions of old paths to reword by hand:\n${mentions}`);
} catch {
  console.log('No mention of an old path is left.');
}

// The built runtime must never load build-time modules: not directly, not
// through any dependency. Checked two ways: the import closure of the
// dist files through node_modules, and the modules a real process loads.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { packageOf, workspaceRoot } from './workspace-packages';

const forbidden = ['typescript', 'ts-morph', '@ts-morph/common', 'typescript-json-schema', 'zod', '@mcp-codegen/codegen'];
const runtimeDist = join(workspaceRoot, 'packages/runtime/dist');

function bareImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'".][^'"]*)['"]/g)) {
    const name = packageOf(match[1]);
    if (name) found.add(name);
  }
  return [...found];
}

/** Every package reachable from `roots` through dependencies in package.json. */
function dependencyClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string, from: string) => {
    if (seen.has(name) || name.startsWith('node:')) return;
    let manifest: string | undefined;
    for (let dir = from; ; dir = dirname(dir)) {
      const candidate = join(dir, 'node_modules', name, 'package.json');
      if (existsSync(candidate)) {
        manifest = candidate;
        break;
      }
      if (dir === dirname(dir)) break;
    }
    if (!manifest) return; // a node builtin such as 'events'
    seen.add(name);
    const json = JSON.parse(readFileSync(manifest, 'utf8'));
    for (const dep of Object.keys({ ...json.dependencies, ...json.optionalDependencies })) visit(dep, dirname(manifest));
  };
  for (const root of roots) visit(root, runtimeDist);
  return seen;
}

beforeAll(() => {
  if (!existsSync(join(runtimeDist, 'index.cjs'))) throw new Error('packages/runtime/dist is missing: run `npm run build` first.');
});

// Each entry with the chunks it loads (rollup splits off what is imported lazily).
const chunks = (extension: string) => readdirSync(join(runtimeDist, 'chunks')).filter((f) => f.endsWith(extension)).map((f) => join('chunks', f));

test.each(['.mjs', '.cjs'])('dist/index%s imports no build-time module, even indirectly', (extension) => {
  const files = [`index${extension}`, ...chunks(extension)];
  const closure = dependencyClosure(files.flatMap((file) => bareImports(join(runtimeDist, file))));
  expect(closure.size).toBeGreaterThan(0);
  expect([...closure].filter((name) => forbidden.includes(name))).toEqual([]);
});

// A plain-JS feature with one tool whose class the container builds, as a built feature package ships it.
const echoFeature = `
  class Echo { echo(text) { return text; } }
  const feature = {
    manifest: { manifestVersion: 1, feature: 'echo', resources: [], resourceTemplates: [], prompts: [],
      tools: [{ name: 'echo', description: 'Echo.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } }] },
    register(container) { container.provide(Echo, () => new Echo()); },
    tools: { echo: { validate: () => true, result: 'text', invoke: (c, args) => c.resolve(Echo).echo(args.text) } },
    resources: {}, resourceTemplates: {}, prompts: {},
  };`;

/** Runs `steps` (awaited, in order, on one session of a server of echoFeature) in a fresh process; the modules loaded after each. */
function modulesLoadedAfter(steps: string[]): string[][] {
  const script = `
    const { createServer } = require(${JSON.stringify(join(runtimeDist, 'index.cjs'))});
    ${echoFeature}
    const session = createServer([feature]).createSession();
    const loaded = () => Object.keys(require.cache);
    (async () => {
      const after = [];
      for (const step of [${steps.join(', ')}]) { await step(session); after.push(loaded()); }
      process.stdout.write(JSON.stringify(after));
    })();`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

const initializeAndList = `async (s) => {
  await s.handle({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } });
  await s.handle({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
}`;
const callEcho = `async (s) => {
  const reply = await s.handle({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'echo', arguments: { text: 'hi' } } });
  if (reply.result.content[0].text !== 'hi') throw new Error(JSON.stringify(reply));
}`;
/** The modules loaded after initialize + tools/list, and after the first call: one process for the two tests below. */
let served: string[][] | undefined;
const servedModules = () => (served ??= modulesLoadedAfter([initializeAndList, callEcho]));
const fromPackage = (paths: string[], name: string) => paths.filter((path) => path.includes(`/node_modules/${name}/`));

test('serving, up to the first handler call, loads no build-time module', () => {
  const [, loaded] = servedModules();
  expect(fromPackage(loaded, 'reflect-metadata')).not.toEqual([]); // The container loaded: the call went all the way.
  const offending = loaded.filter((path) => forbidden.some((name) => path.includes(`/node_modules/${name}/`) || path.includes('/codegen/')));
  expect(offending).toEqual([]);
});

test('reflect-metadata loads at the first handler call, tsyringe not for factories, the Ajv helpers only through their own entry', () => {
  const [listed, called] = servedModules();
  for (const name of ['tsyringe', 'reflect-metadata', 'ajv', 'ajv-formats', 'fast-uri']) expect(fromPackage(listed, name)).toEqual([]);
  // Every class of the feature comes with a factory, as generated code registers them: the container builds them itself.
  expect(fromPackage(called, 'tsyringe')).toEqual([]);
  expect(fromPackage(called, 'reflect-metadata')).not.toEqual([]);
  expect(fromPackage(called, 'ajv')).toEqual([]);
  const helpers: string[] = JSON.parse(
    execFileSync(process.execPath, ['-e', `require(${JSON.stringify(join(runtimeDist, 'ajv-runtime.cjs'))}); process.stdout.write(JSON.stringify(Object.keys(require.cache)))`], { encoding: 'utf8' }),
  );
  expect(fromPackage(helpers, 'ajv')).not.toEqual([]);
});

test('a server without an OpenTelemetry SDK never loads @opentelemetry/api', () => {
  const script = `
    const { createServer } = require(${JSON.stringify(join(runtimeDist, 'index.cjs'))});
    createServer([]).createSession().handle({ jsonrpc: '2.0', id: 1, method: 'ping' }).then(() => {
      process.stdout.write(JSON.stringify(Object.keys(require.cache)));
    });`;
  const loaded: string[] = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
  expect(loaded.some((path) => path.includes('/chunks/index.cjs'))).toBe(true);
  expect(loaded.filter((path) => path.includes('@opentelemetry'))).toEqual([]);
});

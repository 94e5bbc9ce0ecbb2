/**
 * A feature shaped like generated code whose handlers fail in every way a
 * server can (thrown Error, rejected promise, non-Error throw, a service the
 * container cannot build, output that breaks its schema) with internal
 * details in the failure, and handlers that return hostile text.
 */
import { ToolError } from '@mcp-codegen/decorators';
import type { Feature, FeatureManifest, Resolver } from '@mcp-codegen/manifest';
import { validator } from './fixtures';

/** What must never reach a client: a secret, an internal path and a source location. */
export const SECRET = 'hunter2';
export const INTERNAL = `db://admin:${SECRET}@10.0.0.9 refused (/srv/app/src/store.ts:41:7)`;
/** Markers of a leak in a reply's JSON text. */
export const LEAKS = [SECRET, '/srv/app', 'store.ts', '10.0.0.9', '    at ', 'node_modules', 'ResolutionError', 'Unregistered', 'Cannot build'];

/** Hostile text a handler might pass on: an ANSI escape, a bidi override, a C1 control, NUL and BEL. */
export const HOSTILE = 'ok\u001b[31mred\u202Eevil\u0085x\u0000\u0007 tab\tnl\n';
export const HOSTILE_CLEAN = 'ok\uFFFD[31mred\uFFFDevil\uFFFDx\uFFFD\uFFFD tab\tnl\n';

/** Registered by no one: resolving it is a DI failure. */
export const UNREGISTERED = Symbol('Unregistered');

/** Each failure, by name, as a function a handler calls. */
export const failures: Record<string, (c: Resolver) => unknown> = {
  thrown: () => {
    throw new Error(INTERNAL);
  },
  rejected: () => Promise.reject(new Error(INTERNAL)),
  string: () => {
    throw INTERNAL;
  },
  object: () => Promise.reject({ message: INTERNAL, stack: `Error: ${INTERNAL}\n    at x (/srv/app/src/store.ts:41:7)` }),
  di: (c) => c.resolve(UNREGISTERED),
  toolError: () => {
    throw new ToolError('Visible: the note is locked.');
  },
};

const object = (properties: Record<string, unknown> = {}, required: string[] = []) => ({ type: 'object', properties, required, additionalProperties: false });
const names = Object.keys(failures);

export const secManifest: FeatureManifest = {
  manifestVersion: 1,
  feature: 'sec',
  tools: [
    ...names.map((name) => ({ name: `fail_${name}`, description: `Fails: ${name}.`, inputSchema: object() })),
    { name: 'bad_output', description: 'Breaks its output schema.', inputSchema: object(), outputSchema: object({ count: { type: 'integer' } }, ['count']) },
    { name: 'hostile_text', description: 'Returns hostile text.', inputSchema: object() },
    { name: 'hostile_content', description: 'Returns an explicit result with hostile text.', inputSchema: object() },
  ],
  resources: [
    ...names.map((name) => ({ uri: `sec://fail/${name}`, name: `fail-${name}` })),
    { uri: 'sec://hostile', name: 'hostile' },
  ],
  resourceTemplates: [
    { uriTemplate: 'sec://boom/{kind}', name: 'boom' },
    { uriTemplate: 'sec://pages/{slug}', name: 'page' },
    { uriTemplate: 'sec://tree/{+path}', name: 'tree' },
    { uriTemplate: 'sec://codes/{code}', name: 'code' },
    { uriTemplate: 'sec://find{?q}', name: 'find' },
  ],
  prompts: [
    { name: 'fail', description: 'Fails as told.', arguments: [{ name: 'kind', required: true }] },
    { name: 'echo', description: 'Echoes its text.', arguments: [{ name: 'text', required: true }] },
  ],
};

const echo = (kind: string) => (_c: Resolver, _uri: string, vars: Record<string, unknown>) => JSON.stringify({ [kind]: vars[kind === 'find' ? 'q' : kind] ?? null });

export const secFeature: Feature = {
  manifest: secManifest,
  register() {},
  tools: {
    ...Object.fromEntries(names.map((name) => [`fail_${name}`, { validate: validator({}), result: 'auto' as const, invoke: (c: Resolver) => failures[name](c) }])),
    bad_output: {
      validate: validator({}),
      validateOutput: Object.assign((data: unknown) => typeof (data as { count?: unknown })?.count === 'number', { errors: [{ instancePath: '/count', schemaPath: '#/properties/count/type', keyword: 'type', params: { type: 'integer' }, message: `must be integer (${INTERNAL})` }] }),
      result: 'structured',
      invoke: () => ({ count: 'many', leaked: INTERNAL }),
    },
    hostile_text: { validate: validator({}), result: 'text', invoke: () => HOSTILE },
    hostile_content: {
      validate: validator({}),
      result: 'result',
      invoke: () => ({ content: [{ type: 'text', text: HOSTILE }, { type: 'resource', resource: { uri: 'sec://x', text: HOSTILE } }, { type: 'image', data: 'AAAA', mimeType: 'image/png' }] }),
    },
  },
  resources: {
    ...Object.fromEntries(names.map((name) => [`sec://fail/${name}`, { result: 'auto' as const, read: (c: Resolver) => failures[name](c) }])),
    'sec://hostile': { result: 'text', read: () => HOSTILE },
  },
  resourceTemplates: {
    'sec://boom/{kind}': { pattern: /^sec:\/\/boom\/([^/?#]+)$/, variables: ['kind'], result: 'auto', read: (c, _uri, vars) => failures[vars.kind as string]?.(c) },
    'sec://pages/{slug}': { pattern: /^sec:\/\/pages\/([^/?#]+)$/, variables: ['slug'], result: 'text', read: echo('slug') },
    'sec://tree/{+path}': { pattern: /^sec:\/\/tree\/([^?#]+)$/, variables: ['path'], result: 'text', read: echo('path') },
    'sec://codes/{code}': {
      pattern: /^sec:\/\/codes\/([^/?#]+)$/,
      variables: ['code'],
      variableTypes: { code: { maxLength: 4, pattern: '^[a-z]+$' } },
      result: 'text',
      read: echo('code'),
    },
    'sec://find{?q}': { pattern: /^sec:\/\/find(?:\?([^#]*))?$/, variables: [], query: ['q'], result: 'text', read: echo('find') },
  },
  prompts: {
    fail: { validate: validator({ kind: { type: 'string' } }, ['kind']), result: 'auto', get: (c, args) => failures[args.kind as string](c) },
    echo: { validate: validator({ text: { type: 'string' } }, ['text']), result: 'auto', get: (_c, args) => [args.text as string, { role: 'assistant', content: { type: 'resource', resource: { uri: 'sec://x', text: HOSTILE } } }] },
  },
  completions: {
    prompts: { fail: { kind: { complete: (c, value) => failures[value](c) } } },
  },
};

/**
 * Hand-written features shaped like generated code: a calculator with tools,
 * a docs feature with resources, templates and prompts. The validators mimic
 * Ajv's error objects so argument errors read as they will in production.
 */
import { ToolError } from '@mcp-codegen/decorators';
import type { CallToolResult, PromptMessage } from '@mcp-codegen/decorators';
import type { Feature, FeatureManifest, HandlerContext, ValidationError, Validator } from '@mcp-codegen/manifest';
import type { Logger } from '../src/logger';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

type Rule = { type: 'number' | 'integer' | 'string' | 'array' | 'object' | 'boolean'; enum?: unknown[]; minimum?: number };

/** A tiny object validator producing Ajv-shaped errors (allErrors, additionalProperties: false). */
export function validator(properties: Record<string, Rule>, required: string[] = []): Validator {
  const validate: Validator = (data: unknown) => {
    const errors: ValidationError[] = [];
    const args = data as Record<string, unknown>;
    for (const name of required) {
      if (!(name in args)) errors.push({ instancePath: '', schemaPath: '#/required', keyword: 'required', params: { missingProperty: name }, message: `must have required property '${name}'` });
    }
    for (const [name, value] of Object.entries(args)) {
      const rule = properties[name];
      const path = `/${name}`;
      if (!rule) {
        errors.push({ instancePath: '', schemaPath: '#/additionalProperties', keyword: 'additionalProperties', params: { additionalProperty: name }, message: 'must NOT have additional properties' });
        continue;
      }
      const ok =
        rule.type === 'array' ? Array.isArray(value)
        : rule.type === 'integer' ? Number.isInteger(value)
        : rule.type === 'object' ? typeof value === 'object' && value !== null && !Array.isArray(value)
        : typeof value === rule.type;
      if (!ok) {
        errors.push({ instancePath: path, schemaPath: `#/properties/${name}/type`, keyword: 'type', params: { type: rule.type }, message: `must be ${rule.type}` });
      } else if (rule.enum && !rule.enum.includes(value)) {
        errors.push({ instancePath: path, schemaPath: `#/properties/${name}/enum`, keyword: 'enum', params: { allowedValues: rule.enum }, message: 'must be equal to one of the allowed values' });
      } else if (rule.minimum !== undefined && (value as number) < rule.minimum) {
        errors.push({ instancePath: path, schemaPath: `#/properties/${name}/minimum`, keyword: 'minimum', params: { comparison: '>=', limit: rule.minimum }, message: `must be >= ${rule.minimum}` });
      }
    }
    validate.errors = errors.length > 0 ? errors : null;
    return errors.length === 0;
  };
  return validate;
}

const objectSchema = (properties: Record<string, unknown>, required: string[] = []) => ({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

/** A service the calculator gets injected, so tests can override it through `providers`. */
export class Greeter {
  constructor(readonly greeting: string = 'Hello') {}
  greet(name: string): string {
    return `${this.greeting}, ${name}!`;
  }
}

/** Hooks a test uses to observe a long-running tool. */
export class Probe {
  started = deferred<HandlerContext>();
  aborted = deferred<unknown>();
  reset(): void {
    this.started = deferred<HandlerContext>();
    this.aborted = deferred<unknown>();
  }
}

export class Calculator {
  constructor(
    private readonly greeter: Greeter,
    readonly probe: Probe,
  ) {}

  add(a: number, b: number): number {
    return a + b;
  }
  divide(a: number, b: number): number {
    if (b === 0) throw new ToolError('Cannot divide by zero. Pass a non-zero "b".');
    return a / b;
  }
  async crash(): Promise<never> {
    throw new Error('connection to db://admin:hunter2@10.0.0.1 refused');
  }
  stats(values: number[]): { sum: number; count: number } {
    return { sum: values.reduce((s, v) => s + v, 0), count: values.length };
  }
  greet(name: string): string {
    return this.greeter.greet(name);
  }
  /** Waits until cancelled, then reports how it ended. */
  async wait(context: HandlerContext): Promise<string> {
    this.probe.started.resolve(context);
    await new Promise<void>((resolve) => context.signal.addEventListener('abort', () => resolve(), { once: true }));
    this.probe.aborted.resolve(context.signal.reason);
    return 'finished after abort';
  }
}

export const calcManifest: FeatureManifest = {
  manifestVersion: 1,
  feature: 'calc',
  tools: [
    { name: 'add', description: 'Add two numbers.', inputSchema: objectSchema({ a: { type: 'number' }, b: { type: 'number' } }, ['a', 'b']) },
    { name: 'divide', description: 'Divide a by b.', inputSchema: objectSchema({ a: { type: 'number' }, b: { type: 'number' } }, ['a', 'b']) },
    { name: 'crash', description: 'Always fails.', inputSchema: objectSchema({}) },
    { name: 'syncCrash', description: 'Throws before returning a promise.', inputSchema: objectSchema({}) },
    {
      name: 'stats',
      description: 'Sum and count.',
      inputSchema: objectSchema({ values: { type: 'array', items: { type: 'number' } } }, ['values']),
      outputSchema: { type: 'object', properties: { sum: { type: 'number' }, count: { type: 'integer' } }, required: ['sum', 'count'] },
    },
    { name: 'greet', description: 'Greet someone.', inputSchema: objectSchema({ name: { type: 'string' } }, ['name']) },
    { name: 'image', description: 'An explicit MCP result.', inputSchema: objectSchema({}) },
    { name: 'auto', description: 'Returns the value of the given kind.', inputSchema: objectSchema({ kind: { type: 'string' } }, ['kind']) },
    { name: 'wait', description: 'Waits until cancelled.', inputSchema: objectSchema({}) },
    { name: 'cyclic', description: 'Returns a result JSON cannot serialise.', inputSchema: objectSchema({}) },
  ],
  resources: [],
  resourceTemplates: [],
  prompts: [],
};

const autoValues: Record<string, unknown> = {
  string: 'plain text',
  object: { answer: 42 },
  null: null,
  array: [1, 2, 3],
  number: 7,
  content: { content: [{ type: 'text', text: 'explicit' }] },
};

export const calcFeature: Feature = {
  manifest: calcManifest,
  register(container) {
    container.provide(Greeter, () => new Greeter());
    container.provide(Probe, () => new Probe());
    container.provide(Calculator, (c) => new Calculator(c.resolve(Greeter), c.resolve(Probe)));
  },
  tools: {
    add: { validate: validator({ a: { type: 'number' }, b: { type: 'number' } }, ['a', 'b']), result: 'text', invoke: (c, args) => c.resolve(Calculator).add(args.a as number, args.b as number) },
    divide: { validate: validator({ a: { type: 'number' }, b: { type: 'number' } }, ['a', 'b']), result: 'text', invoke: (c, args) => c.resolve(Calculator).divide(args.a as number, args.b as number) },
    crash: { validate: validator({}), result: 'text', invoke: (c) => c.resolve(Calculator).crash() },
    syncCrash: {
      validate: validator({}),
      result: 'text',
      invoke: () => {
        throw new TypeError('Cannot read properties of undefined (reading "secret")');
      },
    },
    stats: { validate: validator({ values: { type: 'array' } }, ['values']), result: 'structured', invoke: (c, args) => c.resolve(Calculator).stats(args.values as number[]) },
    greet: { validate: validator({ name: { type: 'string' } }, ['name']), result: 'text', invoke: (c, args) => c.resolve(Calculator).greet(args.name as string) },
    image: {
      validate: validator({}),
      result: 'result',
      invoke: (): CallToolResult => ({ content: [{ type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' }] }),
    },
    auto: { validate: validator({ kind: { type: 'string' } }, ['kind']), result: 'auto', invoke: (_c, args) => autoValues[args.kind as string] },
    wait: { validate: validator({}), result: 'text', invoke: (c, _args, context) => c.resolve(Calculator).wait(context) },
    cyclic: {
      validate: validator({}),
      result: 'result',
      invoke: () => {
        const result: Record<string, unknown> = { content: [] };
        result.self = result;
        return result;
      },
    },
  },
  resources: {},
  resourceTemplates: {},
  prompts: {},
};

export const docsManifest: FeatureManifest = {
  manifestVersion: 1,
  feature: 'docs',
  tools: [],
  resources: [
    { uri: 'docs://readme', name: 'readme', description: 'The readme.', mimeType: 'text/markdown' },
    { uri: 'docs://logo', name: 'logo', description: 'The logo.', mimeType: 'image/png' },
    { uri: 'docs://config', name: 'config', description: 'Settings as JSON.' },
    { uri: 'docs://broken', name: 'broken', description: 'Always fails.' },
  ],
  resourceTemplates: [
    { uriTemplate: 'docs://pages/{slug}', name: 'page', description: 'One page.', mimeType: 'text/plain' },
    { uriTemplate: 'docs://users/{id}/profile', name: 'profile', description: 'A profile as JSON.' },
  ],
  prompts: [
    {
      name: 'review',
      description: 'Ask for a review.',
      arguments: [
        { name: 'topic', description: 'What to review', required: true },
        { name: 'tone', description: 'formal or casual', required: false },
      ],
    },
    { name: 'conversation', description: 'A short exchange.' },
    { name: 'broken', description: 'Always fails.' },
  ],
};

export const docsFeature: Feature = {
  manifest: docsManifest,
  register() {},
  tools: {},
  resources: {
    'docs://readme': { result: 'text', read: () => '# Readme' },
    'docs://logo': { result: 'auto', read: () => Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
    'docs://config': { result: 'structured', read: () => ({ debug: true }) },
    'docs://broken': {
      result: 'text',
      read: () => {
        throw new Error('ENOENT: /etc/secret/config.yml');
      },
    },
  },
  resourceTemplates: {
    'docs://pages/{slug}': {
      pattern: /^docs:\/\/pages\/([^/?#]+)$/,
      variables: ['slug'],
      result: 'text',
      read: (_c, _uri, vars) => {
        if (vars.slug === 'missing') throw new ToolError('No page "missing". List pages with resources/list.');
        return `Page ${vars.slug as string}`;
      },
    },
    'docs://users/{id}/profile': {
      pattern: /^docs:\/\/users\/([^/?#]+)\/profile$/g,
      variables: ['id'],
      result: 'structured',
      read: (_c, uri, vars) => ({ id: vars.id, uri }),
    },
  },
  prompts: {
    review: {
      validate: validator({ topic: { type: 'string' }, tone: { type: 'string', enum: ['formal', 'casual'] } }, ['topic']),
      result: 'text',
      get: (_c, args) => `Please review ${args.topic as string} in a ${(args.tone as string | undefined) ?? 'casual'} tone.`,
    },
    conversation: {
      validate: validator({}),
      result: 'auto',
      get: (): PromptMessage[] => [
        { role: 'user', content: { type: 'text', text: 'Hi' } },
        { role: 'assistant', content: { type: 'text', text: 'Hello! How can I help?' } },
      ],
    },
    broken: {
      validate: validator({}),
      result: 'text',
      get: () => {
        throw new Error('prompt store offline at 10.0.0.2');
      },
    },
  },
};

export interface CapturingLogger extends Logger {
  errors: Array<{ message: string; error: unknown }>;
  warnings: string[];
}

/** Keeps what was logged so tests can check the details stay server-side. */
export function capturingLogger(): CapturingLogger {
  const errors: CapturingLogger['errors'] = [];
  const warnings: string[] = [];
  return {
    errors,
    warnings,
    error: (message, error) => void errors.push({ message, error }),
    warn: (message) => void warnings.push(message),
  };
}

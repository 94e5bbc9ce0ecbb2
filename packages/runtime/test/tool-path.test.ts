/**
 * Oracles for the shortcuts of the tools/call path (bench/PROFILES.md, "Wave 9, tool path"):
 * each compares a shortcut with the longer way it skips, and fails when the two disagree.
 */
import type { CallToolResult } from '@mcp-codegen/decorators';
import type { Feature, ResultKind, ToolBinding } from '@mcp-codegen/manifest';
import { sanitizeToolResult } from '../src/results/sanitize/sanitize-results';
import { textResult, toolResult } from '../src/results/tool-result';
import { TextResult } from '../src/results/text-result';
import { jsonValue } from '../src/results/values';
import { checkOutput } from '../src/results/output-check';
import { RequestHandlerContext } from '../src/protocol/session/handler-context';
import { NO_PROGRESS, progressReporter } from '../src/protocol/session/progress';
import type { RequestContext } from '../src/protocol/session/method-table';
import type { JsonObject } from '../src/protocol/wire/json-rpc';
import { classify, parseText } from '../src/protocol/wire/parse';
import { capturingLogger, validator } from './fixtures';
import { rawPeer } from './raw-peer';

describe("a text result's sanitising", () => {
  /** The walk every other result takes: the same members in a plain object, which is no TextResult. */
  const walked = (result: CallToolResult) => sanitizeToolResult({ ...result } as CallToolResult);

  const texts = ['5', '', 'plain text\twith tab\nand lines\r\n', 'escape \u001b[31mred\u001b[0m', 'bidi \u202Eevil\u202C', 'del \u007F and c1 \u0085', 'joiner \u200D kept'];

  it.each(texts.flatMap((text) => [[text, false], [text, true]] as const))('gives what the walk gives for %j (isError %s)', (text, isError) => {
    const result = textResult(text, isError);
    const fast = sanitizeToolResult(result);
    expect(JSON.stringify(fast)).toBe(JSON.stringify(walked(result)));
    // A clean result is returned as it is, as the walk does.
    if (JSON.stringify(fast) === JSON.stringify(result)) expect(fast).toBe(result);
    else expect(fast).not.toBe(result);
  });

  it('walks a TextResult changed after it was made', () => {
    const twoBlocks = new TextResult('a', false);
    twoBlocks.content.push({ type: 'text', text: 'b\u001b' });
    expect(JSON.stringify(sanitizeToolResult(twoBlocks))).toBe(JSON.stringify(walked(twoBlocks)));
    expect(JSON.stringify(sanitizeToolResult(twoBlocks))).toContain('b\uFFFD');
    const resource = new TextResult('a', false);
    resource.content[0] = { type: 'resource', resource: { uri: 'x://y', text: 'r\u001b' } } as never;
    expect(JSON.stringify(sanitizeToolResult(resource))).toBe(JSON.stringify(walked(resource)));
    expect(JSON.stringify(sanitizeToolResult(resource))).toContain('r\uFFFD');
  });
});

describe("the handler context's progress", () => {
  function request(meta: JsonObject | undefined, sent: unknown[]): RequestContext {
    return {
      id: 1,
      meta,
      auth: undefined,
      session: { initialized: true, logLevel: 'info' },
      notify: (method: string, params: unknown) => void sent.push({ method, params }),
    } as unknown as RequestContext;
  }

  it.each([undefined, {}, { progressToken: 'p' }, { progressToken: 7 }, { progressToken: true }, { progressToken: null }, { progressToken: '' }, { progressToken: 0 }])('reports as progressReporter does for _meta %j', (meta) => {
    const fromContext: unknown[] = [];
    const fromReporter: unknown[] = [];
    new RequestHandlerContext(request(meta, fromContext)).progress(1, 2, 'half');
    progressReporter(request(meta, fromReporter))(1, 2, 'half');
    expect(fromContext).toEqual(fromReporter);
    expect(fromContext).toHaveLength(typeof meta?.progressToken === 'string' || typeof meta?.progressToken === 'number' ? 1 : 0);
  });

  it.each([undefined, {}, { progressToken: undefined }, { other: 1 }])('gives a request without a token (_meta %j) the reporter progressReporter gives it', (meta) => {
    expect(new RequestHandlerContext(request(meta, [])).progress).toBe(progressReporter(request(meta, [])));
    expect(progressReporter(request(meta, []))).toBe(NO_PROGRESS);
  });
});

describe('the depth walk left out for a short text', () => {
  /** `levels` containers inside one another (0: a number), as arrays only or arrays and objects in turn. */
  const arrays = (levels: number) => '['.repeat(levels) + (levels === 0 ? '0' : '') + ']'.repeat(levels);
  const mixed = (levels: number): string => (levels === 0 ? '0' : levels % 2 ? `[${mixed(levels - 1)}]` : `{"a":${mixed(levels - 1)}}`);

  /** Short texts that nest `depth` deep (the message counts as 1): requests, notifications and responses. */
  function texts(depth: number): string[] {
    const out: string[] = [];
    for (const nest of [arrays, mixed]) {
      out.push(`{"jsonrpc":"2.0","id":1,"result":${nest(depth - 1)}}`);
      if (depth < 2) continue;
      out.push(`{"jsonrpc":"2.0","id":1,"method":"m","params":{"a":${nest(depth - 2)}}}`);
      out.push(`{"jsonrpc":"2.0","method":"m","params":{"a":${nest(depth - 2)}}}`);
    }
    return out;
  }

  it('classifies as the walk does, at and around every limit', () => {
    let refused = 0;
    for (let maxDepth = 1; maxDepth <= 70; maxDepth++) {
      for (const depth of [maxDepth - 1, maxDepth, maxDepth + 1, maxDepth + 2]) {
        if (depth < 1) continue;
        for (const text of texts(depth)) {
          const value: unknown = JSON.parse(text);
          const fast = classify(value, maxDepth, text.length);
          expect(fast).toEqual(classify(value, maxDepth));
          expect(parseText(text, maxDepth)).toEqual(fast);
          if (depth > maxDepth && JSON.stringify(fast).includes('deeper')) refused++;
        }
      }
    }
    expect(refused).toBeGreaterThan(200);
  });
});

describe("the guard's reply to a value given at once", () => {
  // The oracle: the same values from a handler that answers at once and from one that answers later
  // (answer() makes the first reply itself, settled() the second) give the same replies and logs.
  const values: Record<string, unknown> = {
    text: 'five',
    object: { n: 5 },
    bigint: { n: BigInt(5) },
    none: undefined,
    list: [1, 2],
    // Reading its `then` throws: a failure of the handler's value, answered as one whether given at once or later.
    badThen: Object.defineProperty({}, 'then', {
      get() {
        throw new Error('no then');
      },
    }),
  };
  const tool = (result: ResultKind, later: boolean): ToolBinding => ({
    validate: validator({ kind: { type: 'string' } }, ['kind']),
    result,
    invoke: (_c, args) => (later ? Promise.resolve(values[args.kind as string]) : values[args.kind as string]),
  });
  const names = ['text', 'structured', 'wrapped', 'auto'] as const;
  const feature: Feature = {
    manifest: { manifestVersion: 1, feature: 'values', tools: names.flatMap((kind) => [`${kind}Now`, `${kind}Later`].map((name) => ({ name, description: name, inputSchema: { type: 'object' as const, properties: { kind: { type: 'string' } }, required: ['kind'] } }))), resources: [], resourceTemplates: [], prompts: [] },
    register() {},
    tools: Object.fromEntries(names.flatMap((kind) => [[`${kind}Now`, tool(kind, false)], [`${kind}Later`, tool(kind, true)]])),
    resources: {},
    resourceTemplates: {},
    prompts: {},
  };

  it('is the reply a handler answering later gets, errors in making it included', async () => {
    const logger = capturingLogger();
    const peer = await rawPeer([feature], { logger });
    let id = 0;
    const reply = async (name: string, args: unknown) => {
      peer.request({ id: ++id, method: 'tools/call', params: { name, arguments: args } });
      const { result, error } = await peer.responseTo(id);
      return JSON.stringify({ result, error }).replaceAll(name, 'TOOL');
    };
    let failures = 0;
    for (const kind of names) {
      for (const args of [...Object.keys(values).map((value) => ({ kind: value })), { kind: 1 }]) {
        const now = await reply(`${kind}Now`, args);
        expect(now).toBe(await reply(`${kind}Later`, args));
        if (now.includes('failed')) failures++;
      }
    }
    await peer.close();
    expect(failures).toBeGreaterThan(0); // a BigInt cannot be written as JSON: making the reply throws
    const logged = logger.errors.map(({ message, error }) => `${message.replace(/Now|Later/, '')}: ${String(error)}`);
    expect(logged).toHaveLength(2 * failures);
    for (let i = 0; i < logged.length; i += 2) expect(logged[i]).toBe(logged[i + 1]);
  });

  it('refuses invalid arguments alike before and after the feature has loaded', async () => {
    const peer = await rawPeer([feature], { logger: capturingLogger() });
    peer.request({ id: 1, method: 'tools/call', params: { name: 'textNow', arguments: { kind: 1 } } });
    const first = await peer.responseTo(1);
    peer.request({ id: 2, method: 'tools/call', params: { name: 'textNow', arguments: { kind: 1 } } });
    const second = await peer.responseTo(2);
    await peer.close();
    expect(first.result.isError).toBe(true);
    expect(second.result).toEqual(first.result);
  });
});

describe("a text tool's result", () => {
  // The oracle: what toolResult makes of the value, then checkOutput and sanitizeToolResult (the way every other result takes).
  class Texty {
    toString() {
      return 'from toString \u001b';
    }
  }
  const values: unknown[] = ['five', '', 5, 0, false, 12n, 'escape \u001b[31m', 'bidi \u202Eevil', 'c1 \u0085', new Texty(), new Date(0), [1, 'a'], { n: 1 }, null, undefined];
  // An output schema no text result meets: the check answers with a masked error.
  const refuseAll = Object.assign(() => false, { errors: [] });
  const tool = (kind: string): ToolBinding => ({
    validate: validator({ i: { type: 'number' } }, ['i']),
    result: 'text',
    ...(kind === 'json' ? { json: true } : kind === 'checked' ? { validateOutput: refuseAll } : {}),
    invoke: (_c, args) => values[args.i as number],
  });
  const inputSchema = { type: 'object' as const, properties: { i: { type: 'number' } }, required: ['i'] };
  const feature: Feature = {
    manifest: { manifestVersion: 1, feature: 'texts', tools: ['text', 'json', 'checked'].map((name) => ({ name, description: name, inputSchema })), resources: [], resourceTemplates: [], prompts: [] },
    register() {},
    // `json`: the value's JSON form is the result (a Date is its ISO text, not its String()); `checked`: an output schema.
    tools: { text: tool('text'), json: tool('json'), checked: tool('checked') },
    resources: {},
    resourceTemplates: {},
    prompts: {},
  };

  it.each([true, false])('is what toolResult, checkOutput and sanitizeToolResult make of each value (sanitizeText %s)', async (sanitizeText) => {
    const peer = await rawPeer([feature], { logger: capturingLogger(), security: { sanitizeText } });
    let changed = 0;
    let id = 0;
    for (const name of ['text', 'json', 'checked']) {
      for (let i = 0; i < values.length; i++) {
        if (name === 'json' && typeof values[i] === 'bigint') continue; // no JSON form: a failed call, not a text
        peer.request({ id: ++id, method: 'tools/call', params: { name, arguments: { i } } });
        const { result } = await peer.responseTo(id);
        const value = toolResult(name === 'json' ? jsonValue(values[i]) : values[i], 'text');
        const made = name === 'checked' ? checkOutput(name, value, refuseAll, capturingLogger()) : value;
        const expected = sanitizeText ? sanitizeToolResult(made) : made;
        expect(result).toEqual(JSON.parse(JSON.stringify(expected)));
        if (JSON.stringify(expected) !== JSON.stringify(made)) changed++;
      }
    }
    await peer.close();
    expect(changed).toBe(sanitizeText ? 7 : 0);
  });
});

/**
 * Oracles for the shortcuts of the tools/call path (bench/PROFILES.md, "Wave 9, tool path"):
 * each compares a shortcut with the longer way it skips, and fails when the two disagree.
 */
import type { CallToolResult } from '@mcp-codegen/decorators';
import { sanitizeToolResult } from '../src/results/sanitize/sanitize-results';
import { textResult } from '../src/results/tool-result';
import { TextResult } from '../src/results/text-result';
import { RequestHandlerContext } from '../src/protocol/session/handler-context';
import { NO_PROGRESS, progressReporter } from '../src/protocol/session/progress';
import type { RequestContext } from '../src/protocol/session/method-table';
import type { JsonObject } from '../src/protocol/wire/json-rpc';
import { classify, parseText } from '../src/protocol/wire/parse';

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

  it.each([undefined, {}, { progressToken: 'p' }, { progressToken: 7 }, { progressToken: true }])('reports as progressReporter does for _meta %j', (meta) => {
    const fromContext: unknown[] = [];
    const fromReporter: unknown[] = [];
    new RequestHandlerContext(request(meta, fromContext)).progress(1, 2, 'half');
    progressReporter(request(meta, fromReporter))(1, 2, 'half');
    expect(fromContext).toEqual(fromReporter);
    expect(fromContext).toHaveLength(typeof meta?.progressToken === 'string' || typeof meta?.progressToken === 'number' ? 1 : 0);
  });

  it('gives a request without _meta the reporter progressReporter gives it', () => {
    expect(new RequestHandlerContext(request(undefined, [])).progress).toBe(progressReporter(request(undefined, [])));
    expect(progressReporter(request(undefined, []))).toBe(NO_PROGRESS);
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

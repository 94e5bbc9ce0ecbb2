import { join } from 'node:path';
import type { FeatureManifest, ToolDescriptor } from '@mcp-codegen/manifest';
import { checkBudget, formatBudget } from '../../src/budget/check-budget';
import { estimateTextTokens, estimateToolTokens, TOKEN_METHOD } from '../../src/budget/estimate-tokens';
import { tokenEstimate, toolTokens } from '../../src/budget/token-estimate';
import { main } from '../../src/cli/main';
import { captureIo } from '../helpers/capture-io';

const REPO = join(__dirname, '..', '..', '..');
const NOTES = join(REPO, 'samples', '01-notes');

const tool = (name: string, description: string): ToolDescriptor => ({ name, description, inputSchema: { type: 'object', properties: {}, additionalProperties: false } });
const manifest = (feature: string, tools: ToolDescriptor[], tokens?: FeatureManifest['tokens']): FeatureManifest => ({
  manifestVersion: 1,
  feature,
  tools,
  resources: [],
  resourceTemplates: [],
  prompts: [],
  ...(tokens ? { tokens } : {}),
});

describe('the token estimate', () => {
  it('counts a token per 4 ASCII characters and one per other character', () => {
    expect(estimateTextTokens('')).toBe(0);
    expect(estimateTextTokens('abcd')).toBe(1);
    expect(estimateTextTokens('abcde')).toBe(2);
    expect(estimateTextTokens('天気予報')).toBe(4);
    expect(estimateTextTokens('ab😀')).toBe(2); // one code point, not two UTF-16 units
  });

  it('costs a tool by the JSON of its name, description and schemas, not its annotations', () => {
    const plain = tool('echo', 'Says it back.');
    const annotated = { ...plain, annotations: { readOnlyHint: true }, _meta: { x: 'a long value that is never shown to the model' } };
    expect(estimateToolTokens(annotated)).toBe(estimateToolTokens(plain));
    expect(estimateToolTokens(tool('echo', 'Says it back, at length, with much more text.'))).toBeGreaterThan(estimateToolTokens(plain));
  });

  it('records each tool and the feature total', () => {
    const tools = [tool('a', 'x'.repeat(40)), tool('b', 'y')];
    const estimate = tokenEstimate(tools);
    expect(estimate.method).toBe(TOKEN_METHOD);
    expect(estimate.tools).toEqual({ a: estimateToolTokens(tools[0]!), b: estimateToolTokens(tools[1]!) });
    expect(estimate.total).toBe(estimate.tools.a! + estimate.tools.b!);
  });

  it('uses the recorded numbers of the same method and estimates the rest', () => {
    const tools = [tool('a', 'x')];
    expect(toolTokens(manifest('f', tools, { method: TOKEN_METHOD, tools: { a: 999 }, total: 999 })).get('a')).toBe(999);
    expect(toolTokens(manifest('f', tools, { method: 'another', tools: { a: 999 }, total: 999 })).get('a')).toBe(estimateToolTokens(tools[0]!));
    expect(toolTokens(manifest('f', tools)).get('a')).toBe(estimateToolTokens(tools[0]!));
  });
});

describe('checkBudget', () => {
  const big = manifest('one', [tool('small', 's'), tool('large', 'l'.repeat(800))]);
  const other = manifest('two', [tool('medium', 'm'.repeat(200))]);

  it('sums every feature of a server and lists the biggest tools first', () => {
    const result = checkBudget([big, other], 10_000);
    expect(result.ok).toBe(true);
    expect(result.tools.map((t) => `${t.feature}/${t.tool}`)).toEqual(['one/large', 'two/medium', 'one/small']);
    expect(result.total).toBe(result.tools.reduce((sum, t) => sum + t.tokens, 0));
  });

  it('fails over budget and names the biggest tools and the fix', () => {
    const result = checkBudget([big, other], 100);
    expect(result.ok).toBe(false);
    const text = formatBudget(result);
    expect(text).toMatch(new RegExp(`over the budget of 100 by ${result.total - 100}`));
    expect(text).toMatch(/large \(one\): \d+\n {2}medium \(two\)/);
    expect(text).toMatch(/tool groups/);
  });

  it('passes exactly at the budget', () => {
    const { total } = checkBudget([big], 1);
    expect(checkBudget([big], total).ok).toBe(true);
    expect(checkBudget([big], total - 1).ok).toBe(false);
  });
});

describe('mcp-codegen check --budget', () => {
  it('fails over budget, naming the biggest tool', async () => {
    const io = captureIo(REPO);
    expect(await main(['check', NOTES, '--budget', '100'], io)).toBe(1);
    expect(io.err()).toMatch(/tools cost about \d+ tokens, over the budget of 100 by \d+\. The biggest:\n {2}searchNotes \(notes\): \d+/);
  }, 120_000);

  it('passes under budget and says so', async () => {
    const io = captureIo(REPO);
    expect(await main(['check', NOTES, '--budget', '100000'], io)).toBe(0);
    expect(io.out()).toMatch(/within the budget of 100000/);
    expect(io.err()).toBe('');
  }, 120_000);

  it('rejects a budget that is not a positive whole number', async () => {
    const io = captureIo(REPO);
    expect(await main(['check', NOTES, '--budget', '-3'], io)).toBe(1);
    expect(io.err()).toMatch(/positive whole number/);
  });

  it('check-composition --budget adds up the features of a server app', async () => {
    const app = join(REPO, 'samples', '07-monorepo', 'server');
    const under = captureIo(REPO);
    expect(await main(['check-composition', app, '--budget', '100000'], under)).toBe(0);
    expect(under.out()).toMatch(/within the budget of 100000/);
    const over = captureIo(REPO);
    expect(await main(['check-composition', app, '--budget', '50'], over)).toBe(1);
    expect(over.err()).toMatch(/over the budget of 50/);
  });
});

// Every rule of every client profile: one tool that breaks it, one that keeps it.
import type { JsonSchema, ProfileName, ToolDescriptor } from '@mcp-codegen/manifest';
import { checkTool } from '../../src/profiles/check-tool.js';
import { ALL_PROFILES, PROFILES } from '../../src/profiles/profiles.js';

const object = (properties: Record<string, JsonSchema>, extra: JsonSchema = {}): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
  ...extra,
});
const tool = (inputSchema: JsonSchema, extra: Partial<ToolDescriptor> = {}): ToolDescriptor => ({ name: 'a_tool', inputSchema, ...extra });
const plain = tool(object({ a: { type: 'string' } }));
const twoShapes = { anyOf: [object({ a: { type: 'string' } }), object({ b: { type: 'number' } })] };
const withRef = tool({ ...object({ p: { $ref: '#/$defs/P' } }), $defs: { P: object({ x: { type: 'string' } }) } });

type Case = [profile: ProfileName, rule: string, breaks: ToolDescriptor, keeps: ToolDescriptor];

const CASES: Case[] = [
  ['claude', 'root-union', tool(twoShapes), tool(object({ s: twoShapes }))],
  ['claude', 'name', tool(object({}), { name: 'notes.add' }), tool(object({}), { name: 'notes_add-2' })],
  ['claude', 'name', tool(object({}), { name: 'x'.repeat(65) }), tool(object({}), { name: 'x'.repeat(64) })],
  ['claude-code', 'root-union', tool({ type: 'object', oneOf: [object({}), object({ a: { type: 'string' } })] }), plain],
  ['claude-code', 'output-object', tool(object({}), { outputSchema: { type: 'array', items: { type: 'string' } } }), tool(object({}), { outputSchema: object({ result: { type: 'string' } }) })],
  ['bedrock', 'ref', withRef, plain],
  ['bedrock', 'root-union', tool({ allOf: [object({ a: { type: 'string' } })] }), plain],
  ['vscode', 'ref', withRef, plain],
  ['vscode', 'schema-keyword', tool({ $schema: 'https://json-schema.org/draft/2020-12/schema', ...object({}) }), plain],
  ['gemini', 'ref', withRef, tool({ type: 'object', properties: { p: { type: 'object', properties: { x: { type: 'string' } } } } })],
  ['gemini', 'additional-properties', plain, tool({ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] })],
  ['gemini', 'const', tool({ type: 'object', properties: { k: { type: 'string', const: 'hotel' } } }), tool({ type: 'object', properties: { k: { type: 'string', enum: ['hotel'] } } })],
  ['gemini', 'exclusive-bounds', tool({ type: 'object', properties: { n: { type: 'number', exclusiveMinimum: 0 } } }), tool({ type: 'object', properties: { n: { type: 'number', minimum: 0 } } })],
  ['gemini', 'property-names', tool({ type: 'object', properties: { m: { type: 'object', propertyNames: { pattern: '^x' } } } }), tool({ type: 'object', properties: { m: { type: 'object' } } })],
  ['gemini', 'property-names', tool({ type: 'object', properties: { m: { type: 'object', patternProperties: { '^x': { type: 'string' } } } } }), tool({ type: 'object', properties: { m: { type: 'object' } } })],
  ['gemini', 'default', tool({ type: 'object', properties: { n: { type: 'integer', default: 3 } } }), tool({ type: 'object', properties: { n: { type: 'integer', description: 'Default 3.' } } })],
  ['gemini', 'title', tool({ type: 'object', properties: { n: { type: 'integer', title: 'count' } } }), tool({ type: 'object', properties: { n: { type: 'integer' } } })],
  ['gemini', 'array-keywords', tool({ type: 'object', properties: { l: { type: 'array', items: { type: 'string' }, uniqueItems: true } } }), tool({ type: 'object', properties: { l: { type: 'array', items: { type: 'string' } } } })],
  ['gemini', 'array-keywords', tool({ type: 'object', properties: { t: { type: 'array', prefixItems: [{ type: 'string' }] } } }), tool({ type: 'object', properties: { t: { type: 'array', items: { type: 'string' }, maxItems: 1 } } })],
  ['gemini', 'multiple-of', tool({ type: 'object', properties: { n: { type: 'number', multipleOf: 5 } } }), tool({ type: 'object', properties: { n: { type: 'number', maximum: 5 } } })],
  ['gemini', 'format', tool({ type: 'object', properties: { e: { type: 'string', format: 'email' } } }), tool({ type: 'object', properties: { e: { type: 'string', format: 'date-time' } } })],
  ['gemini', 'enum-strings', tool({ type: 'object', properties: { p: { type: 'number', enum: [1, 2] } } }), tool({ type: 'object', properties: { p: { type: 'string', enum: ['1', '2'] } } })],
  ['gemini', 'type-list', tool({ type: 'object', properties: { s: { type: ['string', 'null'] } } }), tool({ type: 'object', properties: { s: { type: 'string', nullable: true } } })],
  ['gemini', 'other-keyword', tool({ type: 'object', properties: { s: { type: 'string', deprecated: true } } }), tool({ type: 'object', properties: { s: { type: 'string', description: 'Deprecated.' } } })],
  ['openai-strict', 'optional', tool({ ...object({ a: { type: 'string' } }), required: [] }), plain],
  ['openai-strict', 'optional', tool(object({ o: { ...object({ a: { type: 'string' } }), required: [] } })), tool(object({ o: object({ a: { anyOf: [{ type: 'string' }, { type: 'null' }] } }) }))],
  ['openai-strict', 'closed-objects', tool(object({ r: { type: 'object', additionalProperties: { type: 'number' } } })), tool(object({ r: object({ n: { type: 'number' } }) }))],
  ['openai-strict', 'closed-objects', tool({ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }), plain],
  ['openai-strict', 'combinators', tool(object({ s: { oneOf: [{ type: 'string' }, { type: 'number' }] } })), tool(object({ s: { anyOf: [{ type: 'string' }, { type: 'number' }] } }))],
  ['openai-strict', 'combinators', tool(twoShapes), tool(object({ s: twoShapes }))],
  ['openai-strict', 'bare-schema', tool(object({ any: {} })), tool(object({ any: { type: 'string' } }))],
  ['openai-strict', 'type-list', tool(object({ s: { type: ['string', 'null'] } })), tool(object({ s: { anyOf: [{ type: 'string' }, { type: 'null' }] } }))],
  ['openai-strict', 'name', tool(object({}), { name: 'notes.add' }), tool(object({}), { name: 'notes_add' })],
];

const broken = (profile: ProfileName, t: ToolDescriptor) => checkTool(t, PROFILES[profile]).map((f) => f.rule.id);

describe.each(CASES)('%s: %s', (profile, rule, breaks, keeps) => {
  it('finds the rule broken, with where', () => {
    const finding = checkTool(breaks, PROFILES[profile]).find((f) => f.rule.id === rule);
    expect(finding).toBeDefined();
    expect(finding!.paths.length).toBeGreaterThan(0);
    for (const path of finding!.paths) expect(path).toMatch(/^\/(inputSchema|outputSchema|name)/);
  });

  it('accepts a tool that keeps it', () => {
    expect(broken(profile, keeps)).not.toContain(rule);
  });
});

it('every rule of every profile has a case, a source-backed problem and a fix', () => {
  for (const profile of ALL_PROFILES) {
    for (const rule of profile.rules) {
      expect(CASES.some(([p, r]) => p === profile.name && r === rule.id)).toBe(true);
      expect(rule.problem).not.toBe('');
      expect(rule.fix).not.toBe('');
    }
  }
});

it('a schema mcp-codegen derives for a plain method passes the MCP hosts: claude, claude-code, vscode', () => {
  for (const profile of ['claude', 'claude-code', 'vscode'] as const) expect(broken(profile, plain)).toEqual([]);
});

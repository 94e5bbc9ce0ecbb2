// Lowered variants of every tool of this sample (its config asks for "mode": "lower" for all six profiles):
// the gemini and openai-strict variants pass an oracle of that client's rules, and arguments made for a
// lowered schema reach the method exactly as the canonical arguments do, through the official SDK v1 Client.
import Ajv2020 from 'ajv/dist/2020';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { restoreArguments, type FeatureManifest, type ToolVariant } from '@mcp-codegen/manifest';
import { createInMemoryTransportPair, createServer, type McpServer } from '@mcp-codegen/runtime';
import { feature } from '../src/generated/feature.generated';
// feature.loadLists() loads the tool list's text when a server first needs it; this test reads it at once.
import { tools as toolListJson } from '../src/generated/lists.generated';
import { geminiProblems, openAiStrictProblems } from './profile-oracles';
import { asStrictClientSends, Seeded, valueFromSchema } from './schema-values';

type Schema = Record<string, unknown>;
const tools: FeatureManifest['tools'] = JSON.parse(toolListJson);
const variants = feature.manifest.toolVariants ?? {};
const variant = (profile: string, name: string): ToolVariant | undefined => variants[profile]?.[name];
const served = (profile: string, name: string): Schema => variant(profile, name)?.inputSchema ?? tools.find((t) => t.name === name)!.inputSchema;

const ajv = new Ajv2020({ strict: false, allErrors: false });
const compile = (schema: Schema) => ajv.compile(schema);

/** Canonical-valid arguments for a tool, drawn with a fixed seed. */
function samples(schema: Schema, count = 25): Array<Record<string, unknown>> {
  const valid = compile(schema);
  const random = new Seeded(17);
  const out: Array<Record<string, unknown>> = [];
  for (let i = 0; i < 400 && out.length < count; i++) {
    const value = valueFromSchema(schema, schema, random) as Record<string, unknown>;
    if (valid(value)) out.push(value);
  }
  return out;
}

describe('lowered variants pass the client oracles', () => {
  it.each(tools.map((t) => t.name))('%s: gemini and openai-strict', (name) => {
    expect(geminiProblems(served('gemini', name))).toEqual([]);
    expect(openAiStrictProblems(served('openai-strict', name))).toEqual([]);
  });

  it('the canonical schemas stay as they are: rawQuery keeps its $ref and $schema', () => {
    const raw = tools.find((t) => t.name === 'rawQuery')!.inputSchema;
    expect(raw.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(JSON.stringify(raw)).toContain('"$ref"');
    expect(geminiProblems(raw)).not.toEqual([]);
  });
});

describe('arguments for a lowered schema map back to the canonical ones', () => {
  it.each(tools.map((t) => t.name))('%s', (name) => {
    const canonical = tools.find((t) => t.name === name)!.inputSchema;
    const values = samples(canonical);
    expect(values.length).toBeGreaterThan(0);
    const strict = compile(served('openai-strict', name));
    const gemini = compile(served('gemini', name));
    for (const value of values) {
      const sent = asStrictClientSends(canonical, canonical, value as never) as Record<string, unknown>;
      expect({ value: sent, valid: strict(sent) }).toEqual({ value: sent, valid: true });
      expect(restoreArguments(sent, variant('openai-strict', name)?.restore)).toEqual(value);
      // Gemini's lowering only relaxes: the canonical value itself is valid for it, and needs no mapping.
      expect(gemini(value)).toBe(true);
      expect(variant('gemini', name)?.restore).toBeUndefined();
    }
  });
});

describe('served to a client through the runtime', () => {
  let server: McpServer;
  let strictClient: Client;
  let plainClient: Client;

  beforeAll(async () => {
    // The rule a user writes: this client name gets the openai-strict variants, every other client the canonical ones.
    server = createServer([feature], { schemaProfile: (client) => (client.name === 'strict-agent' ? 'openai-strict' : undefined) });
    strictClient = new Client({ name: 'strict-agent', version: '1.0.0' });
    plainClient = new Client({ name: 'plain', version: '1.0.0' });
    for (const client of [strictClient, plainClient]) {
      const pair = createInMemoryTransportPair();
      await server.connect(pair.server);
      await client.connect(pair.client);
    }
  });

  afterAll(async () => {
    await strictClient.close();
    await plainClient.close();
    await server.close();
  });

  const received = async (client: Client, name: string, args: Record<string, unknown>) => {
    const result = (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: Array<{ text: string }> };
    return { isError: result.isError === true, text: result.content[0]!.text };
  };

  it('lists tools in name order (the build sorts them), the same for both clients', async () => {
    const names = (await plainClient.listTools()).tools.map((t) => t.name);
    expect(names).toEqual([...names].sort());
    expect((await strictClient.listTools()).tools.map((t) => t.name)).toEqual(names);
  });

  it('lists the variant to the client the rule names, and the canonical schema to the others', async () => {
    const strict = (await strictClient.listTools()).tools.find((t) => t.name === 'search')!;
    const plain = (await plainClient.listTools()).tools.find((t) => t.name === 'search')!;
    expect(strict.inputSchema).toEqual(served('openai-strict', 'search'));
    expect(strict.inputSchema.required).toEqual(['query', 'limit', 'order', 'region']);
    expect(plain.inputSchema).toEqual(tools.find((t) => t.name === 'search')!.inputSchema);
  });

  it.each(['search', 'forecast', 'schedule', 'setBudgets', 'updateTraveler', 'rateStay', 'saveItinerary'])('%s: the method receives the same arguments', async (name) => {
    const canonical = tools.find((t) => t.name === name)!.inputSchema;
    for (const value of samples(canonical, 5)) {
      const viaCanonical = await received(plainClient, name, value);
      const viaLowered = await received(strictClient, name, asStrictClientSends(canonical, canonical, value as never) as Record<string, unknown>);
      expect(viaCanonical.isError).toBe(false);
      expect(viaLowered).toEqual(viaCanonical);
    }
  });

  it('never lets null through where the canonical type has none: a null for a required string is still a tool error', async () => {
    const result = await received(strictClient, 'search', { query: null, limit: null, order: null, region: null });
    expect(result.isError).toBe(true);
    expect(result.text).toMatch(/^Invalid arguments for tool "search": /);
  });

  it('a client without the profile gets no mapping: null for an optional parameter is rejected as before', async () => {
    const result = await received(plainClient, 'search', { query: 'x', limit: null });
    expect(result.isError).toBe(true);
  });
});

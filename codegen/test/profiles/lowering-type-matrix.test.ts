// Lowering across every type of the type-matrix fixtures (the 03-types sample has its own client oracles and
// end-to-end calls): each gemini and openai-strict variant keeps the profile's rules (apart from what no lowering
// can express), compiles, and — Gemini's lowering only relaxes — accepts every value the canonical schema
// accepts, drawn with the differential oracle's value generator.
import Ajv2020 from 'ajv/dist/2020';
import type { JsonSchema, ProfileName } from '@mcp-codegen/manifest';
import { checkTool } from '../../src/profiles/check-tool.js';
import { lowerTool } from '../../src/profiles/lower/lower-tool.js';
import { PROFILES } from '../../src/profiles/profiles.js';
import { analyzeFixture, expectModel } from '../helpers/analysis.js';
import { Random } from '../oracle/random.js';
import { valueFromSchema } from '../oracle/values.js';

const tools = ['type-matrix', 'type-wave2'].flatMap((fixture) => expectModel(analyzeFixture(fixture)).tools.map((t) => ({ fixture, descriptor: t.descriptor })));
const ajv = new Ajv2020({ strict: false });

/** What no lowering can express, by profile and tool (docs/portability.md, "Limits"). */
const UNLOWERABLE: Record<string, string[]> = {
  // `{ id: string } & Record<string, string>`: named properties and other keys at once; strict objects are closed.
  'openai-strict indexed': ['closed-objects at /inputSchema/properties/a'],
};

describe.each(['gemini', 'openai-strict'] as ProfileName[])('%s', (profile) => {
  it.each(tools.map((t) => [`${t.fixture} ${t.descriptor.name}`, t.descriptor] as const))('%s', (_label, descriptor) => {
    const variant = lowerTool(descriptor.inputSchema, profile);
    // A bare {} (an any or unknown parameter) has no strict form; that rule is not lowerable.
    const left = checkTool({ ...descriptor, inputSchema: variant.inputSchema }, PROFILES[profile]).filter((f) => f.rule.lowerable);
    expect(left.map((f) => `${f.rule.id} at ${f.paths.join(', ')}`)).toEqual(UNLOWERABLE[`${profile} ${descriptor.name}`] ?? []);
    const lowered = ajv.compile(variant.inputSchema);
    if (profile !== 'gemini') return;
    const canonical = ajv.compile(descriptor.inputSchema as JsonSchema);
    const random = new Random(descriptor.name.length * 7919);
    for (let i = 0; i < 60; i++) {
      const value = valueFromSchema(descriptor.inputSchema, random);
      if (canonical(value)) expect({ value, accepted: lowered(value) }).toEqual({ value, accepted: true });
    }
  });
});

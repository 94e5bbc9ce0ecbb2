/**
 * Gemini function declarations: a subset of OpenAPI 3.0's schema object. The
 * API parses the declaration as a protobuf, so one unknown keyword anywhere
 * fails the whole request, every tool with it.
 */
import type { JsonSchema } from '@mcp-codegen/manifest';
import { refRule, typeListRule } from './common-rules.js';
import type { Profile, ProfileRule } from '../rule.js';
import { findInInput, findKeywords, walkSchema } from '../walk-schema.js';

/** The keywords Gemini's Schema has a field for. */
export const GEMINI_KEYWORDS = new Set([
  'type', 'description', 'nullable', 'enum', 'format', 'items', 'properties', 'required', 'anyOf',
  'minimum', 'maximum', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'minProperties', 'maxProperties',
]);

/** String formats Gemini accepts (others fail: pizza-bot-app/pizza-bot #62; PrefectHQ/fastmcp #3861). */
export const GEMINI_FORMATS = new Set(['date-time', 'enum']);

function keywordRule(id: string, keywords: string[], problem: string, fix: string): ProfileRule {
  return { id, problem, fix, lowerable: true, find: (tool) => findKeywords(tool.inputSchema, keywords) };
}

const LOWER = 'or use "mode": "lower", which moves it into the description';
const RULE_KEYWORDS = ['additionalProperties', '$ref', '$defs', 'definitions', 'const', 'exclusiveMinimum', 'exclusiveMaximum', 'propertyNames', 'patternProperties', 'default', 'title', 'uniqueItems', 'prefixItems', 'contains', 'multipleOf'];

export const gemini: Profile = {
  name: 'gemini',
  client: 'Gemini API, Gemini CLI',
  effect: 'rejects the whole tool list for it',
  rules: [
    // google-gemini/gemini-cli #13326; anomalyco/opencode #12295.
    refRule('rejects $ref and $defs'),
    // "Unknown name additionalProperties ... Both true and false are rejected" by the `parameters` field:
    // brainlid/langchain PR #599; zendev-sh/goai PR #108. (The newer `parametersJsonSchema` field accepts it:
    // nearai/ironclaw PR #7176.) mcp-codegen closes every object, so every tool breaks this rule.
    keywordRule('additional-properties', ['additionalProperties'], 'rejects "additionalProperties" (true or false) in `parameters`', `Nothing to change in your code: ${LOWER.replace('or use', 'use')}.`),
    // zendev-sh/goai PR #108; livekit/agents PR #7353 (folds const into enum).
    keywordRule('const', ['const'], 'rejects "const" ("Unknown name")', `Use a one-member enum of strings, ${LOWER}.`),
    // nodetool-ai/nodetool PR #4269; pizza-bot-app/pizza-bot #62.
    keywordRule('exclusive-bounds', ['exclusiveMinimum', 'exclusiveMaximum'], 'rejects exclusiveMinimum/exclusiveMaximum', `Use @minimum/@maximum, ${LOWER}.`),
    // zendev-sh/goai PR #108; tailcallhq/forgecode PR #3426.
    keywordRule('property-names', ['propertyNames', 'patternProperties'], 'rejects propertyNames and patternProperties', `Use a plain record type, ${LOWER}.`),
    // zendev-sh/goai PR #108; livekit/agents PR #7353.
    keywordRule('default', ['default'], 'rejects "default" in some versions', `Say the default in the description, ${LOWER}.`),
    // PrefectHQ/fastmcp strips titles for Gemini (the notes); livekit/agents PR #7353.
    keywordRule('title', ['title'], 'rejects "title" in some versions', `Drop the @title, ${LOWER}.`),
    // router-for-me/CLIProxyAPI PR #2142; decolua/9router PR #3018 (uniqueItems, contains); no field for prefixItems.
    keywordRule('array-keywords', ['uniqueItems', 'prefixItems', 'contains'], 'rejects uniqueItems, prefixItems (tuples) and contains', `Use a plain array type, ${LOWER}.`),
    // decolua/9router PR #2317.
    keywordRule('multiple-of', ['multipleOf'], 'rejects multipleOf', `Check it in the handler, ${LOWER}.`),
    {
      // PrefectHQ/fastmcp #3861; pizza-bot-app/pizza-bot #62 ("format values outside Gemini's small supported set").
      id: 'format',
      problem: 'rejects string formats other than date-time and enum',
      fix: `Drop the @format, ${LOWER}.`,
      lowerable: true,
      find: (tool) => findInInput(tool.inputSchema, (s) => typeof s.format === 'string' && !GEMINI_FORMATS.has(s.format)).map((p) => `${p}/format`),
    },
    {
      // anomalyco/opencode PR #12911 (the notes): Gemini enums are strings.
      id: 'enum-strings',
      problem: 'rejects enum values that are not strings',
      fix: `Use a union of string literals, ${LOWER}.`,
      lowerable: true,
      find: (tool) => findInInput(tool.inputSchema, (s) => Array.isArray(s.enum) && s.enum.some((v) => typeof v !== 'string')).map((p) => `${p}/enum`),
    },
    // Gemini's Schema.type is one value (nearai/ironclaw PR #7176 cites the FunctionDeclaration reference).
    typeListRule('accepts one "type" per schema, not a list'),
    {
      // router-for-me/CLIProxyAPI PR #1839 (deprecated); livekit/agents PR #7353 (readOnly, $comment, vendor keys):
      // every keyword its Schema has no field for fails with "Unknown name".
      id: 'other-keyword',
      problem: 'rejects every keyword its Schema has no field for',
      fix: `Remove the keyword from the schema, ${LOWER}.`,
      lowerable: true,
      find: (tool) => otherKeywords(tool.inputSchema),
    },
  ],
};

function otherKeywords(inputSchema: JsonSchema): string[] {
  const known = new Set([...GEMINI_KEYWORDS, ...RULE_KEYWORDS]);
  const found: string[] = [];
  walkSchema(inputSchema, '/inputSchema', (schema, path) => {
    for (const key of Object.keys(schema)) if (!known.has(key)) found.push(`${path}/${key}`);
  });
  return found;
}

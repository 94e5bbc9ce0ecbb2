/**
 * OpenAI function calling with `strict: true` (Structured Outputs): the
 * arguments are generated under the schema as a grammar, so the schema must
 * close every object and list every property as required.
 */
import type { JsonSchema } from '@mcp-codegen/manifest';
import { nameRule, typeListRule } from './common-rules.js';
import type { Profile } from '../rule.js';
import { findInInput, findKeywords, SCHEMA_KEYWORDS, SCHEMA_LIST_KEYWORDS } from '../walk-schema.js';

const isObjectSchema = (s: JsonSchema) => s.type === 'object' || (s.type === undefined && s.properties !== undefined);
const LOWER = 'or use "mode": "lower"';

/** A schema that says nothing a strict grammar can use: `{}`, or only annotations. */
function isBare(s: JsonSchema): boolean {
  const shaping = ['type', 'enum', 'const', '$ref', 'anyOf', 'oneOf', 'allOf', 'properties', 'items', 'not'];
  return !shaping.some((k) => Object.hasOwn(s, k));
}

export const openaiStrict: Profile = {
  name: 'openai-strict',
  client: 'OpenAI strict function calling',
  effect: 'rejects the tool',
  rules: [
    {
      // "All fields must be required"; optional ones become required and nullable:
      // anomalyco/opencode #45245; softwaremill/sttp-ai PR #521; Agent-Field/agentfield PR #680.
      id: 'optional',
      problem: 'requires every property in "required" (optional ones as T | null)',
      fix: `Make the parameter required with a null alternative (T | null), ${LOWER}, which does that and maps null back to "omitted".`,
      lowerable: true,
      find: (tool) =>
        findInInput(tool.inputSchema, (s) => {
          const required = new Set(Array.isArray(s.required) ? s.required : []);
          return Object.keys((s.properties as object | undefined) ?? {}).some((k) => !required.has(k));
        }).map((p) => `${p}/required`),
    },
    {
      // "'additionalProperties' is required to be supplied and to be false": spring-projects/spring-ai PR #6865;
      // Agent-Field/agentfield PR #680. A record type (additionalProperties: schema) cannot be written at all.
      id: 'closed-objects',
      problem: 'requires "additionalProperties": false on every object',
      fix: `Use an object type with named properties instead of a record or an open object, ${LOWER}, which sends a record as a list of { key, value } pairs.`,
      lowerable: true,
      find: (tool) => findInInput(tool.inputSchema, (s) => isObjectSchema(s) && s.additionalProperties !== false),
    },
    {
      // QuantGeekDev/mcp-framework #176; RooCodeInc/Roo-Code PR #10109 (the notes): oneOf and allOf are not supported;
      // anyOf is, but not at the root (the root must be an object: Zoo-Code-Org/Zoo-Code PR #1124).
      id: 'combinators',
      problem: 'rejects oneOf and allOf anywhere, and anyOf at the root',
      fix: `Use a union (anyOf) inside a property, never at the root, ${LOWER}.`,
      lowerable: true,
      find: (tool) => [...findKeywords(tool.inputSchema, ['oneOf', 'allOf']), ...(Object.hasOwn(tool.inputSchema, 'anyOf') ? ['/inputSchema/anyOf'] : [])],
    },
    {
      // RooCodeInc/Roo-Code PR #10109 (the notes): a bare {} (any value) has no strict form.
      id: 'bare-schema',
      problem: 'rejects a schema without a type ({} for any value)',
      fix: 'Give the parameter a concrete type instead of any or unknown.',
      lowerable: false,
      find: (tool) => {
        const found: string[] = [];
        const visit = (s: unknown, path: string) => {
          if (typeof s !== 'object' || s === null || Array.isArray(s)) return;
          const schema = s as JsonSchema;
          if (path !== '/inputSchema' && isBare(schema)) found.push(path);
          for (const [key, sub] of Object.entries((schema.properties as object | undefined) ?? {})) visit(sub, `${path}/properties/${key}`);
          for (const key of SCHEMA_KEYWORDS) if (key !== 'additionalProperties' && key !== 'propertyNames') visit(schema[key], `${path}/${key}`);
          for (const key of SCHEMA_LIST_KEYWORDS) if (Array.isArray(schema[key])) (schema[key] as unknown[]).forEach((item, i) => visit(item, `${path}/${key}/${i}`));
          for (const [key, sub] of Object.entries((schema.$defs as object | undefined) ?? {})) visit(sub, `${path}/$defs/${key}`);
        };
        visit(tool.inputSchema, '/inputSchema');
        return found;
      },
    },
    // mastra-ai/mastra PR #17360: "OpenAI rejects type: ['string', 'null'] arrays" in strict mode.
    typeListRule('rejects "type" given as a list'),
    // openai/codex #8174: "Invalid 'tools[48].name': ... '^[a-zA-Z0-9_-]+$'"; function names are at most 64 characters.
    nameRule(/^[a-zA-Z0-9_-]{1,64}$/, 'accepts only function names matching ^[a-zA-Z0-9_-]{1,64}$ (no dots)'),
  ],
};

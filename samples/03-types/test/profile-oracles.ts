/**
 * Test oracles: what Gemini and OpenAI strict mode accept, written from the
 * rules in docs/portability.md (the evidence rows of the notes), apart from
 * the build's own rule code, so a lowering is checked by a second reading.
 * Each returns the problems found; an empty list means the client accepts it.
 */
type Schema = Record<string, unknown>;

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Gemini function declarations: an OpenAPI 3.0 Schema subset, no references, string enums, one type. */
export function geminiProblems(root: Schema): string[] {
  const allowed = new Set(['type', 'description', 'nullable', 'enum', 'format', 'items', 'properties', 'required', 'anyOf', 'minimum', 'maximum', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'minProperties', 'maxProperties']);
  const types = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null']);
  const problems: string[] = [];
  if (root.type !== 'object') problems.push('root: type must be "object"');
  const visit = (s: unknown, at: string) => {
    if (!isSchema(s)) return void problems.push(`${at}: not a schema`);
    for (const key of Object.keys(s)) if (!allowed.has(key)) problems.push(`${at}: unknown keyword ${key}`);
    if (s.type !== undefined && !(typeof s.type === 'string' && types.has(s.type))) problems.push(`${at}: type must be one type name`);
    if (Array.isArray(s.enum) && s.enum.some((v) => typeof v !== 'string')) problems.push(`${at}: enum values must be strings`);
    if (s.format !== undefined && s.format !== 'date-time' && s.format !== 'enum') problems.push(`${at}: format ${String(s.format)}`);
    if (isSchema(s.properties)) for (const [k, v] of Object.entries(s.properties)) visit(v, `${at}/properties/${k}`);
    if (s.items !== undefined) visit(s.items, `${at}/items`);
    if (Array.isArray(s.anyOf)) s.anyOf.forEach((v, i) => visit(v, `${at}/anyOf/${i}`));
  };
  visit(root, '');
  return problems;
}

/** OpenAI strict function calling: closed objects, every property required, no oneOf/allOf, no untyped schema. */
export function openAiStrictProblems(root: Schema): string[] {
  const problems: string[] = [];
  if (root.type !== 'object' || 'anyOf' in root) problems.push('root: must be an object schema, not a union');
  const visit = (s: unknown, at: string) => {
    if (!isSchema(s)) return void problems.push(`${at}: not a schema`);
    if ('oneOf' in s || 'allOf' in s) problems.push(`${at}: oneOf/allOf`);
    if (Array.isArray(s.type)) problems.push(`${at}: type list`);
    if (!['type', 'anyOf', '$ref', 'enum', 'const'].some((k) => k in s)) problems.push(`${at}: no type`);
    if (typeof s.$ref === 'string' && !s.$ref.startsWith('#/$defs/') && s.$ref !== '#') problems.push(`${at}: $ref outside $defs`);
    if (s.type === 'object') {
      if (s.additionalProperties !== false) problems.push(`${at}: additionalProperties must be false`);
      const keys = Object.keys(isSchema(s.properties) ? s.properties : {});
      const required = new Set(Array.isArray(s.required) ? s.required : []);
      for (const k of keys) if (!required.has(k)) problems.push(`${at}: property ${k} not required`);
    }
    if (isSchema(s.properties)) for (const [k, v] of Object.entries(s.properties)) visit(v, `${at}/properties/${k}`);
    if (s.items !== undefined) visit(s.items, `${at}/items`);
    if (Array.isArray(s.anyOf)) s.anyOf.forEach((v, i) => visit(v, `${at}/anyOf/${i}`));
    if (isSchema(s.$defs)) for (const [k, v] of Object.entries(s.$defs)) visit(v, `${at}/$defs/${k}`);
  };
  visit(root, '');
  return problems;
}

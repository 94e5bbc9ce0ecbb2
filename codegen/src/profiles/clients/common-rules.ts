/** Rules more than one profile has; each profile file says which it uses and why. */
import type { ProfileRule } from '../rule.js';
import { findKeywords, isSchemaObject } from '../walk-schema.js';

const ROOT_UNIONS = ['anyOf', 'oneOf', 'allOf'];

/** `anyOf`/`oneOf`/`allOf` at the root of the input schema. */
export function rootUnionRule(problem: string): ProfileRule {
  return {
    id: 'root-union',
    problem,
    fix: 'Take one object parameter with optional members instead of a union of objects (or use "mode": "lower", which merges the branches into one object).',
    lowerable: true,
    find: (tool) => ROOT_UNIONS.filter((k) => Object.hasOwn(tool.inputSchema, k)).map((k) => `/inputSchema/${k}`),
  };
}

/** `$ref` or `$defs` anywhere in the input schema. */
export function refRule(problem: string): ProfileRule {
  return {
    id: 'ref',
    problem,
    fix: 'Keep "inlineRefs" on (the default) and avoid recursive types in parameters (or use "mode": "lower", which inlines them, cutting recursion at a fixed depth).',
    lowerable: true,
    find: (tool) => findKeywords(tool.inputSchema, ['$ref', '$defs', 'definitions']),
  };
}

/** A tool name outside `pattern`. */
export function nameRule(pattern: RegExp, problem: string): ProfileRule {
  return {
    id: 'name',
    problem,
    fix: 'Rename the tool with letters, digits, "_" and "-" only, at most 64 characters: @Tool({ name: "my_tool" }).',
    lowerable: false,
    find: (tool) => (pattern.test(tool.name) ? [] : ['/name']),
  };
}

/** `type` given as a list (`["string", "null"]`). */
export function typeListRule(problem: string): ProfileRule {
  return {
    id: 'type-list',
    problem,
    fix: 'Write the union as anyOf (mcp-codegen does for the types it derives), or use "mode": "lower".',
    lowerable: true,
    find: (tool) => findKeywords(tool.inputSchema, ['type']).filter((path) => Array.isArray(valueAt(tool.inputSchema, path.slice('/inputSchema'.length)))),
  };
}

/** The value at a JSON pointer inside `root`. */
export function valueAt(root: unknown, pointer: string): unknown {
  let value = root;
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(value)) value = value[Number(key)];
    else if (isSchemaObject(value)) value = value[key];
    else return undefined;
  }
  return value;
}

/**
 * Interprets the matcher codegen compiled from a URI template: the RegExp
 * finds the variables' text, the rules split lists, percent-decode and
 * convert each value to its parameter's type. Nothing is compiled per request.
 */
import type { Arguments, ResourceTemplateBinding, TemplateVariable } from '@mcp-codegen/manifest';
import { convertValue } from './convert-value.js';
import { decode, parseQuery } from './parse-query.js';
import type { VariableChecks } from '../security/security-options.js';
import { checkVariable, compilePatterns } from './variable-checks.js';

export interface TemplateMatcher {
  /** Without g/y flags, so exec() keeps no state. */
  pattern: RegExp;
  path: readonly string[];
  query: ReadonlySet<string>;
  rules: Readonly<Record<string, TemplateVariable>>;
  /** The rules' `pattern`s, compiled once. */
  patterns?: ReadonlyMap<string, RegExp>;
}

/** The URI matched: its variables, or why one of them has no value of its parameter's type (-32602). */
export type TemplateMatch = { variables: Arguments } | { error: string; variable: string };

export function templateMatcher(binding: ResourceTemplateBinding): TemplateMatcher {
  const { pattern } = binding;
  return {
    pattern: pattern.global || pattern.sticky ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')) : pattern,
    path: binding.variables,
    query: new Set(binding.query ?? []),
    rules: binding.variableTypes ?? {},
    patterns: compilePatterns(binding.variableTypes ?? {}),
  };
}

/**
 * Undefined when the template does not match the whole URI (malformed
 * percent-encoding and unknown query names included). `checks`: the server's
 * safety rules for decoded values (security-options.ts); a value that breaks
 * one is an error like a value of the wrong type.
 */
export function matchUri(matcher: TemplateMatcher, uri: string, checks?: VariableChecks): TemplateMatch | undefined {
  const match = matcher.pattern.exec(uri);
  if (!match || match.index !== 0 || match[0].length !== uri.length) return undefined;
  const variables: Arguments = {};
  let error: { error: string; variable: string } | undefined;
  const take = (name: string, raws: string[], path: boolean): boolean => {
    const rule = matcher.rules[name];
    const check = (raw: string, text: string) => checkVariable(name, raw, text, path, rule, matcher.patterns?.get(name), checks);
    const value = readVariable(name, raws, rule, check);
    if (value === NO_MATCH) return false;
    if (value instanceof Error) error ??= { error: value.message, variable: name };
    else variables[name] = value;
    return true;
  };
  for (let i = 0; i < matcher.path.length; i++) {
    if (!take(matcher.path[i], [match[i + 1] ?? ''], true)) return undefined;
  }
  const queryText = matcher.query.size > 0 ? match[matcher.path.length + 1] : undefined;
  if (queryText !== undefined) {
    const pairs = parseQuery(queryText);
    if (!pairs) return undefined;
    for (const [name, raws] of pairs) {
      if (!matcher.query.has(name) || (raws.length > 1 && !matcher.rules[name]?.list)) return undefined;
      if (!take(name, raws, false)) return undefined;
    }
  }
  return error ?? { variables };
}

const NO_MATCH = Symbol('no match');

type Check = (raw: string, text: string) => string | undefined;

function readOne(name: string, raw: string, rule: TemplateVariable | undefined, check: Check): unknown {
  const text = decode(raw);
  if (text === undefined) return NO_MATCH;
  const refused = check(raw, text);
  return refused === undefined ? convertValue(name, text, rule) : new Error(refused);
}

function readVariable(name: string, raws: string[], rule: TemplateVariable | undefined, check: Check): unknown {
  if (!rule?.list) return readOne(name, raws[0], rule, check);
  const values: unknown[] = [];
  for (const raw of raws) {
    if (raw === '') continue;
    for (const item of rule.separator ? raw.split(rule.separator) : [raw]) {
      const value = readOne(name, item, rule, check);
      if (value === NO_MATCH || value instanceof Error) return value;
      values.push(value);
    }
  }
  return values;
}

/**
 * Interprets the matcher codegen compiled from a URI template: the RegExp
 * finds the variables' text, the rules split lists, percent-decode and
 * convert each value to its parameter's type. Nothing is compiled per request.
 */
import type { Arguments, ResourceTemplateBinding, TemplateVariable } from '@mcp-codegen/manifest';
import { convertValue } from './convert-value.js';
import { decode, parseQuery } from './parse-query.js';

export interface TemplateMatcher {
  /** Without g/y flags, so exec() keeps no state. */
  pattern: RegExp;
  path: readonly string[];
  query: ReadonlySet<string>;
  rules: Readonly<Record<string, TemplateVariable>>;
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
  };
}

/** Undefined when the template does not match the whole URI (malformed percent-encoding and unknown query names included). */
export function matchUri(matcher: TemplateMatcher, uri: string): TemplateMatch | undefined {
  const match = matcher.pattern.exec(uri);
  if (!match || match.index !== 0 || match[0].length !== uri.length) return undefined;
  const variables: Arguments = {};
  let error: { error: string; variable: string } | undefined;
  const take = (name: string, raws: string[]): boolean => {
    const value = readVariable(name, raws, matcher.rules[name]);
    if (value === NO_MATCH) return false;
    if (value instanceof Error) error ??= { error: value.message, variable: name };
    else variables[name] = value;
    return true;
  };
  for (let i = 0; i < matcher.path.length; i++) {
    if (!take(matcher.path[i], [match[i + 1] ?? ''])) return undefined;
  }
  const queryText = matcher.query.size > 0 ? match[matcher.path.length + 1] : undefined;
  if (queryText !== undefined) {
    const pairs = parseQuery(queryText);
    if (!pairs) return undefined;
    for (const [name, raws] of pairs) {
      if (!matcher.query.has(name) || (raws.length > 1 && !matcher.rules[name]?.list)) return undefined;
      if (!take(name, raws)) return undefined;
    }
  }
  return error ?? { variables };
}

const NO_MATCH = Symbol('no match');

function readVariable(name: string, raws: string[], rule: TemplateVariable | undefined): unknown {
  if (!rule?.list) {
    const text = decode(raws[0]);
    return text === undefined ? NO_MATCH : convertValue(name, text, rule);
  }
  const values: unknown[] = [];
  for (const raw of raws) {
    if (raw === '') continue;
    for (const item of rule.separator ? raw.split(rule.separator) : [raw]) {
      const text = decode(item);
      if (text === undefined) return NO_MATCH;
      const value = convertValue(name, text, rule);
      if (value instanceof Error) return value;
      values.push(value);
    }
  }
  return values;
}

/**
 * Compiles a parsed URI template into what the runtime matches with: one
 * anchored RegExp (a group per path variable, then one for the query text)
 * and, per variable, the separator its list items would have.
 */
import { isQueryOperator, type TemplateExpression, type TemplatePart, type TemplateVariableSpec } from './uri-template.js';

export interface CompiledTemplate {
  /** RegExp source matching a whole URI. */
  pattern: string;
  /** Path variables, in capture-group order. */
  variables: string[];
  /** Query variables ({?a,b}, {&c}); their text is the last group. */
  query: string[];
  /** Between list items: ',' unless exploded ('/' for {/x*}, '.' for {.x*}, ';x=' for {;x*}); absent for exploded query lists (the name repeats). */
  separators: Record<string, string | undefined>;
  /** Variables written with `*`: they need a list parameter. */
  exploded: string[];
}

/** What each operator puts before the first value and between values (RFC 6570, appendix A). */
const FIRST: Record<string, string> = { '': '', '+': '', '#': '#', '.': '.', '/': '/', ';': ';' };
const SEPARATOR: Record<string, string> = { '': ',', '+': ',', '#': ',', '.': '.', '/': '/', ';': ';' };
/** Characters a value stops at: reserved expansion (+, #) may contain '/'. */
const STOPS: Record<string, string> = { '': '/?#', '+': '?#', '#': '#', '.': '/?#', '/': '/?#', ';': '/?#;' };

export function compileTemplate(parts: TemplatePart[]): CompiledTemplate {
  const compiled: CompiledTemplate = { pattern: '^', variables: [], query: [], separators: {}, exploded: [] };
  let queryLead: string | undefined;
  for (const part of parts) {
    if ('literal' in part) {
      compiled.pattern += escapeLiteral(part.literal);
      continue;
    }
    const { operator, variables } = part.expression;
    for (const variable of variables) if (variable.explode) compiled.exploded.push(variable.name);
    if (isQueryOperator(operator)) {
      queryLead ??= operator;
      for (const v of variables) {
        compiled.query.push(v.name);
        compiled.separators[v.name] = v.explode ? undefined : ',';
      }
      continue;
    }
    compiled.pattern += expressionPattern(part.expression);
    for (const v of variables) {
      compiled.variables.push(v.name);
      compiled.separators[v.name] = v.explode ? explodeSeparator(operator, v.name) : ',';
    }
  }
  if (queryLead) compiled.pattern += `(?:${escapeLiteral(queryLead)}([^#]*))?`;
  compiled.pattern += '$';
  return compiled;
}

function expressionPattern({ operator, variables }: TemplateExpression): string {
  const many = variables.length > 1;
  return variables
    .map((v, i) => {
      const lead = escapeLiteral(i === 0 ? FIRST[operator] : SEPARATOR[operator]);
      // Between several values, or between exploded items, the separator ends a value too.
      const stops = [...new Set(STOPS[operator] + (many || v.explode ? SEPARATOR[operator] : ''))].join('');
      const value = valuePattern(stops, v);
      if (operator === ';') {
        const named = `;${escapeLiteral(v.name)}`;
        return v.explode ? `${named}=(${value}*(?:${named}=${value}*)*)` : `${named}(?:=(${value}*))?`;
      }
      return v.explode ? `${lead}(${value}+(?:${escapeLiteral(SEPARATOR[operator])}${value}+)*)` : `${lead}(${value}${v.prefix ? `{1,${v.prefix}}` : '+'})`;
    })
    .join('');
}

/** One character of a value; with a prefix limit, a %XX escape counts as one. */
function valuePattern(stops: string, variable: TemplateVariableSpec): string {
  const cls = `[^${classEscape(stops)}]`;
  return variable.prefix ? `(?:%[0-9A-Fa-f]{2}|[^${classEscape(stops)}%])` : cls;
}

function explodeSeparator(operator: string, name: string): string {
  return operator === ';' ? `;${name}=` : SEPARATOR[operator];
}

/** Escapes RegExp syntax; `/` stays as is, which a RegExp source allows. */
export function escapeLiteral(text: string): string {
  return text.replace(/[.?+*()[\]{}\\^$|]/g, '\\$&');
}

function classEscape(chars: string): string {
  return chars.replace(/[\]\\^-]/g, '\\$&');
}

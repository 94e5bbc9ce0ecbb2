/**
 * Parses an RFC 6570 URI template into literal text and expressions. Every
 * operator is accepted (`{x}`, `{+x}`, `{#x}`, `{.x}`, `{/x}`, `{;x}`,
 * `{?x,y}`, `{&x}`), with the explode (`*`) and prefix (`:n`) modifiers.
 * Syntax problems, and shapes no URI could be matched against reliably, are
 * reported as a phrase for the diagnostic.
 */
export type TemplateOperator = '' | '+' | '#' | '.' | '/' | ';' | '?' | '&';

export interface TemplateVariableSpec {
  name: string;
  explode: boolean;
  /** `{x:3}`: at most this many characters. */
  prefix?: number;
}

export interface TemplateExpression {
  operator: TemplateOperator;
  variables: TemplateVariableSpec[];
}

export type TemplatePart = { literal: string } | { expression: TemplateExpression };

export type TemplateParse = { ok: true; parts: TemplatePart[] } | { ok: false; problem: string };

const OPERATORS = new Set(['+', '#', '.', '/', ';', '?', '&']);
const RESERVED_OPERATORS = new Set(['=', ',', '!', '@', '|']);
const VARSPEC = /^([A-Za-z0-9_.%]+)(?:(\*)|:([1-9][0-9]{0,3}))?$/;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function isQueryOperator(operator: TemplateOperator): boolean {
  return operator === '?' || operator === '&';
}

export function parseUriTemplate(template: string): TemplateParse {
  const parts: TemplatePart[] = [];
  const seen = new Set<string>();
  let rest = template;
  while (rest.length > 0) {
    const open = rest.indexOf('{');
    const close = rest.indexOf('}');
    if (open < 0 && close < 0) {
      parts.push({ literal: rest });
      break;
    }
    if (close < 0) return fail('a "{" without a matching "}"');
    if (open < 0 || close < open) return fail('a "}" without a matching "{"');
    if (open > 0) parts.push({ literal: rest.slice(0, open) });
    const parsed = parseExpression(rest.slice(open + 1, close));
    if ('problem' in parsed) return fail(parsed.problem);
    for (const variable of parsed.variables) {
      if (seen.has(variable.name)) return fail(`the variable ${variable.name} used twice`);
      seen.add(variable.name);
    }
    parts.push({ expression: parsed });
    rest = rest.slice(close + 1);
  }
  const problem = shapeProblem(parts);
  return problem ? fail(problem) : { ok: true, parts };
}

function parseExpression(body: string): TemplateExpression | { problem: string } {
  if (body.includes('{')) return { problem: 'a "{" without a matching "}"' };
  const first = body.charAt(0);
  if (RESERVED_OPERATORS.has(first)) return { problem: `the reserved operator "${first}" in {${body}}` };
  const operator = (OPERATORS.has(first) ? first : '') as TemplateOperator;
  const list = operator === '' ? body : body.slice(1);
  const variables: TemplateVariableSpec[] = [];
  for (const spec of list.split(',')) {
    const match = VARSPEC.exec(spec);
    if (!match) return { problem: `the expression {${body}}` };
    const [, name, star, prefix] = match;
    if (!IDENTIFIER.test(name)) return { problem: `the variable name "${name}" in {${body}}, which is not a parameter name` };
    if (prefix !== undefined && isQueryOperator(operator)) return { problem: `a prefix modifier in the query expression {${body}}` };
    variables.push(prefix === undefined ? { name, explode: star === '*' } : { name, explode: false, prefix: Number(prefix) });
  }
  return { operator, variables };
}

/**
 * Query expressions must come last (they are optional and unordered), and an
 * expression without a leading character (`{x}`, `{+x}`) right after another
 * would leave the boundary between their values to chance.
 */
function shapeProblem(parts: TemplatePart[]): string | undefined {
  let inQuery = false;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if ('literal' in part) {
      if (inQuery) return 'literal text after a query expression (query expressions must come last)';
      continue;
    }
    const { operator } = part.expression;
    if (isQueryOperator(operator)) inQuery = true;
    else if (inQuery) return 'a path expression after a query expression (query expressions must come last)';
    const previous = parts[i - 1];
    if (previous && 'expression' in previous && !isQueryOperator(operator) && (operator === '' || operator === '+')) {
      return `two adjacent expressions {…}{${operator}${part.expression.variables[0].name}} with nothing between them to tell their values apart`;
    }
  }
  return undefined;
}

function fail(problem: string): TemplateParse {
  return { ok: false, problem };
}

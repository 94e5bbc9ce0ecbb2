/**
 * Facts about a URI template the registry needs at start-up: its shape (what
 * it matches, variable names aside) and its specificity (which template wins
 * when several match one URI). A plain scan of the template text.
 */
const EXPRESSION = /\{([+#./;?&]?)([^}]*)\}/g;

/**
 * The template with variable names removed and query expressions dropped:
 * `a://{x}` and `a://{y}` share the shape `a://{}`, so they match the same
 * URIs (query variables are optional, so they never tell two templates apart).
 */
export function templateShape(template: string): string {
  return template.replace(EXPRESSION, (_whole, operator: string, list: string) => {
    if (operator === '?' || operator === '&') return '';
    const modifiers = list.split(',').map((v) => v.replace(/^[^*:]*/, ''));
    return `{${operator}${modifiers.join(',')}}`;
  });
}

/** More literal characters first, then fewer variables, then the template text. */
export function compareSpecificity(a: string, b: string): number {
  const sa = specificity(a);
  const sb = specificity(b);
  if (sa.literals !== sb.literals) return sb.literals - sa.literals;
  if (sa.variables !== sb.variables) return sa.variables - sb.variables;
  return a < b ? -1 : a > b ? 1 : 0;
}

function specificity(template: string): { literals: number; variables: number } {
  let variables = 0;
  const literals = template.replace(EXPRESSION, (_whole, _operator: string, list: string) => {
    variables += list.split(',').length;
    return '';
  }).length;
  return { literals, variables };
}

/**
 * The one rule, shared by codegen's clash checks (MCPG3011 within a package,
 * MCPG1201 between features) and the runtime's start-up check, for when two
 * URI templates clash: when they have the same shape.
 *
 * The shape is the template with variable names and modifiers removed and
 * query expressions dropped; literal text, operators and the number of
 * variables in each expression stay. Two templates of one shape match the
 * same URIs, or one matches all the other does (`a://{/p*}` covers
 * `a://{/q}`, `a://{x:3}` is covered by `a://{y}`; query variables are
 * optional, so `a://{x}{?q}` also matches `a://v`), and with the same literal
 * text and variable count the runtime's match order could only fall back to
 * the template text: which one serves a read would be arbitrary.
 */
const EXPRESSION = /\{([+#./;?&]?)([^}]*)\}/g;

export function templateShape(uriTemplate: string): string {
  return uriTemplate.replace(EXPRESSION, (_whole, operator: string, list: string) => {
    if (operator === '?' || operator === '&') return '';
    return `{${operator}${','.repeat(list.split(',').length - 1)}}`;
  });
}

/** A URI template reduced to what the runtime matches: a RegExp source and its variables. */
export interface ParsedTemplate {
  variables: string[];
  /** Anchored RegExp source; one `([^/?#]+)` group per variable. */
  pattern: string;
}

export type TemplateParse = { ok: true; template: ParsedTemplate } | { ok: false; problem: string };

const VARIABLE = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Parses the simple `{name}` expressions of RFC 6570 level 1. Operators
 * (`{+x}`, `{?q}`, `{/p}`, ...), lists and modifiers are reported, not guessed.
 */
export function parseUriTemplate(template: string): TemplateParse {
  const variables: string[] = [];
  let pattern = '^';
  let rest = template;
  while (rest.length > 0) {
    const open = rest.indexOf('{');
    const close = rest.indexOf('}');
    if (open < 0 && close < 0) {
      pattern += escapeLiteral(rest);
      break;
    }
    if (close < 0) return { ok: false, problem: 'a "{" without a matching "}"' };
    if (open < 0 || close < open) return { ok: false, problem: 'a "}" without a matching "{"' };
    pattern += escapeLiteral(rest.slice(0, open));
    const expression = rest.slice(open + 1, close);
    if (expression.includes('{')) return { ok: false, problem: 'a "{" without a matching "}"' };
    if (!VARIABLE.test(expression)) return { ok: false, problem: `the expression {${expression}}` };
    if (variables.includes(expression)) return { ok: false, problem: `the variable ${expression} used twice` };
    variables.push(expression);
    pattern += '([^/?#]+)';
    rest = rest.slice(close + 1);
  }
  return { ok: true, template: { variables, pattern: `${pattern}$` } };
}

/** Escapes RegExp syntax; `/` stays as is, which a RegExp source allows. */
function escapeLiteral(text: string): string {
  return text.replace(/[.?+*()[\]{}\\^$|]/g, '\\$&');
}

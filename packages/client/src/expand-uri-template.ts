/**
 * RFC 6570 (level 4) expansion: builds the URI a resource template names
 * from typed variables. Every operator the runtime matches is covered:
 * `{x}` `{+x}` `{#x}` `{.x}` `{/x}` `{;x}` `{?x}` `{&x}`, prefixes `{x:3}`
 * and explode `{x*}`. An undefined variable or an empty list is left out.
 */
export type TemplateValue = string | number | boolean | readonly (string | number | boolean)[] | undefined;

interface Operator {
  first: string;
  separator: string;
  /** `;` `?` `&`: each value is written `name=value`. */
  named: boolean;
  /** What a named empty value looks like: `;x` but `?x=`. */
  ifEmpty: string;
  /** `+` and `#` keep reserved characters as they are. */
  allowReserved: boolean;
}

const OPERATORS: Record<string, Operator> = {
  '': { first: '', separator: ',', named: false, ifEmpty: '', allowReserved: false },
  '+': { first: '', separator: ',', named: false, ifEmpty: '', allowReserved: true },
  '#': { first: '#', separator: ',', named: false, ifEmpty: '', allowReserved: true },
  '.': { first: '.', separator: '.', named: false, ifEmpty: '', allowReserved: false },
  '/': { first: '/', separator: '/', named: false, ifEmpty: '', allowReserved: false },
  ';': { first: ';', separator: ';', named: true, ifEmpty: '', allowReserved: false },
  '?': { first: '?', separator: '&', named: true, ifEmpty: '=', allowReserved: false },
  '&': { first: '&', separator: '&', named: true, ifEmpty: '=', allowReserved: false },
};

/** Percent-encodes all but unreserved characters, or (for + and #) all but reserved ones and existing %XX. */
function encode(text: string, allowReserved: boolean): string {
  if (!allowReserved) {
    return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  }
  return text
    .split(/(%[0-9A-Fa-f]{2})/)
    .map((part, i) => (i % 2 === 1 ? part : encodeURI(part).replace(/%5B/g, '[').replace(/%5D/g, ']')))
    .join('');
}

function expandExpression(body: string, variables: Record<string, TemplateValue>): string {
  const operator = OPERATORS[body[0]] ? body[0] : '';
  const op = OPERATORS[operator];
  const specs = (operator ? body.slice(1) : body).split(',');
  const parts: string[] = [];
  for (const spec of specs) {
    const explode = spec.endsWith('*');
    const [name, prefix] = (explode ? spec.slice(0, -1) : spec).split(':');
    const value = variables[name];
    if (value === undefined) continue;
    const named = (text: string) => (op.named ? (text === '' ? name + op.ifEmpty : `${name}=${text}`) : text);
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      const items = value.map((item) => encode(String(item), op.allowReserved));
      parts.push(explode ? items.map(named).join(op.separator) : named(items.join(',')));
    } else {
      let text = String(value);
      if (prefix !== undefined) text = Array.from(text).slice(0, Number(prefix)).join('');
      parts.push(named(encode(text, op.allowReserved)));
    }
  }
  return parts.length === 0 ? '' : op.first + parts.join(op.separator);
}

/** `variables` maps names to values (an object with those properties; typed by the generated client). */
export function expandUriTemplate(template: string, variables: object): string {
  const values = variables as Record<string, TemplateValue>;
  return template.replace(/\{([^}]+)\}/g, (_, body: string) => expandExpression(body, values));
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileTemplate, type CompiledTemplate } from '../src/analyze/templates/compile-template.js';
import { parseUriTemplate } from '../src/analyze/templates/uri-template.js';

// The runtime's matcher tests run against this table: both sides agree on what generated code carries.
const COMPILED: Record<string, object> = JSON.parse(readFileSync(join(__dirname, '../../packages/runtime/test/compiled-templates.json'), 'utf8'));

function compile(template: string): CompiledTemplate {
  const parsed = parseUriTemplate(template);
  if (!parsed.ok) throw new Error(parsed.problem);
  return compileTemplate(parsed.parts);
}

describe('parseUriTemplate', () => {
  it('reads literals and expressions with their operator and modifiers', () => {
    expect(parseUriTemplate('m://x/{a}{/b*}{.c:3}{?d,e*}')).toEqual({
      ok: true,
      parts: [
        { literal: 'm://x/' },
        { expression: { operator: '', variables: [{ name: 'a', explode: false }] } },
        { expression: { operator: '/', variables: [{ name: 'b', explode: true }] } },
        { expression: { operator: '.', variables: [{ name: 'c', explode: false, prefix: 3 }] } },
        { expression: { operator: '?', variables: [{ name: 'd', explode: false }, { name: 'e', explode: true }] } },
      ],
    });
  });

  it.each([
    ['m://x/{id', 'a "{" without a matching "}"'],
    ['m://x/id}', 'a "}" without a matching "{"'],
    ['m://x/{a}/{a}', 'the variable a used twice'],
    ['m://x/{=a}', 'the reserved operator "=" in {=a}'],
    ['m://x/{a b}', 'the expression {a b}'],
    ['m://x/{}', 'the expression {}'],
    ['m://x/{1a}', 'the variable name "1a" in {1a}, which is not a parameter name'],
    ['m://x/{a*:3}', 'the expression {a*:3}'],
    ['m://x{?q:3}', 'a prefix modifier in the query expression {?q:3}'],
    ['m://x{?q}/y', 'literal text after a query expression (query expressions must come last)'],
    ['m://x{?q}{/y}', 'a path expression after a query expression (query expressions must come last)'],
    ['m://x/{a}{b}', 'two adjacent expressions {…}{b} with nothing between them to tell their values apart'],
  ])('rejects %s', (template, problem) => {
    expect(parseUriTemplate(template)).toEqual({ ok: false, problem });
  });
});

describe('compileTemplate', () => {
  it('keeps the simple pattern of level-1 templates and escapes RegExp syntax', () => {
    expect(compile('notes://notes/{id}')).toMatchObject({ pattern: '^notes://notes/([^/?#]+)$', variables: ['id'], query: [] });
    expect(compile('a+b://x.y/(z)[w]/{first}-{second}$^|*')).toMatchObject({
      pattern: '^a\\+b://x\\.y/\\(z\\)\\[w\\]/([^/?#]+)-([^/?#]+)\\$\\^\\|\\*$',
    });
    expect(compile('mem://about')).toMatchObject({ pattern: '^mem://about$', variables: [] });
  });

  it('records the separator list items of each operator use', () => {
    expect(compile('m://{a}{/b*}{.c*}{;d*}{?e,f*}').separators).toEqual({ a: ',', b: '/', c: '.', d: ';d=', e: ',', f: undefined });
    expect(compile('m://{a}{/b*}{?e,f*}').exploded).toEqual(['b', 'f']);
  });
});

describe('the matchers the runtime tests use', () => {
  it.each(Object.entries(COMPILED))('compiles %s as pinned', (template, expected) => {
    expect(compile(template)).toMatchObject(expected);
  });
});

import type { ResourceTemplateBinding, TemplateVariable } from '@mcp-codegen/manifest';
import { matchUri, templateMatcher } from '../../packages/runtime/src/templates/template-matcher';
import { compileTemplate, type CompiledTemplate } from '../src/analyze/templates/compile-template.js';
import { templateShape } from '../src/analyze/templates/template-shape.js';
import { parseUriTemplate } from '../src/analyze/uri-template.js';

function compile(template: string): CompiledTemplate {
  const parsed = parseUriTemplate(template);
  if (!parsed.ok) throw new Error(parsed.problem);
  return compileTemplate(parsed.parts);
}

/** Compiles at "build time", then matches with the runtime's interpreter: the contract end to end. */
function match(template: string, uri: string, rules: Record<string, TemplateVariable> = {}) {
  const compiled = compile(template);
  const binding = { pattern: new RegExp(compiled.pattern), variables: compiled.variables, query: compiled.query, variableTypes: rules } as unknown as ResourceTemplateBinding;
  return matchUri(templateMatcher(binding), uri);
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

  it('gives templates that differ only in names one shape', () => {
    const shape = (t: string) => {
      const parsed = parseUriTemplate(t);
      return parsed.ok ? templateShape(parsed.parts) : t;
    };
    expect(shape('a://{x}')).toBe(shape('a://{y}'));
    expect(shape('a://s{?q}')).toBe(shape('a://s{?other,more}'));
    expect(shape('a://{x}')).not.toBe(shape('a://{+x}'));
    expect(shape('a://f{/p*}')).not.toBe(shape('a://f{/p}'));
  });
});

describe('every operator, compiled and matched', () => {
  it.each([
    ['{var}: one segment, percent-decoded', 'm://u/{id}', 'm://u/a%20b', { id: 'a b' }],
    ['{+var}: reserved expansion spans "/"', 'm://files/{+path}', 'm://files/docs/a%2Fb.md', { path: 'docs/a/b.md' }],
    ['{#var}: a fragment', 'm://page{#section}', 'm://page#intro', { section: 'intro' }],
    ['{.var}: a label', 'm://file/name{.ext}', 'm://file/name.tar.gz', { ext: 'tar.gz' }],
    ['{/var}: a path segment', 'm://x{/id}', 'm://x/42', { id: '42' }],
    ['{;var}: a path parameter', 'm://x/map{;lat,long}', 'm://x/map;lat=1;long=2', { lat: '1', long: '2' }],
    ['{;var} with an empty value', 'm://x/map{;lat}', 'm://x/map;lat', { lat: '' }],
    ['{x,y}: several values', 'm://size/{w,h}', 'm://size/1024,768', { w: '1024', h: '768' }],
    ['{var:n}: a prefix, escapes count as one', 'm://x/{code:3}', 'm://x/a%20b', { code: 'a b' }],
    ['{?a,b}: in any order', 'm://s{?q,limit}', 'm://s?limit=5&q=hello%20world', { q: 'hello world', limit: '5' }],
    ['{?a,b}: all left out', 'm://s{?q,limit}', 'm://s', {}],
    ['{?a}: a name without a value is empty', 'm://s{?q}', 'm://s?q', { q: '' }],
    ['{&c}: after a literal query', 'm://s?mode=full{&c}', 'm://s?mode=full&c=1', { c: '1' }],
    ['{?a}{&b}: one query', 'm://s{?a}{&b}', 'm://s?b=2&a=1', { a: '1', b: '2' }],
  ])('%s', (_what, template, uri, variables) => {
    expect(match(template, uri)).toEqual({ variables });
  });

  it.each([
    ['{/path*} binds a list, split then decoded', 'm://f{/path*}', 'm://f/a/b%2Fc', { list: true, separator: '/' }, ['a', 'b/c']],
    ['{.x*}', 'm://f/n{.x*}', 'm://f/n.a.b', { list: true, separator: '.' }, ['a', 'b']],
    ['{;x*}', 'm://f{;x*}', 'm://f;x=1;x=2', { list: true, separator: ';x=' }, ['1', '2']],
    ['{x} list: comma-separated', 'm://f/{x}', 'm://f/a,b', { list: true, separator: ',' }, ['a', 'b']],
    ['{?x*}: the name repeats', 'm://f{?x*}', 'm://f?x=1&x=2', { list: true }, ['1', '2']],
    ['{?x} list: comma-separated', 'm://f{?x}', 'm://f?x=1,2', { list: true, separator: ',' }, ['1', '2']],
    ['numbers in a list', 'm://f{/x*}', 'm://f/1/2.5', { list: true, separator: '/', type: 'number' }, [1, 2.5]],
  ] as const)('%s', (_what, template, uri, rule, value) => {
    expect(match(template, uri, { x: rule as TemplateVariable, path: rule as TemplateVariable })).toEqual({ variables: { [template.includes('path') ? 'path' : 'x']: value } });
  });

  it.each([
    ['a missing segment', 'm://u/{id}', 'm://u/'],
    ['an extra segment', 'm://u/{id}', 'm://u/a/b'],
    ['malformed percent-encoding', 'm://u/{id}', 'm://u/%E0%A4%A'],
    ['a prefix too long', 'm://x/{code:3}', 'm://x/abcd'],
    ['an unknown query name', 'm://s{?q}', 'm://s?q=1&colour=red'],
    ['a repeated single-valued query name', 'm://s{?q}', 'm://s?q=1&q=2'],
    ['a query on a template without one', 'm://u/{id}', 'm://u/a?q=1'],
  ])('does not match %s', (_what, template, uri) => {
    expect(match(template, uri)).toBeUndefined();
  });
});

describe('conversion to the declared type', () => {
  it.each([
    [{ type: 'number' }, '-1.5e3', -1500],
    [{ type: 'integer' }, '42', 42],
    [{ type: 'boolean' }, 'true', true],
    [{ type: 'boolean' }, 'false', false],
    [{ enum: ['low', 'high'] }, 'high', 'high'],
    [{ type: 'number', enum: [1, 2] }, '2', 2],
  ] as const)('%j reads %s', (rule, text, value) => {
    expect(match('m://x/{v}', `m://x/${text}`, { v: rule as TemplateVariable })).toEqual({ variables: { v: value } });
  });

  it.each([
    [{ type: 'number' }, 'abc', 'the URI variable "v" must be a number, not "abc"'],
    [{ type: 'number' }, '1x', 'the URI variable "v" must be a number, not "1x"'],
    [{ type: 'integer' }, '1.5', 'the URI variable "v" must be an integer, not "1.5"'],
    [{ type: 'integer' }, '99999999999999999999', 'the URI variable "v" must be an integer, not "99999999999999999999"'],
    [{ type: 'boolean' }, 'yes', 'the URI variable "v" must be a boolean, not "yes"'],
    [{ enum: ['low', 'high'] }, 'mid', 'the URI variable "v" must be one of "low", "high", not "mid"'],
  ] as const)('%j refuses %s', (rule, text, error) => {
    expect(match('m://x/{v}', `m://x/${text}`, { v: rule as TemplateVariable })).toEqual({ error, variable: 'v' });
  });
});

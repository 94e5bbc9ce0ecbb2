/** The template matcher interpreter: every operator, lists, decoding and type conversion. */
import type { ResourceTemplateBinding, TemplateVariable } from '@mcp-codegen/manifest';
import { matchUri, templateMatcher } from '../src/templates/template-matcher';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What codegen compiles each template to; codegen/test/analyze-uri-template.test.ts pins the same file. */
const COMPILED: Record<string, { pattern: string; variables: string[]; query: string[] }> = JSON.parse(readFileSync(join(__dirname, 'compiled-templates.json'), 'utf8'));

function match(template: string, uri: string, rules: Record<string, TemplateVariable> = {}) {
  const compiled = COMPILED[template];
  const binding = { pattern: new RegExp(compiled.pattern), variables: compiled.variables, query: compiled.query, variableTypes: rules } as unknown as ResourceTemplateBinding;
  return matchUri(templateMatcher(binding), uri);
}

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

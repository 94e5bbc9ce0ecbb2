import { parseUriTemplate } from '../src/analyze/uri-template.js';

describe('parseUriTemplate', () => {
  it('escapes RegExp syntax in literal parts and captures each variable', () => {
    expect(parseUriTemplate('notes://notes/{id}')).toEqual({ ok: true, template: { variables: ['id'], pattern: '^notes://notes/([^/?#]+)$' } });
    const parsed = parseUriTemplate('a+b://x.y/(z)[w]/{first}-{second}$^|*?\\');
    expect(parsed).toEqual({
      ok: true,
      template: { variables: ['first', 'second'], pattern: '^a\\+b://x\\.y/\\(z\\)\\[w\\]/([^/?#]+)-([^/?#]+)\\$\\^\\|\\*\\?\\\\$' },
    });
    if (parsed.ok) expect(new RegExp(parsed.template.pattern).exec('a+b://x.y/(z)[w]/1-2$^|*?\\')?.slice(1)).toEqual(['1', '2']);
  });

  it('treats a URI without variables as a fixed pattern', () => {
    expect(parseUriTemplate('mem://about')).toEqual({ ok: true, template: { variables: [], pattern: '^mem://about$' } });
  });

  it.each([
    ['m://x/{+path}', 'the expression {+path}'],
    ['m://x{?q,r}', 'the expression {?q,r}'],
    ['m://x/{a*}', 'the expression {a*}'],
    ['m://x/{id', 'a "{" without a matching "}"'],
    ['m://x/id}', 'a "}" without a matching "{"'],
    ['m://x/{a}/{a}', 'the variable a used twice'],
  ])('rejects %s', (template, problem) => {
    expect(parseUriTemplate(template)).toEqual({ ok: false, problem });
  });
});

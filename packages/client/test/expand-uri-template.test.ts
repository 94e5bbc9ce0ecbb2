// RFC 6570 expansion, checked against the specification's own examples
// (section 3.2) for every operator the runtime matches.
import { expandUriTemplate } from '../src/expand-uri-template';

const variables = {
  var: 'value',
  hello: 'Hello World!',
  path: '/foo/bar',
  empty: '',
  list: ['red', 'green', 'blue'],
  x: 1024,
  y: 768,
  keys: undefined,
  flag: true,
};

describe('expandUriTemplate', () => {
  it.each([
    ['{var}', 'value'],
    ['{hello}', 'Hello%20World%21'],
    ['{var:3}', 'val'],
    ['{x,y}', '1024,768'],
    ['{list}', 'red,green,blue'],
    ['{list*}', 'red,green,blue'],
    ['{+path}/here', '/foo/bar/here'],
    ['{+hello}', 'Hello%20World!'],
    ['here?ref={+path}', 'here?ref=/foo/bar'],
    ['X{#var}', 'X#value'],
    ['{#path:6}/here', '#/foo/b/here'],
    ['X{.var}', 'X.value'],
    ['X{.list*}', 'X.red.green.blue'],
    ['{/var}', '/value'],
    ['{/list*,path:4}', '/red/green/blue/%2Ffoo'],
    ['{;x,y}', ';x=1024;y=768'],
    ['{;x,y,empty}', ';x=1024;y=768;empty'],
    ['{;list*}', ';list=red;list=green;list=blue'],
    ['{?x,y}', '?x=1024&y=768'],
    ['{?x,y,empty}', '?x=1024&y=768&empty='],
    ['{?list}', '?list=red,green,blue'],
    ['{?list*}', '?list=red&list=green&list=blue'],
    ['?fixed=yes{&x}', '?fixed=yes&x=1024'],
    ['{?flag}', '?flag=true'],
  ])('%s → %s', (template, expected) => {
    expect(expandUriTemplate(template, variables)).toBe(expected);
  });

  it('leaves out undefined variables and empty lists', () => {
    expect(expandUriTemplate('s{?keys,x}', variables)).toBe('s?x=1024');
    expect(expandUriTemplate('s{?keys}', variables)).toBe('s');
    expect(expandUriTemplate('b{/ids*}', { ids: [] })).toBe('b');
  });

  it('encodes every reserved character in a simple value, and keeps %XX in a reserved one', () => {
    expect(expandUriTemplate('n://{id}', { id: "a/b?c#d&e=f'g(h)*" })).toBe("n://a%2Fb%3Fc%23d%26e%3Df%27g%28h%29%2A");
    expect(expandUriTemplate('f://{+p}', { p: 'a b/%41' })).toBe('f://a%20b/%41');
    expect(expandUriTemplate('n://{id}', { id: 'ü€' })).toBe('n://%C3%BC%E2%82%AC');
  });
});

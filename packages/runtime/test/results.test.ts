/** Result shaping by ResultKind and the validation message, unit by unit. */
import { promptResult } from '../src/results/prompt-result';
import { resourceResult } from '../src/results/resource-result';
import { toolResult } from '../src/results/tool-result';
import { formatValidationErrors, MAX_MESSAGE_LENGTH, MAX_QUOTED_LENGTH, pointerToPath } from '../src/results/validation-message';

describe('toolResult', () => {
  it('text: String() of the value; nothing is an empty list', () => {
    expect(toolResult(3, 'text')).toEqual({ content: [{ type: 'text', text: '3' }] });
    expect(toolResult(undefined, 'text')).toEqual({ content: [] });
  });
  it('structured: structuredContent only for plain objects', () => {
    expect(toolResult({ a: 1 }, 'structured')).toEqual({ content: [{ type: 'text', text: '{"a":1}' }], structuredContent: { a: 1 } });
    expect(toolResult([1], 'structured')).toEqual({ content: [{ type: 'text', text: '[1]' }] });
    expect(toolResult('s', 'structured')).toEqual({ content: [{ type: 'text', text: 's' }] });
    expect(toolResult(new Date(0), 'structured')).toEqual({ content: [{ type: 'text', text: '"1970-01-01T00:00:00.000Z"' }] });
  });
  it('wrapped: { result } as structuredContent, the value itself as JSON text', () => {
    expect(toolResult(7, 'wrapped')).toEqual({ content: [{ type: 'text', text: '7' }], structuredContent: { result: 7 } });
    expect(toolResult([1, 'a'], 'wrapped')).toEqual({ content: [{ type: 'text', text: '[1,"a"]' }], structuredContent: { result: [1, 'a'] } });
    expect(toolResult(undefined, 'wrapped')).toEqual({ content: [], structuredContent: { result: undefined } });
  });
  it('content: one block or a list of them', () => {
    const image = { type: 'image', data: 'AA==', mimeType: 'image/png' };
    expect(toolResult(image, 'content')).toEqual({ content: [image] });
    expect(toolResult([image, image], 'content')).toEqual({ content: [image, image] });
  });
  it('result: passes through untouched', () => {
    const value = { content: [], isError: true };
    expect(toolResult(value, 'result')).toBe(value);
  });
  it('auto: undefined is an empty result; content blocks are content', () => {
    expect(toolResult(undefined, 'auto')).toEqual({ content: [] });
    expect(toolResult(true, 'auto')).toEqual({ content: [{ type: 'text', text: 'true' }] });
    const link = { type: 'resource_link', uri: 'a://b', name: 'b' };
    expect(toolResult(link, 'auto')).toEqual({ content: [link] });
    expect(toolResult([link], 'auto')).toEqual({ content: [link] });
    expect(toolResult({ type: 'text', other: 1 }, 'auto')).toEqual({ content: [{ type: 'text', text: '{"type":"text","other":1}' }], structuredContent: { type: 'text', other: 1 } });
  });
});

describe('resourceResult', () => {
  it('text with the descriptor mimeType, or text/plain', () => {
    expect(resourceResult('x', 'text', 'a://b', undefined)).toEqual({ contents: [{ uri: 'a://b', mimeType: 'text/plain', text: 'x' }] });
    expect(resourceResult('x', 'text', 'a://b', 'text/markdown')).toEqual({ contents: [{ uri: 'a://b', mimeType: 'text/markdown', text: 'x' }] });
  });
  it('bytes are a blob whatever the kind, except result; application/octet-stream by default', () => {
    expect(resourceResult(new Uint8Array([1, 2, 3]).subarray(1), 'text', 'a://b', undefined)).toEqual({ contents: [{ uri: 'a://b', mimeType: 'application/octet-stream', blob: 'AgM=' }] });
  });
  it('contents objects and lists, the uri filled in and bytes encoded', () => {
    expect(resourceResult({ text: 'hi', mimeType: 'text/csv' }, 'structured', 'a://b', undefined)).toEqual({ contents: [{ uri: 'a://b', text: 'hi', mimeType: 'text/csv' }] });
    expect(resourceResult([{ uri: 'a://c', blob: new Uint8Array([255]), mimeType: 'image/png' }, { text: 'x', mimeType: 'text/plain' }], 'auto', 'a://b', undefined)).toEqual({
      contents: [
        { uri: 'a://c', blob: '/w==', mimeType: 'image/png' },
        { uri: 'a://b', text: 'x', mimeType: 'text/plain' },
      ],
    });
    // An object with more than contents' fields is data.
    expect(resourceResult({ text: 'hi', mimeType: 'text/csv', size: 2 }, 'structured', 'a://b', undefined).contents[0]).toMatchObject({ mimeType: 'application/json' });
  });
  it('auto decides by value', () => {
    expect(resourceResult({ k: 1 }, 'auto', 'a://b', undefined)).toEqual({ contents: [{ uri: 'a://b', mimeType: 'application/json', text: '{\n  "k": 1\n}' }] });
    const explicit = { contents: [{ uri: 'a://b', text: 'x' }] };
    expect(resourceResult(explicit, 'auto', 'a://b', undefined)).toBe(explicit);
    expect(resourceResult(5, 'auto', 'a://b', undefined)).toEqual({ contents: [{ uri: 'a://b', mimeType: 'text/plain', text: '5' }] });
    expect(resourceResult(null, 'auto', 'a://b', undefined)).toEqual({ contents: [] });
  });
});

describe('promptResult', () => {
  it('text, message lists, bare strings and content blocks in lists, and passthrough', () => {
    expect(promptResult('hi', 'text', undefined)).toEqual({ messages: [{ role: 'user', content: { type: 'text', text: 'hi' } }] });
    expect(promptResult(['a'], 'auto', 'd')).toEqual({ description: 'd', messages: [{ role: 'user', content: { type: 'text', text: 'a' } }] });
    const image = { type: 'image', data: 'AA==', mimeType: 'image/png' };
    expect(promptResult(image, 'content', undefined)).toEqual({ messages: [{ role: 'user', content: image }] });
    expect(promptResult([image, 'b'], 'content', undefined).messages).toHaveLength(2);
    const explicit = { messages: [] };
    expect(promptResult(explicit, 'result', 'd')).toBe(explicit);
  });
  it('{ description, messages } keeps its own description, else gets the descriptor\'s', () => {
    expect(promptResult({ messages: ['x'] }, 'structured', 'd')).toEqual({ description: 'd', messages: [{ role: 'user', content: { type: 'text', text: 'x' } }] });
    expect(promptResult({ description: 'own', messages: [] }, 'structured', 'd')).toEqual({ description: 'own', messages: [] });
  });
});

describe('formatValidationErrors', () => {
  it('turns JSON pointers into readable paths', () => {
    expect(pointerToPath('')).toBe('');
    expect(pointerToPath('/a/0/b')).toBe('a[0].b');
    expect(pointerToPath('/a~1b/c~0d')).toBe('a/b.c~d');
    expect(pointerToPath('/limit')).toBe('limit');
    expect(pointerToPath('/0')).toBe('[0]');
    expect(pointerToPath('/a~1b')).toBe('a/b');
    expect(pointerToPath('/12')).toBe('[12]');
    expect(pointerToPath('/1a')).toBe('1a');
    expect(pointerToPath('/x/10/2b')).toBe('x[10].2b');
  });

  it('names each field and rule, special-casing required, additionalProperties, type and enum', () => {
    const text = formatValidationErrors('tool "addNote"', [
      { instancePath: '', schemaPath: '#/required', keyword: 'required', params: { missingProperty: 'title' }, message: "must have required property 'title'" },
      { instancePath: '/tags', schemaPath: '#/properties/tags/type', keyword: 'type', params: { type: 'array' }, message: 'must be array' },
      { instancePath: '', schemaPath: '#/additionalProperties', keyword: 'additionalProperties', params: { additionalProperty: 'extra' }, message: 'must NOT have additional properties' },
      { instancePath: '/priority', schemaPath: '#/properties/priority/enum', keyword: 'enum', params: { allowedValues: ['low', 'high'] }, message: 'must be equal to one of the allowed values' },
      { instancePath: '/items/0/qty', schemaPath: '#/x', keyword: 'minimum', params: { limit: 1 }, message: 'must be >= 1' },
      { instancePath: '/items/0', schemaPath: '#/x', keyword: 'required', params: { missingProperty: 'sku' }, message: '' },
      { instancePath: '/n', schemaPath: '#/x', keyword: 'type', params: { type: ['string', 'number'] } },
    ]);
    expect(text).toBe(
      'Invalid arguments for tool "addNote": missing required argument "title"; "tags" must be array; unknown argument "extra"; ' +
        '"priority" must be one of "low", "high"; "items[0].qty" must be >= 1; missing required argument "items[0].sku"; "n" must be string or number',
    );
  });

  it('still says something without errors', () => {
    expect(formatValidationErrors('tool "x"', null)).toBe('Invalid arguments for tool "x": they do not match the schema');
  });

  // Issue 21: a caller-chosen name, a huge enum or a million errors must not make a large reply.
  it('is bounded whatever the errors hold: long names and paths are cut, long enums counted, at most ten errors said', () => {
    const name = 'n'.repeat(4 * 1024 * 1024);
    const unknown = formatValidationErrors('tool "t"', [{ instancePath: '', schemaPath: '#/additionalProperties', keyword: 'additionalProperties', params: { additionalProperty: name } }]);
    expect(unknown).toBe(`Invalid arguments for tool "t": unknown argument "${'n'.repeat(MAX_QUOTED_LENGTH - 1)}…"`);
    const deepPath = formatValidationErrors('tool "t"', [{ instancePath: `/${name}`, schemaPath: '#/x', keyword: 'type', params: { type: 'string' } }]);
    expect(deepPath.length).toBeLessThan(300);
    const values = Array.from({ length: 100_000 }, (_, i) => `value-${i}`);
    const enumText = formatValidationErrors('tool "t"', [{ instancePath: '/v', schemaPath: '#/x', keyword: 'enum', params: { allowedValues: values } }]);
    expect(enumText).toBe(`Invalid arguments for tool "t": "v" must be one of ${values.slice(0, 10).map((v) => JSON.stringify(v)).join(', ')} (and 99990 more)`);
    const many = Array.from({ length: 1_000_000 }, (_, i) => ({ instancePath: `/items/${i}`, schemaPath: '#/x', keyword: 'type', params: { type: 'string' } }));
    const manyText = formatValidationErrors('tool "t"', many);
    expect(manyText.split('; ')).toHaveLength(10);
    expect(manyText.endsWith('(and more)')).toBe(true);
    const longMessages = Array.from({ length: 10 }, (_, i) => ({ instancePath: `/${'p'.repeat(90)}${i}`, schemaPath: '#/x', keyword: 'x', params: {}, message: 'm'.repeat(5000) }));
    expect(formatValidationErrors('tool "t"', longMessages).length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
  });
});

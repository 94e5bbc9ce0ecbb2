import { leadingId } from '../src/protocol/leading-id';

describe('leadingId: the id from the first bytes of an over-long line', () => {
  it.each([
    ['{"jsonrpc":"2.0","id":7,"method":"x","params":{', 7],
    ['  { "id" : "a\\"b" , "method": "x"', 'a"b'],
    ['{"jsonrpc":"2.0","method":"ping","id":-1.5e3,"params":', -1500],
  ])('reads %s', (head, id) => {
    expect(leadingId(head)).toEqual(id);
  });

  it.each([
    ['an id after a nested value', '{"params":{"id":5},"id":6}'],
    ['an id cut off by the end of the head', '{"jsonrpc":"2.0","id":12'],
    ['a string id cut off', '{"id":"abc'],
    ['a null id', '{"id":null,"method":"x"}'],
    ['an object id', '{"id":{"a":1}}'],
    ['not an object', '["id",1]'],
    ['garbage', 'yyyyyyyy'],
  ])('finds none in %s', (_, head) => {
    expect(leadingId(head)).toBeUndefined();
  });
});

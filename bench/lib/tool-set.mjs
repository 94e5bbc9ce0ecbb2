// The tools every server under test registers, so all of them answer the
// same tools/list: `add` plus `count - 1` filler tools of the same shape.

/** @returns {{ name: string, description: string, a: string, b: string, op: 'add' | 'multiply' }[]} */
export function toolSet(count) {
  const tools = [{ name: 'add', description: 'Adds two numbers.', a: 'First addend', b: 'Second addend', op: 'add' }];
  for (let i = 1; i < count; i++) {
    tools.push({ name: `multiply${i}`, description: `Multiplies two numbers (variant ${i}).`, a: 'First factor', b: 'Second factor', op: 'multiply' });
  }
  return tools;
}

/** The JSON Schema of every tool's input, as the floor publishes it. */
export function inputSchema(tool) {
  return {
    type: 'object',
    properties: { a: { type: 'number', description: tool.a }, b: { type: 'number', description: tool.b } },
    required: ['a', 'b'],
    additionalProperties: false,
  };
}

export const compute = (op, a, b) => (op === 'add' ? a + b : a * b);

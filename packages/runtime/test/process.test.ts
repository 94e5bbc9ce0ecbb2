/**
 * The built package in a real process over real stdio, as ESM and as CJS:
 * nothing but protocol on stdout, console.log lands on stderr, and the
 * process exits by itself when stdin ends. Needs `npm run build -w @mcp-codegen/runtime`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { callOnceAndEnd, echoFeatureSource } from './piped-process';

const dist = join(__dirname, '..', 'dist');

const featureSource = echoFeatureSource("console.log('noise from a handler'); return args.text;");

const scripts = {
  cjs: ['-e', `const { serve } = require(${JSON.stringify(join(dist, 'index.cjs'))});${featureSource}serve([feature], { name: 'p' });`],
  esm: ['--input-type=module', '-e', `import { serve } from ${JSON.stringify(join(dist, 'index.mjs'))};${featureSource}await serve([feature], { name: 'p' });`],
};

describe.each(Object.entries(scripts))('a %s server process', (_format, args) => {
  it('speaks only protocol on stdout and exits when stdin ends', async () => {
    if (!existsSync(join(dist, 'index.cjs'))) throw new Error(`${dist} is missing: run \`npm run build -w @mcp-codegen/runtime\` first.`);
    const { code, stdout, stderr } = await callOnceAndEnd(args, { name: 'echo', arguments: { text: 'hi' } });
    expect(code).toBe(0);
    const replies = stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(replies).toEqual([
      { jsonrpc: '2.0', id: 1, result: { protocolVersion: '2025-11-25', capabilities: { tools: { listChanged: true }, logging: {} }, serverInfo: { name: 'p', version: '0.0.0' } } },
      { jsonrpc: '2.0', id: 2, result: { content: [{ type: 'text', text: 'hi' }] } },
    ]);
    expect(stderr).toContain('noise from a handler');
  });
});

/**
 * Structured logs: one JSON object per line, carrying the request and the
 * active span's ids; MCP_LOG_FORMAT=json turns them on for the default
 * logger, and a stdio server still writes nothing but protocol to stdout.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createInMemoryTransportPair, createServer, jsonLogger, stderrLogger } from '@mcp-codegen/runtime';
import { calcFeature } from './fixtures';
import { callOnceAndEnd } from './piped-process';
import { installGlobals, testTelemetry } from './telemetry-fixtures';

describe('jsonLogger', () => {
  it('writes a parseable line with the error, the request fields and the trace ids', async () => {
    const uninstall = installGlobals();
    const telemetry = testTelemetry();
    const lines: string[] = [];
    const server = createServer([calcFeature], { logger: jsonLogger({ write: (line) => lines.push(line) }), telemetry });
    const pair = createInMemoryTransportPair();
    await server.connect(pair.server);
    const client = new Client({ name: 'logs', version: '1' });
    await client.connect(pair.client);
    try {
      const result = await client.callTool({ name: 'crash', arguments: {} });
      expect(result.isError).toBe(true);
      expect(lines).toHaveLength(1);
      expect(lines[0].endsWith('\n')).toBe(true);
      const entry = JSON.parse(lines[0]);
      const span = telemetry.span('tools/call crash');
      expect(entry).toMatchObject({
        level: 'error',
        msg: 'Tool "crash" failed',
        method: 'tools/call',
        name: 'crash',
        requestId: Number(span.attributes['jsonrpc.request.id']),
        error: { name: 'Error', message: expect.stringContaining('refused') },
        traceId: span.spanContext().traceId,
        spanId: span.spanContext().spanId,
      });
      expect(entry.error.stack).toContain('crash');
      expect(new Date(entry.time).toISOString()).toBe(entry.time);
    } finally {
      await client.close();
      await server.close();
      await telemetry.shutdown();
      uninstall();
    }
  });

  it('logs warnings and values that are not errors, and survives fields JSON cannot hold', () => {
    const lines: string[] = [];
    const logger = jsonLogger({ write: (line) => lines.push(line), now: () => new Date(0) });
    logger.warn('slow client', { method: 'tools/list', sessionId: 's-1' });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    logger.error('odd', 'a string thrown');
    logger.error('cycle', { toString: () => 'x', ...cyclic });
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries[0]).toEqual({ time: '1970-01-01T00:00:00.000Z', level: 'warn', msg: 'slow client', method: 'tools/list', sessionId: 's-1' });
    expect(entries[1]).toMatchObject({ level: 'error', msg: 'odd', error: { message: 'a string thrown' } });
    expect(entries[2]).toMatchObject({ level: 'error', msg: 'cycle' });
  });
});

describe('MCP_LOG_FORMAT=json', () => {
  it('makes the default logger write JSON lines to stderr', () => {
    const previous = process.env.MCP_LOG_FORMAT;
    const written: string[] = [];
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    try {
      process.env.MCP_LOG_FORMAT = 'json';
      stderrLogger().warn('hello');
      delete process.env.MCP_LOG_FORMAT;
      stderrLogger().warn('plain');
      stderrLogger(undefined, 'json').warn('chosen');
    } finally {
      spy.mockRestore();
      if (previous === undefined) delete process.env.MCP_LOG_FORMAT;
      else process.env.MCP_LOG_FORMAT = previous;
    }
    expect(JSON.parse(written[0])).toMatchObject({ level: 'warn', msg: 'hello' });
    expect(written[1]).toBe('[mcp-codegen] plain\n');
    expect(JSON.parse(written[2])).toMatchObject({ msg: 'chosen' });
  });

  it('keeps stdout to protocol in a real stdio server process', async () => {
    const dist = join(__dirname, '..', 'dist', 'index.cjs');
    if (!existsSync(dist)) throw new Error(`${dist} is missing: run \`npm run build -w @mcp-codegen/runtime\` first.`);
    const feature = `{
      manifest: { manifestVersion: 1, feature: 'f', resources: [], resourceTemplates: [], prompts: [],
        tools: [{ name: 'boom', description: 'Fails.', inputSchema: { type: 'object' } }] },
      register() {},
      tools: { boom: { validate: () => true, result: 'text', invoke: () => { throw new Error('disk full'); } } },
      resources: {}, resourceTemplates: {}, prompts: {},
    }`;
    const script = `const { serve } = require(${JSON.stringify(dist)}); serve([${feature}], { name: 'p' });`;
    const { code, stdout, stderr } = await callOnceAndEnd(['-e', script], { name: 'boom', arguments: {} }, { ...process.env, MCP_LOG_FORMAT: 'json' });
    expect(code).toBe(0);
    const replies = stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(replies.map((r) => r.id)).toEqual([1, 2]);
    expect(replies.every((r) => r.jsonrpc === '2.0')).toBe(true);
    expect(JSON.stringify(replies[1])).not.toContain('disk full');
    const logs = stderr.trim().split('\n').map((line) => JSON.parse(line));
    expect(logs).toEqual([expect.objectContaining({ level: 'error', msg: 'Tool "boom" failed', method: 'tools/call', name: 'boom', requestId: 2, error: expect.objectContaining({ message: 'disk full' }) })]);
  });
});

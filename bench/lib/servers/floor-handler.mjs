// The floor: what a careful hand-written server does with no framework. The
// tools/list reply is serialised once at start-up; arguments are checked by
// a precompiled Ajv standalone validator; replies are built as strings.
import { pathToFileURL } from 'node:url';
import { floorValidatorFile } from '../paths.mjs';
import { compute, inputSchema, toolSet } from '../tool-set.mjs';

const { validate } = await import(pathToFileURL(floorValidatorFile).href);

const reply = (id, resultJson) => `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${resultJson}}`;
const error = (id, code, message) => JSON.stringify({ jsonrpc: '2.0', id: id ?? null, error: { code, message } });
const text = (value, isError) => JSON.stringify({ content: [{ type: 'text', text: value }], ...(isError ? { isError } : {}) });

export function floorHandler(toolCount) {
  const tools = new Map(toolSet(toolCount).map((tool) => [tool.name, tool]));
  const listJson = JSON.stringify({ tools: [...tools.values()].map((t) => ({ name: t.name, description: t.description, inputSchema: inputSchema(t) })) });
  const initializeJson = JSON.stringify({ protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'floor', version: '0.0.0' } });

  /** One message in, the reply text out (undefined for notifications). */
  return function handle(message) {
    if (message === null || typeof message !== 'object' || message.jsonrpc !== '2.0') return error(null, -32600, 'Invalid Request');
    const { id, method, params } = message;
    if (id === undefined) return undefined;
    switch (method) {
      case 'initialize':
        return reply(id, initializeJson);
      case 'tools/list':
        return reply(id, listJson);
      case 'tools/call': {
        const tool = tools.get(params?.name);
        if (!tool) return error(id, -32602, `Unknown tool: ${params?.name}`);
        const args = params.arguments;
        if (!validate(args)) return reply(id, text(`Invalid arguments: ${validate.errors[0].instancePath} ${validate.errors[0].message}`, true));
        return reply(id, text(String(compute(tool.op, args.a, args.b))));
      }
      case 'ping':
        return reply(id, '{}');
      default:
        return error(id, -32601, `Method not found: ${method}`);
    }
  };
}

export function handleText(handle, line) {
  let message;
  try {
    message = JSON.parse(line);
  } catch {
    return error(null, -32700, 'Parse error');
  }
  return handle(message);
}

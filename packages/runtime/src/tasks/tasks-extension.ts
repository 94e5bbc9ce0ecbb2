/** The extension's name, the client's declaration of it, and the errors it defines. */
import { ErrorCode, McpError } from '../protocol/wire/error-codes.js';
import { ERA_ERRORS } from '../protocol/wire/eras.js';
import { isJsonObject, type JsonObject } from '../protocol/wire/json-rpc.js';
import type { Registry } from '../composition/registry.js';
import type { RequestHandler } from '../protocol/session/method-table.js';
import { toolMapFact } from '../composition/tool-map-fact.js';

export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/** Whether a request's client capabilities declare the extension (`extensions["io.modelcontextprotocol/tasks"]`). */
export function declaresTasks(capabilities: JsonObject | undefined): boolean {
  const extensions = capabilities?.extensions;
  return isJsonObject(extensions) && isJsonObject(extensions[TASKS_EXTENSION]);
}

/** -32021, naming the extension the client must declare. */
export function missingTasksCapability(): McpError {
  return new McpError(ERA_ERRORS.missingClientCapability.modern, 'Missing required client capability: the io.modelcontextprotocol/tasks extension', {
    requiredCapabilities: { extensions: { [TASKS_EXTENSION]: {} } },
  });
}

/** The one answer for an unknown, expired or someone else's task: it reveals nothing about which. */
export function taskNotFound(): McpError {
  return new McpError(ErrorCode.InvalidParams, 'Failed to retrieve task: Task not found');
}

/**
 * Whether any tool is declared with `task`, decided once per tool map. Most servers have none: then no
 * tools/call looks its tool up a second time for the extension (test: tasks/any-task-tool.test.ts).
 */
export const anyTaskTool = toolMapFact((tools) => {
  for (const entry of tools.values()) if (entry.policy?.task) return true;
  return false;
});

/** tools/call on the 2025 wire, where the extension is not defined: a tool that requires a task is refused (-32021). */
export function refuseRequiredTask(registry: Registry, toolsCall: RequestHandler): RequestHandler {
  return (params, request) => {
    if (!anyTaskTool(registry.tools)) return toolsCall(params, request);
    const entry = typeof params.name === 'string' ? registry.tools.get(params.name) : undefined;
    if (entry?.policy?.task === 'required') throw missingTasksCapability();
    return toolsCall(params, request);
  };
}

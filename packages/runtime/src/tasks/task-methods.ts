/**
 * The extension on the 2026-07-28 wire: tools/call of a tool declared with
 * `task` starts a task for a client that declares the extension (and
 * refuses others with -32021 when the task is required); tasks/get,
 * tasks/update and tasks/cancel serve its owner. An unknown, expired or
 * someone else's task id gets the same -32602. There is no tasks/list or
 * tasks/result in the extension: they stay -32601.
 */
import type { Registry, ToolEntry } from '../composition/registry.js';
import { authorize } from '../protocol/methods/authorization.js';
import { ErrorCode, McpError } from '../protocol/wire/error-codes.js';
import { isJsonObject, type JsonObject } from '../protocol/wire/json-rpc.js';
import type { MethodTable, RequestContext, RequestHandler } from '../protocol/session/method-table.js';
import { envelopeOf } from '../protocol/modern/modern-envelope.js';
import { InputRound } from '../protocol/modern/input-required.js';
import { requireString } from '../protocol/wire/params.js';
import { RequestStateCodec } from '../protocol/session/request-state.js';
import { ownerOf } from '../transports/http/auth/http-auth.js';
import { createTaskResult, detailedTask, isTerminal, type StoredTask } from './task.js';
import { TaskStoreFullError } from './task-store.js';
import { taskListen } from './task-listen.js';
import type { TaskRunner } from './task-runner.js';
import { anyTaskTool, declaresTasks, missingTasksCapability, taskNotFound } from './tasks-extension.js';

/** Task ids this server makes are UUIDs; anything much longer is not one, and is not looked up. */
const MAX_TASK_ID_LENGTH = 128;

export function taskMethods(registry: Registry, runner: TaskRunner, modern: MethodTable, states: RequestStateCodec): MethodTable {
  const modernToolsCall = modern['tools/call'];
  const { store } = runner;

  /** The envelope, the extension declared, and the caller's own live task; otherwise the error the extension names. */
  async function ownTask(params: JsonObject, request: RequestContext): Promise<StoredTask> {
    const envelope = envelopeOf(params, request);
    if (!declaresTasks(envelope.clientCapabilities)) throw missingTasksCapability();
    const taskId = requireString(params, 'taskId');
    if (taskId.length > MAX_TASK_ID_LENGTH) throw taskNotFound();
    const task = await store.get(taskId);
    if (!task || task.owner !== (ownerOf(request.auth) ?? '')) throw taskNotFound();
    return task;
  }

  /** tools/call of a tool declared with `task`: a task for a client that declared the extension. */
  async function callAsTask(entry: ToolEntry, params: JsonObject, request: RequestContext): Promise<object> {
    const envelope = envelopeOf(params, request);
    const support = entry.policy?.task;
    if (!declaresTasks(envelope.clientCapabilities)) {
      if (support === 'required') throw missingTasksCapability();
      return modernToolsCall(params, request);
    }
    authorize(entry.policy, request.auth);
    const session = { initialized: true, protocolVersion: envelope.protocolVersion, clientCapabilities: envelope.clientCapabilities, clientInfo: envelope.clientInfo };
    const owner = ownerOf(request.auth) ?? '';
    try {
      if (entry.policy?.inputBeforeTask) {
        const round = new InputRound(states, RequestStateCodec.binding('tools/call', params), params);
        return await runner.startAfterInput(params, session, request, owner, round);
      }
      return createTaskResult(await runner.start(params, session, request, owner));
    } catch (error) {
      if (error instanceof TaskStoreFullError) throw new McpError(ErrorCode.InternalError, 'The server is keeping as many tasks as it can; try again later.');
      throw error;
    }
  }

  return {
    ...(modern['subscriptions/listen'] ? { 'subscriptions/listen': taskListen(runner, modern['subscriptions/listen']) } : {}),

    // Not async: a tool that never runs as a task is the plain modern tools/call, answered at once when it can be.
    'tools/call'(params, request) {
      if (!anyTaskTool(registry.tools)) return modernToolsCall(params, request);
      const entry = typeof params.name === 'string' ? registry.tools.get(params.name) : undefined;
      if (!entry?.policy?.task) return modernToolsCall(params, request);
      return callAsTask(entry, params, request);
    },

    async 'tasks/get'(params, request) {
      const task = await runner.settleOrphan(await ownTask(params, request));
      return { resultType: 'complete', ...detailedTask(task) };
    },

    async 'tasks/update'(params, request) {
      const task = await ownTask(params, request);
      const responses = params.inputResponses;
      if (!isJsonObject(responses)) throw new McpError(ErrorCode.InvalidParams, 'Invalid params: "inputResponses" must be an object keyed by input request');
      const answers: Record<string, JsonObject> = {};
      for (const [key, value] of Object.entries(responses)) if (isJsonObject(value)) answers[key] = value;
      if (!isTerminal(task.status) && Object.keys(answers).length > 0) {
        await store.respond(task.taskId, answers);
        runner.wake(task.taskId);
      }
      return { resultType: 'complete' };
    },

    async 'tasks/cancel'(params, request) {
      const task = await ownTask(params, request);
      // Cancelling a finished task changes nothing and is still acknowledged.
      if (!isTerminal(task.status)) {
        await store.change(task.taskId, { status: 'cancelled', statusMessage: 'Cancelled by the client.' });
        runner.wake(task.taskId);
      }
      return { resultType: 'complete' };
    },
  };
}

/**
 * Multi-round-trip requests (SEP-2322) by deterministic replay. On the
 * 2026-07-28 wire a handler's ctx.elicit / ctx.sample / ctx.listRoots does not
 * send a request to the client: it is answered from the retry's
 * `inputResponses` (and the answers carried in `requestState`) by its input
 * key, or, when there is no answer yet, recorded as pending. A handler that
 * left anything pending is abandoned and the client gets an
 * InputRequiredResult; on retry the handler runs again from the top and the
 * same calls, in the same order, now find their answers. The same handler
 * code serves the 2025 wire, where the calls are real requests.
 */
import { ErrorCode, McpError } from '../wire/error-codes.js';
import { isJsonObject, type JsonObject } from '../wire/json-rpc.js';
import type { RequestBinding, RequestStateCodec } from '../session/request-state.js';

/** Methods whose results may be input_required on the 2026-07-28 wire. */
export const INPUT_REQUIRED_METHODS: ReadonlySet<string> = new Set(['tools/call', 'prompts/get', 'resources/read']);

const SHORT_NAMES: Record<string, string> = { 'elicitation/create': 'elicitation', 'sampling/createMessage': 'sampling', 'roots/list': 'roots' };

/** What a pending ctx call rejects with; the handler's own result is discarded anyway. */
export class InputRequiredSignal extends Error {
  constructor() {
    super('The client must supply input first; the request is answered with an InputRequiredResult.');
    this.name = 'InputRequiredSignal';
  }
}

/** Whether an answer has the shape the method's result needs (else it is asked for again). */
export function answers(method: string, response: JsonObject): boolean {
  switch (method) {
    case 'elicitation/create':
      return response.action === 'accept' || response.action === 'decline' || response.action === 'cancel';
    case 'sampling/createMessage':
      return typeof response.role === 'string' && response.content !== undefined;
    case 'roots/list':
      return Array.isArray(response.roots);
    default:
      return false;
  }
}

/** One execution of a handler on the modern wire. */
export class InputRound {
  private readonly available: Record<string, JsonObject>;
  private readonly used: Record<string, JsonObject> = {};
  private readonly pending: Record<string, JsonObject> = {};
  private readonly calls = new Map<string, number>();
  private hasPending = false;

  constructor(
    private readonly codec: RequestStateCodec,
    /** RequestStateCodec.binding(): hashed only when a state is read or made. */
    private readonly binding: RequestBinding,
    params: JsonObject,
  ) {
    const fromState = params.requestState === undefined ? {} : codec.decode(params.requestState, binding.digest());
    const responses = params.inputResponses;
    if (responses !== undefined && !isJsonObject(responses)) throw new McpError(ErrorCode.InvalidParams, 'Invalid params: "inputResponses" must be an object keyed by input request');
    this.available = { ...fromState };
    for (const [key, value] of Object.entries(responses ?? {})) if (isJsonObject(value)) this.available[key] = value;
  }

  /** ctx.elicit / sample / listRoots on the modern wire. */
  request(method: string, params: JsonObject | undefined, inputKey: string | undefined): Promise<JsonObject> {
    const short = SHORT_NAMES[method] ?? method;
    const count = (this.calls.get(short) ?? 0) + 1;
    this.calls.set(short, count);
    const key = inputKey ?? `${short}-${count}`;
    const answer = this.available[key];
    if (answer !== undefined && answers(method, answer)) {
      this.used[key] = answer;
      return Promise.resolve(answer);
    }
    this.pending[key] = { method, params: params ?? {} };
    this.hasPending = true;
    return Promise.reject(new InputRequiredSignal());
  }

  get needsInput(): boolean {
    return this.hasPending;
  }

  /** The InputRequiredResult: what is pending, and a signed state carrying the answers used so far. */
  result(): JsonObject {
    return { resultType: 'input_required', inputRequests: this.pending, requestState: this.codec.encode(this.binding.digest(), this.used) };
  }
}

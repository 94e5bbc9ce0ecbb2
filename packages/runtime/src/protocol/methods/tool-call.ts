/**
 * One tools/call on its way through the guard. A class rather than an object
 * literal with two closures: one object per call on the hot path, and the
 * rate limit's key is made only when a rate limit applies. It reads the
 * tool's binding only when the guard asks, after the feature has loaded.
 */
import type { Arguments, HandlerContext, Resolver, ToolBinding } from '@mcp-codegen/manifest';
import type { ToolEntry } from '../../composition/registry.js';
import { TypeErrorMessages } from '../../results/type-error-messages.js';
import type { GuardedCall } from './guarded-call.js';

/** Each tool's kept argument-error messages, made on its first invalid call. */
const messagesByTool = new WeakMap<ToolEntry, TypeErrorMessages>();

function messagesOf(tool: ToolEntry, name: string): TypeErrorMessages {
  let messages = messagesByTool.get(tool);
  // An entry is registered under one name; the check keeps the message's subject right if that changes.
  if (messages === undefined || messages.toolName !== name) messagesByTool.set(tool, (messages = new TypeErrorMessages(name)));
  return messages;
}

export class ToolCall implements GuardedCall<ToolBinding> {
  readonly kind = 'tool';

  constructor(
    readonly name: string,
    private readonly tool: ToolEntry,
    readonly args: Arguments,
    private readonly resolver: Resolver,
  ) {}

  get feature(): string {
    return this.tool.feature;
  }

  /** The manifest entry. */
  get entry(): object {
    return this.tool.descriptor;
  }

  private loadedBinding: ToolBinding | undefined;

  /** Read from the entry when the guard first needs it (a generated feature's bindings exist only once it has loaded), then kept. */
  get binding(): ToolBinding {
    return (this.loadedBinding ??= this.tool.binding);
  }

  get limitKey(): string {
    return `tool:${this.name}`;
  }

  check(): string | undefined {
    const { validate } = this.binding;
    return validate(this.args) ? undefined : messagesOf(this.tool, this.name).message(validate.errors);
  }

  invoke(context: HandlerContext): unknown {
    return this.binding.invoke(this.resolver, this.args, context);
  }
}

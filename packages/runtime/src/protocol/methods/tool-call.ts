/**
 * One tools/call on its way through the guard. A class rather than an object
 * literal with two closures: one object per call on the hot path, and the
 * rate limit's key is made only when a rate limit applies.
 */
import type { Arguments, HandlerContext, Resolver, ToolBinding } from '@mcp-codegen/manifest';
import { formatValidationErrors } from '../../results/validation-message.js';
import type { GuardedCall } from './guarded-call.js';

export class ToolCall implements GuardedCall<ToolBinding> {
  readonly kind = 'tool';

  constructor(
    readonly name: string,
    readonly feature: string,
    /** The manifest entry. */
    readonly entry: object,
    readonly binding: ToolBinding,
    readonly args: Arguments,
    private readonly resolver: Resolver,
  ) {}

  get limitKey(): string {
    return `tool:${this.name}`;
  }

  check(): string | undefined {
    const { validate } = this.binding;
    return validate(this.args) ? undefined : formatValidationErrors(`tool "${this.name}"`, validate.errors);
  }

  invoke(context: HandlerContext): unknown {
    return this.binding.invoke(this.resolver, this.args, context);
  }
}

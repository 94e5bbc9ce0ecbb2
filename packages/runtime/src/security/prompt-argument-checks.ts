/**
 * The server's checks on prompt arguments, after the prompt's own validator
 * (types, JSDoc @maxLength / @pattern): a length bound and no control or
 * bidi-override characters, since the text goes straight into a model's context.
 */
import type { Arguments } from '@mcp-codegen/manifest';
import { hasUnsafeText } from '../results/sanitize/sanitize-text.js';
import type { ResolvedSecurity } from './security-options.js';

/** Why the arguments are refused (one sentence for -32602), or undefined. */
export function checkPromptArguments(prompt: string, args: Arguments, checks: ResolvedSecurity['promptArguments']): string | undefined {
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== 'string') continue;
    if (value.length > checks.maxLength) return `Invalid arguments for prompt "${prompt}": "${name}" must be at most ${checks.maxLength} characters long, not ${value.length}`;
    if (checks.controls && hasUnsafeText(value)) return `Invalid arguments for prompt "${prompt}": "${name}" must not contain control or bidirectional-override characters`;
  }
  return undefined;
}

/**
 * The message of a tool's argument type error (ToolCall.check), kept per tool and argument
 * path: the usual invalid call (a string where a number goes) repeats, and
 * building its sentence made ~260 bytes of strings per call, enough to make V8
 * grow its young generation within a burst of them (bench/PROFILES.md, stdio).
 * Only the single `type` error is kept: its message depends on the tool, the
 * path and the type alone, and the type is checked on every read, so a
 * validator that reports another type for the same path gets its own message.
 * Each tool keeps at most MAX_PATHS paths of at most MAX_PATH_LENGTH characters:
 * array indices and a record's keys are the caller's, and a kept path outlives the call.
 */
import type { ValidationError } from '@mcp-codegen/manifest';
import { formatValidationErrors } from './validation-message.js';

const MAX_PATHS = 64;
const MAX_PATH_LENGTH = 200;

interface Kept {
  readonly type: string;
  readonly message: string;
}

export class TypeErrorMessages {
  private readonly byPath = new Map<string, Kept>();

  private readonly subject: string;

  constructor(readonly toolName: string) {
    this.subject = `tool "${toolName}"`;
  }

  /** formatValidationErrors(subject, errors), the same string, made once per path and type. */
  message(errors: readonly ValidationError[] | null | undefined): string {
    const error = errors?.length === 1 ? errors[0]! : undefined;
    const type: unknown = error?.keyword === 'type' ? error.params?.type : undefined;
    const path = error?.instancePath;
    if (typeof type !== 'string' || typeof path !== 'string' || path.length > MAX_PATH_LENGTH) return formatValidationErrors(this.subject, errors);
    const kept = this.byPath.get(path);
    if (kept !== undefined && kept.type === type) return kept.message;
    const message = formatValidationErrors(this.subject, errors);
    if (kept !== undefined || this.byPath.size < MAX_PATHS) this.byPath.set(path, { type, message });
    return message;
  }
}

/**
 * The security defaults of a server (docs/security.md): what the runtime
 * checks in prompt arguments and URI template variables before a handler
 * runs, and whether it sanitises the text it sends. Resolved once, at
 * createServer; nothing here runs per request but the checks themselves.
 */
export interface SecurityOptions {
  /** Replace control and bidi-override characters in text content, prompt messages and resource text with U+FFFD. Default true. */
  sanitizeText?: boolean;
  /** Longest value (in UTF-16 code units) of one URI template variable, after percent-decoding. Default 1024. */
  maxTemplateVariableLength?: number;
  /** Longest value of one prompt argument. Default 65 536. */
  maxPromptArgumentLength?: number;
  /** Refuse prompt arguments and template variables holding control or bidi-override characters (tab, LF, CR allowed). Default true. */
  rejectControlCharacters?: boolean;
  /**
   * Refuse path template variables (not query ones) that could walk out of a
   * directory: `.` or `..` segments, backslashes, percent-encoded `/` or `\`,
   * and percent-encoding left after decoding (double encoding). Default true.
   */
  rejectPathTraversal?: boolean;
}

export const DEFAULT_MAX_TEMPLATE_VARIABLE_LENGTH = 1024;
export const DEFAULT_MAX_PROMPT_ARGUMENT_LENGTH = 65_536;

export interface ResolvedSecurity {
  sanitizeText: boolean;
  templateVariables: VariableChecks;
  promptArguments: { maxLength: number; controls: boolean };
}

/** How template variables are checked; the per-variable `maxLength`/`pattern` of the binding come on top. */
export interface VariableChecks {
  maxLength: number;
  controls: boolean;
  traversal: boolean;
}

function positive(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`security.${name} must be a positive integer, not ${value}.`);
  return value;
}

export function resolveSecurity(options: SecurityOptions = {}): ResolvedSecurity {
  const controls = options.rejectControlCharacters ?? true;
  return {
    sanitizeText: options.sanitizeText ?? true,
    templateVariables: {
      maxLength: positive('maxTemplateVariableLength', options.maxTemplateVariableLength, DEFAULT_MAX_TEMPLATE_VARIABLE_LENGTH),
      controls,
      traversal: options.rejectPathTraversal ?? true,
    },
    promptArguments: { maxLength: positive('maxPromptArgumentLength', options.maxPromptArgumentLength, DEFAULT_MAX_PROMPT_ARGUMENT_LENGTH), controls },
  };
}

/** What a server without options gets; shared so method factories can default to it. */
export const DEFAULT_SECURITY: ResolvedSecurity = resolveSecurity();

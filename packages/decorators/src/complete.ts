import type { InertDecorator } from './markers.js';

/** Which prompt argument or template variable a `@Complete` method suggests values for. */
export type CompleteOptions =
  | {
      /** The prompt's name (its `@Prompt` name, else its method name). */
      prompt: string;
      resource?: never;
      /** The prompt argument to complete. */
      argument: string;
    }
  | {
      /** The URI template exactly as written in its `@Resource`. */
      resource: string;
      prompt?: never;
      /** The template variable to complete. */
      argument: string;
    };

/** The second parameter of a `@Complete` method: the other arguments the client has filled in so far. */
export interface CompletionContext {
  arguments: Record<string, string>;
}

/** What a `@Complete` method may return instead of a plain `string[]`. */
export interface CompletionValues {
  values: string[];
  /** How many values exist in all, when more than `values` holds. */
  total?: number;
  hasMore?: boolean;
}

const inert: InertDecorator = () => undefined;

/**
 * Marks a method that suggests values for a prompt argument or a URI template
 * variable (`completion/complete`). It receives the typed prefix and returns
 * the matching values: `(value: string, context?: CompletionContext) =>
 * string[] | CompletionValues`, or a promise of either. Stack several to serve
 * more than one argument with the same method.
 */
export function Complete(options: CompleteOptions): InertDecorator {
  void options;
  return inert;
}

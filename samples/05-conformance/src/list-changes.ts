/**
 * What the 2026-07-28 fixtures need from the running server: a way to change
 * the tool and prompt lists on demand (test_trigger_tool_change and
 * test_trigger_prompt_change). main.ts provides the instance, bound to the server.
 */
export class ListChanges {
  /** Set by main.ts once the server exists. */
  toggle: ((kind: 'tools' | 'prompts', name: string) => void) | undefined;

  change(kind: 'tools' | 'prompts', name: string): void {
    this.toggle?.(kind, name);
  }
}

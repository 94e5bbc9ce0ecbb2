import type { CallKind, McpCall, Middleware } from '@mcp-codegen/decorators';

export interface AuditEntry {
  kind: CallKind;
  name: string;
  /** The verified caller, when the transport authenticates (HTTP with auth). */
  caller?: string;
  outcome: 'ok' | 'error';
  ms: number;
}

/** The last calls, newest last; a real app would ship them to its audit log. */
export class AuditTrail {
  readonly entries: AuditEntry[] = [];

  record(entry: AuditEntry): void {
    this.entries.push(entry);
    if (this.entries.length > 100) this.entries.shift();
  }
}

/**
 * Times every call of the notebook's tools and resources (`@Use(Audit)` on
 * Notes) and keeps who called what. Injected like any other class: the
 * generated code builds it with its AuditTrail.
 */
// #region audit
export class Audit implements Middleware {
  constructor(private readonly trail: AuditTrail) {}

  async handle(call: McpCall, next: () => Promise<unknown>): Promise<unknown> {
    const started = performance.now();
    let outcome: AuditEntry['outcome'] = 'error';
    try {
      const value = await next();
      outcome = 'ok';
      return value;
    } finally {
      const ms = Math.round((performance.now() - started) * 1000) / 1000;
      this.trail.record({ kind: call.kind, name: call.name, caller: call.context.auth?.subject, outcome, ms });
      call.context.log.debug({ call: call.name, outcome, ms }, 'audit');
    }
  }
}
// #endregion

import { isJsonRpcMessage } from './expectation';

/** Splits a server's output into lines: JSON-RPC messages go to `inbox`, anything else to `impure` (stdout must never carry it). */
export class JsonRpcLines {
  inbox: Array<Record<string, any>> = [];
  readonly impure: string[] = [];
  private rest = '';

  take(chunk: string): void {
    const lines = (this.rest + chunk).split('\n');
    this.rest = lines.pop()!;
    for (const line of lines) {
      let message: unknown;
      try {
        message = JSON.parse(line);
      } catch {
        message = undefined;
      }
      if (isJsonRpcMessage(message)) this.inbox.push(message as Record<string, any>);
      else this.impure.push(line);
    }
  }
}

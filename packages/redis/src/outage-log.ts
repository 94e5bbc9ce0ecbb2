/**
 * Degraded mode, told once: the first failure of an outage is logged with its
 * cause, later ones are not (a busy server would otherwise log per message),
 * and the recovery is logged when Redis answers again.
 */
import type { Logger } from '@mcp-codegen/runtime';

export class OutageLog {
  private down = false;

  constructor(
    private readonly logger: Logger,
    private readonly what: string,
  ) {}

  get isDown(): boolean {
    return this.down;
  }

  failed(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.logger.error(`${this.what}: Redis is unreachable; continuing on this instance only until it is back`, error);
  }

  recovered(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.warn(`${this.what}: Redis is reachable again`);
  }
}

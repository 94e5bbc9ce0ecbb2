// #region reports
import { Tool, type McpContext } from '@mcp-codegen/decorators';

export class Reports {
  /** Build the yearly report. */
  @Tool()
  async buildReport(year: number, ctx: McpContext): Promise<string> {
    ctx.log.info({ year }, 'reports');
    for (let month = 1; month <= 12; month++) {
      if (ctx.signal.aborted) throw new Error('cancelled');
      await this.collect(year, month);
      ctx.progress(month, 12, `Month ${month} done`);
    }
    return 'done';
  }

  private async collect(year: number, month: number): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve, `${year}-${month}`)); // fetch the month's figures
  }
}
// #endregion

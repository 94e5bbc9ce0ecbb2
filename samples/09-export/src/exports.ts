import { Tool, ToolError, type McpContext } from '@mcp-codegen/decorators';
import { RecordSource, type Row } from './record-source.js';

/** What an export produced. */
export interface ExportResult {
  table: 'orders' | 'customers';
  format: 'csv' | 'json';
  rows: number;
  /** The exported document. */
  document: string;
}

const PAGE = 100;

function csv(rows: Row[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]);
  return [columns.join(','), ...rows.map((row) => columns.map((column) => String(row[column])).join(','))].join('\n');
}

/** Exports of the shop's tables: long jobs, so clients that support tasks get a task to poll. */
export class Exports {
  constructor(private readonly source: RecordSource) {}

  // #region export-tool
  /**
   * Export a table as CSV or JSON, page by page. It reports its progress and stops when cancelled.
   * @param table Which table to export
   * @param rows How many rows to export
   * @param format The document format
   * @minimum rows 1
   */
  @Tool({ title: 'Export a table', annotations: { readOnlyHint: true }, task: 'optional' })
  async exportTable(table: 'orders' | 'customers', rows: number, ctx: McpContext, format: 'csv' | 'json' = 'csv'): Promise<ExportResult> {
    if (!Number.isInteger(rows) || rows < 1 || rows > 1_000_000) throw new ToolError('rows must be a whole number from 1 to 1000000.');
    const collected: Row[] = [];
    for (let from = 0; from < rows; from += PAGE) {
      // The source sees the signal: a cancelled task stops in the middle of a page, not after the export.
      collected.push(...(await this.source.page(table, from, Math.min(PAGE, rows - from), ctx.signal)));
      ctx.progress(collected.length, rows, `Exported ${collected.length} of ${rows} ${table}`);
    }
    const document = format === 'csv' ? csv(collected) : JSON.stringify(collected);
    return { table, format, rows: collected.length, document };
  }
  // #endregion
}

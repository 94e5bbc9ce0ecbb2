import { Resource } from '@mcp-codegen/decorators';

// #region files
import { readConfined } from '@mcp-codegen/runtime';

export class Files {
  /** A file of the docs folder. */
  @Resource('files://docs/{+path}', { mimeType: 'text/plain' })
  async doc(path: string): Promise<string> {
    return (await readConfined(DOCS_ROOT, path, { maxBytes: 1_000_000 })).toString('utf8');
  }
}
// #endregion

const DOCS_ROOT = new URL('../docs', import.meta.url).pathname;

/**
 * The server's catalog, its lists cut into wire pages (pagination.ts). The
 * catalog (composition/) knows nothing of the wire: it is told how to cut.
 */
import type { Feature } from '@mcp-codegen/manifest';
import { Catalog } from '../../composition/catalog.js';
import type { ListName } from '../../composition/item-kinds.js';
import { Pages } from '../wire/pagination.js';

export type PagedCatalog = Catalog<Pages>;

export function pagedCatalog(features: readonly Feature[], pageSize: number, changed?: (lists: ReadonlySet<ListName>) => void): PagedCatalog {
  return new Catalog(features, pageSize, (kind, items, itemsJson) => new Pages(kind, items, pageSize, itemsJson), changed);
}

/** The four list methods, served from pages cut ahead of time (see pagination.ts); an authenticated caller sees what its scopes allow (scoped-lists.ts). */
import type { ItemKind } from '../../composition/item-kinds.js';
import type { RequestHandler, MethodTable } from '../session/method-table.js';
import type { PagedCatalog } from './paged-catalog.js';
import type { SchemaProfiles } from '../schema-profiles.js';
import { ScopedLists } from './scoped-lists.js';

/** `listed` runs after each list request (the server warms up once a client has looked). */
export function listMethods(catalog: PagedCatalog, listed: () => void = () => undefined, profiles?: SchemaProfiles): MethodTable {
  const scoped = new ScopedLists(catalog);
  const list = (kind: ItemKind): RequestHandler => (params, request) => {
    listed();
    const pages = scoped.pages(kind, request.auth);
    const profile = kind === 'tools' ? profiles?.profileOf(request.session) : undefined;
    return (profile !== undefined ? profiles!.toolPages(profile, pages) : pages).page(params.cursor);
  };
  return {
    'tools/list': list('tools'),
    'resources/list': list('resources'),
    'resources/templates/list': list('resourceTemplates'),
    'prompts/list': list('prompts'),
  };
}

/** The four list methods, served from pages cut ahead of time (see pagination.ts); an authenticated caller sees what its scopes allow (scoped-lists.ts). */
import type { Catalog } from '../composition/catalog.js';
import type { MethodTable } from './method-table.js';
import { ScopedLists } from './scoped-lists.js';

export function listMethods(catalog: Catalog): MethodTable {
  const scoped = new ScopedLists(catalog);
  return {
    'tools/list': (params, request) => scoped.pages('tools', request.auth).page(params.cursor),
    'resources/list': (params, request) => scoped.pages('resources', request.auth).page(params.cursor),
    'resources/templates/list': (params, request) => scoped.pages('resourceTemplates', request.auth).page(params.cursor),
    'prompts/list': (params, request) => scoped.pages('prompts', request.auth).page(params.cursor),
  };
}

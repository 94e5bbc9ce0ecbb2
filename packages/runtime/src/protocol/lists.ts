/** The four list methods, served from pages cut ahead of time (see pagination.ts). */
import type { Catalog } from '../composition/catalog.js';
import type { MethodTable } from './method-table.js';

export function listMethods(catalog: Catalog): MethodTable {
  return {
    'tools/list': (params) => catalog.pages.tools.page(params.cursor),
    'resources/list': (params) => catalog.pages.resources.page(params.cursor),
    'resources/templates/list': (params) => catalog.pages.resourceTemplates.page(params.cursor),
    'prompts/list': (params) => catalog.pages.prompts.page(params.cursor),
  };
}

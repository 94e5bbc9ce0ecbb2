/**
 * A feature shaped like generated code for URI templates and completions:
 * typed variables, query variables, an exploded list, two templates that both
 * match some URIs (specificity decides), fixed and method completions.
 */
import { ToolError } from '@mcp-codegen/decorators';
import type { Feature, FeatureManifest } from '@mcp-codegen/manifest';
import { validator } from './fixtures';

const template = (uriTemplate: string, name: string) => ({ uriTemplate, name });

export const shopManifest: FeatureManifest = {
  manifestVersion: 1,
  feature: 'shop',
  tools: [],
  resources: [{ uri: 'shop://items/featured', name: 'featured' }],
  resourceTemplates: [
    template('shop://items/{id}', 'item'),
    template('shop://items/{id}/reviews', 'reviews'),
    template('shop://{+path}', 'anything'),
    template('shop://search{?q,limit,sort,tags*}', 'search'),
    template('shop://shelves{/path*}', 'shelf'),
  ],
  prompts: [{ name: 'describe', arguments: [{ name: 'id', required: true }, { name: 'tone', required: false }, { name: 'notes', required: false }] }],
};

const ids = Array.from({ length: 150 }, (_, i) => `item-${i + 1}`);

export const shopFeature: Feature = {
  manifest: shopManifest,
  register() {},
  tools: {},
  resources: { 'shop://items/featured': { result: 'text', read: () => 'featured' } },
  resourceTemplates: {
    'shop://items/{id}': {
      pattern: /^shop:\/\/items\/([^/?#]+)$/,
      variables: ['id'],
      variableTypes: { id: { type: 'integer' } },
      result: 'structured',
      read: (_c, _uri, vars) => ({ template: 'item', id: vars.id }),
    },
    'shop://items/{id}/reviews': {
      pattern: /^shop:\/\/items\/([^/?#]+)\/reviews$/,
      variables: ['id'],
      variableTypes: { id: { type: 'integer' } },
      result: 'structured',
      read: (_c, _uri, vars) => ({ template: 'reviews', id: vars.id }),
    },
    'shop://{+path}': {
      pattern: /^shop:\/\/([^?#]+)$/,
      variables: ['path'],
      result: 'structured',
      read: (_c, _uri, vars) => ({ template: 'anything', path: vars.path }),
    },
    'shop://search{?q,limit,sort,tags*}': {
      pattern: /^shop:\/\/search(?:\?([^#]*))?$/,
      variables: [],
      query: ['q', 'limit', 'sort', 'tags'],
      variableTypes: { limit: { type: 'number' }, sort: { enum: ['price', 'name'] }, tags: { list: true } },
      result: 'structured',
      read: (_c, _uri, vars) => ({ template: 'search', ...vars }),
    },
    'shop://shelves{/path*}': {
      pattern: /^shop:\/\/shelves\/([^/?#]+(?:\/[^/?#]+)*)$/,
      variables: ['path'],
      variableTypes: { path: { list: true, separator: '/' } },
      result: 'structured',
      read: (_c, _uri, vars) => ({ template: 'shelf', path: vars.path }),
    },
  },
  prompts: {
    describe: { validate: validator({ id: { type: 'string' }, tone: { type: 'string' }, notes: { type: 'string' } }, ['id']), result: 'text', get: (_c, args) => `Describe ${args.id as string}` },
  },
  completions: {
    prompts: {
      describe: {
        id: { complete: (_c, value, context) => ({ values: ids.filter((id) => id.startsWith(value) && !(context.arguments.tone === 'short' && id.length > 6)) }) },
        tone: { values: ['formal', 'friendly', 'short'] },
        notes: {
          complete: (_c, value) => {
            if (value === 'boom') throw new Error('notes index at 10.0.0.7 is down');
            if (value === 'bad') throw new ToolError('Notes cannot start with "bad".');
            return Promise.resolve(['n1', 'n2']);
          },
        },
      },
    },
    resourceTemplates: {
      'shop://search{?q,limit,sort,tags*}': { sort: { values: ['price', 'name'] } },
    },
  },
};

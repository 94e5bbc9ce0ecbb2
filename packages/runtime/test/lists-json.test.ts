/** List pages sent from the JSON text generated code carries (Feature.listsJson), and only when it is the list served. */
import type { Feature } from '@mcp-codegen/manifest';
import { pagedCatalog, type PagedCatalog } from '../src/protocol/lists/paged-catalog';
import { resolveFeatureEntries } from '../src/composition/namespace';
import { messageJson } from '../src/protocol/wire/message-json';
import { calcFeature, docsFeature } from './fixtures';

/** calcFeature with its tools' text as build time makes it, plus a space the runtime would never write, to see which text went out. */
function withListsJson(feature: Feature): Feature {
  return { ...feature, listsJson: { tools: `[ ${feature.manifest.tools.map((d) => JSON.stringify(d)).join(',')}]` } };
}

function sentList(catalog: PagedCatalog): string {
  return messageJson({ jsonrpc: '2.0', id: 1, result: catalog.pages.tools.page(undefined) } as never);
}

describe('list text made at build time', () => {
  it('is sent as it is when the list is exactly the feature manifest lists', () => {
    const feature = withListsJson(calcFeature);
    const text = sentList(pagedCatalog([feature], 1000));
    expect(text).toBe(`{"jsonrpc":"2.0","id":1,"result":{"tools":${feature.listsJson!.tools}}}`);
    expect(JSON.parse(text).result).toEqual({ tools: calcFeature.manifest.tools });
  });

  it('joins the texts of several features in serving order', () => {
    const docs = { ...docsFeature, listsJson: { tools: JSON.stringify(docsFeature.manifest.tools) } };
    const text = sentList(pagedCatalog([withListsJson(calcFeature), docs], 1000));
    expect(JSON.parse(text).result.tools).toEqual([...calcFeature.manifest.tools, ...docsFeature.manifest.tools]);
    expect(text).toContain('[ {');
  });

  it('is not used once an item is disabled, for a namespaced feature, or when the list needs several pages', () => {
    const feature = withListsJson(calcFeature);
    const disabled = pagedCatalog([feature], 1000);
    disabled.setEnabled('tools', calcFeature.manifest.tools[0].name, false);
    expect(JSON.parse(sentList(disabled)).result.tools).toEqual(calcFeature.manifest.tools.slice(1));
    expect(sentList(disabled)).not.toContain('[ {');

    const [namespaced] = resolveFeatureEntries([{ feature, namespace: 'ns' }]);
    const renamed = sentList(pagedCatalog([namespaced], 1000));
    expect(JSON.parse(renamed).result.tools.map((t: { name: string }) => t.name)).toEqual(calcFeature.manifest.tools.map((d) => `ns_${d.name}`));

    const paged = sentList(pagedCatalog([feature], 1));
    expect(JSON.parse(paged).result.tools).toHaveLength(1);
    expect(paged).not.toContain('[ {');
  });
});

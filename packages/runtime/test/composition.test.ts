/** Composing features: clashes and mismatches fail at start-up, capabilities follow what is offered. */
import type { Feature } from '@mcp-codegen/manifest';
import { CompositionError, createServer } from '@mcp-codegen/runtime';
import { calcFeature, docsFeature, validator } from './fixtures';

function feature(name: string, parts: Partial<Pick<Feature, 'tools' | 'resources' | 'resourceTemplates' | 'prompts'>> & { manifest?: Partial<Feature['manifest']> }): Feature {
  return {
    manifest: { manifestVersion: 1, feature: name, tools: [], resources: [], resourceTemplates: [], prompts: [], ...parts.manifest },
    register() {},
    tools: parts.tools ?? {},
    resources: parts.resources ?? {},
    resourceTemplates: parts.resourceTemplates ?? {},
    prompts: parts.prompts ?? {},
  };
}

const tool = (name: string) => ({
  manifest: { tools: [{ name, inputSchema: { type: 'object' } }] },
  tools: { [name]: { validate: validator({}), result: 'text' as const, invoke: () => 'x' } },
});

describe('composition', () => {
  it('names both features when a tool name clashes', () => {
    expect(() => createServer([feature('weather', tool('lookup')), feature('notes', tool('lookup'))])).toThrow(
      new CompositionError(`The tool "lookup" is declared by features "weather" and "notes". Rename one of them, or give one feature a namespace: serve([weather, { feature: notes, namespace: 'notes' }]) serves it as "notes_<name>".`),
    );
  });

  it('rejects clashing resource URIs, templates and prompt names', () => {
    const copy = (name: string) => ({ ...docsFeature, manifest: { ...docsFeature.manifest, feature: name } });
    expect(() => createServer([copy('a'), copy('b')])).toThrow(/resource "docs:\/\/readme" is declared by features "a" and "b"/);
    const templatesOnly = (name: string) => feature(name, { manifest: { resourceTemplates: docsFeature.manifest.resourceTemplates }, resourceTemplates: docsFeature.resourceTemplates });
    expect(() => createServer([templatesOnly('a'), templatesOnly('b')])).toThrow(/resource template "docs:\/\/pages\/\{slug\}" is declared by features "a" and "b"/);
    const promptsOnly = (name: string) => feature(name, { manifest: { prompts: docsFeature.manifest.prompts }, prompts: docsFeature.prompts });
    expect(() => createServer([promptsOnly('a'), promptsOnly('b')])).toThrow(/prompt "review" is declared by features "a" and "b"/);
  });

  it('rejects two features of the same name', () => {
    expect(() => createServer([calcFeature, calcFeature])).toThrow(/feature "calc"/);
  });

  it('rejects a manifest entry without a binding and a binding without an entry', () => {
    const noBinding = feature('x', { manifest: { tools: [{ name: 'ghost', inputSchema: { type: 'object' } }] } });
    expect(() => createServer([noBinding])).toThrow(/Feature "x" lists the tool "ghost" in its manifest but has no binding/);
    const noEntry = feature('y', { tools: tool('stray').tools });
    expect(() => createServer([noEntry])).toThrow(/Feature "y" has a binding for the tool "stray" that its manifest does not list/);
  });

  it('derives capabilities from what the features offer and precomputes the lists', () => {
    expect(createServer([]).registry.capabilities).toEqual({});
    expect(createServer([calcFeature]).registry.capabilities).toEqual({ tools: { listChanged: true } });
    const templatesOnly = feature('t', { manifest: { resourceTemplates: docsFeature.manifest.resourceTemplates }, resourceTemplates: docsFeature.resourceTemplates });
    expect(createServer([templatesOnly]).registry.capabilities).toEqual({ resources: { subscribe: true, listChanged: true } });
    const server = createServer([calcFeature, docsFeature]);
    expect(server.registry.capabilities).toEqual({ tools: { listChanged: true }, resources: { subscribe: true, listChanged: true }, prompts: { listChanged: true } });
    expect(server.registry.lists.tools.tools).toBe(server.registry.lists.tools.tools);
    expect(server.registry.lists.prompts.prompts.map((p) => p.name)).toEqual(['review', 'conversation', 'broken']);
  });
});

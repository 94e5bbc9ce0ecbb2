/** The lists a server offers, and which `list_changed` notification covers each. */

/** The lists that can be switched item by item, keyed as their list results are. */
export type ItemKind = 'tools' | 'resources' | 'resourceTemplates' | 'prompts';

/** The lists a `notifications/<list>/list_changed` covers (templates count as resources). */
export type ListName = 'tools' | 'resources' | 'prompts';

export const LIST_OF: Record<ItemKind, ListName> = { tools: 'tools', resources: 'resources', resourceTemplates: 'resources', prompts: 'prompts' };

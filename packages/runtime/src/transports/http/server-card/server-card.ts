/**
 * The MCP Server Card (SEP-2127, a draft): what a client may learn about this
 * server before it connects. Built from the live registry, so it lists what
 * tools/list would list now; items that need OAuth scopes are left out, as the
 * card is public (the SEP lets servers omit what they would not disclose).
 */
import type { Icon } from '@mcp-codegen/manifest';
import type { HandlerPolicy } from '@mcp-codegen/manifest';
import { MODERN_PROTOCOL_VERSIONS } from '../../../protocol/wire/eras.js';
import { SUPPORTED_PROTOCOL_VERSIONS } from '../../../protocol/wire/versions.js';
import type { Registry } from '../../../composition/registry.js';
import type { ServerInfo } from '../../../protocol/session/lifecycle.js';

/** What a Server Card is made from: the server's lists and its name and version. */
export interface CardSource {
  readonly registry: Registry;
  readonly serverInfo: ServerInfo;
}

/** The schema URI the SEP-2127 draft names for cards. */
export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';

/** What the card says about the server beyond its lists; everything is optional. */
export interface ServerCardOptions {
  /** Reverse-DNS name, e.g. "io.github.acme/weather". Default: serverInfo.name. */
  name?: string;
  title?: string;
  description?: string;
  websiteUrl?: string;
  repository?: { url: string; source: string; subfolder?: string; id?: string };
  icons?: Icon[];
  /**
   * The public URL of the MCP endpoint (behind a proxy, the one clients use).
   * Default: the URL this listener is bound to. The request's Host header is
   * never used: a cacheable public document must not echo what a caller sent.
   */
  url?: string;
}

const unscoped = (policy: HandlerPolicy | undefined) => (policy?.scopes?.length ?? 0) === 0;

export function serverCard(server: CardSource, endpointUrl: string, options: ServerCardOptions): Record<string, unknown> {
  const { registry, serverInfo } = server;
  const card: Record<string, unknown> = {
    $schema: SERVER_CARD_SCHEMA,
    name: options.name ?? serverInfo.name,
    version: serverInfo.version,
    description: options.description,
    title: options.title,
    websiteUrl: options.websiteUrl,
    repository: options.repository,
    icons: options.icons,
    remotes: [{ type: 'streamable-http', url: options.url ?? endpointUrl, supportedProtocolVersions: [...MODERN_PROTOCOL_VERSIONS, ...SUPPORTED_PROTOCOL_VERSIONS] }],
    capabilities: { ...registry.capabilities, logging: {} },
    tools: registry.lists.tools.tools.filter((d) => unscoped(registry.tools.get(d.name)?.policy)),
    resources: registry.lists.resources.resources.filter((d) => unscoped(registry.resources.get(d.uri)?.binding.policy)),
    resourceTemplates: registry.lists.resourceTemplates.resourceTemplates.filter((d) => unscoped(registry.templates.find((t) => t.descriptor.uriTemplate === d.uriTemplate)?.binding.policy)),
    prompts: registry.lists.prompts.prompts.filter((d) => unscoped(registry.prompts.get(d.name)?.binding.policy)),
  };
  for (const key of Object.keys(card)) if (card[key] === undefined) delete card[key];
  return card;
}

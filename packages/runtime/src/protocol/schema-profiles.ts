/**
 * Lowered tool schemas (docs/portability.md): a client the server's
 * `schemaProfile` option assigns a profile sees, in tools/list, each tool's
 * variant for that profile where the build made one, and its tools/call
 * arguments are mapped back with `restoreArguments` before the canonical
 * validator checks them. A client with no profile sees the canonical schemas
 * and nothing is mapped.
 */
import { restoreArguments, type Arguments, type ProfileName, type ToolDescriptor } from '@mcp-codegen/manifest';
import type { Registry, ToolEntry } from '../composition/registry.js';
import type { JsonObject } from './wire/json-rpc.js';
import type { SessionState } from './session/method-table.js';
import { Pages } from './wire/pagination.js';

/** What a rule sees of the client: `clientInfo` from initialize (or `_meta` on the 2026-07-28 wire). */
export interface ClientIdentity {
  name?: string;
  version?: string;
}

/** One profile for every client, or a rule per client (return undefined for the canonical schemas). */
export type SchemaProfileOption = ProfileName | ((client: ClientIdentity) => ProfileName | string | undefined);

export class SchemaProfiles {
  /** Variant pages by the canonical pages they were cut from, then by profile. */
  private readonly cache = new WeakMap<Pages, Map<string, Pages>>();

  constructor(
    private readonly option: SchemaProfileOption,
    private readonly registry: Registry,
  ) {}

  /** The profile of the client behind `session`; undefined: canonical schemas. A rule that throws means none. */
  profileOf(session: SessionState): string | undefined {
    if (typeof this.option === 'string') return this.option;
    try {
      return this.option(identity(session.clientInfo)) ?? undefined;
    } catch {
      return undefined;
    }
  }

  /** `pages` (tools/list) with each tool's variant for `profile` in place of its canonical schema. */
  toolPages(profile: string, pages: Pages): Pages {
    let byProfile = this.cache.get(pages);
    if (!byProfile) this.cache.set(pages, (byProfile = new Map()));
    let variant = byProfile.get(profile);
    if (!variant) {
      const items = (pages.items as ToolDescriptor[]).map((d) => {
        const lowered = this.registry.tools.get(d.name)?.variants?.[profile];
        return lowered ? { ...d, inputSchema: lowered.inputSchema } : d;
      });
      byProfile.set(profile, (variant = new Pages('tools', items, pages.pageSize)));
    }
    return variant;
  }
}

/** The arguments as the canonical schema expects them, for a client served `profile`'s variant. */
export function canonicalArguments(entry: ToolEntry, profile: string | undefined, args: Arguments): Arguments {
  if (profile === undefined) return args;
  return restoreArguments(args, entry.variants?.[profile]?.restore);
}

function identity(clientInfo: JsonObject | undefined): ClientIdentity {
  const out: ClientIdentity = {};
  if (typeof clientInfo?.name === 'string') out.name = clientInfo.name;
  if (typeof clientInfo?.version === 'string') out.version = clientInfo.version;
  return out;
}

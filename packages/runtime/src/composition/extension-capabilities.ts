/**
 * `capabilities.extensions` (SEP-2133): the official extensions this server's
 * features use, each with its settings, in both eras (initialize and
 * server/discover).
 */
import { SKILLS_EXTENSION_ID, UI_EXTENSION_ID, UI_MIME_TYPE, type ResourceDescriptor } from '@mcp-codegen/manifest';
import type { SkillIndex } from './skill-index.js';

export function extensionCapabilities(skills: SkillIndex, resources: Iterable<{ descriptor: ResourceDescriptor }>): Record<string, Record<string, unknown>> | undefined {
  const extensions: Record<string, Record<string, unknown>> = {};
  // Skill files are served by resources/read, which the skills' resources already declare.
  if (skills.skills.size > 0) extensions[SKILLS_EXTENSION_ID] = { directoryRead: true };
  for (const { descriptor } of resources) {
    if (descriptor.mimeType === UI_MIME_TYPE) {
      extensions[UI_EXTENSION_ID] = { mimeTypes: [UI_MIME_TYPE] };
      break;
    }
  }
  return Object.keys(extensions).length > 0 ? extensions : undefined;
}

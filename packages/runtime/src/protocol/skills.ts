/**
 * The Skills extension's methods (SEP-2640): skills/list, skills/get and
 * resources/directory/read, answered from the skill index (built from the
 * manifests). A skill's files are ordinary resources: resources/read serves them.
 */
import type { Registry } from '../composition/registry.js';
import type { MethodTable } from './method-table.js';
import { invalidParams, requireString } from './params.js';

export function skillMethods(registry: Registry): MethodTable {
  return {
    'skills/list'(params) {
      // Every skill fits one page; a cursor can only be one this server never gave.
      if (params.cursor !== undefined) throw invalidParams('"cursor" is not one this server gave');
      return { skills: [...registry.skillIndex.skills.values()] };
    },
    'skills/get'(params) {
      const uri = requireString(params, 'uri');
      const skill = registry.skillIndex.skills.get(uri);
      if (!skill) throw invalidParams(`no skill has the URI ${uri}`, { uri });
      return { skill };
    },
    'resources/directory/read'(params) {
      const uri = requireString(params, 'uri');
      if (params.cursor !== undefined) throw invalidParams('"cursor" is not one this server gave');
      const children = registry.skillIndex.directories.get(uri.endsWith('/') ? uri.slice(0, -1) : uri);
      if (!children) throw invalidParams(`${uri} is not a directory this server serves`, { uri });
      return { resources: children };
    },
  };
}

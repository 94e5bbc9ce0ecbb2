/**
 * The Skills extension's methods (SEP-2640): skills/list, skills/get and
 * resources/directory/read, answered from the skill index (built from the
 * manifests). A skill's files are ordinary resources: resources/read serves them.
 */
import type { Registry } from '../composition/registry.js';
import { ErrorCode, McpError } from './wire/error-codes.js';
import type { MethodTable, RequestHandler } from './session/method-table.js';
import { invalidParams, requireString } from './wire/params.js';

export function skillMethods(registry: Registry): MethodTable {
  // Without skills the extension is not declared, and its methods do not exist.
  const declared =
    (method: string, handler: RequestHandler): RequestHandler =>
    (params, request) => {
      if (registry.skillIndex.skills.size === 0) throw new McpError(ErrorCode.MethodNotFound, `Method not found: ${method}`);
      return handler(params, request);
    };
  return {
    'skills/list': declared('skills/list', (params) => {
      // Every skill fits one page; a cursor can only be one this server never gave.
      if (params.cursor !== undefined) throw invalidParams('"cursor" is not one this server gave');
      return { skills: [...registry.skillIndex.skills.values()] };
    }),
    'skills/get': declared('skills/get', (params) => {
      const uri = requireString(params, 'uri');
      const skill = registry.skillIndex.skills.get(uri);
      if (!skill) throw invalidParams(`no skill has the URI ${uri}`, { uri });
      return { skill };
    }),
    'resources/directory/read': declared('resources/directory/read', (params) => {
      const uri = requireString(params, 'uri');
      if (params.cursor !== undefined) throw invalidParams('"cursor" is not one this server gave');
      const children = registry.skillIndex.directories.get(uri.endsWith('/') ? uri.slice(0, -1) : uri);
      if (!children) throw invalidParams(`${uri} is not a directory this server serves`, { uri });
      return { resources: children };
    }),
  };
}

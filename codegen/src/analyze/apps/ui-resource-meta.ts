import type { UiResourceMeta } from '@mcp-codegen/manifest';
import type { DecoratorOptions } from '../../discover/decorator-options.js';

const CSP_FIELDS = ['connectDomains', 'resourceDomains', 'frameDomains', 'baseUriDomains'];
const PERMISSIONS = ['camera', 'microphone', 'geolocation', 'clipboardWrite'];
/** An origin as a CSP source: scheme://host[:port], the host may start with "*.". */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d+)?$/;

/**
 * The `_meta.ui` of a UI resource from its @UiResource options, or the
 * message saying which option is wrong. Only what the extension defines is
 * accepted, so a typo does not silently leave the sandbox without a rule.
 */
export function uiResourceMeta(options: DecoratorOptions): { meta?: UiResourceMeta } | { problem: string } {
  const meta: UiResourceMeta = {};
  const { csp, permissions, domain, prefersBorder } = options;
  if (csp !== undefined) {
    if (!isObject(csp)) return { problem: '"csp" must be an object of origin lists (connectDomains, resourceDomains, frameDomains, baseUriDomains).' };
    for (const [key, value] of Object.entries(csp)) {
      if (!CSP_FIELDS.includes(key)) return { problem: `"csp.${key}" is not a CSP field of MCP Apps; use ${CSP_FIELDS.join(', ')}.` };
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && ORIGIN.test(v))) return { problem: `"csp.${key}" must be a list of origins such as "https://api.example.com".` };
    }
    meta.csp = csp as UiResourceMeta['csp'];
  }
  if (permissions !== undefined) {
    if (!isObject(permissions)) return { problem: '"permissions" must be an object such as { camera: {} }.' };
    for (const [key, value] of Object.entries(permissions)) {
      if (!PERMISSIONS.includes(key)) return { problem: `"permissions.${key}" is not a permission of MCP Apps; use ${PERMISSIONS.join(', ')}.` };
      if (!isObject(value)) return { problem: `"permissions.${key}" must be {} to ask for it.` };
    }
    meta.permissions = permissions as UiResourceMeta['permissions'];
  }
  if (domain !== undefined) {
    if (typeof domain !== 'string' || domain === '') return { problem: '"domain" must be a non-empty string.' };
    meta.domain = domain;
  }
  if (prefersBorder !== undefined) {
    if (typeof prefersBorder !== 'boolean') return { problem: '"prefersBorder" must be true or false.' };
    meta.prefersBorder = prefersBorder;
  }
  return Object.keys(meta).length > 0 ? { meta } : {};
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

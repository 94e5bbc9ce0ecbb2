/** Header checks of the Streamable HTTP transport: Accept, Content-Type, Host and Origin. */

/** True when an Accept header admits the media type, wildcards included. */
export function accepts(accept: string | undefined, mediaType: string): boolean {
  if (!accept) return false;
  const [type] = mediaType.split('/');
  for (const part of accept.split(',')) {
    const [range, ...params] = part.trim().toLowerCase().split(';');
    // q=0 means "not acceptable".
    if (params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p))) continue;
    if (range === mediaType || range === `${type}/*` || range === '*/*') return true;
  }
  return false;
}

/** True when an Accept header admits both JSON and an event stream, as a POST's must. */
export function acceptsJsonAndEventStream(accept: string | undefined): boolean {
  // What every client sends, answered without splitting and regular expressions.
  if (accept === 'application/json, text/event-stream' || accept === 'text/event-stream, application/json') return true;
  return accepts(accept, 'application/json') && accepts(accept, 'text/event-stream');
}

export function isJsonContentType(contentType: string | undefined): boolean {
  if (contentType === 'application/json') return true;
  return contentType !== undefined && contentType.split(';')[0].trim().toLowerCase() === 'application/json';
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTNAMES.has(host.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * A Host header value is `host[:port]` (RFC 9110 §7.2): a bracketed IPv6
 * address or a name of letters, digits, dots and hyphens, then at most one
 * port of digits. Anything else (`localhost:evil.com`,
 * `localhost:3000@evil.com`, `[::1].evil.com`) is no host at all.
 */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::[0-9]{1,5})?$/;

/** The hostname of a Host header value, without the port ("[::1]:3000" → "[::1]"); undefined when it is malformed. */
function hostnameOf(host: string): string | undefined {
  return HOST.exec(host.trim().toLowerCase())?.[1];
}

export interface HostPolicy {
  /** Host header values to accept: "example.com" (any port) or "example.com:8443". */
  allowedHosts?: readonly string[];
  /** Origins to accept, e.g. "https://app.example.com"; "*" accepts any. */
  allowedOrigins?: readonly string[];
  /** Bound to a loopback address: accept only loopback Host and Origin unless allow-listed. */
  loopback: boolean;
}

function hostAllowed(host: string | undefined, policy: HostPolicy): boolean {
  if (policy.allowedHosts) {
    if (!host) return false;
    const value = host.trim().toLowerCase();
    if (hostnameOf(value) === undefined) return false;
    return policy.allowedHosts.some((allowed) => {
      const entry = allowed.toLowerCase();
      return entry === value || entry === hostnameOf(value);
    });
  }
  if (policy.loopback) return host !== undefined && LOOPBACK_HOSTNAMES.has(hostnameOf(host) ?? '');
  return host === undefined || hostnameOf(host) !== undefined;
}

function originAllowed(origin: string, host: string | undefined, policy: HostPolicy): boolean {
  if (policy.allowedOrigins) {
    const value = origin.toLowerCase().replace(/\/$/, '');
    return policy.allowedOrigins.some((allowed) => allowed === '*' || allowed.toLowerCase().replace(/\/$/, '') === value);
  }
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // Includes the opaque origin "null".
  }
  if (policy.loopback) return LOOPBACK_HOSTNAMES.has(url.hostname.toLowerCase());
  // Not bound to loopback and no list: the page must come from this server's own host.
  return host !== undefined && url.host.toLowerCase() === host.trim().toLowerCase();
}

/** Why the request must be refused with 403 (DNS-rebinding protection), or undefined. */
export function hostOrOriginProblem(host: string | undefined, origin: string | undefined, policy: HostPolicy): string | undefined {
  if (!hostAllowed(host, policy)) return `Forbidden: Host header ${JSON.stringify(host ?? '')} is not allowed`;
  if (origin !== undefined && !originAllowed(origin, host, policy)) return `Forbidden: Origin ${JSON.stringify(origin)} is not allowed`;
  return undefined;
}

import type { DevIssuerClient } from './options.ts';

/**
 * Headers for every response under the mount path. They replace whatever a root-level helmet set:
 * forms may post to the issuer itself and, through redirects, land on the clients' origins
 * (browsers apply form-action to redirects), and oidc-provider adds the hash of its own
 * auto-submit script to script-src when it needs one.
 */
export function issuerSecurityHeaders(clients: readonly DevIssuerClient[]): Record<string, string> {
  const clientOrigins = new Set(
    clients
      .flatMap((client) => [...client.redirectUris, ...client.postLogoutRedirectUris])
      .map((uri) => new URL(uri).origin),
  );
  const policy = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    ["form-action 'self'", ...clientOrigins].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return {
    'content-security-policy': policy,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

/** Our own HTML pages are personal and one-off. */
export const NO_STORE = { 'cache-control': 'no-store' } as const;

import { parseAllowedHosts, type AllowedHost } from './allowed-hosts.ts';
import { portOf, type OutboundPolicy } from './outbound-policy.ts';

/**
 * Warehouse adapters and 接続テスト: a URL a user typed, so inward addresses only from
 * WAREHOUSE_ALLOWED_HOSTS, and https only in production.
 */
export function warehousePolicy(config: {
  NODE_ENV: string;
  warehouseAllowedHosts: readonly AllowedHost[];
}): OutboundPolicy {
  return {
    allowedHosts: config.warehouseAllowedHosts,
    httpsOnly: config.NODE_ENV === 'production',
  };
}

/**
 * The relying party's calls to an external issuer: the operator named the issuer (OIDC_ISSUER), so
 * its own host and port are trusted wherever they are; the token, key and user-info endpoints its
 * discovery document names must be that host or an outward address.
 */
export function identityProviderPolicy(issuer: string): OutboundPolicy {
  const url = new URL(issuer);
  return { allowedHosts: parseAllowedHosts(`${url.hostname}:${portOf(url)}`), httpsOnly: false };
}

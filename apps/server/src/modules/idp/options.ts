import type { DemoAccount } from './demo-accounts.ts';
import type { LoginThrottle } from './login-throttle.ts';

export type DevIssuerClient = {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
};

export type DevIssuerOptions = {
  /** Issuer identifier including the mount path, e.g. http://localhost:3000/oidc */
  issuer: string;
  /** Path prefix the issuer is served under, e.g. /oidc */
  mountPath: string;
  clients: DevIssuerClient[];
  /** Keys signing the issuer's cookies; the first one signs, all of them verify. */
  cookieKeys: string[];
  /** Counts failed passwords per account and address (postgresLoginThrottle): required, never off. */
  throttle: LoginThrottle;
  /** Defaults to DEMO_ACCOUNTS. */
  accounts?: DemoAccount[];
  /** Trust X-Forwarded-* headers (only behind a TLS-offloading proxy). Off by default. */
  proxy?: boolean;
};

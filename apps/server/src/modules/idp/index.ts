import type { FastifyInstance } from 'fastify';
import type { DevIssuerOptions } from './options.ts';

export { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, DEMO_PASSWORD } from './demo-accounts.ts';
export type { DemoAccount, DemoOrganisation } from './demo-accounts.ts';
export type { DevIssuerClient, DevIssuerOptions } from './options.ts';
export { postgresLoginThrottle, type LoginThrottle } from './login-throttle.ts';

/**
 * The built-in OpenID Connect issuer (dev-issuer.ts). oidc-provider and its Koa stack (~12 MB
 * resident) are imported only here: a server signing in at an external issuer never loads them.
 */
export async function registerDevIssuer(
  app: FastifyInstance,
  opts: DevIssuerOptions,
): Promise<void> {
  const { mountDevIssuer } = await import('./dev-issuer.ts');
  await mountDevIssuer(app, opts);
}

import type { FastifyInstance } from 'fastify';
import Provider from 'oidc-provider';
import { createAccountStore } from './account-store.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { registerInteractionRoutes } from './interaction.routes.ts';
import type { DevIssuerOptions } from './options.ts';
import { buildProviderConfiguration } from './provider-config.ts';
import { mountProvider } from './provider-mount.ts';
import { issuerSecurityHeaders } from './security-headers.ts';
import { generateSigningJwks } from './signing-keys.ts';

function checkedMountPath(issuer: string, mountPath: string): string {
  const trimmed = mountPath.replace(/\/+$/, '');
  const issuerPath = new URL(issuer).pathname.replace(/\/+$/, '');
  if (!trimmed.startsWith('/') || trimmed !== issuerPath) {
    throw new Error(
      `Development issuer: mountPath "${mountPath}" must be the path of issuer "${issuer}"`,
    );
  }
  return trimmed;
}

/**
 * Serves a standards-following OpenID Connect issuer (oidc-provider) with demo accounts under
 * `opts.mountPath` of this Fastify server. State lives in oidc-provider's in-memory adapter (an LRU
 * of 1000 entries, one process only): restarting forgets sessions, codes and tokens, and signing
 * keys are generated anew (see signing-keys.ts). Call it before the app listens.
 */
export async function mountDevIssuer(app: FastifyInstance, opts: DevIssuerOptions): Promise<void> {
  const mountPath = checkedMountPath(opts.issuer, opts.mountPath);
  if (opts.cookieKeys.length === 0)
    throw new Error('Development issuer: cookieKeys must not be empty');

  const accounts = createAccountStore(opts.accounts ?? DEMO_ACCOUNTS);
  const { keys } = await generateSigningJwks();
  const provider = new Provider(
    opts.issuer,
    buildProviderConfiguration({ ...opts, mountPath }, accounts, keys),
  );
  provider.proxy = opts.proxy ?? false;
  provider.on('server_error', (_ctx, error) =>
    app.log.error({ err: error }, 'development issuer failed'),
  );

  const headers = issuerSecurityHeaders(opts.clients);
  await mountProvider(app, provider, mountPath, headers);
  await registerInteractionRoutes(app, {
    provider,
    accounts,
    mountPath,
    headers,
    throttle: opts.throttle,
  });
}

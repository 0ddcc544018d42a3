import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';

export type SettingsRoutesOptions = {
  config: AppConfig;
  /** Whether the caller's address may use the admin routes (the route access rule's own check). */
  isAdminCaller: (request: FastifyRequest) => boolean;
};

/** Deployment settings the SPA needs: the product name before sign-in, the rest after it. */
export async function settingsRoutes(
  app: FastifyInstance,
  { config, isAdminCaller }: SettingsRoutesOptions,
) {
  app.get(
    '/api/settings',
    { config: { access: 'public' }, schema: { tags: ['settings'] } },
    async () => ({
      data: { productName: config.PRODUCT_NAME },
    }),
  );

  app.get('/api/settings/app', { schema: { tags: ['settings'] } }, async (request) => ({
    data: {
      productName: config.PRODUCT_NAME,
      manualUrl: config.MANUAL_URL,
      siblingLinks: config.SIBLING_LINKS,
      // The sidebar compares the caller's IP with these (spec §6); only an admin learns the list,
      // so everyone else gets none (and no admin menu). The admin API re-checks on the server.
      adminIpAllowList: isAdminCaller(request) ? config.ADMIN_IP_ALLOWLIST : [],
    },
  }));
}

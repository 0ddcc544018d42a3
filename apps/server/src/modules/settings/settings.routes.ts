import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';

/** Deployment settings the SPA needs: the product name before sign-in, the rest after it. */
export async function settingsRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  app.get(
    '/api/settings',
    { config: { access: 'public' }, schema: { tags: ['settings'] } },
    async () => ({
      data: { productName: config.PRODUCT_NAME },
    }),
  );

  app.get('/api/settings/app', { schema: { tags: ['settings'] } }, async () => ({
    data: {
      productName: config.PRODUCT_NAME,
      manualUrl: config.MANUAL_URL,
      siblingLinks: config.SIBLING_LINKS,
      // The sidebar compares the caller's IP with these (spec §6); the admin API re-checks on the server.
      adminIpAllowList: config.ADMIN_IP_ALLOWLIST,
    },
  }));
}

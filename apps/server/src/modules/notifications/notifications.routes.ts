import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { adminNotificationRoutes } from './admin-notifications.routes.ts';
import { userNotificationRoutes } from './user-notifications.routes.ts';

/** The notifications module: admin CRUD (IP allow-listed) and the users' read side. */
export async function notificationsRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig },
) {
  // Each admin route declares access 'admin' itself (docs/decisions/011).
  await app.register(adminNotificationRoutes, deps);
  await app.register(userNotificationRoutes, { db: deps.db });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayJst, userNotificationQuerySchema } from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { authOf } from '../auth/index.ts';
import { sanitiseNotificationHtml } from './html-sanitiser.ts';
import { toUserDto } from './notification.dto.ts';
import { NOTIFICATION_NOT_FOUND, parseNotificationId } from './notification-id.ts';
import { pageOf } from './pagination.ts';
import {
  countUnreadNotifications,
  findVisibleNotification,
  listVisibleNotifications,
  markNotificationRead,
} from './user-notifications.repository.ts';

const tags = ['userNotification'];

/** Spec §7 user notification endpoints: the bell, the header list and the notification page. */
export async function userNotificationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/userNotification',
    { schema: { tags, querystring: userNotificationQuerySchema } },
    async (request) => {
      const { userId } = authOf(request);
      const { limit, page } = request.query;
      const today = todayJst();
      const [{ rows, total }, unreadCount] = await Promise.all([
        listVisibleNotifications(db, { userId, today, page, limit }),
        countUnreadNotifications(db, userId, today),
      ]);
      return { data: { ...pageOf(rows.map(toUserDto), total, page, limit), unreadCount } };
    },
  );

  r.get(
    '/api/userNotification/show/:id',
    { schema: { tags, params: z.object({ id: z.string() }) } },
    async (request) => {
      const { userId } = authOf(request);
      const id = parseNotificationId(request.params.id);
      const row = await findVisibleNotification(db, { id, userId, today: todayJst() });
      if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
      await markNotificationRead(db, userId, id);
      const content = sanitiseNotificationHtml(row.content);
      return { data: toUserDto({ ...row, content, isRead: true }) };
    },
  );
}

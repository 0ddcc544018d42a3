import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createNotificationFormSchema,
  createNotificationUpdateSchema,
  notificationSearchSchema,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { notFound, stale } from '../../http/app-error.ts';
import { authOf } from '../auth/index.ts';
import { publishEvent } from '../events/index.ts';
import {
  deleteNotification,
  findNotification,
  insertNotification,
  searchNotifications,
  updateNotification,
} from './admin-notifications.repository.ts';
import { sanitiseNotificationHtml } from './html-sanitiser.ts';
import { toAdminDto } from './notification.dto.ts';
import { NOTIFICATION_NOT_FOUND, parseNotificationId } from './notification-id.ts';
import { pageOf } from './pagination.ts';

const tags = ['adminUserNotification'];
// Signed in and calling from ADMIN_IP_ALLOWLIST (route-access.ts): the menu is hidden elsewhere, this is the security.
const adminOnly = { access: 'admin' } as const;
const formSchema = createNotificationFormSchema(sanitiseNotificationHtml);
// The spec's update body plus an optional version for the optimistic lock.
const updateSchema = createNotificationUpdateSchema(sanitiseNotificationHtml);
const idParams = z.object({ id: z.string() });
const CHANGED = { type: 'notifications.changed' } as const;
// A search without a body (Fastify hands the validator null) means "no filters".
const searchBody = z.preprocess((body) => body ?? {}, notificationSearchSchema);

/** Spec §7 admin notification endpoints; only signed-in callers from the admin IP allow-list get in. */
export async function adminNotificationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/adminUserNotification/search',
    { config: adminOnly, schema: { tags, body: searchBody } },
    async (request) => {
      const search = request.body;
      const { rows, total } = await searchNotifications(db, search);
      return { data: pageOf(rows.map(toAdminDto), total, search.page, search.perPage) };
    },
  );

  r.get(
    '/api/adminUserNotification/show/:id',
    { config: adminOnly, schema: { tags, params: idParams } },
    async (request) => {
      const row = await findNotification(db, parseNotificationId(request.params.id));
      if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
      // Sanitised again on the way out: rows written before a policy change stay safe.
      return { data: toAdminDto({ ...row, content: sanitiseNotificationHtml(row.content) }) };
    },
  );

  r.post(
    '/api/adminUserNotification/store',
    { config: adminOnly, schema: { tags, body: formSchema } },
    async (request, reply) => {
      const { userId } = authOf(request);
      const row = await db.transaction(async (tx) => {
        const created = await insertNotification(tx, request.body, userId);
        await publishEvent(tx, {}, CHANGED);
        return created;
      });
      return reply.status(201).send({ data: toAdminDto(row) });
    },
  );

  r.put(
    '/api/adminUserNotification/update/:id',
    { config: adminOnly, schema: { tags, params: idParams, body: updateSchema } },
    async (request) => {
      const id = parseNotificationId(request.params.id);
      const { version, ...values } = request.body;
      const row = await db.transaction(async (tx) => {
        const updated = await updateNotification(tx, id, values, version);
        if (!updated) {
          if (version !== undefined && (await findNotification(tx, id))) throw stale();
          throw notFound(NOTIFICATION_NOT_FOUND);
        }
        await publishEvent(tx, {}, CHANGED);
        return updated;
      });
      return { data: toAdminDto(row) };
    },
  );

  r.delete(
    '/api/adminUserNotification/destroy/:id',
    { config: adminOnly, schema: { tags, params: idParams } },
    async (request, reply) => {
      const id = parseNotificationId(request.params.id);
      await db.transaction(async (tx) => {
        if (!(await deleteNotification(tx, id))) throw notFound(NOTIFICATION_NOT_FOUND);
        await publishEvent(tx, {}, CHANGED);
      });
      return reply.status(204).send();
    },
  );
}

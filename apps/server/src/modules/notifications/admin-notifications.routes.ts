import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createNotificationFormSchema,
  createNotificationUpdateSchema,
  notificationEndpoints as endpoints,
  notificationResponses as responses,
  notificationSearchSchema,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { pathId } from '../../http/path-id.ts';
import { authOf } from '../auth/index.ts';
import {
  destroyAdminNotification,
  NOTIFICATION_NOT_FOUND,
  searchAdminNotifications,
  showAdminNotification,
  storeAdminNotification,
  updateAdminNotification,
} from './admin-notifications.service.ts';
import { sanitiseNotificationHtml } from './html-sanitiser.ts';

const tags = ['adminUserNotification'];
// Signed in and calling from ADMIN_IP_ALLOWLIST (route-access.ts): the menu is hidden elsewhere, this is the security.
const adminOnly = { access: 'admin' } as const;
const formSchema = createNotificationFormSchema(sanitiseNotificationHtml);
// The spec's update body plus an optional version for the optimistic lock.
const updateSchema = createNotificationUpdateSchema(sanitiseNotificationHtml);
const idParams = z.object({ id: z.string() });
// A search without a body (Fastify hands the validator null) means "no filters".
const searchBody = z.preprocess((body) => body ?? {}, notificationSearchSchema);

/** Spec §7 admin notification endpoints; only signed-in callers from the admin IP allow-list get in. */
export async function adminNotificationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    endpoints.adminSearch.path,
    {
      config: adminOnly,
      schema: { tags, body: searchBody, response: { 200: responses.adminSearch } },
    },
    async (request) => ({ data: await searchAdminNotifications(db, request.body) }),
  );

  r.get(
    endpoints.adminShow.path,
    {
      config: adminOnly,
      schema: { tags, params: idParams, response: { 200: responses.adminShow } },
    },
    async (request) => ({
      data: await showAdminNotification(db, pathId(request.params.id, NOTIFICATION_NOT_FOUND)),
    }),
  );

  r.post(
    endpoints.adminStore.path,
    {
      config: adminOnly,
      schema: { tags, body: formSchema, response: { 201: responses.adminStore } },
    },
    async (request, reply) => {
      const created = await storeAdminNotification(db, request.body, authOf(request).userId);
      return reply.status(201).send({ data: created });
    },
  );

  r.put(
    endpoints.adminUpdate.path,
    {
      config: adminOnly,
      schema: {
        tags,
        params: idParams,
        body: updateSchema,
        response: { 200: responses.adminUpdate },
      },
    },
    async (request) => {
      const id = pathId(request.params.id, NOTIFICATION_NOT_FOUND);
      const { version, ...values } = request.body;
      return { data: await updateAdminNotification(db, id, values, version) };
    },
  );

  r.delete(
    endpoints.adminDestroy.path,
    { config: adminOnly, schema: { tags, params: idParams } },
    async (request, reply) => {
      await destroyAdminNotification(db, pathId(request.params.id, NOTIFICATION_NOT_FOUND));
      return reply.status(204).send();
    },
  );
}

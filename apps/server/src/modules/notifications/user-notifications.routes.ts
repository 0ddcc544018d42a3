import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationEndpoints as endpoints,
  notificationResponses as responses,
  userNotificationQuerySchema,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { pathId } from '../../http/path-id.ts';
import { authOf } from '../auth/index.ts';
import { NOTIFICATION_NOT_FOUND } from './admin-notifications.service.ts';
import { listUserNotifications, readUserNotification } from './user-notifications.service.ts';

const tags = ['userNotification'];

/** Spec §7 user notification endpoints: the bell, the header list and the notification page. */
export async function userNotificationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    endpoints.userList.path,
    {
      schema: {
        tags,
        querystring: userNotificationQuerySchema,
        response: { 200: responses.userList },
      },
    },
    async (request) => ({
      data: await listUserNotifications(db, authOf(request).userId, request.query),
    }),
  );

  r.get(
    endpoints.userShow.path,
    {
      schema: { tags, params: z.object({ id: z.string() }), response: { 200: responses.userShow } },
    },
    async (request) => {
      const id = pathId(request.params.id, NOTIFICATION_NOT_FOUND);
      return { data: await readUserNotification(db, authOf(request).userId, id) };
    },
  );
}

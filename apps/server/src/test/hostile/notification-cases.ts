import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import {
  createNotificationFormSchema,
  createNotificationUpdateSchema,
  notificationSearchSchema,
  todayJst,
  userNotificationQuerySchema,
} from '@logi/shared';
import { z } from 'zod';
import { sanitiseNotificationHtml } from '../../modules/notifications/html-sanitiser.ts';
import { queryPlanner } from './query-planner.ts';
import {
  bodyArbitrary,
  bodyVerdict,
  idArbitrary,
  idOf,
  refusedOrAccepted,
  type Planner,
  type SweepCase,
  type SweepContext,
} from './sweep-plan.ts';

/** The route's own schemas, built as the routes build them. */
const searchBody = z.preprocess((body) => body ?? {}, notificationSearchSchema);
const formSchema = createNotificationFormSchema(sanitiseNotificationHtml);
const updateSchema = createNotificationUpdateSchema(sanitiseNotificationHtml);

const validForm = () => ({
  title: '棚卸のお知らせ',
  content: '<p>本文</p>',
  tag: 'notification',
  publishedAt: todayJst(),
  isImportant: false,
  isPublished: true,
});
const validSearch = {
  keyword: '棚卸',
  publishedAtFrom: '2024-01-01',
  publishedAtTo: '2099-12-31',
  page: 1,
  perPage: 20,
  sort: 'id',
  direction: 'asc',
};

async function versionOf(context: SweepContext, id: number): Promise<number | undefined> {
  const { rows } = await context.client.app.db.execute<{ version: number }>(
    sql`select version from admin_user_notifications where id = ${id}`,
  );
  return rows[0]?.version;
}

async function visibleToUsers(context: SweepContext, id: number): Promise<boolean> {
  const { rows } = await context.client.app.db.execute(
    sql`select 1 from admin_user_notifications
         where id = ${id} and is_published and published_at <= ${todayJst()}`,
  );
  return rows.length === 1;
}

/** Sweep cases of the notification routes, keyed like the route inventory's rows. */
export const NOTIFICATION_CASES: Record<string, SweepCase> = {
  'POST /api/adminUserNotification/search': {
    weight: 12,
    planner: bodyArbitrary(notificationSearchSchema, validSearch).map<Planner>(
      (body) => async () => {
        const request = {
          method: 'POST',
          path: '/api/adminUserNotification/search',
          body: body.text,
          contentType: body.contentType,
        };
        return refusedOrAccepted(bodyVerdict(body, searchBody), request, () => ({
          request,
          expected: { status: 200 },
          writes: false,
        }));
      },
    ),
  },
  'POST /api/adminUserNotification/store': {
    weight: 10,
    planner: bodyArbitrary(formSchema, validForm()).map<Planner>((body) => async () => {
      const request = {
        method: 'POST',
        path: '/api/adminUserNotification/store',
        body: body.text,
        contentType: body.contentType,
      };
      return refusedOrAccepted(bodyVerdict(body, formSchema), request, () => ({
        request,
        expected: { status: 201 },
        writes: true,
      }));
    }),
  },
  'PUT /api/adminUserNotification/update/:id': {
    weight: 12,
    planner: fc
      .tuple(idArbitrary(), bodyArbitrary(updateSchema, { ...validForm(), version: 1 }))
      .map<Planner>(([segment, body]) => async (context) => {
        const id = idOf(segment, context.updateTargetId);
        const path = `/api/adminUserNotification/update/${segment ?? context.updateTargetId}`;
        const request = { method: 'PUT', path, body: body.text, contentType: body.contentType };
        return refusedOrAccepted(bodyVerdict(body, updateSchema), request, async (value) => {
          const current = id === undefined ? undefined : await versionOf(context, id);
          if (current === undefined) return { request, expected: { status: 404 }, writes: false };
          const sent = (value as { version?: number }).version;
          if (sent !== undefined && sent !== current)
            return { request, expected: { status: 409 }, writes: false };
          return { request, expected: { status: 200 }, writes: true };
        });
      }),
  },
  'GET /api/adminUserNotification/show/:id': {
    weight: 5,
    planner: idArbitrary().map<Planner>((segment) => async (context) => {
      const id = idOf(segment, context.showTargetId);
      const request = {
        method: 'GET',
        path: `/api/adminUserNotification/show/${segment ?? context.showTargetId}`,
      };
      const exists = id !== undefined && (await versionOf(context, id)) !== undefined;
      return { request, expected: { status: exists ? 200 : 404 }, writes: false };
    }),
  },
  'DELETE /api/adminUserNotification/destroy/:id': {
    weight: 4,
    // Only ids of no record: deleting the sweep's own records would end the sweep.
    planner: idArbitrary(0).map<Planner>((segment) => async (context) => {
      const request = { method: 'DELETE', path: `/api/adminUserNotification/destroy/${segment}` };
      const id = idOf(segment, 0);
      const exists = id !== undefined && (await versionOf(context, id)) !== undefined;
      return exists
        ? {
            request: { ...request, path: '/api/adminUserNotification/destroy/2147483647' },
            expected: { status: 404 },
            writes: false,
          }
        : { request, expected: { status: 404 }, writes: false };
    }),
  },
  'GET /api/userNotification': {
    weight: 6,
    planner: queryPlanner('/api/userNotification', userNotificationQuerySchema, {
      limit: '3',
      page: '1',
    }),
  },
  'GET /api/userNotification/show/:id': {
    weight: 5,
    planner: idArbitrary().map<Planner>((segment) => async (context) => {
      const id = idOf(segment, context.showTargetId);
      const request = {
        method: 'GET',
        path: `/api/userNotification/show/${segment ?? context.showTargetId}`,
      };
      // Showing marks it read: a write, so it runs alone.
      const visible = id !== undefined && (await visibleToUsers(context, id));
      return { request, expected: { status: visible ? 200 : 404 }, writes: visible };
    }),
  },
};

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import {
  createNotificationFormSchema,
  createNotificationUpdateSchema,
  notificationSearchSchema,
  todayJst,
  toCamelDeep,
  processListQuerySchema,
  userNotificationQuerySchema,
} from '@logi/shared';
import { z } from 'zod';
import { callbackQuerySchema, organisationSwitchBody } from '../../modules/auth/auth.schemas.ts';
import { sanitiseNotificationHtml } from '../../modules/notifications/html-sanitiser.ts';
import { postalSearchQuerySchema } from '../../modules/postal/postal.schemas.ts';
import { schemaVerdict } from './oracle.ts';
import { parsedQuery, queryString, queryValueArbitrary } from './request-parts.ts';
import {
  bodyArbitrary,
  bodyVerdict,
  idArbitrary,
  idOf,
  refusedOrAccepted,
  type Planner,
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

/** A query made from a valid one by changing one parameter (or adding a stranger one). */
function queryArbitrary(valid: Record<string, string>) {
  const keys = [...Object.keys(valid), '__proto__', 'constructor', 'x'];
  return fc
    .tuple(fc.constantFrom(...keys), fc.option(queryValueArbitrary, { freq: 8 }))
    .map(([key, value]) => ({ ...valid, [key]: value ?? undefined }));
}

function queryPlanner(
  path: string,
  schema: z.ZodType,
  valid: Record<string, string>,
  orStatus?: number,
) {
  return queryArbitrary(valid).map<Planner>((query) => async () => {
    const request = { method: 'GET', path: `${path}${queryString(query)}` };
    const verdict = schemaVerdict(schema, toCamelQuery(query));
    return refusedOrAccepted(verdict, request, () => ({
      request,
      expected: { status: 200, ...(orStatus && { orStatus }) },
      writes: false,
    }));
  });
}

// The server camel-cases query keys before validating (case-conversion.ts).
const toCamelQuery = (query: Record<string, string | string[] | undefined>) =>
  toCamelDeep(parsedQuery(query));

/** Sweep cases of the routes that take input, keyed like the route inventory's rows. */
export const INPUT_CASES: Record<string, { weight: number; planner: fc.Arbitrary<Planner> }> = {
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
  'GET /api/processes/get': {
    weight: 6,
    planner: queryPlanner('/api/processes/get', processListQuerySchema, {
      per_page: '30',
      page: '1',
    }),
  },
  'PUT /api/processes/broadcasted/:id': {
    weight: 5,
    planner: fc
      .tuple(
        fc.oneof(fc.uuid(), fc.constantFrom('1', 'abc', '%00', 'null')),
        bodyArbitrary(z.object({ id: z.string() }), { id: 'x' }),
      )
      .map<Planner>(([id, body]) => async () => {
        const request = {
          method: 'PUT',
          path: `/api/processes/broadcasted/${id}`,
          body: body.text,
          contentType: body.contentType,
        };
        // The sweep's organisation has no processes: every id names nothing.
        return refusedOrAccepted(bodyVerdict(body, z.unknown()), request, () => ({
          request,
          expected: { status: 404 },
          writes: false,
        }));
      }),
  },
  // A query the schema accepts may still break the search's own rules (a 1-digit code): 422 on q.
  'GET /api/postal/search': {
    weight: 6,
    planner: queryPlanner(
      '/api/postal/search',
      postalSearchQuerySchema,
      { q: '100', limit: '5' },
      422,
    ),
  },
  'GET /api/auth/callback': {
    weight: 2,
    planner: queryArbitrary({ code: 'abc', state: 'def' }).map<Planner>(
      (query) => async (context) => {
        const request = {
          method: 'GET',
          path: `/api/auth/callback${queryString(query)}`,
          remoteAddress: context.nextAddress(),
        };
        // No state cookie goes with it, so a well-formed callback is a failed sign-in.
        return refusedOrAccepted(
          schemaVerdict(callbackQuerySchema, toCamelQuery(query)),
          request,
          () => ({ request, expected: { status: 401 }, writes: false }),
        );
      },
    ),
  },
  'GET /api/auth/redirect': {
    weight: 1,
    planner: queryArbitrary({ return_to: '/notifications' }).map<Planner>(
      (query) => async (context) => ({
        // returnTo falls back to none when unusable; the attempt is stored: a write.
        request: {
          method: 'GET',
          path: `/api/auth/redirect${queryString(query)}`,
          remoteAddress: context.nextAddress(),
        },
        expected: { status: 200 },
        writes: true,
      }),
    ),
  },
  'PUT /api/auth/organisation': {
    weight: 3,
    // The base names an organisation the caller is not a member of: accepted, then 404.
    planner: bodyArbitrary(organisationSwitchBody, {
      uuid: '00000000-0000-4000-8000-00000000abcd',
    }).map<Planner>((body) => async () => {
      const request = {
        method: 'PUT',
        path: '/api/auth/organisation',
        body: body.text,
        contentType: body.contentType,
      };
      return refusedOrAccepted(bodyVerdict(body, organisationSwitchBody), request, () => ({
        request,
        expected: { status: 404 },
        writes: false,
      }));
    }),
  },
  'POST /api/auth/logout': {
    weight: 2,
    // Anonymous only: the sweep's own session must live on.
    planner: bodyArbitrary(z.object({ x: z.string() }), { x: 'x' }).map<Planner>(
      (body) => async () => {
        const request = {
          method: 'POST',
          path: '/api/auth/logout',
          body: body.text,
          contentType: body.contentType,
          anonymous: true,
        };
        return refusedOrAccepted(bodyVerdict(body, z.unknown()), request, () => ({
          request,
          expected: { status: 200 },
          writes: false,
        }));
      },
    ),
  },
};

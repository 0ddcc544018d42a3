import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  NOTIFICATION_SORT_FIELDS,
  type NotificationFormValues,
  type NotificationSearch,
} from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { withDomainErrors } from '../../db/database-errors.ts';
import { adminUserNotifications as notifications } from './notifications.table.ts';
import { offsetOf } from '../../http/pagination.ts';
import { sortColumnsOf } from '../../resource/scoped-records.ts';
import { containsPattern } from '../../db/like-patterns.ts';

const SORT_COLUMNS = sortColumnsOf(notifications, NOTIFICATION_SORT_FIELDS);

// The list never carries content: it can be 100 000 characters per row.
const listColumns = {
  id: notifications.id,
  title: notifications.title,
  tag: notifications.tag,
  publishedAt: notifications.publishedAt,
  isImportant: notifications.isImportant,
  isPublished: notifications.isPublished,
  version: notifications.version,
  createdAt: notifications.createdAt,
  updatedAt: notifications.updatedAt,
};

function searchConditions(search: NotificationSearch): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (search.keyword) {
    const pattern = containsPattern(search.keyword);
    // Content is matched on its text, so a search for "strong" does not hit every <strong>.
    const contentText = sql`regexp_replace(${notifications.content}, '<[^>]*>', '', 'g')`;
    conditions.push(or(ilike(notifications.title, pattern), sql`${contentText} ilike ${pattern}`));
  }
  if (search.tag) conditions.push(eq(notifications.tag, search.tag));
  if (typeof search.isPublished === 'boolean') {
    conditions.push(eq(notifications.isPublished, search.isPublished));
  }
  if (search.publishedAtFrom)
    conditions.push(gte(notifications.publishedAt, search.publishedAtFrom));
  if (search.publishedAtTo) conditions.push(lte(notifications.publishedAt, search.publishedAtTo));
  return and(...conditions);
}

export async function searchNotifications(db: DbOrTx, search: NotificationSearch) {
  const where = searchConditions(search);
  const order = search.direction === 'asc' ? asc : desc;
  const rows = await db
    .select(listColumns)
    .from(notifications)
    .where(where)
    .orderBy(order(SORT_COLUMNS[search.sort]), desc(notifications.id))
    .limit(search.perPage)
    .offset(offsetOf(search.page, search.perPage));
  const [counted] = await db.select({ total: count() }).from(notifications).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findNotification(db: DbOrTx, id: number) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

export async function insertNotification(
  db: DbOrTx,
  values: NotificationFormValues,
  createdBy: string,
) {
  // No constraint of this table is a form field's, so none is declared: violations land on _form.
  const [row] = await withDomainErrors(() =>
    db
      .insert(notifications)
      .values({ ...values, createdBy })
      .returning(),
  );
  if (!row) throw new Error('notification insert returned no row');
  return row;
}

/** Updates only when `version` (if given) is still current; no row back means missing or stale. */
export async function updateNotification(
  db: DbOrTx,
  id: number,
  values: NotificationFormValues,
  version?: number,
) {
  const [row] = await withDomainErrors(() =>
    db
      .update(notifications)
      .set({ ...values, version: sql`${notifications.version} + 1`, updatedAt: sql`now()` })
      .where(
        and(
          eq(notifications.id, id),
          version === undefined ? undefined : eq(notifications.version, version),
        ),
      )
      .returning(),
  );
  return row;
}

export async function deleteNotification(db: DbOrTx, id: number): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(eq(notifications.id, id))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}

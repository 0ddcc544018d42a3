import { and, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  adminUserNotifications as notifications,
  userNotificationReads as reads,
} from './notifications.table.ts';
import { offsetOf } from '../../http/pagination.ts';

/** A user sees published notifications whose publishing day (JST) has come. */
const visibleOn = (today: string) =>
  and(eq(notifications.isPublished, true), lte(notifications.publishedAt, today));

const readBy = (userId: string) =>
  and(eq(reads.notificationId, notifications.id), eq(reads.userId, userId));

const itemColumns = {
  id: notifications.id,
  title: notifications.title,
  tag: notifications.tag,
  isImportant: notifications.isImportant,
  publishedAt: notifications.publishedAt,
  isRead: sql<boolean>`${reads.userId} is not null`,
};

export type VisibleQuery = { userId: string; today: string; page: number; limit: number };

/** Newest first; ties (same day) by the later-created first. */
export async function listVisibleNotifications(db: DbOrTx, query: VisibleQuery) {
  const rows = await db
    .select(itemColumns)
    .from(notifications)
    .leftJoin(reads, readBy(query.userId))
    .where(visibleOn(query.today))
    .orderBy(desc(notifications.publishedAt), desc(notifications.id))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const [counted] = await db
    .select({ total: count() })
    .from(notifications)
    .where(visibleOn(query.today));
  return { rows, total: counted?.total ?? 0 };
}

export async function countUnreadNotifications(db: DbOrTx, userId: string, today: string) {
  const [counted] = await db
    .select({ unread: count() })
    .from(notifications)
    .leftJoin(reads, readBy(userId))
    .where(and(visibleOn(today), isNull(reads.userId)));
  return counted?.unread ?? 0;
}

export async function findVisibleNotification(
  db: DbOrTx,
  query: { id: number; userId: string; today: string },
) {
  const [row] = await db
    .select({ ...itemColumns, content: notifications.content })
    .from(notifications)
    .leftJoin(reads, readBy(query.userId))
    .where(and(eq(notifications.id, query.id), visibleOn(query.today)));
  return row;
}

/** Idempotent: the first read time is kept. */
export async function markNotificationRead(db: DbOrTx, userId: string, notificationId: number) {
  await db.insert(reads).values({ userId, notificationId }).onConflictDoNothing();
}

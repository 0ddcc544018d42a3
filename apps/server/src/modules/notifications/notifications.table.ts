import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users, userReference } from '../users/users.table.ts';
import { isoDate, timestampTz } from '../../db/columns.ts';
import { identityKey } from '../../db/keys.ts';

// Global: written by the operator's admins and shown to every user of every organisation.
export const adminUserNotifications = pgTable(
  'admin_user_notifications',
  {
    id: identityKey(),
    title: text('title').notNull(),
    // Sanitised HTML: stored only after DOMPurify has run on it.
    content: text('content').notNull(),
    tag: text('tag').notNull(),
    publishedAt: isoDate('published_at').notNull(),
    isImportant: boolean('is_important').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    // Optimistic lock: every update bumps it; an edit made on an older version answers 409.
    version: integer('version').notNull().default(1),
    createdBy: userReference('created_by'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('admin_user_notifications_published_idx').on(table.isPublished, table.publishedAt),
  ],
);

// One row per (user, notification) once the user has opened it; absence means unread.
export const userNotificationReads = pgTable(
  'user_notification_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => adminUserNotifications.id, { onDelete: 'cascade' }),
    readAt: timestampTz('read_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.notificationId] }),
    index('user_notification_reads_notification_idx').on(table.notificationId),
  ],
);

import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';
import { identityKey } from '../../db/columns.ts';

// Global: written by the operator's admins and shown to every user of every organisation.
export const adminUserNotifications = pgTable(
  'admin_user_notifications',
  {
    id: identityKey(),
    title: text('title').notNull(),
    // Sanitised HTML: stored only after DOMPurify has run on it.
    content: text('content').notNull(),
    tag: text('tag').notNull(),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
    isImportant: boolean('is_important').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    // Optimistic lock: every update bumps it; an edit made on an older version answers 409.
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.notificationId] }),
    index('user_notification_reads_notification_idx').on(table.notificationId),
  ],
);

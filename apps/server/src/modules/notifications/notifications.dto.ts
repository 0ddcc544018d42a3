import {
  NOTIFICATION_TAGS,
  isNotificationTag,
  type AdminNotificationDto,
  type NotificationTag,
  type UserNotificationDto,
} from '@logi/shared';
import type { adminUserNotifications } from './notifications.table.ts';

export type { AdminNotificationDto, UserNotificationDto };

export type NotificationRow = typeof adminUserNotifications.$inferSelect;

// The column holds a validated tag; an unknown value (a hand-edited row) falls back to お知らせ.
const tagOf = (tag: string): NotificationTag => (isNotificationTag(tag) ? tag : 'notification');

export function toAdminDto(
  row: Omit<NotificationRow, 'content' | 'createdBy'> & { content?: string },
) {
  return {
    id: row.id,
    title: row.title,
    ...(row.content !== undefined && { content: row.content }),
    tag: tagOf(row.tag),
    publishedAt: row.publishedAt,
    isImportant: row.isImportant,
    isPublished: row.isPublished,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } satisfies AdminNotificationDto;
}

export type UserNotificationRow = Pick<
  NotificationRow,
  'id' | 'title' | 'tag' | 'isImportant' | 'publishedAt'
> & { content?: string; isRead: boolean };

export function toUserDto(row: UserNotificationRow): UserNotificationDto {
  const tag = tagOf(row.tag);
  return {
    id: row.id,
    title: row.title,
    ...(row.content !== undefined && { content: row.content }),
    tag,
    tagLabel: NOTIFICATION_TAGS[tag].label,
    tagColor: NOTIFICATION_TAGS[tag].color,
    isImportant: row.isImportant,
    publishedAt: row.publishedAt,
    isRead: row.isRead,
  };
}

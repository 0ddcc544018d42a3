import { DEFAULT_NOTIFICATION_TAG, todayJst, type NotificationTag } from '@logi/shared';
import type { AdminNotificationDto } from '@logi/shared';

/** What the form holds while being edited: a select or date may be cleared. */
export type NotificationFormFields = {
  title: string;
  content: string;
  tag: NotificationTag | null;
  publishedAt: string | null;
  isImportant: boolean;
  isPublished: boolean;
};

/** Spec §4 defaults: tag notification, publishedAt today (JST), not important, published. */
export function notificationFormDefaults(now: Date = new Date()): NotificationFormFields {
  return {
    title: '',
    content: '',
    tag: DEFAULT_NOTIFICATION_TAG,
    publishedAt: todayJst(now),
    isImportant: false,
    isPublished: true,
  };
}

export function toNotificationFormFields(
  notification: AdminNotificationDto,
): NotificationFormFields {
  return {
    title: notification.title,
    content: notification.content ?? '',
    tag: notification.tag,
    publishedAt: notification.publishedAt,
    isImportant: notification.isImportant,
    isPublished: notification.isPublished,
  };
}

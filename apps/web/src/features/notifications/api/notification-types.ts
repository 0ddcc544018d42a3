import type { NotificationTag } from '@logi/shared';

/** The architecture's list envelope (camelCased by the HTTP client). */
export type Paginated<T> = {
  data: T[];
  total: number;
  currentPage: number;
  perPage: number;
  lastPage: number;
};

/** A row of the admin list; show adds the content. */
export type AdminNotification = {
  id: number;
  title: string;
  content?: string;
  tag: NotificationTag;
  publishedAt: string;
  isImportant: boolean;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
};

/** What a user sees: the tag with its label and colour, and whether they have opened it. */
export type UserNotification = {
  id: number;
  title: string;
  content?: string;
  tag: NotificationTag;
  tagLabel: string;
  tagColor: string;
  isImportant: boolean;
  publishedAt: string;
  isRead: boolean;
};

export type UserNotificationPage = Paginated<UserNotification> & { unreadCount: number };

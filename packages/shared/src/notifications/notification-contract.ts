import type { NotificationTag } from '../labels/statuses.ts';

/** The list envelope of architecture.md (camelCase in code; snake_case on the wire). */
export type Paginated<T> = {
  data: T[];
  total: number;
  currentPage: number;
  perPage: number;
  lastPage: number;
};

/** What the admin pages read; the list leaves content out (it can be 100 000 characters). */
export type AdminNotificationDto = {
  id: number;
  title: string;
  content?: string;
  tag: NotificationTag;
  publishedAt: string;
  isImportant: boolean;
  isPublished: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** What a user reads: the tag with its header label and colour, and whether they opened it. */
export type UserNotificationDto = {
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

export type UserNotificationPage = Paginated<UserNotificationDto> & { unreadCount: number };

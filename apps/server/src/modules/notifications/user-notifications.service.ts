import { todayJst, type UserNotificationDto, type UserNotificationPage } from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { pageOf } from '../../http/pagination.ts';
import { NOTIFICATION_NOT_FOUND } from './admin-notifications.service.ts';
import { sanitiseNotificationHtml } from './html-sanitiser.ts';
import { toUserDto } from './notifications.dto.ts';
import {
  countUnreadNotifications,
  findVisibleNotification,
  listVisibleNotifications,
  markNotificationRead,
} from './user-notifications.repository.ts';

/** A user's notifications (spec §4): published ones whose day (JST) has come, with their read marks. */
export async function listUserNotifications(
  db: Database,
  userId: string,
  { page, limit }: { page: number; limit: number },
): Promise<UserNotificationPage> {
  const today = todayJst();
  const [{ rows, total }, unreadCount] = await Promise.all([
    listVisibleNotifications(db, { userId, today, page, limit }),
    countUnreadNotifications(db, userId, today),
  ]);
  return { ...pageOf(rows.map(toUserDto), total, page, limit), unreadCount };
}

/** Opening a notification marks it read for this user. */
export async function readUserNotification(
  db: Database,
  userId: string,
  id: number,
): Promise<UserNotificationDto> {
  const row = await findVisibleNotification(db, { id, userId, today: todayJst() });
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  await markNotificationRead(db, userId, id);
  return toUserDto({ ...row, content: sanitiseNotificationHtml(row.content), isRead: true });
}

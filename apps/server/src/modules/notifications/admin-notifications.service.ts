import type {
  AdminNotificationDto,
  NotificationFormValues,
  NotificationSearch,
  Page,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { notFound, stale } from '../../http/app-error.ts';
import { pageOf } from '../../http/pagination.ts';
import { publishEvent } from '../events/index.ts';
import {
  deleteNotification,
  findNotification,
  insertNotification,
  searchNotifications,
  updateNotification,
} from './admin-notifications.repository.ts';
import { sanitiseNotificationHtml } from './html-sanitiser.ts';
import { toAdminDto } from './notifications.dto.ts';

export const NOTIFICATION_NOT_FOUND = 'お知らせが見つかりませんでした';

// Every open bell and list refreshes when any notification changes (notifications are global).
const CHANGED = { type: 'notifications.changed' } as const;

/** The admin notification rules (spec §4): each write is one transaction with its change event. */
export async function searchAdminNotifications(
  db: Database,
  search: NotificationSearch,
): Promise<Page<AdminNotificationDto>> {
  const { rows, total } = await searchNotifications(db, search);
  return pageOf(rows.map(toAdminDto), total, search.page, search.perPage);
}

export async function showAdminNotification(db: Database, id: number) {
  const row = await findNotification(db, id);
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  // Sanitised again on the way out: rows written before a policy change stay safe.
  return toAdminDto({ ...row, content: sanitiseNotificationHtml(row.content) });
}

export async function storeAdminNotification(
  db: Database,
  values: NotificationFormValues,
  createdBy: string,
) {
  return db.transaction(async (tx) => {
    const created = await insertNotification(tx, values, createdBy);
    await publishEvent(tx, {}, CHANGED);
    return toAdminDto(created);
  });
}

/** `version`, when sent, must still be current (optimistic lock): a newer one answers 409. */
export async function updateAdminNotification(
  db: Database,
  id: number,
  values: NotificationFormValues,
  version: number | undefined,
) {
  return db.transaction(async (tx) => {
    const updated = await updateNotification(tx, id, values, version);
    if (!updated) {
      if (version !== undefined && (await findNotification(tx, id))) throw stale();
      throw notFound(NOTIFICATION_NOT_FOUND);
    }
    await publishEvent(tx, {}, CHANGED);
    return toAdminDto(updated);
  });
}

export async function destroyAdminNotification(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteNotification(tx, id))) throw notFound(NOTIFICATION_NOT_FOUND);
    await publishEvent(tx, {}, CHANGED);
  });
}

import { notFound } from '../../http/app-error.ts';

export const NOTIFICATION_NOT_FOUND = 'お知らせが見つかりませんでした';

const POSTGRES_INTEGER_MAX = 2_147_483_647;

/** A path id that cannot name a notification (abc, 0, 1.5, 99999999999) is simply not found. */
export function parseNotificationId(raw: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) throw notFound(NOTIFICATION_NOT_FOUND);
  const id = Number(raw);
  if (id > POSTGRES_INTEGER_MAX) throw notFound(NOTIFICATION_NOT_FOUND);
  return id;
}

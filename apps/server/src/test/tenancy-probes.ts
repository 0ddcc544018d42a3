import { todayJst } from '@logi/shared';
import {
  adminUserNotifications,
  userNotificationReads,
} from '../modules/notifications/notifications.table.ts';
import { insertProcessRow } from './jobs-test-support.ts';
import type { ProbeOwner, TenancyProbe } from './route-inventory.ts';

/** Probes for route-inventory.ts: each makes one tenant's record and tells when it leaks. */

const processRecord = async (owner: ProbeOwner) =>
  insertProcessRow(owner.db, { organisationId: owner.organisationId, userId: owner.userId });

/** Another organisation's process list never shows the owner's process. */
export const processListingProbe: TenancyProbe = {
  kind: 'listing',
  arrange: async (owner) => {
    const { id } = await processRecord(owner);
    return { path: '/api/processes/get?per_page=100', leaks: (text) => text.includes(id) };
  },
};

/** Another organisation cannot touch the owner's process by its id. */
export const processRecordProbe: TenancyProbe = {
  kind: 'record',
  arrange: async (owner) => {
    const { id } = await processRecord(owner);
    return {
      path: `/api/processes/broadcasted/${id}`,
      body: {},
      leaks: (text) => text.includes(id),
    };
  },
};

/** A published notification the owner has read: another user must still see it unread. */
export const readStateProbe: TenancyProbe = {
  kind: 'listing',
  arrange: async (owner) => {
    const [row] = await owner.db
      .insert(adminUserNotifications)
      .values({
        title: '在庫棚卸のお知らせ',
        content: '<p>棚卸</p>',
        tag: 'info',
        publishedAt: todayJst(),
      })
      .returning({ id: adminUserNotifications.id });
    const id = row!.id;
    await owner.db
      .insert(userNotificationReads)
      .values({ userId: owner.userId, notificationId: id });
    const readItem = new RegExp(`\\{[^{}]*"id":${id},[^{}]*"is_read":true`);
    return { path: '/api/userNotification', leaks: (text) => readItem.test(text) };
  },
};

import { todayJst } from '@logi/shared';
import {
  adminUserNotifications,
  userNotificationReads,
} from '../modules/notifications/notifications.table.ts';
import { organisationScope } from '../db/organisation-scope.ts';
import { recordAudit } from '../modules/audit/index.ts';
import { insertProcessRow } from './jobs.test-support.ts';
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

/** A record's audit trail: another organisation asking for the same record id sees no entry. */
export const auditTrailProbe: TenancyProbe = {
  kind: 'listing',
  arrange: async (owner) => {
    const marker = `probe-${crypto.randomUUID()}`;
    await recordAudit(owner.db, organisationScope(owner.organisationId), {
      resource: 'shops',
      recordId: 2_000_000_001,
      userId: owner.userId,
      action: 'create',
      before: null,
      after: { name: marker },
    });
    return { path: '/api/audits/shops/2000000001', leaks: (text) => text.includes(marker) };
  },
};

import { z } from 'zod';
import { dataOf, pageSchema, recordStamps } from '../contracts/page.ts';
import { NOTIFICATION_TAG_VALUES } from '../labels/statuses.ts';

/*
 * The notifications contract: endpoints and response shapes, one definition for the server's
 * routes (schema.response, so /api/docs shows them), the web's API calls and the tests. The
 * request bodies are in notification-schema.ts (they are the forms' schemas too).
 */

// In their own module: the web shell needs the paths without the schemas (and zod).
export { notificationEndpoints } from './notification-endpoints.ts';

const tag = z.enum(NOTIFICATION_TAG_VALUES);

/** What the admin pages read; the list leaves content out (it can be 100 000 characters). */
export const adminNotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().optional(),
  tag,
  publishedAt: z.string(),
  isImportant: z.boolean(),
  isPublished: z.boolean(),
  ...recordStamps,
});
export type AdminNotificationDto = z.infer<typeof adminNotificationSchema>;

/** What a user reads: the tag with its header label and colour, and whether they opened it. */
export const userNotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().optional(),
  tag,
  tagLabel: z.string(),
  tagColor: z.string(),
  isImportant: z.boolean(),
  publishedAt: z.string(),
  isRead: z.boolean(),
});
export type UserNotificationDto = z.infer<typeof userNotificationSchema>;

export const userNotificationPageSchema = pageSchema(userNotificationSchema).extend({
  unreadCount: z.number().int().min(0),
});
export type UserNotificationPage = z.infer<typeof userNotificationPageSchema>;

/** The success bodies, by endpoint (`{ data: … }`); destroy answers 204 without a body. */
export const notificationResponses = {
  adminSearch: dataOf(pageSchema(adminNotificationSchema)),
  adminShow: dataOf(adminNotificationSchema),
  adminStore: dataOf(adminNotificationSchema),
  adminUpdate: dataOf(adminNotificationSchema),
  userList: dataOf(userNotificationPageSchema),
  userShow: dataOf(userNotificationSchema),
};

// The notification wire contract lives in packages/shared, one definition for both ends.
export type {
  AdminNotificationDto as AdminNotification,
  Paginated,
  UserNotificationDto as UserNotification,
  UserNotificationPage,
} from '@logi/shared';

// The notification pages the router mounts.
export { AdminNotificationEditPage } from './AdminNotificationEditPage.tsx';
export { AdminNotificationListPage } from './AdminNotificationListPage.tsx';
export { AdminNotificationRegisterPage } from './AdminNotificationRegisterPage.tsx';
export { UserNotificationsPage } from './UserNotificationsPage.tsx';

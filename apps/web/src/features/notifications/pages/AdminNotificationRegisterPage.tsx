import { registerPageOf } from '../../../components/resource/index.ts';
import { useStoreAdminNotification } from '../api/store-admin-notification.ts';
import { NotificationForm } from '../components/NotificationForm.tsx';
import { notificationFormDefaults } from '../form/notification-form-values.ts';

/** /admin/user_notifications/register: the form with the spec §4 defaults. */
export const AdminNotificationRegisterPage = registerPageOf(
  'adminUserNotifications',
  NotificationForm,
  notificationFormDefaults,
  useStoreAdminNotification,
);
